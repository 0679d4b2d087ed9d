// `node --import tsx bench/profile.ts [site-root]`: one cold build under
// `node --cpu-prof`, summarised as the functions and packages with the most self
// time. This is how the hot path is found; the raw profile is kept for DevTools.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { projectRoot } from './child.js';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileSummary {
  /** Time the thread was busy (idle samples left out). */
  totalMs: number;
  /** Self time: where the CPU actually was. */
  functions: { name: string; where: string; ms: number }[];
  packages: { name: string; ms: number }[];
  /** Inclusive time of the project's own functions: which of our calls the time is spent under. */
  projectInclusive: { name: string; where: string; ms: number }[];
}

/** Where a script URL belongs: an npm package, a project folder, or Node itself. */
function owner(url: string): string {
  if (!url) return '(native / GC)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.startsWith('node:')) return 'node core';
  const rel = url.replace(/^file:\/\//, '').replace(`${projectRoot}/`, '');
  return rel.split('/').slice(0, 2).join('/');
}

export function summarise(profile: CpuProfile, top = 15): ProfileSummary {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  for (let i = 0; i < profile.samples.length; i++) {
    const id = profile.samples[i]!;
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  }
  const functions = new Map<string, { name: string; where: string; ms: number }>();
  const packages = new Map<string, number>();
  let totalMs = 0;
  for (const [id, ms] of self) {
    const { callFrame } = byId.get(id)!;
    if (callFrame.functionName === '(idle)') continue;
    totalMs += ms;
    const where = `${callFrame.url.replace(/^file:\/\//, '').replace(`${projectRoot}/`, '')}:${callFrame.lineNumber + 1}`;
    const key = `${callFrame.functionName}@${where}`;
    const entry = functions.get(key) ?? {
      name: callFrame.functionName || '(anonymous)',
      where,
      ms: 0,
    };
    entry.ms += ms;
    functions.set(key, entry);
    const pkg = owner(callFrame.url);
    packages.set(pkg, (packages.get(pkg) ?? 0) + ms);
  }
  // Inclusive time: each sample counts once for every distinct project function on its stack.
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const inclusive = new Map<string, { name: string; where: string; ms: number }>();
  for (const [id, ms] of self) {
    const keys = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const { callFrame } = byId.get(at)!;
      if (!callFrame.url.includes(projectRoot) || callFrame.url.includes('node_modules')) continue;
      const where = `${callFrame.url.replace(/^file:\/\//, '').replace(`${projectRoot}/`, '')}:${callFrame.lineNumber + 1}`;
      const key = `${callFrame.functionName}@${where}`;
      if (keys.has(key)) continue;
      keys.add(key);
      const entry = inclusive.get(key) ?? {
        name: callFrame.functionName || '(anonymous)',
        where,
        ms: 0,
      };
      entry.ms += ms;
      inclusive.set(key, entry);
    }
  }
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    totalMs: round(totalMs),
    projectInclusive: [...inclusive.values()]
      .sort((a, b) => b.ms - a.ms)
      .slice(0, top * 2)
      .map((f) => ({ ...f, ms: round(f.ms) })),
    functions: [...functions.values()]
      .sort((a, b) => b.ms - a.ms)
      .slice(0, top)
      .map((f) => ({ ...f, ms: round(f.ms) })),
    packages: [...packages]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, ms]) => ({ name, ms: round(ms) })),
  };
}

/** Runs one cold build of `root` from the sources under the CPU profiler, and summarises it. */
export function profileBuild(root: string, outDir: string): ProfileSummary & { file: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'docgen-profile-'));
  const r = spawnSync(
    process.execPath,
    [
      '--cpu-prof',
      '--cpu-prof-dir',
      dir,
      '--import',
      'tsx',
      path.join(projectRoot, 'bench/build-once.ts'),
      root,
      outDir,
    ],
    {
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  if (r.status !== 0) throw new Error(`profiled build failed:\n${r.stderr}`);
  const files = readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'));
  const main = files
    .map((f) => path.join(dir, f))
    .sort((a, b) => readFileSync(b).length - readFileSync(a).length)[0]!;
  return { ...summarise(JSON.parse(readFileSync(main, 'utf8')) as CpuProfile), file: main };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(process.argv[2] ?? projectRoot);
  const summary = profileBuild(
    root,
    path.join(mkdtempSync(path.join(tmpdir(), 'docgen-profile-out-')), 'build'),
  );
  console.log(
    `Profile of one cold build of ${root}: ${summary.totalMs} ms busy (${summary.file})\n`,
  );
  console.log('Self time by package or folder:');
  for (const p of summary.packages) console.log(`  ${p.ms.toFixed(0).padStart(7)} ms  ${p.name}`);
  console.log('\nSelf time by function:');
  for (const f of summary.functions)
    console.log(`  ${f.ms.toFixed(0).padStart(7)} ms  ${f.name}  ${f.where}`);
  console.log('\nInclusive time of project functions:');
  for (const f of summary.projectInclusive)
    console.log(`  ${f.ms.toFixed(0).padStart(7)} ms  ${f.name}  ${f.where}`);
}
