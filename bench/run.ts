// `npm run bench`: build speed, page weight, search, watch reload, dev-server load
// and scale, written to BENCHMARKS.md and bench/results.json and printed.
// `--quick` is the smoke variant CI runs so the harness cannot rot: smaller
// inputs, fewer runs, nothing written to BENCHMARKS.md. A missed target is
// reported (✗), never a failure: timings on a shared machine are noisy.
import { spawnSync } from 'node:child_process';
import {
  mkdtempSync,
  rmSync,
  writeFileSync,
  readFileSync,
  cpSync,
  readdirSync,
  existsSync,
} from 'node:fs';
import { tmpdir, cpus, loadavg, availableParallelism } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import http from 'node:http';
import { buildInChild, percentile, projectRoot, stats, type BuildRun } from './child.js';
import { syntheticSite } from './synthetic.js';
import { profileBuild, type ProfileSummary } from './profile.js';
import { extraPublicSpecs, publicSpecRows, publicSpecs } from './public-specs.js';
import { firstVisit } from './first-visit.js';
import { runPathological } from './pathological.js';
import { bigStaticTargetMb, runBigStatic } from './big-static.js';

// The dev server is measured in this process; render with React's production build as the CLI does.
process.env.NODE_ENV ??= 'production';
const { startServer } = await import('../src/serve/dev-server.js');
const { eventsPath } = await import('../src/serve/reload-client.js');

const quick = process.argv.includes('--quick');
const benchStarted = performance.now();

interface Row {
  section: string;
  metric: string;
  value: string;
  target?: string;
  ok?: boolean;
}
const rows: Row[] = [];
const results: Record<string, unknown> = {};
const row = (section: string, metric: string, value: string, target?: string, ok?: boolean) => {
  rows.push({ section, metric, value, target, ok });
  console.log(
    `${section.padEnd(8)} ${metric.padEnd(52)} ${value.padStart(20)}${target ? `   target ${target} ${ok ? '✓' : '✗'}` : ''}`,
  );
};
const tmp = mkdtempSync(path.join(tmpdir(), 'docgen-bench-'));
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
const ms = (n: number) => `${Math.round(n)} ms`;
const stage = (run: BuildRun, name: string) => run.timings.find((t) => t.stage === name)?.ms ?? 0;
const loadAtStart = loadavg()[0]!;

