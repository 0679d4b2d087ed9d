// Runs one cold `docgen build` the way a user does (node bin/docgen.js, the
// bundled CLI, a fresh process) and reads back what it did: wall time from spawn
// to exit, the CLI's own per-stage times (--verbose), peak memory and CPU time.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface BuildRun {
  pages: number;
  /** Spawn to exit, Node start-up included: what a user waits for. */
  wallMs: number;
  /** The CLI's own figure (`Built N pages in X ms`), from build start to output written. */
  buildMs: number;
  timings: { stage: string; ms: number }[];
  maxRssMb: number;
  /** CPU time of all threads; above wallMs when more than one core worked. */
  cpuMs: number;
  outputBytes: number;
}

function folderBytes(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return total;
}

export function buildInChild(root: string, outDir: string): BuildRun {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' };
  const started = performance.now();
  const r = spawnSync(
    process.execPath,
    [
      '--import',
      pathToFileURL(path.join(projectRoot, 'bench/report-usage.mjs')).href,
      path.join(projectRoot, 'bin/docgen.js'),
      'build',
      '--out',
      outDir,
      '--verbose',
    ],
    { cwd: root, encoding: 'utf8', env, maxBuffer: 64 * 1024 * 1024 },
  );
  const wallMs = Math.round(performance.now() - started);
  if (r.status !== 0)
    throw new Error(`docgen build in ${root} failed (exit ${r.status}):\n${r.stdout}\n${r.stderr}`);
  const built = /Built (\d+) pages in (\d+) ms/.exec(r.stdout);
  const usage = /@docgen-usage (\{.*\})/.exec(r.stderr);
  if (!built || !usage)
    throw new Error(`Unexpected output from docgen build:\n${r.stdout}\n${r.stderr}`);
  const timings = [...r.stdout.matchAll(/^ {2}(\S+)\s+([\d.]+) ms$/gm)].map((m) => ({
    stage: m[1]!,
    ms: Number(m[2]),
  }));
  const u = JSON.parse(usage[1]!) as { maxRssKb: number; userMs: number; systemMs: number };
  return {
    pages: Number(built[1]),
    wallMs,
    buildMs: Number(built[2]),
    timings,
    maxRssMb: Math.round(u.maxRssKb / 1024),
    cpuMs: u.userMs + u.systemMs,
    outputBytes: folderBytes(outDir),
  };
}

export function stats(values: number[]): { median: number; min: number; max: number } {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length / 2;
  const median = s.length % 2 ? s[Math.floor(mid)]! : (s[mid - 1]! + s[mid]!) / 2;
  return { median, min: s[0]!, max: s[s.length - 1]! };
}

export function percentile(values: number[], p: number): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
}
