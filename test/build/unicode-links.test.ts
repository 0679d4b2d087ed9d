// Links in Japanese as their author wrote them: the build's warnings and check-links'
// report show them decoded, and a heading or a link typed in NFD (copied from a macOS
// file name) meets its NFC spelling.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from '../../src/build.js';
import { runCheckLinksCommand } from '../../src/links/check-links.js';
import { makeSmallSite, smallSiteConfig } from '../fixtures/small-site.js';

const nfc = 'デプロイ手順';
const nfd = nfc.normalize('NFD');
const site = makeSmallSite({
  'site.config.ts': smallSiteConfig.replace(
    'openapi: false',
    "openapi: false, onBrokenAnchors: 'warn'",
  ),
  'content/sidebars.ts': "export default { docs: ['index', 'guide', '認証'] };\n",
  'content/guide.md': [
    '---\ntitle: Guide\n---',
    `## ${nfd}`,
    `[typed in NFC](#${nfc})`,
    `[typed in NFD](./認証.md#${nfd})`,
    '[a heading that is not there](./認証.md#存在しない見出し)',
    '',
  ].join('\n\n'),
  'content/認証.md': `---\ntitle: 認証\n---\n\n## ${nfc}\n\nText.\n`,
});
const out = path.join(site, 'build');
after(() => rmSync(site, { recursive: true, force: true }));

test('a heading written in NFD has its NFC id, which the table of contents and a typed link name', async () => {
  const result = await build({ root: site, outDir: out });
  const html = readFileSync(path.join(out, 'guide/index.html'), 'utf8');
  assert.match(html, new RegExp(`<h2[^>]* id="${nfc}"`));
  assert.doesNotMatch(html, new RegExp(`id="${nfd}"`));
  assert.match(html, new RegExp(`class="toc__link" href="#${nfc}"`));
  // A link typed in NFD is written in NFC, so the browser finds the NFC heading.
  assert.match(html, new RegExp(`href="/認証#${encodeURIComponent(nfc)}"`));
  assert.deepEqual(
    result.warnings.filter((w) => w.includes('broken link')),
    ['content/guide.md:11: broken link /認証#存在しない見出し (anchor not found)'],
  );
});

test('check-links reports the link with the text the author wrote, not its escapes', async () => {
  const checked = await runCheckLinksCommand({ dir: out, external: false, format: 'text' });
  assert.equal(checked.exitCode, 1);
  // Only the missing heading: the links typed in NFC and NFD reach theirs in the browser too.
  assert.match(checked.output, /links: 1 broken\./);
  assert.match(checked.output, /\/guide -> \/認証#存在しない見出し \(missing anchor\)/);
  assert.doesNotMatch(checked.output, /%E/);
});
