// Runs bench/build-once.ts in a new Node process (React in production mode).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface BuildRun {
  pages: number;
  ms: number;
  timings: { stage: string; ms: number }[];
  maxRssMb: number;
  outputBytes: number;
}

export function buildInChild(root: string, outDir: string, configFile?: string): BuildRun {
  const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(projectRoot, 'bench/build-once.ts'), root, outDir, ...(configFile ? [configFile] : [])], {
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.status !== 0) throw new Error(`build of ${root} failed:\n${r.stderr}`);
  return JSON.parse(r.stdout.trim().split('\n').pop()!) as BuildRun;
}

export function stats(values: number[]): { median: number; min: number; max: number } {
  const s = [...values].sort((a, b) => a - b);
  return { median: s[Math.floor(s.length / 2)]!, min: s[0]!, max: s[s.length - 1]! };
}

export function percentile(values: number[], p: number): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
}