/** The bench measures the CLI users run, so the bundle must match the sources. */
function bundleCli(): void {
  const r = spawnSync(process.execPath, [path.join(projectRoot, 'scripts/build-cli.mjs')], {
    cwd: projectRoot,
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`Bundling the CLI failed:\n${r.stderr}`);
}

/** Per-stage medians of a set of builds, as rows. */
function stageRows(label: string, runs: BuildRun[]): void {
  const names = [...new Set(runs.flatMap((r) => r.timings.map((t) => t.stage)))];
  for (const name of names)
    row(
      'portal',
      `  ${label} stage ${name} (median)`,
      ms(stats(runs.map((r) => stage(r, name))).median),
    );
}

/**
 * Builds of the portal in fresh processes. Cold: a fresh checkout's build, with no
 * `.docgen-cache/` and no output folder before each run (what CI and a new clone
 * get): the headline. Warm: the cache kept from the build before. Both run in a
 * copy of the site, so the bench never deletes the checkout's own cache.
 */
function portalBuilds(): string {
  const count = quick ? 2 : 5;
  const site = path.join(tmp, 'portal-site');
  cpSync(path.join(projectRoot, 'content'), path.join(site, 'content'), { recursive: true });
  cpSync(path.join(projectRoot, 'site.config.ts'), path.join(site, 'site.config.ts'));
  const out = path.join(site, 'build');
  const cacheDir = path.join(site, '.docgen-cache');
  const fresh = () => {
    rmSync(cacheDir, { recursive: true, force: true });
    rmSync(out, { recursive: true, force: true });
  };

  const cold: BuildRun[] = [];
  for (let i = 0; i < count; i++) {
    fresh();
    cold.push(buildInChild(site, out));
  }
  const coldWall = stats(cold.map((r) => r.wallMs));
  row(
    'portal',
    `cold \`docgen build\` (no .docgen-cache/, no build/), ${cold[0]!.pages} pages: median of ${count}`,
    ms(coldWall.median),
    '< 1500 ms',
    coldWall.median < 1500,
  );
  row('portal', '  cold min / max', `${coldWall.min} / ${coldWall.max} ms`);
  row(
    'portal',
    '  cold build alone (CLI figure, no Node start-up), median',
    ms(stats(cold.map((r) => r.buildMs)).median),
  );
  row('portal', '  cold CPU time, all threads, median', ms(stats(cold.map((r) => r.cpuMs)).median));
  row('portal', '  cold peak memory (max RSS)', `${Math.max(...cold.map((r) => r.maxRssMb))} MB`);

  // The last cold build filled the cache: every warm build finds it as a checkout's second build does.
  const warm: BuildRun[] = [];
  for (let i = 0; i < count; i++) warm.push(buildInChild(site, out));
  const warmWall = stats(warm.map((r) => r.wallMs));
  row(
    'portal',
    `warm \`docgen build\` (.docgen-cache/ kept): median of ${count}`,
    ms(warmWall.median),
    '≤ 600 ms',
    warmWall.median <= 600,
  );
  row('portal', '  warm min / max', `${warmWall.min} / ${warmWall.max} ms`);
  row(
    'portal',
    '  warm build alone (CLI figure, no Node start-up), median',
    ms(stats(warm.map((r) => r.buildMs)).median),
  );
  row('portal', '  warm CPU time, all threads, median', ms(stats(warm.map((r) => r.cpuMs)).median));
  row('portal', '  warm peak memory (max RSS)', `${Math.max(...warm.map((r) => r.maxRssMb))} MB`);

  // A pull request's build with the cache of main's: one markdown file changed, so
  // that page (and nothing else of the content, search aside) is made again.
  const edited: BuildRun[] = [];
  const editedFile = path.join(site, 'content/overview/getting-started.md');
  const original = readFileSync(editedFile, 'utf8');
  for (let i = 0; i < (quick ? 1 : 3); i++) {
    writeFileSync(editedFile, `${original}\n\nA sentence added by the bench, number ${i}.\n`);
    edited.push(buildInChild(site, out));
  }
  writeFileSync(editedFile, original);
  row(
    'portal',
    `warm, one markdown file changed: median of ${edited.length}`,
    ms(stats(edited.map((r) => r.wallMs)).median),
  );

  // Without the rendered API reference (its 145 pages rendered again from the validated
  // documents), the case of a docgen upgrade with unchanged specs.
  const noApiCache: BuildRun[] = [];
  for (let i = 0; i < (quick ? 1 : 3); i++) {
    rmSync(path.join(cacheDir, 'api'), { recursive: true, force: true });
    noApiCache.push(buildInChild(site, out));
  }
  row(
    'portal',
    `build without the cached API reference (API pages rendered), median of ${noApiCache.length}`,
    ms(stats(noApiCache.map((r) => r.wallMs)).median),
  );
  row(
    'portal',
    '  its api stage (median)',
    ms(stats(noApiCache.map((r) => stage(r, 'api'))).median),
  );
  stageRows('cold', cold);
  stageRows('warm', warm);
  results.portal = {
    cold,
    warm,
    edited,
    noApiCache,
    coldMedian: coldWall.median,
    warmMedian: warmWall.median,
  };
  return out;
}

/**
 * What a command costs before docgen does anything: `node bin/docgen.js --version`
 * (Node's start-up, the check that the bundle is current, the CLI bundle) and `npx docgen --version`,
 * the README's way, which first starts npm (in this checkout, where npx finds
 * docgen without the registry). Their difference is what `npx docgen build` adds
 * to the cold rows above.
 */
function startUp(): void {
  const count = quick ? 2 : 5;
  /** Median wall time, or undefined when the command fails (npx may be missing or slow to resolve: reported, not fatal). */
  const time = (command: string, args: string[]): number | undefined => {
    const runs: number[] = [];
    for (let i = 0; i < count; i++) {
      const started = performance.now();
      const r = spawnSync(command, args, { cwd: projectRoot, encoding: 'utf8', timeout: 60_000 });
      if (r.status !== 0) {
        console.warn(
          `${command} ${args.join(' ')} failed (exit ${r.status ?? r.signal}): ${r.stderr || r.error?.message || ''}`,
        );
        return undefined;
      }
      runs.push(performance.now() - started);
    }
    return stats(runs).median;
  };
  const node = time(process.execPath, ['bin/docgen.js', '--version']);
  const npx = time(process.platform === 'win32' ? 'npx.cmd' : 'npx', ['docgen', '--version']);
  const shown = (value: number | undefined) => (value === undefined ? 'failed' : ms(value));
  row('startup', `\`node bin/docgen.js --version\`: median of ${count}`, shown(node));
  row('startup', `\`npx docgen --version\` (the README's way): median of ${count}`, shown(npx));
  row(
    'startup',
    '  what npx adds to every command (`npx docgen build` included)',
    node === undefined || npx === undefined ? 'failed' : ms(npx - node),
  );
  results.startUp = { nodeMs: node, npxMs: npx };
}

function pageWeight(out: string): void {
  const pages: [string, string][] = [
    ['home', 'index.html'],
    ['docs', 'overview/getting-started/index.html'],
    ['api', 'api/specific-block/index.html'],
    ['not-found', '404.html'],
  ];
  const weights: Record<string, unknown> = {};
  for (const [name, file] of pages) {
    const full = path.join(out, file);
    if (!existsSync(full)) {
      row('weight', `${name}: ${file}`, 'missing');
      continue;
    }
    const html = readFileSync(full);
    const text = html.toString('utf8');
    const local = (re: RegExp) =>
      [...text.matchAll(re)].map((m) => m[1]!).filter((u) => u.startsWith('/'));
    // What the first visit loads: the module entry, the chunks it preloads, the stylesheets.
    const js = [
      ...new Set([
        ...local(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
        ...local(/<link rel="modulepreload" href="([^"]+)"/g),
      ]),
    ];
    const css = [...new Set(local(/<link rel="stylesheet" href="([^"]+)"/g))];
    const size = (urls: string[]) =>
      urls
        .map((u) => readFileSync(path.join(out, u.split(/[?#]/)[0]!)))
        .reduce((a, b) => ({ raw: a.raw + b.length, gz: a.gz + gzipSync(b).length }), {
          raw: 0,
          gz: 0,
        });
    const j = size(js);
    const c = size(css);
    const h = { raw: html.length, gz: gzipSync(html).length };
    weights[name] = { html: h, js: j, css: c };
    row('weight', `${name}: HTML raw / gzip`, `${kb(h.raw)} / ${kb(h.gz)}`);
    row(
      'weight',
      `${name}: JS raw / gzip`,
      `${kb(j.raw)} / ${kb(j.gz)}`,
      '≤ 85 KB gz',
      j.gz <= 85 * 1024,
    );
    row('weight', `${name}: CSS raw / gzip`, `${kb(c.raw)} / ${kb(c.gz)}`);
  }
  // What "Try it" loads on its first press, never on a first visit: its chunk and the operation's data.
  const assets = path.join(out, 'assets');
  const consoleChunk = readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(path.join(assets, f)))
    .find((b) => b.includes('try-it__console'));
  if (consoleChunk) {
    const gz = gzipSync(consoleChunk).length;
    weights.tryIt = { raw: consoleChunk.length, gz };
    row(
      'weight',
      'try-it console chunk raw / gzip',
      `${kb(consoleChunk.length)} / ${kb(gz)}`,
      '≤ 20 KB gz',
      gz <= 20 * 1024,
    );
  }
  const data = path.join(out, 'api/_try/specific-block.json');
  if (existsSync(data)) {
    const b = readFileSync(data);
    row('weight', 'api: try-it data raw / gzip', `${kb(b.length)} / ${kb(gzipSync(b).length)}`);
  }
  results.pageWeight = weights;
}

/** A docs page's first visit in Chromium (bench/first-visit.ts): what a reader downloads and waits for. */
async function firstVisitRows(out: string): Promise<void> {
  const visits = quick ? 3 : 5;
  const route = '/overview/getting-started';
  try {
    const v = await firstVisit(out, route, visits);
    const label = `docs page ${route}, Chromium, gzip served, median of ${visits} visits`;
    row('first visit', `${label}: transferred`, kb(v.bytes), '≤ 110 KB', v.bytes <= 110 * 1024);
    row('first visit', `${label}: requests`, String(v.requests), '≤ 12', v.requests <= 12);
    row('first visit', 'total blocking time, CPU 4× slower (median)', ms(v.blockingMs));
    row(
      'first visit',
      'click on a hovered link → new page title (median)',
      ms(v.hoverClickMs),
      '< 100 ms',
      v.hoverClickMs < 100,
    );
    results.firstVisit = v;
  } catch (error) {
    row(
      'first visit',
      `${route} in Chromium`,
      `failed: ${(error as Error).message.split('\n')[0]}`,
    );
  }
}

async function searchBench(out: string, portalRuns: BuildRun[]): Promise<void> {
  const files = readdirSync(out).filter((f) => /^search-index-.*\.json$/.test(f));
  const sizes: Record<string, unknown> = {};
  for (const f of files) {
    const b = readFileSync(path.join(out, f));
    const gz = gzipSync(b).length;
    sizes[f] = { raw: b.length, gz };
    row('search', `${f} raw / gzip`, `${kb(b.length)} / ${kb(gz)}`, '< 250 KB gz', gz < 250 * 1024);
  }
  row(
    'search',
    'index build (search stage of a cold build, median)',
    ms(stats(portalRuns.map((r) => stage(r, 'search'))).median),
  );
  results.searchIndex = sizes;
  const { loadIndex, search } = await import('../src/shared/search-engine.js');
  const { relevanceQueries } = await import('../test/site/search-queries.js');
  const loadStart = performance.now();
  const indexes = files.map((f) => loadIndex(JSON.parse(readFileSync(path.join(out, f), 'utf8'))));
  row(
    'search',
    'load every index (parse + prepare)',
    `${(performance.now() - loadStart).toFixed(1)} ms`,
  );
  const queries = relevanceQueries.map(([q]) => q);
  // Warm-up round, as a browser tab has after its first query.
  for (const q of queries) search(indexes, q);
  const times: number[] = [];
  for (let round = 0; round < (quick ? 3 : 20); round++) {
    for (const q of queries) {
      const t = performance.now();
      search(indexes, q);
      times.push(performance.now() - t);
    }
  }
  const p95 = percentile(times, 95);
  row(
    'search',
    `query latency p50 (${queries.length} relevance queries)`,
    `${percentile(times, 50).toFixed(2)} ms`,
  );
  row('search', 'query latency p95', `${p95.toFixed(2)} ms`, '< 5 ms', p95 < 5);
  results.searchLatency = { p50: percentile(times, 50), p95, samples: times.length };
  const { relevance } = await import('../test/site/search-queries.js');
  const rel = relevance(indexes, relevanceQueries);
  row(
    'search',
    `relevance: expected page in the top 3 (${queries.length} portal queries)`,
    `${(rel.top3 * 100).toFixed(1)} %`,
    '>= 95 %',
    rel.top3 >= 0.95,
  );
  row('search', 'relevance: mean reciprocal rank', rel.mrr.toFixed(3), '>= 0.92', rel.mrr >= 0.92);
  results.searchRelevance = {
    queries: queries.length,
    top3: rel.top3,
    mrr: rel.mrr,
    misses: rel.rows.filter((r) => r.rank !== 1).map((r) => `${r.query}: rank ${r.rank || '-'}`),
  };
}

/** Waits for the next `event: reload` on an SSE stream. */
function reloadEvents(url: string): { next: () => Promise<number>; close: () => void } {
  let waiting: ((at: number) => void) | undefined;
  let buffer = '';
  const req = http.get(url, (res) => {
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (frame.startsWith('event: reload')) {
          waiting?.(performance.now());
          waiting = undefined;
        }
      }
    });
  });
  req.on('error', () => {});
  return {
    next: () => new Promise<number>((resolve) => (waiting = resolve)),
    close: () => req.destroy(),
  };
}

async function watchAndServe(): Promise<void> {
  const site = path.join(tmp, 'watch-site');
  cpSync(path.join(projectRoot, 'content'), path.join(site, 'content'), { recursive: true });
  cpSync(path.join(projectRoot, 'site.config.ts'), path.join(site, 'site.config.ts'));
  if (existsSync(path.join(projectRoot, '.docgen-cache')))
    cpSync(path.join(projectRoot, '.docgen-cache'), path.join(site, '.docgen-cache'), {
      recursive: true,
    });
  const rebuilds: number[] = [];
  const server = await startServer({
    root: site,
    port: 0,
    watch: true,
    onReload: (info) => rebuilds.push(info.buildMs),
  });
  const events = reloadEvents(new URL(eventsPath, server.url).href);
  try {
    await new Promise((r) => setTimeout(r, 200));
    const file = path.join(site, 'content/overview/getting-started.md');
    const original = readFileSync(file, 'utf8');
    const times: number[] = [];
    for (let i = 0; i < (quick ? 3 : 10); i++) {
      const reloaded = events.next();
      const saved = performance.now();
      writeFileSync(file, `${original}\n\nEdit number ${i}.\n`);
      const at = await Promise.race([
        reloaded,
        new Promise<number>((_, reject) =>
          setTimeout(() => reject(new Error('no reload event within 10 s')), 10000),
        ),
      ]);
      times.push(at - saved);
      // Past chokidar's 50 ms window for repeated changes of one file.
      await new Promise((r) => setTimeout(r, 150));
    }
    const med = stats(times).median;
    row('watch', 'save markdown → reload event received (median)', ms(med), '< 100 ms', med < 100);
    row(
      'watch',
      'min / max',
      `${Math.round(Math.min(...times))} / ${Math.round(Math.max(...times))} ms`,
    );
    row('watch', 'of which rebuild (median)', ms(stats(rebuilds).median));
    results.reload = { endToEndMs: times, rebuildMs: rebuilds };

    // 200 connections open at once against the dev server on the loopback, each
    // its own socket (no keep-alive pooling), all in flight before any completes.
    const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
    const paths = [
      '/',
      '/overview/getting-started',
      '/api/specific-block',
      '/sdks-python',
      '/no-such-page',
    ];
    const latencies: number[] = [];
    let errors = 0;
    const statuses = new Map<number, number>();
    await Promise.all(
      Array.from(
        { length: 200 },
        (_, i) =>
          new Promise<void>((resolve) => {
            const t = performance.now();
            const req = http.get(
              new URL(paths[i % paths.length]!, server.url),
              { agent, timeout: 10000 },
              (res) => {
                res.resume();
                res.on('end', () => {
                  statuses.set(res.statusCode ?? 0, (statuses.get(res.statusCode ?? 0) ?? 0) + 1);
                  // The not-found path must answer 404, every page 200.
                  const expected =
                    res.statusCode === (paths[i % paths.length] === '/no-such-page' ? 404 : 200);
                  if (!expected) errors++;
                  latencies.push(performance.now() - t);
                  resolve();
                });
              },
            );
            req.on('timeout', () => req.destroy(new Error('timeout')));
            req.on('error', () => {
              errors++;
              resolve();
            });
          }),
      ),
    );
    agent.destroy();
    row('serve', '200 concurrent connections: errors', String(errors), '0', errors === 0);
    row(
      'serve',
      'latency p50 / p95',
      `${percentile(latencies, 50).toFixed(0)} / ${percentile(latencies, 95).toFixed(0)} ms`,
    );
    results.load = { errors, statuses: Object.fromEntries(statuses), latencies };
  } finally {
    events.close();
    await server.close();
  }
}

interface ScaleSize {
  name: string;
  pages: number;
  operations: number;
}

function scale(): void {
  const sizes: ScaleSize[] = quick
    ? [
        { name: '100 markdown pages', pages: 100, operations: 0 },
        { name: '200 operations', pages: 0, operations: 200 },
      ]
    : [
        { name: '1,000 markdown pages', pages: 1000, operations: 0 },
        { name: '1,000 operations', pages: 0, operations: 1000 },
        { name: '10,000 operations', pages: 0, operations: 10000 },
      ];
  const byName: Record<string, BuildRun> = {};
  for (const size of sizes) {
    const dir = path.join(tmp, `scale-${size.pages}-${size.operations}`);
    syntheticSite(dir, size);
    // Cold means cold: no OpenAPI validation cache from an earlier run.
    rmSync(path.join(dir, '.docgen-cache'), { recursive: true, force: true });
    const run = buildInChild(dir, path.join(dir, 'build'));
    const per = run.wallMs / run.pages;
    byName[size.name] = run;
    const timeTarget =
      size.operations === 10000 ? '< 30000 ms' : size.pages === 1000 ? '< 5000 ms' : undefined;
    const timeOk =
      size.operations === 10000
        ? run.wallMs < 30000
        : size.pages === 1000
          ? run.wallMs < 5000
          : undefined;
    row('scale', `${size.name}: time (${run.pages} pages)`, ms(run.wallMs), timeTarget, timeOk);
    row('scale', `${size.name}: time per page`, `${per.toFixed(2)} ms`);
    row(
      'scale',
      `${size.name}: peak memory`,
      `${run.maxRssMb} MB`,
      size.operations === 10000 ? '< 1536 MB' : undefined,
      size.operations === 10000 ? run.maxRssMb < 1536 : undefined,
    );
    row(
      'scale',
      `${size.name}: output (per page)`,
      `${mb(run.outputBytes)} (${kb(run.outputBytes / run.pages)})`,
      size.operations === 10000 ? '< 1 GB' : undefined,
      size.operations === 10000 ? run.outputBytes < 1024 ** 3 : undefined,
    );
    row(
      'scale',
      `${size.name}: stages api / content / render / write`,
      ['api', 'content', 'render', 'write'].map((s) => Math.round(stage(run, s))).join(' / ') +
        ' ms',
    );
    results[`scale ${size.name}`] = run;
    rmSync(dir, { recursive: true, force: true });
  }
  const [small, big] = quick
    ? [byName['200 operations'], undefined]
    : [byName['1,000 operations'], byName['10,000 operations']];
  if (small && big) {
    const timeRatio = big.wallMs / big.pages / (small.wallMs / small.pages);
    const bytesRatio = big.outputBytes / big.pages / (small.outputBytes / small.pages);
    row(
      'scale',
      'time per page, 10,000 ÷ 1,000 operations',
      `${timeRatio.toFixed(2)}x`,
      '≤ 1.5x',
      timeRatio <= 1.5,
    );
    row(
      'scale',
      'output per page, 10,000 ÷ 1,000 operations',
      `${bytesRatio.toFixed(2)}x`,
      '≤ 1.5x',
      bytesRatio <= 1.5,
    );
  }
}

/** One cold portal build under the CPU profiler (all on one thread): where the time goes. */
function profile(): ProfileSummary {
  // Cold, as the headline: a copy of the site without .docgen-cache/.
  const site = path.join(tmp, 'profile-site');
  cpSync(path.join(projectRoot, 'content'), path.join(site, 'content'), { recursive: true });
  cpSync(path.join(projectRoot, 'site.config.ts'), path.join(site, 'site.config.ts'));
  const summary = profileBuild(site, path.join(site, 'build'));
  results.profile = summary;
  return summary;
}

function profileLines(summary: ProfileSummary | undefined): string[] {
  if (!summary) return [];
  const top = <T>(list: T[], n: number) => list.slice(0, n);
  return [
    '## Where a cold portal build spends its CPU',
    '',
    `\`node --cpu-prof\` of one cold build (no .docgen-cache/) from the sources (bench/profile.ts), main thread: ${Math.round(summary.totalMs)} ms busy.`,
    '',
    '| self time by package or folder | ms |',
    '|---|---|',
    ...top(summary.packages, 10).map((p) => `| ${p.name} | ${Math.round(p.ms)} |`),
    '',
    '| inclusive time of our functions | ms |',
    '|---|---|',
    ...top(
      summary.projectInclusive.filter((f) => f.name !== '(anonymous)'),
      14,
    ).map((f) => `| ${f.name} (${f.where.replace(/:\d+$/, '')}) | ${Math.round(f.ms)} |`),
    '',
  ];
}

/** The line of BENCHMARKS.md after which its hand-measured comparisons stand. */
const handMeasuredMarker = '<!-- Below: comparisons measured by hand';

function report(summary?: ProfileSummary): void {
  const cores = availableParallelism();
  const loadAtEnd = loadavg()[0]!;
  const lines = [
    '# Benchmarks',
    '',
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run bench\`${quick ? ' --quick' : ''} on ${cores} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}, ${process.platform}.`,
    `Load average (1 min) ${loadAtStart.toFixed(1)} at the start and ${loadAtEnd.toFixed(1)} at the end: the machine is shared, so timings vary between runs.`,
    '',
    'Every build is a `docgen build` of the bundled CLI in a fresh Node process, as `npm install` makes it (dist/cli.cjs); times are wall clock from spawn to exit, Node start-up included. CPU time is user + system of all threads: on a shared machine it moves less than wall time.',
    'Portal, cold: a copy of the site with no `.docgen-cache/` and no output folder before each run (a fresh checkout, a CI runner): the headline. Warm: the cache kept from the build before (validated OpenAPI documents, the API reference, the bundled config, highlighted code, rendered markdown, the search index and the rendered pages). Scale runs start without a cache.',
    'Synthetic inputs (bench/synthetic.ts): markdown pages of five sections with code, a table and an admonition, in sidebar groups of 50;',
    'OpenAPI documents whose operations have four parameters, $refs and nested schemas, tagged in groups of 50 under 20 top-level areas.',
    '',
    '| section | metric | value | target |',
    '|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.section} | ${r.metric.trim().replace(/\|/g, '\\|')} | ${r.value} | ${r.target ? `${r.target} ${r.ok ? '✓' : '✗'}` : ''} |`,
    ),
    '',
    ...profileLines(summary),
    `Bench run time: ${((performance.now() - benchStarted) / 1000).toFixed(0)} s.`,
    '',
  ];
  if (!quick) {
    // The part below the marker holds comparisons measured by hand: kept as it is.
    const file = path.join(projectRoot, 'BENCHMARKS.md');
    const old = existsSync(file) ? readFileSync(file, 'utf8') : '';
    const kept = old.indexOf(handMeasuredMarker);
    writeFileSync(file, lines.join('\n') + (kept >= 0 ? `\n${old.slice(kept)}` : ''));
  }
  writeFileSync(
    path.join(projectRoot, quick ? 'bench/results-quick.json' : 'bench/results.json'),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), quick, cores, node: process.version, loadAverage: { start: loadAtStart, end: loadAtEnd }, rows, results }, null, 2)}\n`,
  );
  console.log(`\n${lines.join('\n')}`);
}

try {
  bundleCli();
  const out = portalBuilds();
  startUp();
  pageWeight(out);
  await firstVisitRows(out);
  // Cold runs: a warm build reads the index from .docgen-cache/.
  await searchBench(out, (results.portal as { cold: BuildRun[] }).cold);
  await watchAndServe();
  scale();
  // One pathological page per build (bench/pathological.ts): time and peak memory.
  results.pathological = runPathological(quick).map((r) => {
    row('input', `${r.name}: time / CPU`, `${ms(r.wallMs)} / ${ms(r.cpuMs)}`);
    row(
      'input',
      `${r.name}: peak memory (max RSS)`,
      `${r.maxRssMb} MB`,
      r.target ? `< ${r.target} MB` : undefined,
      r.target ? r.maxRssMb < r.target : undefined,
    );
    return r;
  });
  // One big static file (bench/big-static.ts): streamed by build and serve, so bounded memory.
  const big = await runBigStatic(quick);
  results.bigStatic = big;
  const file = `a ${Math.round(big.bytes / 1024 / 1024)} MB static file (sparse, made with ftruncate)`;
  const bounded = (rssMb: number) =>
    [`< ${bigStaticTargetMb} MB`, rssMb < bigStaticTargetMb] as const;
  row('input', `${file}: build time`, ms(big.build.wallMs));
  row(
    'input',
    `${file}: build peak memory (max RSS)`,
    `${big.build.maxRssMb} MB`,
    ...bounded(big.build.maxRssMb),
  );
  row('input', '  serve: a GET of the whole file (time)', ms(big.serve.wholeMs));
  row(
    'input',
    '  serve: build, whole GET and a 1 MB Range GET: peak memory (max RSS)',
    `${big.serve.maxRssMb} MB`,
    ...bounded(big.serve.maxRssMb),
  );
  // Large public documents (bench/public-specs.ts); the quick run keeps to the small ones.
  results.publicSpecs = await publicSpecRows(row, [
    ...(quick ? publicSpecs.filter((spec) => !spec.heavy) : publicSpecs),
    ...extraPublicSpecs(process.argv.slice(2)),
  ]);
  report(quick ? undefined : profile());
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
