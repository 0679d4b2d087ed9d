// Operation → Doc: the rendered article plus what the rest of the build needs
// from it (table of contents, search sections, anchors, links).
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Doc, DocSection, Heading, LinkRef } from '../types.js';
import { ApiArticle, sharedErrorStatuses } from '../../templates/api/ApiArticle.js';
import { ApiIntro } from '../../templates/api/ApiIntro.js';
import { createMarkdown, renderMarkdown } from '../content/markdown.js';
import { resetTabIds } from '../content/code-block.js';
import type { ApiOperation, Schema } from './operations.js';
import type { OpenApiDocument } from './spec-document.js';

function fieldNames(schema: Schema | undefined, out: Set<string>, depth = 0, seen = new Set<Schema>()): Set<string> {
  if (!schema || depth > 6 || seen.has(schema)) return out;
  seen.add(schema);
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    out.add(name);
    fieldNames(prop, out, depth + 1, seen);
  }
  for (const s of [schema.items, ...(schema.oneOf ?? []), ...(schema.anyOf ?? []), ...(schema.allOf ?? [])]) fieldNames(s, out, depth + 1, seen);
  return out;
}

const plain = (text: string | undefined) => (text ?? '').replace(/<[^>]+>/g, ' ').replace(/[#*_`>|]/g, ' ').replace(/\s+/g, ' ').trim();

export function operationDoc(op: ApiOperation, route: string, options: { introRoute?: string; specDownload?: string }): Doc {
  resetTabIds();
  const anchors: string[] = [];
  const html = renderToStaticMarkup(createElement(ApiArticle, { op, samples: op.samples, introRoute: options.introRoute, specDownload: options.specDownload, anchors }));
  const success = op.responses.filter((r) => !sharedErrorStatuses.has(r.status));
  const hasErrors = op.responses.some((r) => sharedErrorStatuses.has(r.status));
  const params = op.parameters.filter((p) => p.in !== 'cookie');
  const toc: Heading[] = [{ depth: 2, text: 'Request', id: 'request' }];
  if (params.length) toc.push({ depth: 3, text: 'Parameters', id: 'parameters' });
  if (op.requestBody) toc.push({ depth: 3, text: 'Request body', id: 'request-body' });
  toc.push({ depth: 2, text: 'Responses', id: 'responses' });
  for (const r of success) toc.push({ depth: 3, text: `${r.status} ${r.description.split('\n')[0] ?? ''}`.trim(), id: `response-${r.status}` });
  if (hasErrors) toc.push({ depth: 3, text: 'Errors', id: 'errors' });
  toc.push({ depth: 2, text: 'Request samples', id: 'samples' });
  const responseFields = new Set<string>();
  for (const r of success) for (const m of r.content) fieldNames(m.schema, responseFields);
  const sections: DocSection[] = [
    { anchor: '', title: op.title, text: `${op.method.toUpperCase()} ${op.path} ${plain(op.description)}` },
    {
      anchor: 'request',
      title: 'Request',
      text: [...params.map((p) => `${p.name} ${plain(p.description)}`), op.requestBody ? `${op.requestBody.content.map((m) => m.mediaType).join(' ')} ${plain(op.requestBody.description)}` : ''].join(' ').trim(),
    },
    { anchor: 'responses', title: 'Responses', text: `${success.map((r) => `${r.status} ${plain(r.description)}`).join(' ')} ${[...responseFields].join(' ')}`.trim() },
  ];
  const links: LinkRef[] = options.introRoute ? [{ href: options.introRoute }] : [];
  return {
    id: `api/${route.split('/').pop()}`,
    kind: 'api',
    route,
    title: op.title,
    sidebarLabel: op.summary ?? op.title,
    sidebarClassName: `api-method api-method--${op.method}${op.deprecated ? ' menu__list-item--deprecated' : ''}`,
    description: plain(op.description).slice(0, 160) || `${op.method.toUpperCase()} ${op.path}`,
    draft: false,
    hideTableOfContents: false,
    html,
    toc,
    sections,
    links,
    anchors: ['request', 'parameters', 'request-body', 'responses', 'errors', 'samples', ...success.map((r) => `response-${r.status}`), ...op.responses.map((r) => `response-${r.status}`), ...params.map((p) => `param-${p.name}`), ...anchors],
    api: { method: op.method, path: op.path, tags: op.tags },
  };
}

const infoMarkdown = createMarkdown({ allowHtml: false, htmlAllowlist: true });

/** The introduction page of a document, from its `info`. */
export function introDoc(doc: OpenApiDocument, route: string, specDownload: string | undefined, linkBase?: string): Doc {
  resetTabIds();
  const rendered = renderMarkdown(infoMarkdown, doc.info.description ?? '', { title: doc.info.title, linkBase });
  const servers = (doc.servers ?? []).filter((s) => !/localhost|127\.0\.0\.1/.test(s.url));
  const html = renderToStaticMarkup(createElement(ApiIntro, { title: doc.info.title, version: doc.info.version, descriptionHtml: rendered.html, servers, specDownload }));
  return {
    id: `api/${route.split('/').pop()}`,
    kind: 'api',
    route,
    title: doc.info.title,
    sidebarLabel: 'Introduction',
    description: `Reference of the ${doc.info.title}, version ${doc.info.version}: networks, authentication, conventions, errors and limits.`,
    draft: false,
    hideTableOfContents: false,
    html,
    toc: [{ depth: 2, text: 'Servers', id: 'servers' }, ...rendered.headings],
    sections: [{ anchor: 'servers', title: 'Servers', text: servers.map((s) => `${s.url} ${s.description ?? ''}`).join(' ') }, ...rendered.sections],
    // Checked by the build's link policy like any page's links.
    links: rendered.links,
    anchors: ['servers', ...rendered.anchors],
  };
}
