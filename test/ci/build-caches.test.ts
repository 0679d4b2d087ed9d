// A build keeps its rendered docs, its search index and its rendered pages in
// .docgen-cache/ (content/, search/, pages/): a build whose inputs did not change
// reads them from there, and a changed input makes what it feeds afresh. Each test
// marks a cached entry: if the next build's output shows the mark, it came from
// the cache; a change must make it disappear.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { editEntry, readEntry, writeEntry } from '../fixtures/cache-entry.js';
import { fileURLToPath } from 'node:url';
import { makeSmallSite, smallApiSiteConfig } from '../fixtures/small-site.js';

const cli = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../bin/docgen.js');
const sites: string[] = [];
after(() => sites.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function site(): string {
  const dir = makeSmallSite({
    'content/guide.md':
      '---\ntitle: Guide\n---\n## Setup\nInstall the widget.\n\n```js\nconst widget = 1;\n```\n',
  });
  sites.push(dir);
  return dir;
}

const build = (dir: string) => {
  const r = spawnSync(process.execPath, [cli, 'build', '--verbose'], {
    cwd: dir,
    encoding: 'utf8',
  });
  assert.equal(r.status, 0, r.stderr);
  return r.stdout;
};
const entry = (dir: string, kind: string) => {
  const files = readdirSync(path.join(dir, '.docgen-cache', kind)).filter((f) =>
    f.endsWith('.entry'),
  );
  assert.equal(files.length, 1, `one ${kind} entry`);
  return path.join(dir, '.docgen-cache', kind, files[0]!);
};
/** Replaces text in a source file, or in a cache entry's payload (sealed again, or the cache would drop it). */
const edit = (file: string, from: string, to: string) => {
  if (file.endsWith('.entry')) return editEntry(file, from, to);
  const text = readFileSync(file, 'latin1');
  assert.ok(text.includes(from), `${file} holds ${from}`);
  writeFileSync(file, text.replaceAll(from, to), 'latin1');
};
const output = (dir: string, file: string) => readFileSync(path.join(dir, 'build', file), 'utf8');

test('an unchanged page is read from the page cache; a changed one is rendered afresh', () => {
  const dir = site();
  build(dir);
  const original = output(dir, 'guide/index.html');
  // Same length, so the entry's index still fits its bytes.
  edit(entry(dir, 'pages'), 'Install the widget.', 'Install the gadget.');
  assert.match(
    build(dir),
    /^ {2}0 of 2 pages rendered, 2 reused \(from \.docgen-cache\/ or the previous output\)$/m,
  );
  assert.match(
    output(dir, 'guide/index.html'),
    /Install the gadget\./,
    'the page came from the cache',
  );
  assert.equal(output(dir, 'guide/index.html').replaceAll('gadget', 'widget'), original);

  edit(path.join(dir, 'content/guide.md'), 'Install the widget.', 'Install the sprocket.');
  // The guide, and the home page, whose "next" link names the guide's title: unchanged, so it is read.
  assert.match(
    build(dir),
    /^ {2}1 of 2 pages rendered, 1 reused \(from \.docgen-cache\/ or the previous output\)$/m,
  );
  assert.match(output(dir, 'guide/index.html'), /Install the sprocket\./);
  assert.doesNotMatch(output(dir, 'guide/index.html'), /gadget/);
});

test('a page whose sidebar changed is rendered afresh, even if its own text did not', () => {
  const dir = site();
  build(dir);
  edit(entry(dir, 'pages'), 'Install the widget.', 'Install the gadget.');
  // A new label in the sidebar: every page that shows the sidebar shows it.
  writeFileSync(
    path.join(dir, 'content/sidebars.ts'),
    "export default { docs: ['index', { type: 'doc', id: 'guide', label: 'Setup guide' }] };\n",
  );
  build(dir);
  assert.match(output(dir, 'guide/index.html'), /Setup guide/);
  assert.doesNotMatch(output(dir, 'guide/index.html'), /gadget/);
});

test('a damaged page cache is ignored: every page is rendered', () => {
  const dir = site();
  build(dir);
  const original = output(dir, 'guide/index.html');
  writeFileSync(entry(dir, 'pages'), Buffer.from([255, 255, 255, 255, 1, 2, 3]));
  build(dir);
  assert.equal(output(dir, 'guide/index.html'), original);
  // Truncated after a valid index, and sealed with a checksum of what is left: offsets past the end are refused too.
  const file = entry(dir, 'pages');
  writeEntry(file, readEntry(file, 'latin1').slice(0, 200), 'latin1');
  build(dir);
  assert.equal(output(dir, 'guide/index.html'), original);
});

test('unchanged markdown is read from the content cache by a new process', () => {
  const dir = site();
  build(dir);
  // The docs cache holds the rendered HTML; the page cache is dropped so the page is rendered from the doc.
  edit(entry(dir, 'content'), 'Install the widget.', 'Install the gizmo.');
  rmSync(path.join(dir, '.docgen-cache/pages'), { recursive: true });
  build(dir);
  assert.match(
    output(dir, 'guide/index.html'),
    /Install the gizmo\./,
    'the doc came from the cache',
  );

  edit(path.join(dir, 'content/guide.md'), 'Install the widget.', 'Install the sprocket.');
  build(dir);
  assert.match(output(dir, 'guide/index.html'), /Install the sprocket\./);
});

test('the search index is read from the cache while the indexed text is the same', () => {
  const dir = site();
  build(dir);
  const index = 'search-index-docs-default-current.json';
  assert.match(output(dir, index), /Install the widget/);
  edit(entry(dir, 'search'), 'Install the widget', 'Install the gadget');
  build(dir);
  assert.match(output(dir, index), /Install the gadget/, 'the index came from the cache');

  edit(path.join(dir, 'content/guide.md'), 'Install the widget.', 'Install the sprocket.');
  build(dir);
  assert.match(output(dir, index), /Install the sprocket/);
  assert.doesNotMatch(output(dir, index), /gadget/);

  // A damaged entry (cut short) is ignored: the index is built again, whole.
  rmSync(path.join(dir, '.docgen-cache/search'), { recursive: true });
  build(dir);
  const good = output(dir, index);
  const file = entry(dir, 'search');
  writeEntry(file, readEntry(file, 'latin1').slice(0, 100), 'latin1');
  build(dir);
  assert.equal(output(dir, index), good);
});

test('an API page is read from the page cache while its document is unchanged, and rendered afresh when an operation changes', () => {
  const spec = (description: string) =>
    JSON.stringify({
      openapi: '3.0.3',
      info: { title: 'Widget API', version: '1' },
      paths: {
        '/widgets': {
          get: {
            summary: 'List widgets',
            description,
            tags: ['Widgets'],
            responses: { '200': { description: 'OK' } },
          },
        },
      },
    });
  const dir = makeSmallSite({
    'site.config.ts': smallApiSiteConfig('widgets', 'openapi.json'),
    'openapi.json': spec('Returns the widgets.'),
  });
  sites.push(dir);
  const page = () => output(dir, 'api/list-widgets/index.html');
  build(dir);
  edit(entry(dir, 'pages'), 'Returns the widgets.', 'Returns the gadgets.');
  build(dir);
  assert.match(page(), /Returns the gadgets\./, 'the page came from the cache');
  // Only the operation's description changes: same sidebar, same routes.
  writeFileSync(path.join(dir, 'openapi.json'), spec('Returns the sprockets.'));
  build(dir);
  assert.match(page(), /Returns the sprockets\./);
  assert.doesNotMatch(page(), /gadgets/);
});
