// The table of contents and the anchor list of an API page, read off its model:
// the template renders an id for exactly the sections, parameters, fields and
// responses listed here, so links to `/api/page#anchor` are checked against what
// the page really shows.
import { apiHeadings, groupsUnderHeading, type ApiHeadings } from '../shared/api-headings.js';
import { unescapeHtml } from '../shared/html-escape.js';
import type {
  ApiIntroPage,
  ApiMediaModel,
  ApiOperationPage,
  Heading,
  SchemaChildren,
  SchemaNode,
} from '../types.js';

/** `headings`: the site's (site.config.ts `labels`), as the page's template shows them. */
export function operationToc(
  page: ApiOperationPage,
  headings: ApiHeadings = apiHeadings,
): Heading[] {
  const toc: Heading[] = [{ depth: 2, text: headings.request, id: 'request' }];
  if (page.parameters.length) toc.push({ depth: 3, text: headings.parameters, id: 'parameters' });
  if (page.requestBody) toc.push({ depth: 3, text: headings.requestBody, id: 'request-body' });
  toc.push({ depth: 2, text: headings.responses, id: 'responses' });
  for (const r of page.responses)
    toc.push({ depth: 3, text: `${r.status} ${r.summary}`.trim(), id: r.anchor });
  if (page.sharedResponses) toc.push({ depth: 3, text: headings.errors, id: 'errors' });
  if (page.callbacks.length) {
    toc.push({ depth: 2, text: headings.callbacks, id: 'callbacks' });
    for (const c of page.callbacks) toc.push({ depth: 3, text: c.name, id: c.anchor });
  }
  toc.push({
    depth: 2,
    text: page.role === 'webhook' ? headings.receivers : headings.samples,
    id: 'samples',
  });
  return toc;
}

export function introToc(page: ApiIntroPage, headings: ApiHeadings = apiHeadings): Heading[] {
  const toc: Heading[] = page.servers.length
    ? [{ depth: 2, text: headings.servers, id: 'servers' }]
    : [];
  if (page.securitySchemes.length)
    toc.push({ depth: 2, text: headings.authentication, id: 'authentication' });
  toc.push(...page.descriptionHeadings);
  if (page.groups.length && groupsUnderHeading(page)) {
    toc.push({ depth: 2, text: headings.groups, id: 'groups' });
    for (const g of page.groups) toc.push({ depth: 3, text: g.name, id: g.anchor });
  } else if (page.groups.length) {
    for (const g of page.groups) toc.push({ depth: 2, text: g.name, id: g.anchor });
  }
  return toc;
}

/** Ids inside rendered description HTML (headings in a description). */
function htmlIds(html: string | undefined, out: string[]): void {
  if (!html) return;
  for (const m of html.matchAll(/\sid="([^"]+)"/g)) out.push(unescapeHtml(m[1]!));
}

function nodeAnchors(node: SchemaNode | undefined, out: string[]): void {
  if (!node) return;
  if (node.anchor) out.push(node.anchor);
  htmlIds(node.descriptionHtml, out);
  childAnchors(node.children, out);
}

function childAnchors(c: SchemaChildren | undefined, out: string[]): void {
  if (!c) return;
  if (c.kind === 'fields') for (const f of c.fields) nodeAnchors(f, out);
  else
    for (const v of c.variants) {
      htmlIds(v.descriptionHtml, out);
      childAnchors(v.children, out);
    }
}

function mediaAnchors(media: ApiMediaModel[], out: string[]): void {
  for (const m of media) nodeAnchors(m.schema, out);
}

/** Every id the operation page's article holds. */
export function operationAnchors(page: ApiOperationPage): string[] {
  const out = operationToc(page).map((h) => h.id);
  htmlIds(page.descriptionHtml, out);
  for (const p of page.parameters) {
    out.push(p.anchor);
    htmlIds(p.descriptionHtml, out);
    htmlIds(p.noteHtml, out);
  }
  if (page.requestBody) {
    htmlIds(page.requestBody.descriptionHtml, out);
    mediaAnchors(page.requestBody.media, out);
  }
  for (const r of page.responses) {
    htmlIds(r.descriptionHtml, out);
    for (const h of r.headers) htmlIds(h.descriptionHtml, out);
    mediaAnchors(r.media, out);
  }
  if (page.sharedResponses) {
    for (const r of page.sharedResponses.responses) out.push(r.anchor);
    htmlIds(page.sharedResponses.noteHtml, out);
  }
  for (const c of page.callbacks) {
    htmlIds(c.descriptionHtml, out);
    if (c.requestBody) mediaAnchors(c.requestBody.media, out);
    for (const r of c.responses) {
      out.push(r.anchor);
      mediaAnchors(r.media, out);
    }
  }
  for (const alt of page.auth) for (const s of alt) htmlIds(s.descriptionHtml, out);
  // The "Try it" console's region, which its button controls (templates/api/SamplePanel.tsx).
  if (page.tryIt) out.push('try-it-console');
  return [...new Set(out)];
}

export function introAnchors(page: ApiIntroPage): string[] {
  const out = introToc(page).map((h) => h.id);
  out.push(...page.descriptionAnchors);
  for (const s of page.securitySchemes) htmlIds(s.descriptionHtml, out);
  for (const g of page.groups) htmlIds(g.descriptionHtml, out);
  for (const g of page.groups) if (g.oldAnchor) out.push(g.oldAnchor);
  return [...new Set(out)];
}
