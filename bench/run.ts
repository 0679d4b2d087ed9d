// `npm run bench`: build speed, page weight, search, watch reload, dev-server load
// and scale, written to BENCHMARKS.md and bench/results.json. `--quick` is the
// smoke variant CI runs so the harness cannot rot: smaller inputs, fewer runs.
import { mkdtempSync, rmSync, writeFileSync, readFileSync, cpSync, readdirSync, existsSync } from 'node:fs';
import { tmpdir, cpus } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildInChild, percentile, projectRoot, stats, type BuildRun } from './child.js';
import { syntheticSite } from './synthetic.js';
import { startServer } from '../src/serve/dev-server.js';

const quick = process.argv.includes('--quick');
const rows: { section: string; metric: string; value: string; target?: string; ok?: boolean }[] = [];
const results: Record<string, unknown> = {};
const row = (section: string, metric: string, value: string, target?: string, ok?: boolean) => {
  rows.push({ section, metric, value, target, ok });
  console.log(`${section.padEnd(12)} ${metric.padEnd(44)} ${value.padStart(14)}${target ? `   target ${target} ${ok ? '✓' : '✗'}` : ''}`);
};
const tmp = mkdtempSync(path.join(tmpdir(), 'docgen-bench-'));
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

function coldBuilds(): string {
  const runs: BuildRun[] = [];
  const count = quick ? 2 : 5;
  const out = path.join(tmp, 'portal');
  for (let i = 0; i < count; i++) runs.push(buildInChild(projectRoot, out));
  const ms = stats(runs.map((r) => r.ms));
  row('portal', `cold build, ${runs[0]!.pages} pages (median of ${count})`, `${ms.median} ms`, '< 1500 ms', ms.median < 1500);
  row('portal', 'cold build min / max', `${ms.min} / ${ms.max} ms`);
  row('portal', 'peak memory (max RSS)', `${Math.max(...runs.map((r) => r.maxRssMb))} MB`);
  const stages = new Map<string, number[]>();
  for (const r of runs) for (const t of r.timings) stages.set(t.stage, [...(stages.get(t.stage) ?? []), t.ms]);
  for (const [stage, values] of stages) row('portal', `  stage ${stage} (median)`, `${stats(values).median.toFixed(1)} ms`);
  results.portal = { runs, median: ms.median, min: ms.min, max: ms.max };
  return out;
}

function pageWeight(out: string): void {
  const pages: [string, string][] = [['home', 'index.html'], ['docs', 'overview/getting-started/index.html'], ['api', 'api/specific-block/index.html'], ['not-found', '404.html']];
  const weights: Record<string, unknown> = {};
  for (const [name, file] of pages) {
    const full = path.join(out, file);
    if (!existsSync(full)) continue;
    const html = readFileSync(full);
    const text = html.toString('utf8');
    const local = (re: RegExp) => [...text.matchAll(re)].map((m) => m[1]!).filter((u) => u.startsWith('/'));
    const js = local(/<script[^>]*type="module"[^>]*src="([^"]+)"/g).concat(local(/<link rel="modulepreload" href="([^"]+)"/g));
    const css = local(/<link rel="stylesheet" href="([^"]+)"/g);
    const size = (urls: string[]) => urls.map((u) => readFileSync(path.join(out, u))).reduce((a, b) => ({ raw: a.raw + b.length, gz: a.gz + gzipSync(b).length }), { raw: 0, gz: 0 });
    const j = size(js);
    const c = size(css);
    weights[name] = { html: { raw: html.length, gz: gzipSync(html).length }, js: j, css: c };
    row('weight', `${name}: HTML raw / gzip`, `${kb(html.length)} / ${kb(gzipSync(html).length)}`);
    row('weight', `${name}: JS raw / gzip`, `${kb(j.raw)} / ${kb(j.gz)}`, name === 'docs' ? '≤ 85 KB gz' : undefined, name === 'docs' ? j.gz <= 85 * 1024 : undefined);
    row('weight', `${name}: CSS raw / gzip`, `${kb(c.raw)} / ${kb(c.gz)}`, '≤ 30 KB gz', c.gz <= 30 * 1024);
  }
  results.pageWeight = weights;
}

async function searchBench(out: string): Promise<void> {
  const files = readdirSync(out).filter((f) => /^search-index-.*\.json$/.test(f));
  const sizes: Record<string, unknown> = {};
  for (const f of files) {
    const b = readFileSync(path.join(out, f));
    const gz = gzipSync(b).length;
    sizes[f] = { raw: b.length, gz };
    row('search', `${f} raw / gzip`, `${kb(b.length)} / ${kb(gz)}`, '< 250 KB gz', gz < 250 * 1024);
  }
  results.searchIndex = sizes;
  const enginePath = path.join(projectRoot, 'src/shared/search-engine.ts');
  if (!existsSync(enginePath)) return;
  const engine = (await import(enginePath)) as Record<string, unknown>;
  const load = (engine.loadIndex ?? engine.parseIndex ?? engine.loadSearchIndex) as ((json: unknown) => unknown) | undefined;
  const query = (engine.search ?? engine.searchIndexes ?? engine.query) as ((indexes: unknown, q: string, o?: unknown) => unknown) | undefined;
  if (!load || !query) {
    row('search', 'query latency', 'engine API not recognised');
    return;
  }
  const indexes = files.map((f) => load(JSON.parse(readFileSync(path.join(out, f), 'utf8'))));
  const queries = ['epoch stakes', 'metadata cbor', 'account utxos', 'webhook retries', 'tor endpoint', 'submit transaction', 'pin file ipfs', 'rate limit', 'python sdk', 'dreps', 'mithril snapshot', 'deleg', 'tx_hash', '/blocks/latest', 'asset history', 'pool metadata', 'address transactions', 'latest block', 'genesis', 'signature header'];
  const times: number[] = [];
  for (let round = 0; round < (quick ? 3 : 20); round++) {
    for (const q of queries) {
      const t = performance.now();
      query(indexes, q, { limit: 8 });
      times.push(performance.now() - t);
    }
  }
  const p95 = percentile(times, 95);
  row('search', 'query latency p50', `${percentile(times, 50).toFixed(2)} ms`);
  row('search', 'query latency p95', `${p95.toFixed(2)} ms`, '< 5 ms', p95 < 5);
}

