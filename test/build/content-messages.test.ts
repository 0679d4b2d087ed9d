// Content mistakes a migrated site makes are reported with the file, the line and
// what to do: a link to a draft page, a pagination id no page has.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { build } from '../../src/build.js';
import { DocgenError } from '../../src/errors.js';
import { readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { makeSmallSite } from '../fixtures/small-site.js';

const dirs: string[] = [];
after(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
/** The small site with `files` changed, in a folder removed after the tests. */
function site(files: Record<string, string>): string {
  const dir = makeSmallSite(files);
  dirs.push(dir);
  return dir;
}

test('a link to a draft page says the page is a draft, not built, at the line of the link', async () => {
  const root = site({
    'content/guide.md': '---\ntitle: Guide\n---\nIntro.\n\nSee [the plan](./wip.md).\n',
    'content/wip.md': '---\ntitle: WIP\ndraft: true\n---\nWIP.\n',
  });
  await assert.rejects(build({ root, write: false }), (error: unknown) => {
    assert.ok(error instanceof DocgenError, String(error));
    assert.match(
      error.message,
      /-> \/wip \(a draft page \(draft: true\), which is not built: publish it or remove the link\) at content\/guide\.md:6/,
    );
    assert.doesNotMatch(error.message, /no such page/);
    return true;
  });
});

test('a link to a route no page has still says there is no such page', async () => {
  const root = site({
    'content/guide.md': '---\ntitle: Guide\n---\nSee [gone](/gone).\n',
  });
  await assert.rejects(
    build({ root, write: false }),
    /-> \/gone \(no such page\) at content\/guide\.md:4/,
  );
});

test('pagination_next naming a doc id no page has is an error at the line of the key', async () => {
  const root = site({
    'content/guide.md': '---\ntitle: Guide\nsidebar_label: G\npagination_next: b/two\n---\nText.\n',
  });
  await assert.rejects(build({ root, write: false }), (error: unknown) => {
    assert.ok(error instanceof DocgenError, String(error));
    assert.match(error.message, /pagination_next in content\/guide\.md names the doc id "b\/two"/);
    assert.deepEqual([error.location.file, error.location.line], ['content/guide.md', 4]);
    return true;
  });
});

test('an unknown doc id in the sidebars file is reported at its line and column, with the nearest id', async () => {
  const pages: Record<string, string> = {};
  for (let i = 1; i <= 12; i++) pages[`content/bulk/p${i}.md`] = `# Page ${i}\n`;
  const root = site({
    ...pages,
    'content/guides/later.md': '# Later\n',
    'content/sidebars.ts': [
      'export default {',
      "  docs: ['index', 'guide',",
      "    { type: 'category', label: 'Guides', items: ['guides/laterr'] }],",
      '};',
      '',
    ].join('\n'),
  });
  await assert.rejects(build({ root, write: false }), (error: unknown) => {
    assert.ok(error instanceof DocgenError, String(error));
    assert.match(
      error.message,
      /docs\[2\] › Guides\[0\] points at an unknown doc id "guides\/laterr"/,
    );
    assert.deepEqual(
      [error.location.file, error.location.line, error.location.column],
      ['content/sidebars.ts', 3, 50],
    );
    assert.equal(error.hint, 'Did you mean "guides/later"?');
    return true;
  });
});

test('front matter that is never closed fails the build at line 1 of the page, saying to close it', async () => {
  const root = site({
    'content/guide.md':
      '---\ntitle: Draft page\nsidebar_label: Dr\n\n## Body heading\n\nBody text.\n',
  });
  await assert.rejects(build({ root, write: false }), (error: unknown) => {
    assert.ok(error instanceof DocgenError, String(error));
    assert.match(error.format(), /^content\/guide\.md:1:1: The front matter of content\/guide\.md/);
    assert.match(error.hint ?? '', /Add a line `---` after the last front matter line \(line 3,/);
    return true;
  });
});

test('an unclosed :::note and code fence are warnings at their lines, on every build, and the page still builds', async () => {
  const root = site({
    'content/guide.md': [
      '---',
      'title: Guide',
      '---',
      '```sh',
      'npm i',
      '```',
      '',
      ':::note',
      'Text.',
      '',
      '## Setup',
      '',
      '```js',
      'x()',
      '',
    ].join('\n'),
  });
  // Written builds: the second reads the page from the content cache, warnings included.
  const outDir = path.join(root, 'build');
  for (const run of ['first build', 'build from the cache']) {
    const result = await build({ root, outDir });
    const told = result.warnings.filter((w) => w.includes('never closed'));
    assert.deepEqual(
      told.map((w) => w.split(' is never closed')[0]),
      ['content/guide.md:8: `:::note`', 'content/guide.md:13: The code fence ```js'],
      run,
    );
    if (run === 'build from the cache') assert.equal(result.renderedPages, 0);
    const html = readFileSync(path.join(outDir, 'guide/index.html'), 'utf8');
    assert.match(html, /<aside[\s\S]*id="setup"[\s\S]*<\/aside>/, run);
  }
});

test('pagination_prev with a typo in the doc id suggests the id it is near', async () => {
  const root = site({
    'content/guide.md': '---\ntitle: Guide\npagination_prev: indx\n---\nText.\n',
  });
  await assert.rejects(build({ root, write: false }), (error: unknown) => {
    assert.ok(error instanceof DocgenError, String(error));
    assert.deepEqual([error.location.file, error.location.line], ['content/guide.md', 3]);
    assert.match(error.hint ?? '', /^Did you mean "index"\? Write the id of a page/);
    return true;
  });
});

test('a symbolic link in the content folder is skipped with a warning, and an autogenerated dirName naming it says why it has no pages', async () => {
  const outside = site({});
  writeFileSync(path.join(outside, 'e.md'), '---\ntitle: E\n---\nElsewhere.\n');
  const root = site({});
  symlinkSync(outside, path.join(root, 'content/ext'));
  const built = await build({ root, write: false, log: () => {} });
  assert.deepEqual(
    built.warnings.filter((w) => w.includes('symbolic link')),
    [
      'content/ext is a symbolic link, which docgen does not follow in the content and static folders: it was skipped, and no page or file is built from what it points at. Put the folder or file itself there (move or copy it).',
    ],
  );
  writeFileSync(
    path.join(root, 'content/sidebars.ts'),
    "export default { docs: ['index', { type: 'autogenerated', dirName: 'ext' }] };\n",
  );
  await assert.rejects(build({ root, write: false, log: () => {} }), (error: unknown) => {
    assert.ok(error instanceof DocgenError, String(error));
    assert.equal(
      error.message,
      '"docs[1].dirName" is "ext", a symbolic link below content, which docgen does not follow: no page was read from it.',
    );
    assert.equal(
      error.hint,
      'Make content/ext a real folder holding its pages (move or copy them there).',
    );
    return true;
  });
});

test('a build calls its checkpoint as each stage starts and ends, so its caller sees the warnings held while a stage computes', async () => {
  const root = site({ 'content/guide.md': '---\ntitle: Guide\n---\n<Foo />\n' });
  const events: string[] = [];
  const built = await build({
    root,
    write: false,
    log: (level) => events.push(level),
    checkpoint: () => events.push('checkpoint'),
  });
  assert.equal(events.filter((e) => e === 'checkpoint').length, 2 * built.timings.length);
  // The content stage's warning comes between two checkpoints, not only at the build's end.
  const warned = events.indexOf('warn');
  assert.ok(warned > 0 && events.indexOf('checkpoint', warned) > warned, events.join(' '));
});

test('an include of a partial that is a symbolic link says it is one, at the include line', async () => {
  const root = site({
    'content/guide.md': '---\ntitle: Guide\n---\nText.\n\n<!-- @include: ./_shared.md -->\n',
    'elsewhere.md': 'Shared.\n',
  });
  symlinkSync(path.join(root, 'elsewhere.md'), path.join(root, 'content/_shared.md'));
  await assert.rejects(build({ root, write: false, log: () => {} }), (error: unknown) => {
    assert.ok(error instanceof DocgenError, String(error));
    assert.equal(
      error.message,
      'The included file ./_shared.md (content/_shared.md) is a symbolic link, which docgen does not follow.',
    );
    assert.deepEqual([error.location.file, error.location.line], ['content/guide.md', 6]);
    return true;
  });
});
