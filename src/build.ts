// The build: an ordered list of named stages, each run once the stages it needs are
// done (README.md pictures them; src/build-stages.ts says what each does). runStages
// runs stages that do not need each other together, and times each. `createBuilder`
// keeps the outputs between builds; planRebuild alone decides what a rebuild reuses.
import path from 'node:path';
import { toolRoot } from './config/load-module.js';
import { toolBuildId } from './cache/build-id.js';
import { completeDeferredSearch } from './search/search-output.js';
import { RenderMemo } from './render/render-memo.js';
import { MemoryOutput } from './output/output-sink.js';
import { planRebuild } from './rebuild-plan.js';
import { runStages, type Stage } from './stage-runner.js';
import * as run from './build-stages.js';
import type { BuildSetup, BuildState } from './build-stages.js';
import type { BuildOptions, BuildResult, Builder } from './build-options.js';

export type { BuildInputs, BuildOptions, BuildResult, Builder } from './build-options.js';

const stages: Stage<BuildState>[] = [
  { name: 'config', needs: [], when: (s) => s.plan.config, run: run.config },
  { name: 'content', needs: ['config'], run: run.content },
  { name: 'api', needs: ['config'], when: run.apiChanged, run: run.api },
  { name: 'client', needs: ['config'], run: run.client },
  { name: 'site', needs: ['content', 'api'], run: run.site },
  { name: 'links', needs: ['site'], run: run.links },
  // The index does not feed the pages (their search tags follow from the config).
  { name: 'search', needs: ['site'], when: (s) => !s.deferSearch, run: run.search },
  { name: 'render', needs: ['links', 'client'], run: run.render },
  { name: 'site-files', needs: ['render', 'search'], run: run.siteFiles },
  { name: 'write', needs: ['site-files'], when: (s) => s.writer !== undefined, run: run.write },
];

export function createBuilder(options: BuildOptions): Builder {
  const root = path.resolve(options.root);
  const tool = toolRoot();
  const setup: BuildSetup = {
    options,
    root,
    configFile: path.resolve(root, options.configFile ?? 'site.config.ts'),
    outDir: path.resolve(root, options.outDir ?? 'build'),
    tool,
    cache: { dir: path.join(root, '.docgen-cache'), buildId: toolBuildId(tool) },
    memo: options.write === false ? new RenderMemo() : undefined,
    log: options.log ?? (() => {}),
  };
  let kept: BuildState | undefined;
  /** The last build's state, finished or failed: what it read is what a watcher watches. */
  let last: BuildState | undefined;
  /** Changes a failed build did not get to: the next build plans with them too. */
  let unbuilt: string[] = [];

  return {
    async build(changed?: string[]): Promise<BuildResult> {
      const started = performance.now();
      unbuilt = changed ? [...unbuilt, ...changed] : [];
      const plan = planRebuild(kept && run.stageInputs(kept), changed && unbuilt);
      const warnings: string[] = [];
      const warn = (message: string) => {
        warnings.push(message);
        setup.log('warn', message);
      };
      const deferSearch = options.deferSearch === true && setup.memo !== undefined && plan.rebuild;
      const { config, content, api, search } = kept ?? {};
      const state = run.startState({
        setup,
        plan,
        deferSearch,
        warn,
        config,
        content,
        api,
        search,
      });
      last = state;
      const timings = await runStages(stages, state, options.checkpoint).catch(
        async (error: unknown) => {
          await state.writer?.abort();
          throw error;
        },
      );
      unbuilt = [];
      kept = state;
      const { site, output } = state;
      const files = output instanceof MemoryOutput ? output.files : new Map();
      return {
        pageCount: site.pages.length,
        durationMs: Math.round(performance.now() - started),
        timings,
        warnings,
        files,
        copies: output instanceof MemoryOutput ? output.copies : undefined,
        pages: site.pages,
        renderedPages: state.render.rendered,
        completeSearch: deferSearch
          ? async () => {
              state.search = completeDeferredSearch(site.pages, state.config.config, files);
            }
          : undefined,
      };
    },
    inputs: () => run.inputsRead(last ?? { setup }),
  };
}

/** Builds once. */
export function build(options: BuildOptions): Promise<BuildResult> {
  return createBuilder(options).build();
}