async function watchReload(): Promise<void> {
  const site = path.join(tmp, 'watch-site');
  cpSync(path.join(projectRoot, 'content'), path.join(site, 'content'), { recursive: true });
  cpSync(path.join(projectRoot, 'site.config.ts'), path.join(site, 'site.config.ts'));
  const times: number[] = [];
  let resolveReload: (() => void) | undefined;
  const server = await startServer({ root: site, port: 0, watch: true, onReload: (info) => {
    times.push(info.sinceChangeMs);
    resolveReload?.();
  } });
  try {
    const file = path.join(site, 'content/overview/getting-started.md');
    const original = readFileSync(file, 'utf8');
    for (let i = 0; i < (quick ? 3 : 10); i++) {
      const reloaded = new Promise<void>((r) => (resolveReload = r));
      writeFileSync(file, `${original}\n\nEdit number ${i}.\n`);
      await Promise.race([reloaded, new Promise((_, rej) => setTimeout(() => rej(new Error('no reload within 10 s')), 10000))]);
      await new Promise((r) => setTimeout(r, 150));
    }
    const med = stats(times).median;
    row('watch', 'save markdown → reload event (median)', `${med} ms`, '< 100 ms', med < 100);
    results.reload = times;
    // 200 concurrent connections against the dev server, loopback only, bounded.
    const latencies: number[] = [];
    let errors = 0;
    await Promise.all(
      Array.from({ length: 200 }, async (_, i) => {
        const t = performance.now();
        try {
          const res = await fetch(`${server.url}${i % 3 === 0 ? 'overview/getting-started' : i % 3 === 1 ? 'api/specific-block' : ''}`, { signal: AbortSignal.timeout(10000) });
          await res.arrayBuffer();
          if (res.status !== 200) errors++;
        } catch {
          errors++;
        }
        latencies.push(performance.now() - t);
      }),
    );
    row('serve', '200 concurrent connections: errors', String(errors), '0', errors === 0);
    row('serve', 'latency p50 / p95', `${percentile(latencies, 50).toFixed(0)} / ${percentile(latencies, 95).toFixed(0)} ms`);
    results.load = { errors, latencies };
  } finally {
    await server.close();
  }
}

function scale(): void {
  const sizes = quick ? [{ name: '100 markdown pages', pages: 100, operations: 0 }, { name: '200 operations', pages: 0, operations: 200 }] : [
    { name: '1,000 markdown pages', pages: 1000, operations: 0 },
    { name: '1,000 operations', pages: 0, operations: 1000 },
    { name: '10,000 operations', pages: 0, operations: 10000 },
  ];
  const perPage: Record<string, number> = {};
  for (const size of sizes) {
    const dir = path.join(tmp, `scale-${size.pages}-${size.operations}`);
    syntheticSite(dir, size);
    const run = buildInChild(dir, path.join(dir, 'build'));
    const per = run.ms / run.pages;
    perPage[size.name] = per;
    const target = size.operations === 10000 ? '< 30000 ms, < 1536 MB' : size.pages === 1000 ? '< 5000 ms' : undefined;
    const ok = size.operations === 10000 ? run.ms < 30000 && run.maxRssMb < 1536 : size.pages === 1000 ? run.ms < 5000 : undefined;
    row('scale', `${size.name}: time (${run.pages} pages)`, `${run.ms} ms`, target, ok);
    row('scale', `${size.name}: per page / peak RSS`, `${per.toFixed(2)} ms / ${run.maxRssMb} MB`);
    row('scale', `${size.name}: output size`, `${(run.outputBytes / 1024 / 1024).toFixed(1)} MB`, size.operations === 10000 ? '< 1 GB' : undefined, size.operations === 10000 ? run.outputBytes < 1024 ** 3 : undefined);
    results[`scale ${size.name}`] = run;
    rmSync(dir, { recursive: true, force: true });
  }
  const a = perPage['1,000 operations'];
  const b = perPage['10,000 operations'];
  if (a && b) row('scale', 'time per page 10k ÷ 1k operations', `${(b / a).toFixed(2)}x`, '≤ 1.5x', b / a <= 1.5);
}

function report(): void {
  const lines = [
    '# Benchmarks',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}${quick ? ', quick mode' : ''}.`,
    'Cold builds run in a fresh process each; the OpenAPI validation cache in .docgen-cache/ is warm after the first run.',
    '',
    '| section | metric | value | target |',
    '|---|---|---|---|',
    ...rows.map((r) => `| ${r.section} | ${r.metric.trim()} | ${r.value} | ${r.target ? `${r.target} ${r.ok ? '✓' : '✗'}` : ''} |`),
    '',
  ];
  if (!quick) writeFileSync(path.join(projectRoot, 'BENCHMARKS.md'), lines.join('\n'));
  writeFileSync(path.join(projectRoot, quick ? 'bench/results-quick.json' : 'bench/results.json'), JSON.stringify({ rows, results }, null, 2));
  console.log(`\n${lines.join('\n')}`);
}

try {
  const out = coldBuilds();
  pageWeight(out);
  await searchBench(out);
  await watchReload();
  scale();
  report();
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
