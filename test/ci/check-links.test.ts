// `docgen check-links` over a built site: passes when whole, fails with a report
// and exit code 1 when a link or an asset is broken.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync, rmSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeSmallSite } from '../fixtures/small-site.js';

const cli = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../bin/docgen.js');
const dir = makeSmallSite({
  'content/guide.md': '---\ntitle: Guide\n---\n## Setup\n![dot](/img/dot.svg)\n\n[home](/)\n',
});
after(() => rmSync(dir, { recursive: true, force: true }));

const run = (...args: string[]) =>
  spawnSync(process.execPath, [cli, ...args], { cwd: dir, encoding: 'utf8' });

test('a whole site passes', () => {
  assert.equal(run('build').status, 0);
  const r = run('check-links');
  assert.equal(r.status, 0, r.stdout + r.stderr);
  assert.match(r.stdout, /Checked \d+ links: none broken\./);
});

test('an injected broken link fails with the source page, the link and its status', () => {
  const file = path.join(dir, 'build/guide/index.html');
  const html = readFileSync(file, 'utf8');
  writeFileSync(file, html.replace('</article>', '<a href="/missing-page">x</a></article>'));
  const r = run('check-links');
  assert.equal(r.status, 1);
  assert.match(r.stdout, /\/guide\/? -> \/missing-page \(404\)/);
  const json = run('check-links', '--format', 'json');
  assert.equal(json.status, 1);
  const report = JSON.parse(json.stdout) as {
    ok: boolean;
    broken: { link: string; status: number }[];
  };
  assert.equal(report.ok, false);
  assert.ok(report.broken.some((b) => b.link === '/missing-page' && b.status === 404));
  writeFileSync(file, html);
});

test('a broken #anchor is reported once, with the page it is on; a good one passes', () => {
  const file = path.join(dir, 'build/guide/index.html');
  const html = readFileSync(file, 'utf8');
  const links =
    '<a href="#setup">ok</a><a href="/#nope">a</a><a href="/#nope">again</a><a href="#also-missing">b</a><a href="#top">top</a>';
  writeFileSync(file, html.replace('</article>', `${links}</article>`));
  try {
    const r = run('check-links');
    assert.equal(r.status, 1, r.stdout + r.stderr);
    const lines = r.stdout.trim().split('\n').slice(1);
    assert.deepEqual(lines.sort(), [
      '  /guide -> /#nope (missing anchor)',
      '  /guide -> /guide#also-missing (missing anchor)',
    ]);
  } finally {
    writeFileSync(file, html);
  }
});

test('a broken link is one line per page it is on, however often the page repeats it', () => {
  const pages = ['build/guide/index.html', 'build/index.html'].map((f) => path.join(dir, f));
  const originals = pages.map((f) => readFileSync(f, 'utf8'));
  pages.forEach((f, i) =>
    writeFileSync(
      f,
      originals[i]!.replace(
        '</article>',
        '<a href="/gone">1</a><a href="/gone">2</a><a href="./gone">3</a></article>',
      ),
    ),
  );
  try {
    const r = run('check-links');
    assert.equal(r.status, 1);
    const lines = r.stdout.trim().split('\n').slice(1);
    assert.deepEqual(lines.sort(), ['  / -> /gone (404)', '  /guide -> /gone (404)']);
    assert.match(r.stdout, /^Checked \d+ links: 2 broken\.$/m);
  } finally {
    pages.forEach((f, i) => writeFileSync(f, originals[i]!));
  }
});

test('under load: requests stay within the concurrency limit and a failed or slow local response is tried again, not reported', async () => {
  const { checkLinks } = await import('../../src/links/check-links.js');
  const failedOnce = new Set<string>();
  let inFlight = 0;
  let most = 0;
  const result = await checkLinks({
    dir: path.join(dir, 'build'),
    wrapHandler: (handler) => async (req, res) => {
      inFlight++;
      most = Math.max(most, inFlight);
      res.on('close', () => inFlight--);
      await new Promise((resolve) => setTimeout(resolve, 20)); // latency: a slow server, not a wait of the test
      // Every URL fails the first time, as an overloaded server does.
      if (!failedOnce.has(req.url!)) {
        failedOnce.add(req.url!);
        res.writeHead(503).end();
        return;
      }
      await handler(req, res);
    },
  });
  assert.deepEqual(result.broken, []);
  assert.ok(result.checked > 5, `checked ${result.checked}`);
  assert.ok(most <= 8, `${most} requests in flight at once`);
});

test('--external prints progress to stderr and stops at the time budget with a clear message', async () => {
  // A server on this machine that accepts connections and never answers stands in for an unreachable site.
  const { createServer } = await import('node:net');
  const silent = createServer(() => {});
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const port = (silent.address() as { port: number }).port;
  const file = path.join(dir, 'build/guide/index.html');
  const html = readFileSync(file, 'utf8');
  writeFileSync(
    file,
    html.replace(
      '</article>',
      `${Array.from({ length: 30 }, (_, i) => `<a href="http://127.0.0.1:${port}/p${i}">x</a>`).join('')}</article>`,
    ),
  );
  try {
    const started = Date.now();
    const r = await new Promise<{ status: number | null; stdout: string; stderr: string }>(
      (resolve) => {
        const child = spawn(process.execPath, [cli, 'check-links', '--external', '--budget', '3'], {
          cwd: dir,
        });
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (c) => (stdout += c));
        child.stderr.on('data', (c) => (stderr += c));
        child.on('close', (status) => resolve({ status, stdout, stderr }));
      },
    );
    const seconds = (Date.now() - started) / 1000;
    assert.equal(r.status, 1, r.stdout + r.stderr);
    assert.match(r.stdout, /Stopped after the time budget of 3 s with \d+ links checked/);
    assert.match(r.stderr, /… \d+ links checked, \d+ broken, \d+ s/);
    assert.ok(seconds < 15, `took ${seconds} s`);
  } finally {
    writeFileSync(file, html);
    silent.close();
  }
});

test("the 404 page's body, served for a missing URL, is not crawled as a page of that URL", async () => {
  const { checkLinks } = await import('../../src/links/check-links.js');
  const guide = path.join(dir, 'build/guide/index.html');
  const notFound = path.join(dir, 'build/404.html');
  const [guideHtml, notFoundHtml] = [readFileSync(guide, 'utf8'), readFileSync(notFound, 'utf8')];
  writeFileSync(
    guide,
    guideHtml.replace('</article>', '<a href="/deep/er/gone">x</a><a href="/gone">y</a></article>'),
  );
  // Relative links on the 404 page resolve against whichever URL it is served for.
  writeFileSync(
    notFound,
    notFoundHtml.replace('</main>', '<a href="sibling">s</a><img src="pic.png"></main>'),
  );
  try {
    const result = await checkLinks({ dir: path.join(dir, 'build'), retries: 0 });
    assert.deepEqual(result.broken.map((b) => `${b.source} -> ${b.link} (${b.status})`).sort(), [
      '/guide -> /deep/er/gone (404)',
      '/guide -> /gone (404)',
    ]);
  } finally {
    writeFileSync(guide, guideHtml);
    writeFileSync(notFound, notFoundHtml);
  }
});

test('a missing asset fails the check', () => {
  const css = readdirSync(path.join(dir, 'build/assets')).find((f) => f.endsWith('.css'))!;
  rmSync(path.join(dir, 'build/assets', css));
  const r = run('check-links');
  assert.equal(r.status, 1);
  assert.match(r.stdout, new RegExp(`/assets/${css.replace('.', '\\.')} \\(404\\)`));
});
