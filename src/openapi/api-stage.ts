// The API stage as the build calls it: the sources the config (or --spec) names,
// and the API reference built from them (none without sources).
import path from 'node:path';
import type { SiteConfig } from '../config/types.js';
import type { ApiSourceConfig } from './source-config.js';
import { loadApiReference, type ApiOptions, type ApiReference } from './index.js';

/** The configured sources, or the one document `--spec` names instead. */
export function apiSourcesFor(config: SiteConfig, spec: string | undefined): ApiSourceConfig[] {
  if (!spec) return config.openapi.sources;
  const source = /^https?:\/\//.test(spec) ? { url: spec } : { file: spec };
  return [{ id: 'spec', source }];
}

/** Absolute paths of the sources that are local files (a watcher watches them). */
export function specFilesOf(root: string, sources: ApiSourceConfig[]): string[] {
  return sources.flatMap((s) => ('file' in s.source ? [path.resolve(root, s.source.file)] : []));
}

export async function apiStage(input: ApiOptions): Promise<ApiReference> {
  if (input.sources.length === 0) return { docs: [], sidebar: [], redirects: [], assets: [] };
  return loadApiReference(input);
}
