// API page models → Docs: the model (rendered later by the render stage) plus what
// the rest of the build needs from it, read off the same model: table of contents,
// anchors, search sections and links.
import type { ApiIntroPage, ApiOperationPage, ApiPageModel, Doc, DocSection } from '../types.js';
import {
  markdownHeadings,
  renderMarkdown,
  specInlineText,
  specSummary,
  specMarkdown,
} from '../content/markdown.js';
import { cutDescription } from '../shared/description-cut.js';
import { htmlText } from '../content/html-text.js';
import { allSecuritySchemes, type ApiOperation } from './operations.js';
import type { Schema } from './schema-type.js';
import { introAnchors, introToc, operationAnchors, operationToc } from './page-outline.js';
import { authSchemes } from './operation-page.js';
import { apiPageMarkdown } from './page-markdown.js';
import type { OpenApiDocument } from './spec-document.js';
import { asciiKebab, operationSlug } from './slugs.js';
import { serverBasePaths } from '../shared/search-path.js';
import { apiHeadings, type ApiHeadings } from '../shared/api-headings.js';
import type { AdmonitionLabels } from '../content/plugins/admonition-header.js';

function fieldNames(
  schema: Schema | undefined,
  out: Set<string>,
  depth = 0,
  seen = new Set<Schema>(),
): Set<string> {
  if (!schema || depth > 6 || seen.has(schema)) return out;
  seen.add(schema);
  for (const name of Object.keys(schema.properties ?? {})) {
    out.add(name);
    fieldNames(schema.properties![name], out, depth + 1, seen);
  }
  for (const s of [
    schema.items,
    ...(schema.oneOf ?? []),
    ...(schema.anyOf ?? []),
    ...(schema.allOf ?? []),
  ])
    fieldNames(s, out, depth + 1, seen);
  return out;
}

