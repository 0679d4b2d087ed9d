// PLACEHOLDER written by the lead so the build runs before the OpenAPI stage lands.
// The OpenAPI helper owns this file: overwrite it freely with the real implementation.
import type { Doc, Redirect, SidebarItem } from '../types.js';
import type { ApiSourceConfig } from './source-config.js';
export type { ApiSourceConfig } from './source-config.js';

export interface ApiOptions { sources: ApiSourceConfig[]; routeBase: string; root: string; cacheDir: string; timeoutMs?: number; retries?: number; log?: (level: 'warn' | 'info', msg: string) => void }
export interface ApiReference { docs: Doc[]; sidebar: SidebarItem[]; redirects: Redirect[]; assets: { path: string; content: string }[]; warnings: string[] }
export const defaultApiSources: ApiSourceConfig[] = [];
export async function loadApiReference(_options: ApiOptions): Promise<ApiReference> {
  // One stand-in page so sites that link to the API sidebar build meanwhile.
  const doc: Doc = { id: 'api/intro', kind: 'api', route: `${_options.routeBase}/blockfrost-io-api-documentation`, title: 'API reference', sidebarLabel: 'Introduction', draft: false, hideTableOfContents: true, html: '<h1>API reference</h1><p>The API reference is being generated.</p>', toc: [], sections: [], links: [], anchors: [] };
  return { docs: [doc], sidebar: [{ type: 'link', label: 'Introduction', href: doc.route, docId: doc.id }], redirects: [], assets: [], warnings: [] };
}
