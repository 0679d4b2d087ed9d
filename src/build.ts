// The build: a short orchestrator of named, timed stages, each a function from
// typed data to typed data. `createBuilder` keeps caches between builds so a watch
// rebuild after a markdown edit never re-parses the spec or re-bundles the client.
import path from 'node:path';
import { DocgenError } from './errors.js';
import { loadConfig, loadSidebarsConfig, type LoadedConfig } from './config/load-config.js';
import type { SidebarsConfig } from './config/types.js';
import { toolRoot } from './config/load-module.js';
import { loadContent, readContentFiles } from './content/load-content.js';
import { loadHighlightCache, saveHighlightCache } from './content/highlight-cache.js';
import { loadApiReference, type ApiReference, type OperationJob } from './openapi/index.js';
import type { ApiSourceConfig } from './openapi/source-config.js';
import { resolveSidebars } from './site/sidebar.js';
import { resolveNavbar } from './site/navbar.js';
import { assemblePages } from './site/pages.js';
import { editUrlFor } from './site/edit-url.js';
import { bundleClient, type ClientAssets } from './client-build/bundle-client.js';
import { renderNotFound, renderPage, renderRedirect, type RenderContext } from './render/render-page.js';
import { outputFileForRoute } from './content/routes.js';
import { RenderMemo } from './render/render-memo.js';
import { SidebarHtmlCache } from './render/sidebar-html.js';
import { RenderPool, defaultRenderThreads, minMarkdownForApiWorker, minOperationsForWorkers, minPagesForWorkers } from './render/render-pool.js';
import type { RenderedHtml } from './render/render-protocol.js';
import { findBrokenLinks, formatBrokenLinks, policyFor } from './links/link-graph.js';
import { readStaticFiles } from './output/static-files.js';
import { OutputWriter } from './output/write-output.js';
import { buildSearchOutput, searchTagsFor, type SearchOutput } from './search/search-output.js';
import type { Doc, Page } from './types.js';

export interface BuildOptions {
  /** Project root (holds site.config.ts and content/). */
  root: string;
  /** Default <root>/site.config.ts. */
  configFile?: string;
  /** Default <root>/build. */
  outDir?: string;
  /** Default true: write to a temp folder and swap into outDir. False: keep files in memory. */
  write?: boolean;
  verbose?: boolean;
  /** Overrides the config's OpenAPI sources with one file or URL. */
  spec?: string;
  /**
   * Worker threads that render pages beside the main thread. By default one per
   * extra core, started only for builds of many pages; a number here is used
   * whatever the page count (0: main thread only).
   */
  renderThreads?: number;
  /**
   * For a watch rebuild kept in memory (`write: false`): build the search index after
   * the result is returned, through `completeSearch`, so browsers reload without
   * waiting for it. The previous index files stand in meanwhile.
   */
  deferSearch?: boolean;
  log?: (level: 'info' | 'warn' | 'error', message: string) => void;
}

export interface BuildResult {
  pageCount: number;
  durationMs: number;
  timings: { stage: string; ms: number }[];
  warnings: string[];
  /**
   * Every output file, by path relative to the output folder, for a build kept in
   * memory (`write: false`). A written build hands its files to disk as they are
   * made and keeps none: read them from the output folder.
   */
  files: Map<string, string | Uint8Array>;
  /** Absolute paths of the source files the build read; what a watcher watches. */
  inputs: string[];
  /** The pages built, for tests and the dev server. */
  pages: Page[];
  /** Worker threads that rendered pages beside the main thread (0: the main thread alone). */
  renderWorkers: number;
  /** Pages rendered by this build; a watch rebuild reuses the HTML of pages whose inputs did not change. */
  renderedPages: number;
  /** Set when the search stage was deferred: builds the index files into `files`. */
  completeSearch?: () => Promise<void>;
}

export interface Builder {
  /** Builds; `changed` (absolute paths) says what changed since the last build. */
  build(changed?: string[]): Promise<BuildResult>;
}

class StageTimer {
  readonly timings: { stage: string; ms: number }[] = [];
  async run<T>(stage: string, fn: () => T | Promise<T>): Promise<T> {
    const start = performance.now();
    try {
      return await fn();
    } finally {
      this.timings.push({ stage, ms: Math.round((performance.now() - start) * 10) / 10 });
    }
  }
}