const plain = (text: string | undefined) =>
  (text ?? '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/[#*_`>|]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The Doc of an operation page: its model, with the TOC and anchors the model's template renders. */
export function operationDoc(
  op: ApiOperation,
  route: string,
  page: ApiOperationPage,
  headings: ApiHeadings = apiHeadings,
): Doc {
  const shown = new Set(page.responses.map((r) => r.status));
  const success = op.responses.filter((r) => shown.has(r.status));
  const params = op.parameters;
  const responseFields = new Set<string>();
  for (const r of success) for (const m of r.content) fieldNames(m.schema, responseFields);
  const sections: DocSection[] = [
    {
      anchor: '',
      title: op.title,
      text: `${op.method.toUpperCase()} ${op.path} ${plain(op.description)}`,
    },
    {
      anchor: 'request',
      title: headings.request,
      text: [
        ...params.map((p) => `${p.name} ${plain(p.description)}`),
        op.requestBody
          ? `${op.requestBody.content.map((m) => m.mediaType).join(' ')} ${plain(op.requestBody.description)}`
          : '',
      ]
        .join(' ')
        .trim(),
    },
    {
      anchor: 'responses',
      title: headings.responses,
      text: `${success.map((r) => `${r.status} ${plain(r.description)}`).join(' ')} ${[...responseFields].join(' ')}`.trim(),
    },
  ];
  return apiDoc(route, page, headings, {
    title: op.title,
    sidebarLabel: op.title,
    sidebarClassName: `api-method api-method--${op.method}${op.deprecated ? ' menu__list-item--deprecated' : ''}`,
    description: cutDescription(
      specSummary(op.description ?? '') || `${op.method.toUpperCase()} ${op.path}`,
    ),
    sections,
    links: page.introRoute ? [{ href: page.introRoute }] : [],
    api: {
      method: op.method,
      path: op.path,
      tags: op.tags,
      deprecated: op.deprecated,
      ...(op.operationId ? { operationId: op.operationId } : {}),
      ...(op.role === 'operation'
        ? { basePaths: serverBasePaths(op.servers.map((s) => s.url)) }
        : {}),
    },
  });
}

/** The Doc of an API page: its model, with the markdown copy, TOC and anchors read off it. */
function apiDoc(
  route: string,
  page: ApiPageModel,
  headings: ApiHeadings,
  fields: Pick<Doc, 'title' | 'sidebarLabel' | 'description' | 'sections' | 'links'> &
    Partial<Pick<Doc, 'sidebarClassName' | 'api'>>,
): Doc {
  return {
    id: `api/${route.split('/').pop()}`,
    kind: 'api',
    route,
    ...fields,
    hideTableOfContents: false,
    html: '',
    apiPage: page,
    markdown: apiPageMarkdown(page, headings),
    toc: page.kind === 'intro' ? introToc(page, headings) : operationToc(page, headings),
    anchors: page.kind === 'intro' ? introAnchors(page) : operationAnchors(page),
  };
}

export interface IntroGroup {
  name: string;
  description: string;
  operations: { title: string; route: string; method: string }[];
}

/** `base`, or numbered (`base-1`, …) past the anchors `taken`, which it then joins. */
function claim(base: string, taken: Set<string>): string {
  let anchor = base;
  for (let n = 1; taken.has(anchor); n++) anchor = `${anchor.replace(/-\d+$/, '')}-${n}`;
  taken.add(anchor);
  return anchor;
}

/**
 * Groups with unique anchors (`group-pets`, `group-ノート`: the tag's slug, which does not
 * depend on the order of the tags) and their descriptions rendered. `oldTaken` numbers the
 * anchors earlier versions gave (ASCII letters only, accents dropped: `group-caf` of Café),
 * numbered as they were, so that a group whose anchor changed keeps its old one as an alias.
 */
function groupModels(
  groups: IntroGroup[],
  taken: Set<string>,
  markdown: (text: string) => string,
  oldTaken = new Set(taken),
): ApiIntroPage['groups'] {
  return groups.map((g) => {
    const slug = operationSlug(g.name);
    const anchor = claim(slug ? `group-${slug}` : 'group', taken);
    const ascii = asciiKebab(g.name);
    const oldAnchor = claim(`group-${ascii}`, oldTaken);
    return {
      name: g.name,
      anchor,
      // A name without ASCII letters had `group-`, numbered by the tags' order: it named
      // nothing of the group, and is not kept.
      ...(oldAnchor !== anchor && ascii ? { oldAnchor } : {}),
      descriptionHtml: markdown(g.description),
      operations: g.operations,
    };
  });
}

/**
 * The groups without an old anchor that is now an id of the page (another group's anchor,
 * an id in a description): a page holds each id once, and the group that has it now keeps it.
 */
function withoutClaimedOldAnchors(
  groups: ApiIntroPage['groups'],
  ids: ReadonlySet<string>,
): ApiIntroPage['groups'] {
  return groups.map(({ oldAnchor, ...g }) =>
    oldAnchor === undefined ||
    ids.has(oldAnchor) ||
    groups.some((other) => other.descriptionHtml.includes(`id="${oldAnchor}"`))
      ? g
      : { ...g, oldAnchor },
  );
}

/**
 * The page of a sidebar group of a source that has no introduction (a filtered
 * source borrows its operations from a bigger document, whose info is not its own):
 * the descriptions of the group's tags, each with its operations. Sources that share
 * the group share its page: a part each, its descriptions rendered as its document's.
 */
export function groupDoc(
  title: string,
  route: string,
  specDownload: string | undefined,
  parts: { groups: IntroGroup[]; markdown: (text: string) => string }[],
  headings: ApiHeadings = apiHeadings,
): Doc {
  const taken = new Set(['groups']);
  const oldTaken = new Set(taken);
  const groups = withoutClaimedOldAnchors(
    parts.flatMap((part) => groupModels(part.groups, taken, part.markdown, oldTaken)),
    taken,
  );
  const page: ApiIntroPage = {
    kind: 'intro',
    title,
    descriptionHtml: '',
    descriptionHeadings: [],
    descriptionAnchors: [],
    servers: [],
    specDownload,
    groups,
    securitySchemes: [],
  };
  return apiDoc(route, page, headings, {
    title,
    sidebarLabel: title,
    // The rendered HTML's text as a reader sees it (entities decoded), as an operation's is.
    description: cutDescription(htmlText(groups[0]?.descriptionHtml ?? '') || title),
    sections: groups.map((g) => ({
      anchor: g.anchor,
      title: g.name,
      text: plain(g.descriptionHtml),
    })),
    links: groups.flatMap((g) => g.operations.map((o) => ({ href: o.route }))),
  });
}

/** The ids of the headings of a document's info.description, as its introduction shows them. */
export function introSectionIds(doc: OpenApiDocument): string[] {
  // Parsed, not rendered: rendering runs its raw HTML through the allowlist, which introDoc does once.
  return markdownHeadings(specMarkdown, doc.info.description ?? '').map((h) => h.id);
}

/** The introduction page of a document, from its `info`, security schemes and tag descriptions. */
export function introDoc(
  doc: OpenApiDocument,
  route: string,
  specDownload: string | undefined,
  options: {
    linkBase?: string;
    groups: IntroGroup[];
    markdown: (text: string) => string;
    /** The servers by the site's names (openapi.sources[].servers), listed instead of the document's. */
    servers?: { url: string; label: string }[];
    /** The site's API headings (site.config.ts `labels`). */
    headings?: ApiHeadings;
    /** The site's titles of admonitions written without one. */
    admonitionLabels?: AdmonitionLabels;
  },
): Doc {
  const rendered = renderMarkdown(specMarkdown, doc.info.description ?? '', {
    title: doc.info.title,
    linkBase: options.linkBase,
    route,
    admonitionLabels: options.admonitionLabels,
  });
  const named = options.servers?.length ? options.servers : undefined;
  const servers = named
    ? named.map((s) => ({ url: s.url, description: s.label }))
    : // As declared, a local server too: the operation pages list it (operation-servers.ts).
      (doc.servers ?? []).filter((s) => s && typeof s.url === 'string');
  const security = authSchemes([allSecuritySchemes(doc)], options.markdown)[0]!;
  const taken = new Set(['servers', 'authentication', 'groups', ...rendered.anchors]);
  const groups = withoutClaimedOldAnchors(
    groupModels(options.groups, taken, options.markdown),
    taken,
  );
  const page: ApiIntroPage = {
    kind: 'intro',
    title: doc.info.title,
    version: doc.info.version,
    descriptionHtml: rendered.html,
    descriptionHeadings: rendered.headings,
    descriptionAnchors: rendered.anchors,
    servers,
    ...(named ? { serversNamed: true } : {}),
    specDownload,
    groups,
    securitySchemes: security,
  };
  const headings = options.headings ?? apiHeadings;
  return apiDoc(route, page, headings, {
    title: doc.info.title,
    sidebarLabel: headings.introduction,
    // A title written with markdown (`enum` in backticks) reads as plain text in meta tags.
    description: cutDescription(
      `Reference of the ${specInlineText(doc.info.title)}, version ${doc.info.version}: servers, authentication, conventions, errors and limits.`,
    ),
    sections: [
      {
        anchor: 'servers',
        title: headings.servers,
        text: servers.map((s) => `${s.url} ${s.description ?? ''}`).join(' '),
      },
      ...rendered.sections,
      // A group without a description has nothing to find that its operations' pages lack.
      ...groups.flatMap((g) =>
        g.descriptionHtml
          ? [{ anchor: g.anchor, title: g.name, text: plain(g.descriptionHtml) }]
          : [],
      ),
    ],
    // Checked by the build's link policy like any page's links.
    links: [
      ...rendered.links,
      ...groups.flatMap((g) => g.operations.map((o) => ({ href: o.route }))),
    ],
  });
}
