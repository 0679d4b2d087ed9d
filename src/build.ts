// The build: an ordered list of named, timed stages, each a function from typed
// data to typed data (README.md pictures them). `createBuilder` keeps the stages'
// outputs between builds; what a watch rebuild reuses is decided by planRebuild.
import path from 'node:path';
import { toolRoot } from './config/load-module.js';
import { toolBuildId } from './cache/build-id.js';
import { loadConfig, type LoadedConfig } from './config/load-config.js';
import { contentStage, type LoadedSidebars } from './content/content-stage.js';
import { saveHighlightCache } from './content/highlight-cache.js';
import { saveContentCache } from './content/content-cache.js';
import { apiSourcesFor, apiStage, specFilesOf } from './openapi/api-stage.js';
import type { ApiReference } from './openapi/index.js';
import { siteStage } from './site/site-stage.js';
import { linksStage } from './links/links-stage.js';
import { buildSearchOutput, searchStage, type SearchOutput } from './search/search-output.js';
import { bundleClient } from './client-build/bundle-client.js';
import { renderStage } from './render/render-stage.js';
import { writeSiteFiles } from './site-files/index.js';
import { RenderMemo } from './render/render-memo.js';
import { OutputWriter } from './output/write-output.js';
import { MemoryOutput } from './output/output-sink.js';
import { projectInputs } from './output/output-folder.js';
import { planRebuild, type StageInputs } from './rebuild-plan.js';
import { StageTimer, type StageTiming } from './stage-timer.js';
import type { Page } from './types.js';

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
   * For a watch rebuild kept in memory (`write: false`): build the search index after
   * the result is returned, through `completeSearch`, so browsers reload without
   * waiting for it. The previous index files stand in meanwhile.
   */
  deferSearch?: boolean;
  log?: (level: 'info' | 'warn' | 'error', message: string) => void;
  /** Replace an output folder that holds files docgen did not write (`--empty-out-dir`). */
  emptyOutDir?: boolean;
  /**
   * Delete the previous output from a detached process after the new one is swapped
   * in, instead of before returning: for a process that exits after the build (the CLI).
   */
  removeOldOutputInBackground?: boolean;
}

export interface BuildResult {
  pageCount: number;
  durationMs: number;
  /** The stages that ran, in order, with their times (a rebuild skips what it reuses). */
  timings: StageTiming[];
  warnings: string[];
  /**
   * Every output file, by path relative to the output folder, for a build kept in
   * memory (`write: false`). A written build hands its files to disk as they are
   * made and keeps none: read them from the output folder.
   */
  files: Map<string, string | Uint8Array>;
  /** The static files of a build kept in memory, by output path, with their paths on disk: served from there. */
  copies?: Map<string, string>;
  /** Absolute paths of the source files the build read; what a watcher watches. */
  inputs: string[];
  /** The pages built, for tests and the dev server. */
  pages: Page[];
  /** Pages rendered by this build; a watch rebuild reuses the HTML of pages whose inputs did not change. */
  renderedPages: number;
  /** Set when the search stage was deferred: builds the index files into `files`. */
  completeSearch?: () => Promise<void>;
}

export interface Builder {
  /** Builds; `changed` (absolute paths) says what changed since the last build. */
  build(changed?: string[]): Promise<BuildResult>;
}

/** What a builder keeps from its last build for the next one. */
interface Kept {
  config: LoadedConfig;
  sidebars: LoadedSidebars;
  api: ApiReference;
  search: SearchOutput;
  inputs: StageInputs;
}

