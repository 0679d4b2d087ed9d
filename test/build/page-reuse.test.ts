// A written build whose pages are past the bytes the page cache keeps
// (.docgen-cache/pages/, 64 MB by default: a big API reference) still renders
// only the pages whose inputs changed: the unchanged ones are read back from the
// previous output, once their bytes match the checksum the cache noted. The cap
// is lowered to nothing here, so every page goes that way.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from '../../src/build.js';
import { makeSmallSite, smallApiSiteConfig } from '../fixtures/small-site.js';

const names = ['apple', 'banana', 'cherry', 'damson', 'elder', 'fig', 'grape', 'hazel'];
const spec = (description: (name: string) => string) =>
  JSON.stringify({
    openapi: '3.0.3',
    info: { title: 'Orchard API', version: '1' },
    paths: Object.fromEntries(
      names.map((name, i) => [
        `/${name}s`,
        {
          get: {
            summary: `List ${name}s`,
            description: description(name),
            tags: [i % 2 === 0 ? 'Trees' : 'Bushes'],
            responses: { '200': { description: 'OK' } },
          },
        },
      ]),
    ),
  });

const dir = makeSmallSite({
  'site.config.ts': smallApiSiteConfig('orchard', 'openapi.json'),
  'openapi.json': spec((name) => `Every ${name} in the orchard.`),
});
after(() => rmSync(dir, { recursive: true, force: true }));

const written = () => build({ root: dir, pageCacheBytes: 0 });
const page = (slug: string) =>
  readFileSync(path.join(dir, 'build/api', slug, 'index.html'), 'utf8');
/** Every page of the output, by file. */
const pages = () =>
  new Map(
    readdirSync(path.join(dir, 'build'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('index.html'))
      .map((f) => [f, readFileSync(path.join(dir, 'build', f), 'utf8')]),
  );

test('a rebuild with nothing changed renders no page, though the cache keeps none of their bytes', async () => {
  const first = await written();
  assert.equal(first.renderedPages, first.pageCount);
  assert.ok(first.pageCount >= names.length + 2);
  const before = pages();

  const second = await written();
  assert.equal(second.renderedPages, 0, 'every page is read back from the previous output');
  assert.deepEqual(pages(), before);
});

test('a changed operation renders its page only', async () => {
  writeFileSync(
    path.join(dir, 'openapi.json'),
    spec((name) => `Every ${name} in the ${name === 'fig' ? 'greenhouse' : 'orchard'}.`),
  );
  const r = await written();
  assert.equal(r.renderedPages, 1);
  assert.match(page('list-figs'), /Every fig in the greenhouse\./);
  assert.match(page('list-apples'), /Every apple in the orchard\./);
});

test('a page changed in the output since is rendered again, not read back', async () => {
  const file = path.join(dir, 'build/api/list-grapes/index.html');
  const good = readFileSync(file, 'utf8');
  // Same length: only the checksum tells it apart.
  writeFileSync(file, good.replace('Every grape', 'Every gripe'));
  rmSync(path.join(dir, 'build/api/list-hazels/index.html'));
  const r = await written();
  assert.equal(r.renderedPages, 2);
  assert.equal(page('list-grapes'), good);
  assert.match(page('list-hazels'), /Every hazel in the orchard\./);
});
