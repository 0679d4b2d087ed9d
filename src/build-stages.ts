// What each of the build's stages (src/build.ts lists them) does with the build's
// state: it reads the outputs of the stages it needs, calls the stage's own module
// and puts the output in the state. Warnings are told in the order the stages are
// listed, whichever finishes first.
import { ownAdmonitionLabels } from '../templates/admonition-labels.js';
import path from 'node:path';
import { loadConfig, sidebarsFile, type LoadedConfig } from './config/load-config.js';
import { contentStage, type ContentStageOutput } from './content/content-stage.js';
import { saveHighlightCache } from './content/highlight-cache.js';
import { saveContentCache } from './content/content-cache.js';
import { apiSourcesFor, apiStage, specFilesOf } from './openapi/api-stage.js';
import type { ApiReference } from './openapi/index.js';
import { siteStage, type Site } from './site/site-stage.js';
import { linksStage } from './links/links-stage.js';
import { searchStage, type SearchOutput } from './search/search-output.js';
import { bundleClient, type ClientAssets } from './client-build/bundle-client.js';
import { renderStage } from './render/render-stage.js';
import { writeSiteFiles } from './site-files/index.js';
import { robotsNote } from './site-files/sitemap.js';
import type { RenderMemo } from './render/render-memo.js';
import { OutputWriter } from './output/write-output.js';
import { projectInputs } from './output/output-folder.js';
import { MemoryOutput } from './output/output-sink.js';
import type { RebuildPlan, StageInputs } from './rebuild-plan.js';
import type { OutputSink } from './types.js';
import type { BuildInputs, BuildOptions } from './build-options.js';
import { apiHeadingsOf } from '../templates/page-labels.js';

/** What stays the same across a builder's builds. */
export interface BuildSetup {
  options: BuildOptions;
  root: string;
  configFile: string;
  outDir: string;
  /** docgen's own folder (its client/ and templates/). */
  tool: string;
  /** The project's .docgen-cache/ and docgen's build id, which cached renderings carry. */
  cache: { dir: string; buildId: string };
  /** Set for a build kept in memory: keeps the HTML of pages whose inputs did not change. */
  memo?: RenderMemo;
  log: (level: 'info' | 'warn' | 'error', message: string) => void;
}

/** One build's state: the stages' outputs, starting from those a rebuild reuses. */
export interface BuildState {
  setup: BuildSetup;
  plan: RebuildPlan;
  /** A watch rebuild leaves its search index to BuildResult.completeSearch. */
  deferSearch: boolean;
  warn: (message: string) => void;
  config: LoadedConfig;
  content: ContentStageOutput;
  api: ApiReference;
  /** Told after the content's warnings, as if the two stages ran one after the other. */
  apiWarnings: string[];
  client: ClientAssets;
  site: Site;
  search: SearchOutput;
  output: OutputSink;
  /** The output of a written build: swapped in by the write stage, or aborted. */
  writer?: OutputWriter;
  render: { rendered: number; saveCache: () => Promise<void> };
}

/**
 * A build's state before its stages run: the outputs a rebuild reuses; the stages set
 * the rest, each before any stage that needs it reads it (stage-runner.ts).
 */
export function startState(
  start: Pick<BuildState, 'setup' | 'plan' | 'deferSearch' | 'warn'> & Partial<BuildState>,
): BuildState {
  return { apiWarnings: [], ...start } as BuildState;
}

const sourcesOf = (s: BuildState) => apiSourcesFor(s.config.config, s.setup.options.spec);

/** Every file the OpenAPI documents were read from: the sources' files and the files their $refs name. */
const specInputsOf = (s: BuildState) => [
  ...new Set([...specFilesOf(s.setup.root, sourcesOf(s)), ...(s.api.inputs ?? [])]),
];

/** The files the reusable stages read: what planRebuild compares the changed paths with. */
export function stageInputs(s: BuildState): StageInputs {
  return {
    config: s.config.inputs,
    sidebars: s.content.sidebars.inputs,
    specs: specInputsOf(s),
    apiSourcesKey: apiKeyOf(s),
  };
}

/**
 * The files and folders a build read, as far as it got: a stage that failed or was
 * reused counts with what it read the last time it ran (startState carries that over).
 * The config and sidebars files count even when they failed to load, and with the
 * files the config names, so a file that is created or fixed later is seen.
 */
export function inputsRead(s: Pick<BuildState, 'setup'> & Partial<BuildState>): BuildInputs {
  const { root, configFile, tool } = s.setup;
  const files = [configFile, ...(s.config?.inputs ?? [])];
  const folders: string[] = [];
  const config = s.config?.config;
  if (config) {
    const { contentDir, staticDir } = config.docs;
    folders.push(path.resolve(root, contentDir), path.resolve(root, staticDir));
    files.push(path.resolve(root, sidebarsFile(config)));
    files.push(...config.customCss.map((css) => path.resolve(root, css)));
    files.push(...specFilesOf(root, sourcesOf(s as BuildState)));
  }
  files.push(...(s.content?.sidebars.inputs ?? []), ...(s.content?.inputs ?? []));
  files.push(
    ...(s.api?.inputs ?? []),
    ...(s.client?.inputs ?? []).map((f) => path.resolve(tool, f)),
  );
  return { files: [...new Set(files)], folders };
}

