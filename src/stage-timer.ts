// Times each build stage by name; `docgen build --verbose` and the bench print them.
export interface StageTiming {
  stage: string;
  ms: number;
}

export class StageTimer {
  readonly timings: StageTiming[] = [];

  async run<T>(stage: string, fn: () => T | Promise<T>): Promise<T> {
    const start = performance.now();
    try {
      return await fn();
    } finally {
      this.timings.push({ stage, ms: Math.round((performance.now() - start) * 10) / 10 });
    }
  }
}
