// Watch rebuilds redo only what a change feeds: a markdown edit re-renders its page
// (and the pages whose sidebar or neighbours it changes), rebuilds the search index,
// and never re-reads or re-parses the OpenAPI document.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createBuilder } from '../../src/build.js';
import { makeSmallSite, smallApiSiteConfig } from '../fixtures/small-site.js';

const spec = JSON.stringify({
  openapi: '3.0.3',
  info: { title: 'Pets API', version: '1' },
  paths: {
    '/pets': { get: { summary: 'List pets', responses: { '200': { description: 'ok' } } } },
    '/pets/{id}': {
      get: {
        summary: 'Specific pet',
        parameters: [{ in: 'path', name: 'id', required: true, schema: { type: 'string' } }],
        responses: { '200': { description: 'ok' } },
      },
    },
  },
});

const dir = makeSmallSite({
  'site.config.ts': smallApiSiteConfig('pets', 'pets.json'),
  'content/sidebars.ts': "export default { docs: ['index', 'guide', 'faq'] };\n",
  'content/faq.md': '---\ntitle: FAQ\n---\n## Questions\nAsk away.\n',
  'pets.json': spec,
});
after(() => rmSync(dir, { recursive: true, force: true }));

const stages = (r: { timings: { stage: string }[] }) => r.timings.map((t) => t.stage);
const text = (r: { files: Map<string, string | Uint8Array> }, file: string) =>
  String(r.files.get(file));

test('a markdown edit re-renders its page and its neighbours, rebuilds the index, and leaves the spec alone', async () => {
  const builder = createBuilder({ root: dir, write: false });
  const first = await builder.build();
  assert.ok(stages(first).includes('api'));
  assert.equal(first.renderedPages, first.pageCount);

  const guide = path.join(dir, 'content/guide.md');
  writeFileSync(guide, '---\ntitle: Guide\n---\n## Setup\nQuokkas are welcome here.\n');
  const body = await builder.build([guide]);
  assert.ok(!stages(body).includes('api'), `stages: ${stages(body).join(', ')}`);
  assert.ok(!stages(body).includes('config'), 'the config is not reloaded');
  assert.equal(body.renderedPages, 1, 'a body edit re-renders only its page');
  assert.match(text(body, 'guide/index.html'), /Quokkas are welcome here\./);
  const indexes = [...body.files]
    .filter(([f]) => f.startsWith('search-index-'))
    .map(([, c]) => String(c))
    .join('');
  assert.match(indexes, /quokkas/i, 'the search index holds the new words');

  writeFileSync(guide, '---\ntitle: Setup guide\n---\n## Setup\nQuokkas are welcome here.\n');
  const renamed = await builder.build([guide]);
  assert.ok(!stages(renamed).includes('api'));
  // The title shows in the sidebar of every docs page and as the neighbours' prev/next.
  const docsPages = renamed.pages.filter((p) => p.sidebarId === 'docs').length;
  assert.ok(
    renamed.renderedPages >= 3 && renamed.renderedPages <= docsPages,
    `rendered ${renamed.renderedPages} of ${renamed.pageCount}`,
  );
  assert.match(text(renamed, 'faq/index.html'), /Setup guide/);
  assert.match(text(renamed, 'api/list-pets/index.html'), /List pets/);
});

test('editing the local spec file rebuilds the API pages', async () => {
  const builder = createBuilder({ root: dir, write: false });
  await builder.build();
  const file = path.join(dir, 'pets.json');
  writeFileSync(file, spec.replace('List pets', 'List all pets'));
  const next = await builder.build([file]);
  assert.ok(stages(next).includes('api'));
  assert.ok(next.files.has('api/list-all-pets/index.html'));
  assert.ok(!next.files.has('api/list-pets/index.html'));
});

test('a deferred watch rebuild returns before the search index, then completes it', async () => {
  const builder = createBuilder({ root: dir, write: false, deferSearch: true });
  const first = await builder.build();
  assert.equal(first.completeSearch, undefined, 'the first build indexes at once');
  assert.ok(stages(first).includes('search'));
  const faq = path.join(dir, 'content/faq.md');
  writeFileSync(faq, '---\ntitle: FAQ\n---\n## Questions\nWombats dig burrows.\n');
  const next = await builder.build([faq]);
  assert.ok(!stages(next).includes('search'), `stages: ${stages(next).join(', ')}`);
  assert.match(text(next, 'faq/index.html'), /Wombats dig burrows\./);
  const index = () =>
    [...next.files]
      .filter(([f]) => f.startsWith('search-index-'))
      .map(([, c]) => String(c))
      .join('');
  assert.ok(index().length > 0, 'the previous index files stand in');
  assert.doesNotMatch(index(), /wombats/i);
  assert.ok(next.completeSearch);
  await next.completeSearch();
  assert.match(index(), /wombats/i);
});

test('a rebuild that failed is planned again with its changes: the config it loaded is not lost to the next edit', async () => {
  const site = makeSmallSite();
  try {
    const builder = createBuilder({ root: site, write: false });
    await builder.build();
    const config = path.join(site, 'site.config.ts');
    // The new title is loaded, then the build fails on a broken link.
    writeFileSync(
      config,
      readFileSync(config, 'utf8').replace("title: 'Test site'", "title: 'Renamed site'"),
    );
    const guide = path.join(site, 'content/guide.md');
    writeFileSync(guide, '---\ntitle: Guide\n---\nSee [nothing](/no-such-page/).\n');
    await assert.rejects(builder.build([config, guide]), /broken link/);
    // Fixing the markdown alone must still build with the renamed config.
    writeFileSync(guide, '---\ntitle: Guide\n---\nFixed.\n');
    const fixed = await builder.build([guide]);
    assert.ok(stages(fixed).includes('config'), `stages: ${stages(fixed).join(', ')}`);
    assert.match(text(fixed, 'guide/index.html'), /Renamed site/);
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
});