export function createBuilder(options: BuildOptions): Builder {
  const root = path.resolve(options.root);
  const configFile = path.resolve(root, options.configFile ?? 'site.config.ts');
  const outDir = path.resolve(root, options.outDir ?? 'build');
  const cacheDir = path.join(root, '.docgen-cache');
  const tool = toolRoot();
  /** Caches of rendered output carry it: another docgen renders afresh. */
  const buildId = toolBuildId(tool);
  const log = options.log ?? (() => {});
  const memo = options.write === false ? new RenderMemo() : undefined;
  let kept: Kept | undefined;
  /** Changes a failed build did not get to: the next build plans with them too. */
  let unbuilt: string[] = [];

  /** One build. */
  async function buildWith(
    started: number,
    timer: StageTimer,
    warnings: string[],
    warn: (message: string) => void,
    changed?: string[],
  ): Promise<BuildResult> {
    const pending = changed && [...unbuilt, ...changed];
    unbuilt = pending ?? [];
    const plan = planRebuild(kept?.inputs, pending);

    const config =
      plan.config || !kept
        ? await timer.run('config', () => loadConfig(root, configFile))
        : kept.config;
    const siteConfig = config.config;
    // The client bundle depends on docgen's client/ and the base URL only: it is made beside the stages below.
    const clientJob = timer.run('client', () =>
      bundleClient(tool, siteConfig.baseUrl, { force: plan.client, cacheDir }),
    );
    clientJob.catch(() => {});
    const apiSources = apiSourcesFor(siteConfig, options.spec);
    const apiSourcesKey = JSON.stringify(apiSources);
    // The API reference is made beside the content stage.
    // Its warnings are told after the content's, as they would be one after the other.
    const apiWarnings: string[] = [];
    const apiJob =
      plan.api(apiSourcesKey) || !kept
        ? timer.run('api', () =>
            apiStage({
              sources: apiSources,
              routeBase: siteConfig.openapi.routeBase,
              root,
              cacheDir,
              buildId,
              log: (level, m) => (level === 'warn' ? apiWarnings.push(m) : log('info', m)),
            }),
          )
        : Promise.resolve(kept.api);
    apiJob.catch(() => {});
    const content = await timer.run('content', () =>
      contentStage(root, siteConfig, cacheDir, plan.sidebars ? undefined : kept?.sidebars, buildId),
    );
    for (const w of content.warnings) warn(w);
    const api = await apiJob;
    for (const w of apiWarnings) warn(w);
    const site = await timer.run('site', () => siteStage({ loaded: config, content, api }));
    await timer.run('links', () =>
      linksStage({
        config: siteConfig,
        pages: site.pages,
        redirects: api.redirects,
        assetPaths: api.assets.map((a) => a.path),
        staticFiles: content.staticFiles.keys(),
        siteLinks: site.siteLinks,
        warn,
      }),
    );
    // Only a rebuild defers: the first build has no index files to stand in.
    const deferSearch =
      options.deferSearch === true && memo !== undefined && plan.rebuild && kept !== undefined;
    // The index does not feed the pages (their search tags follow from the config).
    const searchJob = deferSearch
      ? Promise.resolve(kept!.search)
      : timer.run('search', () => searchStage(site.pages, siteConfig, { dir: cacheDir, buildId }));
    searchJob.catch(() => {});
    const client = await clientJob;
    for (const w of client.warnings) warn(w);

    const output = memo
      ? new MemoryOutput()
      : OutputWriter.open(outDir, {
          removeOldInBackground: options.removeOldOutputInBackground,
          rules: {
            root,
            inputs: projectInputs(root, configFile, siteConfig.docs, specFilesOf(root, apiSources)),
            emptyOutDir: options.emptyOutDir,
          },
        });
    let renderedPages: number;
    let search: SearchOutput;
    let saveRenderCache = async () => {};
    try {
      const render = await timer.run('render', () =>
        renderStage(
          {
            config: siteConfig,
            site,
            client,
            redirects: api.redirects,
            staticFiles: content.staticFiles,
            assets: api.assets,
            cache: memo ? undefined : { dir: cacheDir, buildId },
          },
          output,
          memo,
        ),
      );
      renderedPages = render.rendered;
      saveRenderCache = render.saveCache;
      search = await searchJob;
      for (const f of search.files) output.write(f.fileName, f.content);
      await timer.run('site-files', () =>
        writeSiteFiles(
          {
            pages: site.pages,
            sidebars: site.sidebars,
            config: siteConfig,
            staticFiles: new Set(content.staticFiles.keys()),
          },
          output,
        ),
      );
      if (output instanceof OutputWriter)
        await timer.run('write', () =>
          Promise.all([
            output.commit(),
            saveHighlightCache(cacheDir, {
              keepLoaded: api.fromCache === true || renderedPages < site.pages.length,
            }),
            saveContentCache(cacheDir, buildId),
            saveRenderCache(),
          ]),
        );
    } catch (error) {
      if (output instanceof OutputWriter) await output.abort();
      throw error;
    }

    // The documents' files, and the files their $refs name: an edit to any of them rebuilds the API reference.
    const specFiles = [...new Set([...specFilesOf(root, apiSources), ...(api.inputs ?? [])])];
    unbuilt = [];
    kept = {
      config,
      sidebars: content.sidebars,
      api,
      search,
      inputs: {
        config: config.inputs,
        sidebars: content.sidebars.inputs,
        specs: specFiles,
        apiSourcesKey,
      },
    };
    const files =
      output instanceof MemoryOutput ? output.files : new Map<string, string | Uint8Array>();
    return {
      pageCount: site.pages.length,
      durationMs: Math.round(performance.now() - started),
      timings: timer.timings,
      warnings,
      files,
      copies: output instanceof MemoryOutput ? output.copies : undefined,
      inputs: [
        ...new Set([
          ...config.inputs,
          ...content.sidebars.inputs,
          ...content.inputs,
          ...client.inputs,
          ...specFiles,
        ]),
      ],
      pages: site.pages,
      renderedPages,
      completeSearch: deferSearch
        ? async () => {
            const fresh = buildSearchOutput(site.pages, siteConfig);
            kept!.search = fresh;
            for (const f of fresh.files) files.set(f.fileName, f.content);
          }
        : undefined,
    };
  }

  return {
    async build(changed?: string[]): Promise<BuildResult> {
      const started = performance.now();
      const timer = new StageTimer();
      const warnings: string[] = [];
      const warn = (message: string) => {
        warnings.push(message);
        log('warn', message);
      };
      return buildWith(started, timer, warnings, warn, changed);
    },
  };
}

/** Builds once. */
export function build(options: BuildOptions): Promise<BuildResult> {
  return createBuilder(options).build();
}
