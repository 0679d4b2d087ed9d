// Runs a build's stages: each starts once the stages it needs are done, so stages
// that do not need each other run together, and each is timed by name
// (`docgen build --verbose` and the bench print the times).

export interface StageTiming {
  stage: string;
  ms: number;
}

export interface Stage<S> {
  name: string;
  /** Stages listed before this one whose outputs it reads. */
  needs: string[];
  /** Whether to run it; a stage that does not (a rebuild reuses its output) is not timed. */
  when?: (state: S) => boolean;
  /** Reads its inputs from `state` and puts its output there. */
  run: (state: S) => unknown;
}

/**
 * Runs every stage over `state`; resolves with their timings, in the order they
 * finished, once all are done. Fails with the error of the first stage in the list
 * that failed, after the others have stopped (a stage whose needs failed does not run).
 * `checkpoint` is called as each stage that runs starts and ends.
 */
export async function runStages<S>(
  stages: Stage<S>[],
  state: S,
  checkpoint: () => void = () => {},
): Promise<StageTiming[]> {
  const timings: StageTiming[] = [];
  const done = new Map<string, Promise<void>>();
  for (const stage of stages) {
    const needs = stage.needs.map((name) => {
      const need = done.get(name);
      if (!need) throw new Error(`Stage "${stage.name}" needs "${name}", which is not before it.`);
      return need;
    });
    const run = async () => {
      if (stage.when?.(state) === false) return;
      checkpoint();
      const start = performance.now();
      await stage.run(state);
      checkpoint();
      timings.push({ stage: stage.name, ms: Math.round((performance.now() - start) * 10) / 10 });
    };
    done.set(stage.name, Promise.all(needs).then(run));
  }
  const failed = (await Promise.allSettled(done.values())).find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
  return timings;
}
