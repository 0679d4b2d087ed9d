// The OpenAPI stage: sources → validated documents → one page per operation,
// an introduction per primary source, the API sidebar and old-slug redirects.
import type { Doc, Redirect, SidebarItem, SidebarLink } from '../types.js';
import { DocgenError } from '../errors.js';
import type { ApiSourceConfig } from './source-config.js';
import {
  loadSpecText,
  readSpecSource,
  type LoadedSpec,
  type SpecSourceText,
} from './spec-document.js';
import {
  readReference,
  referenceCache,
  referenceKey,
  keyDocs,
  type CachedReference,
} from './reference-cache.js';
import { exampleProblems } from './example-check.js';
import { extractOperations, type ApiOperation } from './operations.js';
import { capSlug, lodashKebabCase, operationSlug, previousOperationSlug } from './slugs.js';
import { assignSlugs, previousSlugs } from './slug-assignment.js';
import { reassignedRouteWarnings } from './reassigned-routes.js';
import { apiNavigation, type ApiNavigation } from './api-navigation.js';
import { apiSections, sortSections } from './api-sections.js';
import { introGroups } from './intro-groups.js';
import { groupDoc, introDoc, introSectionIds, operationDoc, type IntroGroup } from './api-docs.js';
import { operationPage } from './operation-page.js';
import { componentSchemaNames, newSchemaPageState } from './schema-nodes.js';
import { renderMarkdownFragment } from '../content/markdown.js';
import { rewriteSpecLinks, type LinkTarget, type SectionTarget } from './spec-links.js';
import { buildApiSidebar, tagPath, type SidebarEntry } from './api-sidebar.js';
import { outputPathProblem } from '../shared/output-path.js';
import { usableDocument } from './usable-document.js';
import { atOperation } from './operation-fault.js';
import { introClash } from './intro-clash.js';
import { apiHeadings, type ApiHeadings } from '../shared/api-headings.js';
import type { AdmonitionLabels } from '../content/plugins/admonition-header.js';
import { fillText } from '../shared/label-parts.js';

export interface ApiOptions {
  sources: ApiSourceConfig[];
  /** Route under which API pages live, e.g. '/api'. */
  routeBase: string;
  root: string;
  cacheDir: string;
  /** docgen's build id (src/cache/build-id.ts): the version of the cached reference. */
  buildId: string;
  log?: (level: 'warn' | 'info', message: string) => void;
  /** The config file, relative to root, that messages about the sources point at. */
  configFile?: string;
  /** The site's API headings (site.config.ts `labels`); the English ones when not given. */
  headings?: ApiHeadings;
  /** The site's titles of admonitions written without one (site.config.ts `labels`). */
  admonitionLabels?: AdmonitionLabels;
}

export interface ApiReference {
  docs: Doc[];
  sidebar: SidebarItem[];
  redirects: Redirect[];
  /** Downloadable spec files: path from the site root → content. */
  assets: { path: string; content: string }[];
  /** True when the pages came from .docgen-cache/ rather than being rendered by this build. */
  fromCache?: boolean;
  /** Local files the documents were read from, their $ref'd files included (a watcher watches them). */
  inputs?: string[];
}

interface Planned {
  op: ApiOperation;
  slug: string;
  source: ApiSourceConfig;
}

export async function loadApiReference(options: ApiOptions): Promise<ApiReference> {
  // Download problems are about this build, not the documents: said every time, never cached.
  const liveBySource = options.sources.map((): string[] => []);
  const texts = await Promise.all(
    options.sources.map((source, i) =>
      readSpecSource(source.source, {
        root: options.root,
        cacheDir: options.cacheDir,
        download: source.download,
        warn: (w) => liveBySource[i]!.push(w),
      }),
    ),
  );
  // In the sources' order, not the order the reads end in: the same build prints the same lines.
  const live = liveBySource.flat();
  const cache = referenceCache(options.cacheDir, options.buildId);
  const key = referenceKey({
    routeBase: options.routeBase,
    sources: options.sources,
    texts,
    headings: options.headings,
    admonitionLabels: options.admonitionLabels,
  });
  let reference = await readReference(cache, key);
  const fromCache = reference !== undefined;
  if (!reference) {
    const said: string[] = [];
    try {
      reference = await buildReference(options, texts, said);
    } catch (error) {
      // What the documents were warned about explains why a page could not be built.
      for (const w of [...live, ...said]) options.log?.('warn', w);
      throw error;
    }
    const json = keyDocs(reference);
    if (json !== undefined) await cache.write(key, json);
  }
  for (const w of [...live, ...reference.warnings]) options.log?.('warn', w);
  const { docs, sidebar, redirects, assetPaths } = reference;
  return {
    docs,
    sidebar,
    redirects,
    assets: [
      ...assetPaths.map((p, i) => ({ path: p, content: texts[i]!.text })),
      ...tryItAssets(docs),
    ],
    fromCache,
    inputs: texts.flatMap((t) => t.files ?? []),
  };
}

