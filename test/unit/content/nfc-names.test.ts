// File names in NFD (as macOS file systems can write them) and links in NFC, or the
// other way round: routes, copies and links are compared and written in NFC.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadContent, readContentFiles } from '../../../src/content/load-content.js';
import { findBrokenLinks } from '../../../src/links/link-graph.js';
import { readStaticFiles } from '../../../src/content/static-files.js';
import type { Page } from '../../../src/types.js';

const root = mkdtempSync(path.join(tmpdir(), 'docgen-nfc-names-'));
after(() => rmSync(root, { recursive: true, force: true }));

const nfd = (s: string) => s.normalize('NFD');
const isNfc = (s: string) => s === s.normalize('NFC');

test('a page named in NFD gets the NFC route, and links in either form reach pages and images', async () => {
  mkdirSync(path.join(root, 'content/img'), { recursive: true });
  writeFileSync(
    path.join(root, 'content', `${nfd('ガイド')}.md`),
    '---\ntitle: G\n---\n# デプロイ手順\n',
  );
  writeFileSync(path.join(root, 'content/ブログ.md'), '---\ntitle: B\n---\nbody\n');
  writeFileSync(path.join(root, 'content/img', `${nfd('ブ')}.png`), 'bytes');
  writeFileSync(
    path.join(root, 'content/index.md'),
    [
      '---\ntitle: Home\n---',
      '[a](./ガイド.md) [b](/ガイド) [c](./' + nfd('ブログ') + '.md) [d](/' + nfd('ブログ') + ')',
      '',
      '![i](./img/ブ.png)',
      '',
      `<a href="/ガイド#${nfd('デプロイ手順')}">raw</a> <a href="#${nfd('手順')}">here</a>`,
      '',
      '## 手順',
      '',
    ].join('\n'),
  );
  const { sources } = await readContentFiles(root, 'content', 'static');
  const { docs } = loadContent(sources, '/', { files: { root, contentDir: 'content' } });
  const routes = docs.map((d) => d.route).sort();
  assert.deepEqual(routes, ['/', '/ガイド', '/ブログ']);
  assert.ok(routes.every(isNfc), 'routes in NFC');
  const home = docs.find((d) => d.route === '/')!;
  assert.deepEqual(
    home.links.filter((l) => l.markdownMissing).map((l) => l.href),
    [],
    'both .md links resolve',
  );
  const hrefs = [...home.html.matchAll(/(?:href|src)="([^"]+)"/g)].map((m) =>
    decodeURIComponent(m[1]!),
  );
  for (const href of hrefs) assert.ok(isNfc(href), `${href} in NFC`);
  assert.ok(hrefs.includes('/ブログ'), 'an NFD route link is written in NFC');
  assert.ok(hrefs.includes('#手順'), 'a raw HTML fragment is written in NFC');
  assert.ok(
    hrefs.some((h) => /^\/assets\/files\/ブ-[0-9a-f]{10}\.png$/.test(h)),
    'the NFD image is copied, linked in NFC',
  );
  assert.equal(
    home.localFiles?.[0]?.source,
    `content/img/${nfd('ブ')}.png`,
    'read from its real name',
  );
  const pages = docs.map((doc) => ({ route: doc.route, doc, breadcrumbs: [] }) as unknown as Page);
  assert.deepEqual(
    findBrokenLinks({
      pages,
      extraPaths: new Set(home.localFiles!.map((f) => `/${f.output}`)),
      baseUrl: '/',
    }),
    [],
  );
});

test('the link check compares routes, anchors and static files in NFC', () => {
  const doc = {
    kind: 'doc',
    anchors: ['デプロイ手順'],
    links: [
      { href: `/${nfd('ガイド')}#${nfd('デプロイ手順')}` },
      { href: `#${nfd('デプロイ手順')}` },
      { href: `/img/${nfd('ブ')}.png` },
    ],
  };
  const pages = [{ route: '/ガイド', doc, breadcrumbs: [] }] as unknown as Page[];
  assert.deepEqual(
    findBrokenLinks({ pages, extraPaths: new Set(['/img/ブ.png']), baseUrl: '/' }),
    [],
  );
});

test('a static file named in NFD is published under its NFC name, read from its own', async () => {
  const dir = path.join(root, 'static-nfd');
  mkdirSync(path.join(dir, 'img'), { recursive: true });
  writeFileSync(path.join(dir, 'img', `${nfd('ブ')}.png`), 'bytes');
  const { files } = await readStaticFiles(dir);
  assert.deepEqual([...files], [['img/ブ.png', path.join(dir, 'img', `${nfd('ブ')}.png`)]]);
});

test('a slug or id written in NFD gives the NFC route', () => {
  const { docs } = loadContent(
    [
      {
        file: 'content/a.md',
        relative: 'a',
        text: `---\ntitle: A\nslug: /${nfd('ガイド')}\n---\nx`,
      },
      { file: 'content/b.md', relative: 'b', text: `---\ntitle: B\nid: ${nfd('ブログ')}\n---\nx` },
    ],
    '/',
  );
  assert.deepEqual(docs.map((d) => d.route).sort(), ['/ガイド', '/ブログ']);
});
