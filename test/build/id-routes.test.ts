// Docusaurus pages link each other by id: front matter `id` (without `slug`) names the
// page's route, and a link that names a page by another path is answered with its route.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { build } from '../../src/build.js';
import { DocgenError } from '../../src/errors.js';
import { runCheckLinksCommand } from '../../src/links/check-links.js';
import { makeSmallSite, smallApiSiteConfig, smallSiteConfig } from '../fixtures/small-site.js';

const dirs: string[] = [];
after(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
function site(files: Record<string, string>): string {
  const dir = makeSmallSite(files);
  dirs.push(dir);
  return dir;
}

// React Native's docs: introduction.md is the doc `getting-started`, getting-started.md
// is `environment-setup`, and pages link them by those ids.
const reactNativeLike = {
  'content/docs/introduction.md': '---\nid: getting-started\ntitle: Introduction\n---\nHello.\n',
  'content/docs/getting-started.md':
    '---\nid: environment-setup\ntitle: Set up\n---\n## Install\nRun it.\n',
  'content/docs/running.md':
    '---\ntitle: Running\n---\nRead the [Introduction](getting-started), then [set up](environment-setup#install).\n',
};

test('front matter id without slug names the route, so links by id reach the page', async () => {
  const root = site(reactNativeLike);
  const result = await build({ root, write: false });
  const title = (file: string) => /<title>([^|<]*)/.exec(String(result.files.get(file)))?.[1];
  assert.equal(title('docs/getting-started/index.html')?.trim(), 'Introduction');
  assert.equal(title('docs/environment-setup/index.html')?.trim(), 'Set up');
  // The file-name route the page had before its id named it: a redirect, for bookmarks.
  const moved = String(result.files.get('docs/introduction/index.html'));
  assert.match(moved, /<meta http-equiv="refresh" content="0; url=\/docs\/getting-started">/);
  // getting-started.md's own file-name route is introduction.md's page now, not a redirect.
  assert.doesNotMatch(String(result.files.get('docs/getting-started/index.html')), /refresh/);
  const running = String(result.files.get('docs/running/index.html'));
  // Written as the route it names from the page, whatever the host does with a trailing slash.
  assert.match(running, /href="\/docs\/getting-started">Introduction/);
});

test('a page whose id takes the route of another fails naming both files and the id line', async () => {
  const root = site({
    'content/docs/a.md': '---\ntitle: A\n---\nA.\n',
    'content/docs/b.md': '---\ntitle: B\nid: a\n---\nB.\n',
  });
  await assert.rejects(build({ root, write: false }), (error: unknown) => {
    assert.ok(error instanceof DocgenError, String(error));
    assert.match(
      error.message,
      /Two documents claim the route \/docs\/a: content\/docs\/a\.md and content\/docs\/b\.md\. \(content\/docs\/b\.md has `id: a`, which names its route\)/,
    );
    assert.equal(error.location.file, 'content/docs/b.md');
    assert.equal(error.location.line, 3);
    return true;
  });
});

test('a page whose id lands it on a static file fails at the id line, with a hint naming the id', async () => {
  const root = site({
    'content/guides/old.md': '---\ntitle: Old\nid: new\nunlisted: true\n---\nOld.\n',
    'content/static/guides/new/index.html': '<p>static</p>\n',
  });
  await assert.rejects(build({ root, write: false }), (error: unknown) => {
    assert.ok(error instanceof DocgenError, String(error));
    assert.match(
      error.message,
      /the static file content\/static\/guides\/new\/index\.html and content\/guides\/old\.md \(its id "new" names its route\) are both written to guides\/new\/index\.html/,
    );
    assert.equal(error.location.file, 'content/guides/old.md');
    assert.equal(error.location.line, 3);
    assert.equal(error.hint, 'Change the id "new" in content/guides/old.md\'s front matter.');
    return true;
  });
});

test('a page whose id puts its markdown copy on a static file fails at the id line, naming the copy', async () => {
  const root = site({
    'content/x.md': '---\ntitle: X\nid: foo\nunlisted: true\n---\nText.\n',
    'content/static/foo.md': 'a static file\n',
  });
  await assert.rejects(build({ root, write: false }), (error: unknown) => {
    assert.ok(error instanceof DocgenError, String(error));
    assert.match(
      error.message,
      /the static file content\/static\/foo\.md and the markdown copy of content\/x\.md \(its id "foo" names its route\) are both written to foo\.md/,
    );
    assert.equal(error.location.file, 'content/x.md');
    assert.equal(error.location.line, 3);
    assert.equal(error.hint, 'Change the id "foo" in content/x.md\'s front matter.');
    return true;
  });
});

test("a page whose id puts it on an API page's route fails at the id line, naming the operation", async () => {
  const root = site({
    'site.config.ts': smallApiSiteConfig('notes', 'openapi.json'),
    'openapi.json': JSON.stringify({
      openapi: '3.0.3',
      info: { title: 'Notes API', version: '1' },
      paths: {
        '/notes': { post: { summary: 'Create a note', responses: { 201: { description: 'ok' } } } },
      },
    }),
    'content/api/xx.md': '---\ntitle: XX\nid: create-a-note\nunlisted: true\n---\nText.\n',
  });
  await assert.rejects(build({ root, write: false }), (error: unknown) => {
    assert.ok(error instanceof DocgenError, String(error));
    assert.match(
      error.message,
      /Two pages claim the route \/api\/create-a-note: content\/api\/xx\.md \(its id "create-a-note" names its route\) and the API page "Create a note" \(POST \/notes\)\./,
    );
    assert.equal(error.location.file, 'content/api/xx.md');
    assert.equal(error.location.line, 3);
    assert.equal(error.hint, 'Change the id "create-a-note" in content/api/xx.md\'s front matter.');
    return true;
  });
});

test('a broken absolute link ending in a page file name or id says which route was meant', async () => {
  const root = site({
    ...reactNativeLike,
    'site.config.ts': smallSiteConfig.replace(
      'openapi: false',
      "openapi: false, onBrokenLinks: 'warn'",
    ),
    'content/guide.md':
      '---\ntitle: Guide\n---\nSee [intro](/introduction), [set up](/environment-setup), [gone](/docs/nothing-like-it) and [moved](/docs/introduction).\n',
  });
  const { warnings } = await build({ root, log: () => {} });
  const report = warnings.join('\n');
  assert.match(
    report,
    /content\/guide\.md:4: broken link \/introduction \(no such page; did you mean \/docs\/getting-started\?\)/,
  );
  // The route the page's file name gave it redirects: a link there is told the route to write.
  assert.match(
    report,
    /content\/guide\.md:4: broken link \/docs\/introduction \(a redirect stub: link to \/docs\/getting-started instead\)/,
  );
  assert.match(
    report,
    /content\/guide\.md:4: broken link \/docs\/nothing-like-it \(no such page\)$/m,
  );

  assert.match(
    report,
    /broken link \/environment-setup \(no such page; did you mean \/docs\/environment-setup\?\)/,
  );

  // check-links reads the built folder, which knows routes, not files: the last segment
  // of a page's route (its id here) is what it matches.
  const checked = await runCheckLinksCommand({
    dir: path.join(root, 'build'),
    external: false,
    format: 'text',
  });
  assert.equal(checked.exitCode, 1);
  assert.match(
    checked.output,
    /\/guide -> \/environment-setup \(404; did you mean \/docs\/environment-setup\?\)/,
  );
  assert.match(checked.output, /\/guide -> \/docs\/nothing-like-it \(404\)/);
});
