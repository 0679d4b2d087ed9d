// A page with 10,000 links to one missing page (a counter in a generated link) is one line of
// check-links' report, its links as written in counter order, the first 10 shown. In the ci
// group: it makes 10,000 requests of the local server.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runCheckLinksCommand } from '../../src/links/check-links.js';

const dir = mkdtempSync(path.join(tmpdir(), 'docgen-check-10k-'));
after(() => rmSync(dir, { recursive: true, force: true }));

test('10,000 broken links to one page are one short line, in counter order', async () => {
  const links = Array.from({ length: 10_000 }, (_, i) => `<a href="/nosuch?v=${i}">${i}</a>`);
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!DOCTYPE html><html><body>${links.join('')}</body></html>`,
  );
  writeFileSync(
    path.join(dir, '404.html'),
    '<!DOCTYPE html><html><body><a href="/">home</a></body></html>',
  );
  const { output, exitCode } = await runCheckLinksCommand({ dir, external: false, format: 'text' });
  assert.equal(exitCode, 1);
  assert.deepEqual(output.split('\n'), [
    'Checked 10001 links: 1 broken.',
    `  / -> /nosuch (404; linked as ${Array.from({ length: 10 }, (_, i) => `/nosuch?v=${i}`).join(', ')} and 9990 more)`,
  ]);
});
