// "Edit this page" links on a small site: a base URL, a function of the page, none.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { build, type BuildResult } from '../../src/build.js';
import { DocgenError } from '../../src/errors.js';
import { makeSmallSite, smallApiSiteConfig, smallSiteConfig } from '../fixtures/small-site.js';

const spec = JSON.stringify({
  openapi: '3.0.3',
  info: { title: 'Tiny API', version: '1' },
  paths: { '/ping': { get: { summary: 'Ping', responses: { '200': { description: 'ok' } } } } },
});

function withDocs(config: string, docs: string): string {
  return config.replace('openapi:', `docs: ${docs},\n  openapi:`);
}

function editLinks(result: BuildResult): Map<string, string | undefined> {
  const links = new Map<string, string | undefined>();
  for (const page of result.pages) {
    const file =
      page.route === '/' ? 'index.html' : `${page.route.replace(/^\/|\/$/g, '')}/index.html`;
    const html = String(result.files.get(file));
    const href = /<p class="doc-edit"><a href="([^"]+)"/.exec(html)?.[1];
    assert.equal(
      href,
      page.editUrl?.replace(/&/g, '&amp;'),
      `${page.route}: the page shows its edit URL`,
    );
    links.set(page.route, href);
  }
  return links;
}

test('a base editUrl leads each markdown page to its source file below the project root; API pages get none', async () => {
  const root = makeSmallSite({
    'site.config.ts': withDocs(
      smallApiSiteConfig('tiny', 'api.json'),
      "{ editUrl: 'https://git.example.com/org/repo/edit/main/site' }",
    ),
    'api.json': spec,
    'content/nested/deep page.md': '---\ntitle: Deep\n---\nText.\n',
  });
  const links = editLinks(await build({ root, write: false }));
  assert.equal(links.get('/'), 'https://git.example.com/org/repo/edit/main/site/content/index.md');
  assert.equal(
    links.get('/guide'),
    'https://git.example.com/org/repo/edit/main/site/content/guide.md',
  );
  assert.equal(
    links.get('/nested/deep page'),
    'https://git.example.com/org/repo/edit/main/site/content/nested/deep%20page.md',
  );
  const apiRoutes = [...links.keys()].filter((r) => r.startsWith('/api/'));
  assert.ok(apiRoutes.length >= 2, 'the operation and the introduction');
  for (const route of apiRoutes)
    assert.equal(links.get(route), undefined, `${route} has no source file`);
});

test('a function editUrl is told the route, kind, source and doc path, and may give API pages the spec', async () => {
  const seen: string[] = [];
  const root = makeSmallSite({
    'site.config.ts': withDocs(
      smallApiSiteConfig('tiny', 'api.json'),
      "{ editUrl: (p) => p.kind === 'api' ? 'https://git.example.com/spec/edit/main/api.json' : p.docPath === 'guide.md' ? undefined : `https://git.example.com/edit/${p.docPath}?from=${p.sourcePath}&route=${p.route}` }",
    ),
    'api.json': spec,
  });
  const links = editLinks(await build({ root, write: false }));
  seen.push(...links.keys());
  assert.equal(
    links.get('/'),
    'https://git.example.com/edit/index.md?from=content/index.md&amp;route=/',
  );
  assert.equal(links.get('/guide'), undefined, 'undefined: no link');
  for (const route of seen.filter((r) => r.startsWith('/api/')))
    assert.equal(links.get(route), 'https://git.example.com/spec/edit/main/api.json');
});

test('without editUrl no page shows an edit link', async () => {
  const result = await build({ root: makeSmallSite(), write: false });
  for (const [file, content] of result.files)
    if (file.endsWith('.html')) assert.doesNotMatch(String(content), /doc-edit/, file);
});

test('an editUrl that is not an absolute URL, or a function that returns one, fails naming the config', async () => {
  const bad = makeSmallSite({
    'site.config.ts': withDocs(smallSiteConfig, "{ editUrl: 'github.com/org/repo' }"),
  });
  await assert.rejects(build({ root: bad, write: false }), (error: unknown) => {
    assert.ok(error instanceof DocgenError);
    assert.match(
      error.message,
      /"docs\.editUrl" must be an absolute http\(s\) URL .* received "github\.com\/org\/repo"/,
    );
    assert.match(error.location.file ?? '', /site\.config\.ts$/);
    return true;
  });
  const badFunction = makeSmallSite({
    'site.config.ts': withDocs(smallSiteConfig, "{ editUrl: (p) => 'edit/' + p.docPath }"),
  });
  await assert.rejects(build({ root: badFunction, write: false }), (error: unknown) => {
    assert.ok(error instanceof DocgenError);
    assert.match(
      error.message,
      /docs\.editUrl returned "edit\/\w+\.md" for the page \/\w*; it must return an absolute http\(s\) URL or undefined/,
    );
    assert.match(error.location.file ?? '', /site\.config\.ts$/);
    return true;
  });
});