function specSources(loaded: LoadedConfig, spec: string | undefined): ApiSourceConfig[] {
  if (!spec) return loaded.config.openapi.sources;
  const source = /^https?:\/\//.test(spec) ? { url: spec } : { file: spec };
  return [{ id: 'spec', source }];
}

export function createBuilder(options: BuildOptions): Builder {
  const root = path.resolve(options.root);
  const configFile = path.resolve(root, options.configFile ?? 'site.config.ts');
  const outDir = path.resolve(root, options.outDir ?? 'build');
  const tool = toolRoot();
  const log = options.log ?? (() => {});
  let api: { key: string; value: ApiReference } | undefined;
  let config: LoadedConfig | undefined;
  const memo = new RenderMemo();
  const cacheDir = path.join(root, '.docgen-cache');
  let lastSearch: SearchOutput | undefined;
  let sidebarsConfig: { sidebars: SidebarsConfig; inputs: string[] } | undefined;

  return {
    async build(changed?: string[]): Promise<BuildResult> {
      const started = performance.now();
      const timer = new StageTimer();
      const warnings: string[] = [];
      const warn = (message: string) => {
        warnings.push(message);
        log('warn', message);
      };

      const configChanged = !config || !changed || changed.some((f) => config!.inputs.includes(path.resolve(f)));
      if (configChanged) config = await timer.run('config', () => loadConfig(root, configFile));
      const loaded = config!;
      const site = loaded.config;

      // The client bundle does not depend on content; it runs while pages are prepared.
      const clientChanged = changed?.some((f) => /[\\/](client|templates)[\\/]/.test(f)) ?? false;
      const clientJob = timer.run('client', () => bundleClient(tool, site.baseUrl, { force: clientChanged, cacheDir }));
      clientJob.catch(() => {});

      const highlightCache = loadHighlightCache(cacheDir);
      const sources = await timer.run('read', () => readContentFiles(root, site.docs.contentDir, site.docs.staticDir));
      await highlightCache;

      // Worker threads (cold builds only). By default they start for big work alone:
      // many pages to render (see minPagesForWorkers for why).
      // An explicit thread count (the renderThreads option, `--threads`) uses them whatever
      // the size, and waits for them to load: with an API reference they start now,
      // and beside 20 or more markdown files one builds the API reference while this
      // thread renders the markdown.
      const requested = options.renderThreads;
      const threads = changed !== undefined && options.renderThreads === undefined ? 0 : (requested ?? defaultRenderThreads());
      const explicit = requested !== undefined && threads > 0;
      const earlyApiSources = specSources(loaded, options.spec);
      const markdownFiles = sources.filter((s) => /\.mdx?$/.test(s.file)).length;
      const apiInWorker = changed === undefined && explicit && earlyApiSources.length > 0 && markdownFiles >= minMarkdownForApiWorker;
      const poolOptions = { waitForWorkers: explicit };
      let pool = changed === undefined && explicit && earlyApiSources.length > 0 ? new RenderPool(threads, poolOptions) : undefined;
      const renderOperations = (jobs: OperationJob[]): Promise<Doc[]> => {
        if (!pool && threads > 0 && (explicit || jobs.length >= minOperationsForWorkers)) pool = new RenderPool(threads, poolOptions);
        return (pool ?? new RenderPool(0)).renderOperations(jobs);
      };
      const apiJob = apiInWorker ? pool?.apiReference({ sources: earlyApiSources, routeBase: site.openapi.routeBase, root, cacheDir }) : undefined;
      const apiTimed = apiJob ? timer.run('openapi', () => apiJob) : undefined;
      apiTimed?.catch(() => {});
      const replayApiLog = ({ value, log: entries }: { value: ApiReference; log: ['warn' | 'info', string][] }) => {
        for (const [level, message] of entries) if (level === 'warn') warn(message); else log('info', message);
        return value;
      };

      const content = await timer.run('markdown', () => loadContent(sources, site.docs.routeBasePath));
      const sidebarsChanged = configChanged || !sidebarsConfig || changed!.some((f) => sidebarsConfig!.inputs.includes(path.resolve(f)));
      if (sidebarsChanged) sidebarsConfig = await timer.run('sidebars', () => loadSidebarsConfig(root, site));
      const sidebarsInput = sidebarsConfig!;

      const apiSources = specSources(loaded, options.spec);
      const apiKey = JSON.stringify(apiSources);
      const specFiles = apiSources.flatMap((s) => ('file' in s.source ? [path.resolve(root, s.source.file)] : []));
      const specChanged = !changed || changed.some((f) => specFiles.includes(path.resolve(f)));
      if (!api || api.key !== apiKey || specChanged) {
        const value: ApiReference =
          apiSources.length === 0
            ? { docs: [], sidebar: [], redirects: [], assets: [], warnings: [] }
            : apiTimed
              ? replayApiLog(await apiTimed)
              : await timer.run('openapi', () =>
          loadApiReference({
            sources: apiSources,
            routeBase: site.openapi.routeBase,
            root,
            cacheDir,
            log: (level, message) => (level === 'warn' ? warn(message) : log('info', message)),
            renderOperations: threads > 0 ? renderOperations : undefined,
          }),
        );
        api = { key: apiKey, value };
        for (const w of value.warnings) warn(w);
      }
      const apiRef = api.value;

      const { pages, sidebars, navbar } = await timer.run('site', () => {
        const docs = [...content.docs, ...apiRef.docs];
        const routes = new Map<string, string>();
        for (const doc of docs) {
          const other = routes.get(doc.route);
          if (other) {
            throw new DocgenError(`Two pages claim the route ${doc.route}: ${other} and ${doc.sourcePath ?? doc.id}.`, {
              file: doc.sourcePath,
              hint: 'Change the slug of the document, or the summary of the operation.',
            });
          }
          routes.set(doc.route, doc.sourcePath ?? doc.id);
        }
        const sidebarsFile = site.docs.sidebarPath;
        const sidebars = resolveSidebars(sidebarsInput.sidebars, content.docs, sidebarsFile);
        if (apiRef.sidebar.length > 0) sidebars[site.openapi.sidebarId] = apiRef.sidebar;
        const navbar = resolveNavbar(site, docs, content.draftIds, sidebars, loaded.configFile);
        const homeRoute = site.docs.routeBasePath;
        const editUrl = (doc: Doc) => editUrlFor(site.docs.editUrl, doc, site.docs.contentDir, loaded.configFile);
        const pages = assemblePages(docs, sidebars, { breadcrumbs: site.docs.breadcrumbs, homeRoute, editUrl });
        return { pages, sidebars, navbar };
      });

      // Otherwise workers start here for builds of many pages, loading React and the
      // templates while the stages below run. They stop after rendering.
      if (!pool && threads > 0 && (explicit || pages.length >= minPagesForWorkers)) pool = new RenderPool(threads, poolOptions);

      const staticFiles = await timer.run('static', () => readStaticFiles(path.resolve(root, site.docs.staticDir)));

      await timer.run('links', () => {
        const extraPaths = new Set<string>([
          ...apiRef.assets.map((a) => a.path),
          ...[...staticFiles.keys()].map((f) => `/${f}`),
        ]);
        const redirects = new Map(apiRef.redirects.map((r) => [r.from, r.to]));
        const broken = findBrokenLinks({ pages, extraPaths, redirects, baseUrl: site.baseUrl });
        const policies = { links: site.onBrokenLinks, markdown: site.onBrokenMarkdownLinks, anchors: site.onBrokenAnchors };
        const fatal = broken.filter((b) => policyFor(b.reason, policies) === 'throw');
        const warned = broken.filter((b) => policyFor(b.reason, policies) === 'warn');
        if (warned.length > 0) warn(`Broken links (warning only):\n${formatBrokenLinks(warned)}`);
        if (fatal.length > 0) {
          const first = fatal[0]!;
          throw new DocgenError(`Found ${fatal.length} broken link${fatal.length === 1 ? '' : 's'}:\n${formatBrokenLinks(fatal)}`, {
            file: first.file,
            line: first.line,
            hint: fatal.some((b) => pages.find((p) => p.route === b.source)?.doc.kind === 'api')
              ? 'Links on /api pages come from the OpenAPI document: fix the document, or set `linkBase` on its source in site.config.ts to the site its relative links were written for.'
              : 'Fix the links, or set onBrokenLinks / onBrokenAnchors / onBrokenMarkdownLinks to "warn" in site.config.ts.',
          });
        }
      });

      // Only a rebuild defers: the first build has no index files to stand in.
      const deferSearch = options.deferSearch === true && options.write === false && changed !== undefined && lastSearch !== undefined;
      const client: ClientAssets = await clientJob;
      for (const w of client.warnings) warn(w);
      // On a worker thread beside rendering, indexing was no faster at 10,000 pages on
      // this 2-core machine (three threads on two cores) and its copy of the documents
      // added about 170 MB to the peak, so it runs here.
      const searchOutput = deferSearch ? lastSearch! : await timer.run('search', () => buildSearchOutput(pages, site));
      lastSearch = searchOutput;

      let renderedPages = 0;
      // A written build sends each file to disk as soon as it exists (pages as they
      // render): it never holds every page in memory, and the disk works while pages
      // render. An in-memory build (watch mode) keeps every file, and reuses the
      // HTML of pages whose inputs did not change.
      const files = new Map<string, string | Uint8Array>();
      const output = options.write !== false ? OutputWriter.open(outDir) : undefined;
      const emit = (file: string, content: string | Uint8Array) => (output ? output.write(file, content) : files.set(file, content));
      const emitted = (file: string) => (output ? output.has(file) : files.has(file));
      try {
        await timer.run('render', async () => {
          const mainDoc = content.docs.find((d) => d.id === site.docs.version.mainDocId);
          const ctx: RenderContext = {
            config: site,
            navbar,
            sidebars,
            assets: { css: client.css, js: client.js, preload: client.preload },
            searchTags: searchTagsFor(site),
            mainDocRoute: mainDoc?.route ?? site.docs.routeBasePath,
            sidebarHtml: new SidebarHtmlCache(),
          };
          for (const [file, content] of staticFiles) emit(file, content);
          for (const [file, content] of client.files) emit(file, content);
          if (output) {
            // Written pages are UTF-8 bytes (half the memory of V8's two-byte strings, and what is written anyway).
            const onPage = (i: number, html: RenderedHtml) => emit(outputFileForRoute(pages[i]!.route), html);
            await (pool ?? new RenderPool(0)).render(ctx, pages, true, onPage, () => output.caughtUp());
            renderedPages = pages.length;
          } else {
            const rendered = await memo.renderAll(ctx, pages, (c, list) => (pool ? pool.render(c, list, false) : list.map((page) => renderPage(c, page))));
            renderedPages = rendered.rendered;
            for (const [route, html] of rendered.html) emit(outputFileForRoute(route), html);
          }
          emit('404.html', renderNotFound(ctx));
          for (const r of apiRef.redirects) {
            const file = outputFileForRoute(r.from);
            if (!emitted(file)) emit(file, renderRedirect(r.to, site));
          }
          for (const a of apiRef.assets) emit(a.path.replace(/^\//, ''), a.content);
        });
        for (const f of searchOutput.files) emit(f.fileName, f.content);
        if (output) await timer.run('write', () => Promise.all([output.commit(), saveHighlightCache(cacheDir, { keepLoaded: apiRef.fromCache === true })]));
      } catch (error) {
        await output?.abort();
        throw error;
      }

      const inputs = [...new Set([...loaded.inputs, ...sidebarsInput.inputs, ...sources.map((s) => path.resolve(root, s.file)), ...client.inputs, ...specFiles])];
      return {
        pageCount: pages.length,
        durationMs: Math.round(performance.now() - started),
        timings: timer.timings,
        warnings,
        files,
        inputs,
        pages,
        renderWorkers: pool?.workersUsed ?? 0,
        renderedPages,
        completeSearch: deferSearch
          ? async () => {
              const fresh = buildSearchOutput(pages, site);
              lastSearch = fresh;
              for (const f of fresh.files) files.set(f.fileName, f.content);
            }
          : undefined,
      };
    },
  };
}

/** Builds once. */
export function build(options: BuildOptions): Promise<BuildResult> {
  return createBuilder(options).build();
}
