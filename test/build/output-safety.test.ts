// No input writes outside the output folder or silently loses a page: every
// output file has one source, and a clash names both.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from '../../src/build.js';
import { DocgenError } from '../../src/errors.js';
import { makeSmallSite, smallApiSiteConfig, smallSiteConfig } from '../fixtures/small-site.js';

async function buildFailure(
  files: Record<string, string>,
  write = false,
): Promise<{ error: DocgenError; dir: string }> {
  const dir = makeSmallSite(files);
  try {
    await build({ root: dir, write, outDir: path.join(dir, 'out/build') });
  } catch (error) {
    assert.ok(error instanceof DocgenError, `a DocgenError, not ${(error as Error).stack}`);
    return { error, dir };
  }
  rmSync(dir, { recursive: true, force: true });
  assert.fail('the build must fail');
}

test('a slug that climbs out of the output folder fails, naming the file and the slug line, and writes nothing', async () => {
  const { error, dir } = await buildFailure(
    { 'content/x.md': '---\ntitle: X\n# a comment\nslug: /../../../outside\n---\nx\n' },
    true,
  );
  try {
    assert.equal(error.location.file, 'content/x.md');
    assert.equal(error.location.line, 4);
    assert.match(error.message, /slug "\/\.\.\/\.\.\/\.\.\/outside"/);
    assert.match(error.message, /"\.\." segment/);
    assert.ok(
      !existsSync(path.join(dir, 'outside')) &&
        !existsSync(path.join(dir, 'out/outside')) &&
        !existsSync(path.join(path.dirname(dir), 'outside')),
    );
    const out = path.join(dir, 'out');
    assert.deepEqual(
      existsSync(out) ? readdirSync(out).filter((f) => f !== 'build') : [],
      [],
      'no temporary folder is left',
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('slugs with encoded dots, backslashes, drive letters or look-alike dots fail the same way', async () => {
  for (const slug of [
    '/%2e%2e/%2e%2e/x',
    '\\..\\..\\x',
    'C:\\x',
    '/\uff0e\uff0e/x',
    '/a/./b',
    '/x?y=1',
  ]) {
    const { error, dir } = await buildFailure({
      'content/x.md': `---\ntitle: X\nslug: ${JSON.stringify(slug)}\n---\nx\n`,
    });
    rmSync(dir, { recursive: true, force: true });
    assert.equal(error.location.line, 3, slug);
    assert.match(error.message, /content\/x\.md cannot be a page/, slug);
  }
});

test('foo.md and foo/index.md write one file: the build fails naming both', async () => {
  const { error, dir } = await buildFailure({
    'content/foo.md': '---\ntitle: A\n---\na\n',
    'content/foo/index.md': '---\ntitle: B\n---\nb\n',
  });
  rmSync(dir, { recursive: true, force: true });
  assert.match(error.message, /content\/foo\.md/);
  assert.match(error.message, /content\/foo\/index\.md/);
  assert.match(error.message, /foo\/index\.html/);
});

test('slug /x and slug /x/ write one file: the build fails naming both and the slug line', async () => {
  const { error, dir } = await buildFailure({
    'content/a.md': '---\ntitle: A\nslug: /x\n---\na\n',
    'content/b.md': '---\ntitle: B\n\nslug: /x/\n---\nb\n',
  });
  rmSync(dir, { recursive: true, force: true });
  assert.match(
    error.message,
    /Two documents are both written to x\/index\.html \(routes \/x and \/x\/\): content\/a\.md and content\/b\.md/,
  );
  assert.equal(error.location.file, 'content/b.md');
  assert.equal(error.location.line, 4);
});

const op = (summary: string) => ({
  get: { summary, tags: ['Items'], responses: { '200': { description: 'OK' } } },
});
const apiSite = {
  'site.config.ts': smallApiSiteConfig('items', 'openapi.json'),
  'openapi.json': JSON.stringify({
    openapi: '3.0.3',
    info: { title: 'Items API', version: '1' },
    paths: { '/items': op('List items') },
  }),
};

for (const write of [true, false]) {
  const kind = write ? 'a written build' : 'a build kept in memory';

  test(`${kind}: a slug of /404.html clashes with the 404 page, named as such (not EISDIR)`, async () => {
    const { error, dir } = await buildFailure(
      { 'content/x.md': '---\ntitle: X\nslug: /404.html\n---\nx\n' },
      write,
    );
    rmSync(dir, { recursive: true, force: true });
    assert.match(
      error.message,
      /the 404 page is written to the file 404\.html, but content\/x\.md \(its slug "\/404\.html" names its route\) is written to 404\.html\/index\.html/,
    );
    assert.equal(error.location.file, 'content/x.md');
    assert.equal(error.location.line, 3, 'at the slug that put the page there');
  });

  test(`${kind}: a markdown page on an API page's output file fails naming both`, async () => {
    const { error, dir } = await buildFailure(
      { ...apiSite, 'content/x.md': '---\ntitle: X\nslug: /api/list-items/\n---\nx\n' },
      write,
    );
    rmSync(dir, { recursive: true, force: true });
    assert.match(
      error.message,
      /^content\/x\.md \(its slug "\/api\/list-items\/" names its route\) and the API page "List items" \(GET \/items\) are both written to api\/list-items\/index\.html; one of them would be lost\.$/,
    );
    assert.equal(
      error.location.file,
      'content/x.md',
      'the error points at the markdown file, the API page is named by its operation',
    );
  });

  test(`${kind}: a static file on a page's output file fails naming both`, async () => {
    const { error, dir } = await buildFailure(
      { 'content/static/guide/index.html': '<p>static</p>' },
      write,
    );
    rmSync(dir, { recursive: true, force: true });
    assert.match(
      error.message,
      /the static file content\/static\/guide\/index\.html and content\/guide\.md are both written to guide\/index\.html/,
    );
  });

  test(`${kind}: a slug on a search index file fails naming the search index`, async () => {
    const { error, dir } = await buildFailure(
      { 'content/x.md': '---\ntitle: X\nslug: /search-index-default.json\n---\nx\n' },
      write,
    );
    rmSync(dir, { recursive: true, force: true });
    assert.match(
      error.message,
      /the generated file search-index-default\.json is written to the file search-index-default\.json, but content\/x\.md/,
    );
  });
}

test('a docs.routeBasePath that climbs out of the site is named as the cause', async () => {
  const { error, dir } = await buildFailure(
    {
      'site.config.ts': smallSiteConfig.replace(
        'openapi: false,',
        "openapi: false,\n  docs: { routeBasePath: '/../../escape' },",
      ),
    },
    true,
  );
  try {
    assert.match(
      error.message,
      /^docs\.routeBasePath "\/\.\.\/\.\.\/escape" in the site config cannot hold pages: it has a "\.\." segment/,
    );
    assert.ok(!existsSync(path.join(path.dirname(dir), 'escape')));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('an openapi.routeBase that climbs out of the site fails as a config error, before anything is written', async () => {
  const { error, dir } = await buildFailure(
    {
      ...apiSite,
      'site.config.ts': apiSite['site.config.ts'].replace(
        'openapi: {',
        "openapi: { routeBase: '/../../x',",
      ),
    },
    true,
  );
  try {
    assert.match(
      error.message,
      /^Invalid site config: "openapi\.routeBase" must be a route of plain segments that starts with "\/"/,
    );
    assert.ok(
      !existsSync(path.join(dir, 'x')) &&
        !existsSync(path.join(path.dirname(dir), 'x', 'items-api')),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
