// A site with one big static file (a video, a data dump): peak memory (max RSS) of
// `docgen build`, which copies it, and of `docgen serve`, which builds, then answers
// a GET of the whole file and a Range GET of a part of it. Both should stream: the
// file's size must not show in memory. The file is sparse (made with ftruncate), so
// the bench needs no gigabyte of input on disk; the build's copy is a real one.
// `node --import tsx bench/big-static.ts [--quick]`; `npm run bench` runs it too.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildInChild, projectRoot } from './child.js';

/** Peak memory the build and the server should each stay under, in MB (issue 27). */
export const bigStaticTargetMb = 200;

export interface BigStaticResult {
  /** The static file's size in bytes. */
  bytes: number;
  build: { wallMs: number; maxRssMb: number };
  serve: { maxRssMb: number; wholeMs: number; rangeBytes: number };
}

/** A two-page site whose static folder holds `video.bin`, a sparse file of `bytes`. */
function siteWithBigFile(bytes: number): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'docgen-big-static-'));
  const files: Record<string, string> = {
    'site.config.ts': "export default { title: 'Big static file', openapi: false };\n",
    'content/sidebars.ts': "export default { docs: ['index', 'guide'] };\n",
    'content/index.md': '---\ntitle: Home\n---\nThe [video](/video.bin).\n',
    'content/guide.md': '---\ntitle: Guide\n---\n## Setup\n\nText.\n',
    'content/static/video.bin': '',
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  truncateSync(path.join(dir, 'content/static/video.bin'), bytes);
  return dir;
}

/** A port free right now (the server moves to the next one should it be taken meanwhile). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** GETs `url`, reading the body to its end without keeping it: its status and length. */
function get(url: string, headers: http.OutgoingHttpHeaders = {}) {
  return new Promise<{ status: number; bytes: number }>((resolve, reject) => {
    http
      .get(url, { headers, agent: false }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/**
 * Runs `docgen serve` in `dir` (a fresh process with bench/report-usage.mjs), GETs
 * the whole file and a range of it, stops the server, and returns its peak memory.
 */
async function serveBigFile(dir: string, bytes: number): Promise<BigStaticResult['serve']> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      '--import',
      pathToFileURL(path.join(projectRoot, 'bench/report-usage.mjs')).href,
      path.join(projectRoot, 'bin/docgen.js'),
      'serve',
      '--port',
      String(port),
    ],
    { cwd: dir, env: { ...process.env, NODE_ENV: 'production' } },
  );
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d));
  child.stderr.on('data', (d: Buffer) => (output += d));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const look = () => {
        const found = /Serving (http:\/\/\S+)/.exec(output);
        if (found) resolve(found[1]!);
      };
      child.stdout.on('data', look);
      child.stderr.on('data', look);
      child.once('exit', (code) => reject(new Error(`docgen serve exited (${code}):\n${output}`)));
    });
    const started = performance.now();
    const whole = await get(`${url}video.bin`);
    const wholeMs = Math.round(performance.now() - started);
    if (whole.status !== 200 || whole.bytes !== bytes)
      throw new Error(`GET video.bin: ${whole.status}, ${whole.bytes} of ${bytes} bytes`);
    const from = Math.floor(bytes / 2);
    const range = await get(`${url}video.bin`, { range: `bytes=${from}-${from + 999_999}` });
    if (range.status !== 206 || range.bytes !== 1_000_000)
      throw new Error(`Range GET video.bin: ${range.status}, ${range.bytes} bytes`);
    child.kill('SIGTERM');
    await exited;
    const usage = /@docgen-usage (\{.*\})/.exec(output);
    if (!usage) throw new Error(`No usage report from docgen serve:\n${output}`);
    const { maxRssKb } = JSON.parse(usage[1]!) as { maxRssKb: number };
    return { maxRssMb: Math.round(maxRssKb / 1024), wholeMs, rangeBytes: range.bytes };
  } finally {
    child.kill('SIGKILL');
  }
}

/** Builds, then serves, a site with one static file of 1 GB (100 MB with `quick`). */
export async function runBigStatic(quick: boolean): Promise<BigStaticResult> {
  const bytes = (quick ? 100 : 1024) * 1024 * 1024;
  const dir = siteWithBigFile(bytes);
  try {
    const built = buildInChild(dir, path.join(dir, 'build'));
    const serve = await serveBigFile(dir, bytes);
    return { bytes, build: { wallMs: built.wallMs, maxRssMb: built.maxRssMb }, serve };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const r = await runBigStatic(process.argv.includes('--quick'));
  console.log(
    `static file of ${Math.round(r.bytes / 1024 / 1024)} MB (sparse): build ${r.build.wallMs} ms, peak ${r.build.maxRssMb} MB; ` +
      `serve (build, whole GET in ${r.serve.wholeMs} ms, Range GET of ${r.serve.rangeBytes} bytes) peak ${r.serve.maxRssMb} MB; target < ${bigStaticTargetMb} MB each`,
  );
}
