// `docgen check-links` over a built site: passes when whole, fails with a report
// and exit code 1 when a link or an asset is broken.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync, rmSync, readdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeSmallSite } from '../fixtures/small-site.js';

const cli = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../bin/docgen.js');
const dir = makeSmallSite({ 'content/guide.md': '---\ntitle: Guide\n---\n## Setup\n![dot](/img/dot.svg)\n\n[home](/)\n' });
after(() => rmSync(dir, { recursive: true, force: true }));

const run = (...args: string[]) => spawnSync(process.execPath, [cli, ...args], { cwd: dir, encoding: 'utf8' });

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
  const report = JSON.parse(json.stdout) as { ok: boolean; broken: { link: string; status: number }[] };
  assert.equal(report.ok, false);
  assert.ok(report.broken.some((b) => b.link === '/missing-page' && b.status === 404));
  writeFileSync(file, html);
});

test('a missing asset fails the check', () => {
  const css = readdirSync(path.join(dir, 'build/assets')).find((f) => f.endsWith('.css'))!;
  rmSync(path.join(dir, 'build/assets', css));
  const r = run('check-links');
  assert.equal(r.status, 1);
  assert.match(r.stdout, new RegExp(`/assets/${css.replace('.', '\\.')} \\(404\\)`));
});

test('the real portal passes check-links: every internal link, image, script and stylesheet resolves', async () => {
  const { build } = await import('../../src/build.js');
  const { checkLinks } = await import('../../src/links/check-links.js');
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const out = mkdtempSync(path.join(tmpdir(), 'docgen-real-links-'));
  try {
    const built = await build({ root, outDir: out });
    const result = await checkLinks({ dir: out });
    assert.deepEqual(result.broken, []);
    // Every page was reached by the crawl, so the check covered the whole site.
    assert.ok(result.checked > built.pageCount, `checked ${result.checked} links for ${built.pageCount} pages`);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});
