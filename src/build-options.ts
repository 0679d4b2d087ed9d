// What a build is asked to do and what it gives back (src/build.ts runs it).
import type { StageTiming } from './stage-runner.js';
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
  /** Overrides the config's OpenAPI sources with one file or URL. */
  spec?: string;
  /**
   * For a watch rebuild kept in memory (`write: false`): build the search index after
   * the result is returned, through `completeSearch`, so browsers reload without
   * waiting for it. The previous index files stand in meanwhile.
   */
  deferSearch?: boolean;
  log?: (level: 'info' | 'warn' | 'error', message: string) => void;
  /**
   * Called as each stage starts and ends: a stage that computes without a pause gives
   * no timer a turn, so this is where the CLI prints warnings that have waited long enough.
   */
  checkpoint?: () => void;
  /** Replace an output folder that holds files docgen did not write (`--empty-out-dir`). */
  emptyOutDir?: boolean;
  /**
   * Delete the previous output from a detached process after the new one is swapped
   * in, instead of before returning: for a process that exits after the build (the CLI).
   */
  removeOldOutputInBackground?: boolean;
  /**
   * Bytes of rendered pages a written build keeps in .docgen-cache/pages/ (default
   * 64 MB); unchanged pages past it are read back from the previous output.
   */
  pageCacheBytes?: number;
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
  /** The pages built, for tests and the dev server. */
  pages: Page[];
  /** Pages rendered by this build; a watch rebuild reuses the HTML of pages whose inputs did not change. */
  renderedPages: number;
  /** Set when the search stage was deferred: builds the index files into `files`. */
  completeSearch?: () => Promise<void>;
}

/** What a build read: what `serve --watch` watches. */
export interface BuildInputs {
  /** Absolute paths of single files: the config and its modules, sidebars, documents, stylesheets. */
  files: string[];
  /** Folders whose every file feeds the build (the content and static folders). */
  folders: string[];
}

export interface Builder {
  /** Builds; `changed` (absolute paths) says what changed since the last build. */
  build(changed?: string[]): Promise<BuildResult>;
  /**
   * What the last build read, finished or failed: a stage that failed or did not run
   * counts with what it read the last time it ran.
   */
  inputs(): BuildInputs;
}