/** Each operation's "Try it" data, as the file its console fetches on first use. */
function tryItAssets(docs: Doc[]): { path: string; content: string }[] {
  return docs.flatMap((doc) => {
    const tryIt = doc.apiPage?.kind === 'operation' ? doc.apiPage.tryIt : undefined;
    return tryIt ? [{ path: tryIt.src, content: JSON.stringify(tryIt.operation) }] : [];
  });
}

/** The API stage proper: validated documents → pages, sidebar and redirects. */
export async function buildReference(
  options: Pick<
    ApiOptions,
    'sources' | 'routeBase' | 'root' | 'cacheDir' | 'configFile' | 'headings' | 'admonitionLabels'
  >,
  texts: SpecSourceText[],
  /** Receives the warnings as they are found (also when the build then fails). */
  warnings: string[] = [],
): Promise<CachedReference> {
  const warn = (message: string) => warnings.push(message);
  // Each document's warnings in the sources' order, not in the order their loads end:
  // the same build prints the same lines.
  const bySource = options.sources.map((): string[] => []);
  const loaded = await Promise.all(
    options.sources.map(async (source, i) => ({
      source,
      spec: await loadSpecText(texts[i]!, {
        root: options.root,
        cacheDir: options.cacheDir,
        warn: (w) => bySource[i]!.push(w),
        onInvalid: source.validation,
        patch: source.patch && { sourceId: source.id, operations: source.patch },
      }),
    })),
  ).finally(() => warnings.push(...bySource.flat()));
  // Two sources may share a document: what is wrong with it is said once.
  const said = new Set<string>();
  const usable = loaded.map(({ source, spec }) => ({
    source,
    spec: {
      ...spec,
      document: usableDocument(spec.document, {
        origin: spec.origin,
        fallbackTitle: source.id,
        warn: (w) => said.has(w) || (said.add(w) && warn(w)),
      }),
    },
  }));
  return { ...(await renderReference(options, usable, warn)), warnings };
}

/** A warning for each example of the document that contradicts its schema, unless the source ignores its pointer. */
function warnExamples(
  source: ApiSourceConfig,
  spec: LoadedSpec,
  warn: (message: string) => void,
): void {
  // A filtered source shares its document with another source, which warns about it.
  if (source.filter) return;
  const ignored = new Set(
    (source.exampleWarnings?.ignore ?? []).map((p) => (p.startsWith('#') ? p : `#${p}`)),
  );
  for (const problem of exampleProblems(spec.document))
    if (!ignored.has(problem.pointer))
      warn(
        `The example at ${problem.pointer} of the OpenAPI source "${source.id}" (${spec.origin}) contradicts its schema (${problem.message}). Fix the example, or list its pointer in openapi.sources[].exampleWarnings.ignore.`,
      );
}