export async function config(s: BuildState): Promise<void> {
  s.config = await loadConfig(s.setup.root, s.setup.configFile);
  // Runs only when the config is loaded: `serve --watch` tells these once, not on every rebuild.
  for (const w of s.config.warnings) s.warn(w);
  const note = robotsNote(s.config.config);
  if (note) s.setup.log('info', note);
}

export async function content(s: BuildState): Promise<void> {
  const { root, cache } = s.setup;
  const sidebars = s.plan.sidebars ? undefined : s.content?.sidebars;
  s.content = await contentStage(root, s.config.config, cache.dir, sidebars, cache.buildId);
  for (const w of s.content.warnings) s.warn(w);
}

/**
 * What the API stage's pages depend on besides the documents' files: their sources, and
 * the site's API headings (in the pages' outlines and markdown). Recorded after a build
 * and compared before the next by this one function, so the two cannot drift apart.
 */
const apiKeyOf = (s: BuildState) =>
  JSON.stringify([
    sourcesOf(s),
    apiHeadingsOf(s.config.config.labels),
    ownAdmonitionLabels(s.config.config.labels),
  ]);

export const apiChanged = (s: BuildState) => s.plan.api(apiKeyOf(s));

export async function api(s: BuildState): Promise<void> {
  const { root, cache, log } = s.setup;
  s.api = await apiStage({
    sources: sourcesOf(s),
    routeBase: s.config.config.openapi.routeBase,
    headings: apiHeadingsOf(s.config.config.labels),
    admonitionLabels: ownAdmonitionLabels(s.config.config.labels),
    root,
    cacheDir: cache.dir,
    buildId: cache.buildId,
    configFile: s.config.configFile,
    log: (level, message) =>
      level === 'warn' ? s.apiWarnings.push(message) : log('info', message),
  });
}

export async function client(s: BuildState): Promise<void> {
  const options = { force: s.plan.client, cacheDir: s.setup.cache.dir };
  s.client = await bundleClient(s.setup.tool, options);
}

export function site(s: BuildState): void {
  for (const w of s.apiWarnings) s.warn(w);
  s.site = siteStage({ loaded: s.config, content: s.content, api: s.api });
  for (const w of s.site.warnings) s.warn(w);
}

export function links(s: BuildState): void {
  linksStage({
    config: s.config.config,
    pages: s.site.pages,
    redirects: [...s.api.redirects, ...s.content.redirects],
    assetPaths: s.api.assets.map((a) => a.path),
    staticFiles: s.content.staticFiles.keys(),
    siteLinks: s.site.siteLinks,
    draftRoutes: s.content.draftRoutes,
    warn: s.warn,
  });
}

export async function search(s: BuildState): Promise<void> {
  s.search = await searchStage(s.site.pages, s.config.config, s.setup.cache);
}

/**
 * The output of a written build: a temporary folder beside the output folder, which
 * must be one docgen may replace (not the project, nor one of its inputs).
 */
function openOutput(s: BuildState): OutputWriter {
  const { outDir, options, root, configFile } = s.setup;
  return OutputWriter.open(outDir, {
    removeOldInBackground: options.removeOldOutputInBackground,
    rules: {
      root,
      inputs: [
        // The documents' files ($ref'd ones too) and the site's stylesheets are inputs too.
        ...projectInputs(root, configFile, s.config.config.docs, specInputsOf(s)),
        ...s.config.config.customCss.map((css) => ({
          path: path.resolve(root, css),
          what: 'a stylesheet of the site (customCss)',
          folder: false,
        })),
      ],
      staticDir: path.resolve(root, s.config.config.docs.staticDir),
      emptyOutDir: options.emptyOutDir,
    },
  });
}

/** Renders into a temporary folder beside the output folder, or into memory. */
export async function render(s: BuildState): Promise<void> {
  const { memo } = s.setup;
  for (const w of s.client.warnings) s.warn(w);
  if (!memo) s.writer = openOutput(s);
  s.output = s.writer ?? new MemoryOutput();
  s.render = await renderStage(
    {
      config: s.config.config,
      site: s.site,
      client: s.client,
      redirects: [...s.api.redirects, ...s.content.redirects],
      staticFiles: s.content.staticFiles,
      customCss: s.content.customCss,
      assets: s.api.assets,
      cache: memo ? undefined : { ...s.setup.cache, keepBytes: s.setup.options.pageCacheBytes },
    },
    s.output,
    memo,
  );
}

/** sitemap.xml, robots.txt, llms.txt and the pages' markdown copies, and the search index files. */
export async function siteFiles(s: BuildState): Promise<void> {
  const staticFiles = new Set(s.content.staticFiles.keys());
  const input = {
    pages: s.site.pages,
    sidebars: s.site.sidebars,
    config: s.config.config,
    staticFiles,
  };
  await writeSiteFiles(input, s.output);
  for (const f of s.search.files) s.output.write(f.fileName, f.content);
}

/** Swaps the written output in for the output folder, and saves what the caches learnt. */
export async function write(s: BuildState): Promise<void> {
  const { dir, buildId } = s.setup.cache;
  const keepLoaded = s.api.fromCache === true || s.render.rendered < s.site.pages.length;
  await Promise.all([
    s.writer!.commit(),
    saveHighlightCache(dir, { keepLoaded }),
    saveContentCache(dir, buildId),
    s.render.saveCache(),
  ]);
}
