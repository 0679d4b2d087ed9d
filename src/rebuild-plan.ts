// What a watch rebuild may reuse, decided in one place from the changed paths:
// each stage's output is kept unless a file that stage read has changed.
import path from 'node:path';

/** The files each reusable stage read in the previous build (absolute paths). */
export interface StageInputs {
  config: string[];
  sidebars: string[];
  /** Local OpenAPI files; packages and URLs never change under a watcher. */
  specs: string[];
  /** The OpenAPI sources as configured: other sources mean another API reference. */
  apiSourcesKey: string;
}

export interface RebuildPlan {
  /** Load site.config.ts again. */
  config: boolean;
  /** Load the sidebars module again. */
  sidebars: boolean;
  /** Bundle client/ again even if its cache looks current (the watcher saw client/ or templates/ change). */
  client: boolean;
  /** Build the API reference again, given the sources the (possibly reloaded) config names. */
  api(apiSourcesKey: string): boolean;
  /** A rebuild: the previous build's outputs exist to stand in (search index) or be reused (page HTML). */
  rebuild: boolean;
}

/** The plan of a first build: everything runs. */
const everything: RebuildPlan = {
  config: true,
  sidebars: true,
  client: false,
  api: () => true,
  rebuild: false,
};

export function planRebuild(
  previous: StageInputs | undefined,
  changed: string[] | undefined,
): RebuildPlan {
  if (!previous || !changed) return everything;
  const touched = new Set(changed.map((f) => path.resolve(f)));
  // A watched folder that came back (moved away and back, restored by `git checkout`) is
  // reported as itself: each file in it may have changed.
  const under = (f: string) => {
    for (let folder = path.dirname(f); ; folder = path.dirname(folder)) {
      if (touched.has(folder)) return true;
      if (path.dirname(folder) === folder) return false;
    }
  };
  const any = (files: string[]) => files.some((f) => touched.has(f) || under(f));
  const config = any(previous.config);
  return {
    config,
    // The config names the sidebars file: a reloaded config may name another one.
    sidebars: config || any(previous.sidebars),
    client: [...touched].some((f) => /[\\/](client|templates)[\\/]/.test(f)),
    api: (apiSourcesKey) => apiSourcesKey !== previous.apiSourcesKey || any(previous.specs),
    rebuild: true,
  };
}