/** Pages, sidebar and redirects of the loaded documents. */
async function renderReference(
  options: Pick<ApiOptions, 'routeBase' | 'root' | 'configFile' | 'headings' | 'admonitionLabels'>,
  loaded: { source: ApiSourceConfig; spec: LoadedSpec }[],
  warn: (message: string) => void,
): Promise<Omit<CachedReference, 'warnings'>> {
  const base = options.routeBase.replace(/\/$/, '');
  const assetPaths: string[] = [];
  const taken = new Set<string>();
  const introSlugs = new Map<string, string>();
  // Slug of an introduction or group page → the one the previous (ASCII) rule gave it: its route redirects.
  const previousPageSlugs = new Map<string, string>();
  const introOf = new Map<string, { source: ApiSourceConfig; title: string }>();
  const downloadBySource = new Map<string, string>();
  for (const { source, spec } of loaded) {
    const download = `${base}/openapi-${operationSlug(source.id)}${spec.text.trimStart().startsWith('{') ? '.json' : '.yaml'}`;
    assetPaths.push(download);
    downloadBySource.set(source.id, download);
    // A filtered source borrows operations from a bigger document: its info is not its own.
    if (source.filter) continue;
    // Cut like an operation's slug: a document's title may be a paragraph. A title
    // without a letter or digit ('🚀') is named by its source's id.
    const title = spec.document.info.title;
    const slug =
      source.introSlug ??
      (capSlug(operationSlug(title)) || capSlug(operationSlug(source.id)) || 'introduction');
    const other = introOf.get(slug);
    if (other)
      throw introClash(
        `${base}/${slug}`,
        other,
        { source, title: spec.document.info.title },
        {
          root: options.root,
          file: options.configFile,
        },
      );
    introOf.set(slug, { source, title: spec.document.info.title });
    if (source.introSlug === undefined)
      previousPageSlugs.set(slug, capSlug(previousOperationSlug(title)));
    taken.add(slug);
    introSlugs.set(source.id, slug);
  }
  const firstIntro = introSlugs.size ? `${base}/${[...introSlugs.values()][0]}` : undefined;
  const sections = apiSections(loaded, introSlugs.size);
  const extracted = loaded.map(({ source, spec }) => {
    const ops = extractOperations(spec.document, source, {
      origin: spec.origin,
      broken: spec.broken === true,
    });
    warnExamples(source, spec, warn);
    if (ops.length === 0)
      warn(
        `The OpenAPI source "${source.id}" (${spec.origin}) has no operations${source.filter ? ' matching its filter' : ''}.`,
      );
    return { source, spec, ops };
  });
  // A source without an introduction still presents its tags' descriptions: on the page of
  // its sidebar group, which sources under one heading share (the heading links to one page).
  const groupPages = new Map<
    string,
    { slug: string; title: string; path: string[]; sources: ApiSourceConfig[] }
  >();
  for (const { source, spec, ops } of extracted) {
    if (introSlugs.has(source.id)) continue;
    const described = (spec.document.tags ?? []).filter(
      (t) =>
        t &&
        typeof t.description === 'string' &&
        t.description.trim() &&
        ops.some((op) => op.tags.includes(t.name)),
    );
    if (described.length === 0) continue;
    const section = sections.get(source);
    // In a section, the source's `group` is its heading, said as the sidebar says it ('Shop (af)'
    // when another API is Shop too): the page is that heading's, titled by it.
    const path = source.group
      ? (section ?? [source.group])
      : [...(section ?? []), ...tagPath(described[0]!.name)];
    const shared = groupPages.get(path.join(' » '));
    if (shared) {
      shared.sources.push(source);
      continue;
    }
    const title = path.at(-1)!;
    const titleSlug = capSlug(operationSlug(title)) || capSlug(operationSlug(source.id)) || 'group';
    let slug = source.introSlug ?? titleSlug;
    for (let n = 2; taken.has(slug); n++) slug = `${titleSlug}-${n}`;
    if (source.introSlug === undefined && slug === titleSlug)
      previousPageSlugs.set(slug, capSlug(previousOperationSlug(title)));
    taken.add(slug);
    groupPages.set(path.join(' » '), { slug, title, path, sources: [source] });
  }
  // In a section of its own, a source's `group` heads the section: its tags group its operations.
  const navigation = new Map(
    extracted.map(({ source, spec }) => [
      source,
      apiNavigation(spec.document, sections.has(source) ? {} : source),
    ]),
  );
  const introSlugsTaken = [...taken];
  const allOps = extracted.flatMap(({ source, spec, ops }) =>
    ops.map((op) => ({ op, source, origin: spec.origin })),
  );
  const planned: Planned[] = assignSlugs(allOps, taken, warn);
  // Routes the previous slug rule published, kept as redirects where a slug changed.
  const previous = previousSlugs(
    allOps.map((p) => p.op),
    introSlugsTaken.map((slug) => previousPageSlugs.get(slug) ?? slug),
  );
  for (const w of reassignedRouteWarnings(planned, previous, base)) warn(w);
  // A description's link to another operation, or to a heading of an introduction
  // (Redoc's `#section/Errors`), resolves within its own document first.
  const ownFirst = <T extends { source: ApiSourceConfig }>(all: T[], source: ApiSourceConfig) => [
    ...all.filter((t) => t.source === source),
    ...all.filter((t) => t.source !== source),
  ];
  const linkTargets = planned.map((p) => ({
    source: p.source,
    method: p.op.method,
    path: p.op.path,
    operationId: p.op.operationId,
    route: `${base}/${p.slug}`,
  }));
  const introSections = loaded.flatMap(({ source, spec }) => {
    const slug = introSlugs.get(source.id);
    return slug === undefined
      ? []
      : introSectionIds(spec.document).map((id) => ({ source, id, route: `${base}/${slug}` }));
  });
  const markdownFor = new Map(
    loaded.map(({ source }) => {
      const targets: LinkTarget[] = ownFirst(linkTargets, source);
      const sections: SectionTarget[] = ownFirst(introSections, source);
      // The same text recurs across a document (a shared parameter's, an error
      // response's description): two thirds of the calls on the portal's two
      // documents. Rendering is a function of the text, so each is rendered once.
      const rendered = new Map<string, string>();
      // Every API page is in the folder `base`, so a relative link reads alike on each.
      const links = {
        route: `${base}/`,
        linkBase: sourceLinkBase(source),
        admonitionLabels: options.admonitionLabels,
      };
      return [
        source.id,
        (text: string) => {
          let html = rendered.get(text);
          if (html === undefined) {
            html = rewriteSpecLinks(renderMarkdownFragment(text, links), targets, sections);
            rendered.set(text, html);
          }
          return html;
        },
      ] as const;
    }),
  );
  const groupsOf = (source: ApiSourceConfig, spec: LoadedSpec) =>
    tagGroups(
      spec.document,
      planned.filter((p) => p.source === source),
      base,
      navigation.get(source)!,
    );
  const docs: Doc[] = [];
  const introLinks: SidebarLink[] = [];
  const entries: SidebarEntry[] = [];
  for (const { source, spec } of loaded) {
    const slug = introSlugs.get(source.id);
    if (slug === undefined) continue;
    const doc = introDoc(spec.document, `${base}/${slug}`, downloadBySource.get(source.id), {
      linkBase: sourceLinkBase(source),
      groups: introGroups(
        spec.document,
        planned.filter((p) => p.source === source),
        base,
        navigation.get(source)!,
      ),
      markdown: markdownFor.get(source.id)!,
      servers: source.servers,
      headings: options.headings,
      admonitionLabels: options.admonitionLabels,
    });
    docs.push(doc);
    const link = sidebarLink(doc);
    const section = sections.get(source);
    // In its section, as its first page; previous/next links name the API it introduces.
    if (section)
      entries.push({
        group: section,
        link: {
          ...link,
          pagerLabel: fillText((options.headings ?? apiHeadings).introductionPager, {
            title: section[0]!,
          }),
        },
        lead: true,
      });
    else introLinks.push(link);
  }
  const categoryPages = new Map<string, SidebarLink>();
  const specOf = new Map(loaded.map(({ source, spec }) => [source, spec]));
  for (const group of groupPages.values()) {
    const parts = group.sources.map((source) => ({
      groups: groupsOf(source, specOf.get(source)!).filter((g) => g.operations.length > 0),
      markdown: markdownFor.get(source.id)!,
    }));
    const download = downloadBySource.get(group.sources[0]!.id);
    const doc = groupDoc(group.title, `${base}/${group.slug}`, download, parts, options.headings);
    docs.push(doc);
    categoryPages.set(group.path.join(' » '), sidebarLink(doc));
  }
  const redirects: Redirect[] = [];
  for (const [slug, from] of previousPageSlugs)
    if (from && from !== slug && outputPathProblem(from) === undefined)
      redirects.push({ from: `${base}/${from}`, to: `${base}/${slug}` });
  const routes = new Set(docs.map((d) => d.route));
  // Groups in each document's own order (x-tagGroups, then its tags); the others come last.
  const tagOrder = new Map<string, number>();
  for (const nav of navigation.values())
    for (const key of nav.order) if (!tagOrder.has(key)) tagOrder.set(key, tagOrder.size);
  const names = new Map(
    loaded.map(({ source, spec }) => [source.id, componentSchemaNames(spec.document.components)]),
  );
  planned.forEach(({ op, slug, source }, n) => {
    const route = `${base}/${slug}`;
    routes.add(route);
    const introSlug = introSlugs.get(source.id);
    const spec = specOf.get(source)!;
    const { method, path, role } = op;
    const place = { method, path, role, origin: spec.origin, broken: spec.broken === true };
    const doc = atOperation(place, () => {
      const page = operationPage(op, {
        introRoute: introSlug !== undefined ? `${base}/${introSlug}` : firstIntro,
        specDownload: downloadBySource.get(source.id),
        tryItSrc: `${base}/_try/${slug}.json`,
        source,
        schemas: newSchemaPageState(names.get(source.id)!, markdownFor.get(source.id)!),
      });
      return operationDoc(op, route, page, options.headings);
    });
    docs.push(doc);
    // Listed under each of its tags: the same page, one link per group.
    for (const group of navigation.get(source)!.groupsOf(op))
      entries.push({
        group: [...(sections.get(source) ?? []), ...group],
        link: {
          ...sidebarLink(doc),
          method: op.method,
          deprecated: op.deprecated,
          className: op.deprecated ? 'menu__list-item--deprecated' : undefined,
        },
      });
    // The old site's slug was not cut: one longer than a file name can be never was a page to redirect from.
    const old = lodashKebabCase(op.operationId ?? op.summary ?? '');
    for (const from of new Set([old, previous[n]!]))
      if (from && from !== slug && outputPathProblem(from) === undefined)
        redirects.push({ from: `${base}/${from}`, to: route });
  });
  const rank = (e: SidebarEntry) =>
    (e.group.length ? tagOrder.get(e.group.join(' » ')) : undefined) ?? Number.MAX_SAFE_INTEGER;
  // A stable sort: entries of one rank keep their order.
  if (sections.size) sortSections(entries, sections, navigation);
  else entries.sort((a, b) => rank(a) - rank(b));
  // A route of a page wins over a redirect from it; of two redirects from one route, the first.
  const redirected = new Set<string>();
  const redirectsKept = redirects.filter(
    (r) => !routes.has(r.from) && !redirected.has(r.from) && redirected.add(r.from),
  );
  if (docs.length === 0)
    throw new DocgenError('The OpenAPI sources produced no pages.', {
      hint: 'Check the sources and filters in site.config.ts (openapi.sources).',
    });
  return {
    docs,
    sidebar: buildApiSidebar(introLinks, entries, categoryPages),
    redirects: redirectsKept,
    assetPaths,
  };
}

const sidebarLink = (doc: Doc): SidebarLink => ({
  type: 'link',
  label: doc.sidebarLabel,
  href: doc.route,
  docId: doc.id,
});

/** The document's tags that have a description, each with its operations: the groups an introduction presents. */
function tagGroups(
  doc: LoadedSpec['document'],
  planned: Planned[],
  base: string,
  navigation: ApiNavigation,
): IntroGroup[] {
  return (Array.isArray(doc.tags) ? doc.tags : []).flatMap((tag) => {
    if (
      !tag ||
      typeof tag.name !== 'string' ||
      typeof tag.description !== 'string' ||
      !tag.description.trim()
    )
      return [];
    const operations = planned
      .filter((p) => p.op.tags.includes(tag.name))
      .map((p) => ({ title: p.op.title, route: `${base}/${p.slug}`, method: p.op.method }));
    return [{ name: navigation.tagLabel(tag.name), description: tag.description, operations }];
  });
}

/** The site a document's relative links were written for: its `linkBase`, or the URL it was fetched from. */
function sourceLinkBase(source: ApiSourceConfig): string | undefined {
  return source.linkBase ?? ('url' in source.source ? source.source.url : undefined);
}
