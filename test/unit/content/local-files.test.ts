// Files beside a page: copied under a hashed name; a changed file renames the copy
// even when the page itself (and so its render cache key) is unchanged.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadContent } from '../../../src/content/load-content.js';

const root = mkdtempSync(path.join(tmpdir(), 'docgen-local-files-'));
after(() => rmSync(root, { recursive: true, force: true }));

test('a changed image beside an unchanged page gets a new hashed name', () => {
  mkdirSync(path.join(root, 'content/img'), { recursive: true });
  const page = {
    file: 'content/p.md',
    relative: 'p',
    text: '---\ntitle: P\n---\n![x](./img/a.png)\n',
  };
  const load = () => loadContent([page], '/', { files: { root, contentDir: 'content' } }).docs[0]!;
  writeFileSync(path.join(root, 'content/img/a.png'), 'one');
  const first = load();
  writeFileSync(path.join(root, 'content/img/a.png'), 'two');
  const second = load();
  const src = (html: string) => /src="([^"]+)"/.exec(html)?.[1];
  assert.match(src(first.html) ?? '', /^\/assets\/files\/a-[0-9a-f]{10}\.png$/);
  assert.notEqual(src(first.html), src(second.html));
  assert.deepEqual(
    second.localFiles?.map((f) => f.source),
    ['content/img/a.png'],
  );
});

test('a link outside the content folder is not copied', () => {
  writeFileSync(path.join(root, 'secret.txt'), 'no');
  const doc = loadContent(
    [{ file: 'content/q.md', relative: 'q', text: '---\ntitle: Q\n---\n[s](../secret.txt)\n' }],
    '/',
    { files: { root, contentDir: 'content' } },
  ).docs[0]!;
  assert.equal(doc.localFiles, undefined);
  // Written as the path it names from the page's route, not as a copy.
  assert.match(doc.html, /href="\/secret\.txt"/);
});

test("a copy keeps the letters of the file's name in every script, in NFC; other characters become dashes", () => {
  mkdirSync(path.join(root, 'content/img'), { recursive: true });
  const nfd = 'デプロイ'.normalize('NFD');
  for (const name of ['フロー.png', `${nfd}.png`, 'a b&c.png'])
    writeFileSync(path.join(root, 'content/img', name), 'bytes');
  const doc = loadContent(
    [
      {
        file: 'content/r.md',
        relative: 'r',
        text: `---\ntitle: R\n---\n![a](./img/フロー.png) ![b](./img/${nfd}.png) ![c](<./img/a b&c.png>)\n`,
      },
    ],
    '/',
    { files: { root, contentDir: 'content' } },
  ).docs[0]!;
  assert.deepEqual(
    doc.localFiles?.map((f) => f.output.replace(/-[0-9a-f]{10}\./, '-HASH.')),
    [
      'assets/files/フロー-HASH.png',
      'assets/files/デプロイ-HASH.png',
      'assets/files/a-b-c-HASH.png',
    ],
  );
});
