// The cache is checked, not trusted: every .docgen-cache/ entry carries the
// checksum of its bytes, and one that was changed, cut short or cannot be read is
// dropped and made afresh (src/cache/disk-cache.ts). What it held is never
// published (a cached page) nor run (the bundled config).
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from '../../src/build.js';
import { makeSmallSite, smallApiSiteConfig } from '../fixtures/small-site.js';

const cli = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../bin/docgen.js');
const site = makeSmallSite({
  'site.config.ts': smallApiSiteConfig('items', 'openapi.json'),
  'openapi.json': JSON.stringify({
    openapi: '3.0.3',
    info: { title: 'Items API', version: '1' },
    paths: {
      '/items': {
        get: {
          summary: 'List items',
          tags: ['Items'],
          responses: { '200': { description: 'OK' } },
        },
      },
    },
  }),
  'content/code.md': '---\ntitle: Code\n---\n```js\nconst x = 1;\n```\n',
});
after(() => rmSync(site, { recursive: true, force: true }));
const cacheDir = path.join(site, '.docgen-cache');
const out = path.join(site, 'build');

/** Every cache entry file, by path. */
const entries = () =>
  readdirSync(cacheDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.entry'))
    .map((e) => path.join(e.parentPath, e.name));

/** The built site, file by file. */
function builtFiles(): Map<string, string> {
  return new Map(
    readdirSync(out, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name))
      .map((f) => [path.relative(out, f), readFileSync(f, 'latin1')]),
  );
}

/** Replaces `from` with `to` (same length) in an entry's bytes, leaving its checksum line as it was. */
function rewrite(file: string, from: string, to: string): boolean {
  const text = readFileSync(file, 'latin1');
  if (!text.includes(from)) return false;
  writeFileSync(file, text.replaceAll(from, to), 'latin1');
  return true;
}

let first: Map<string, string>;

test('the first build fills the cache', async () => {
  await build({ root: site });
  first = builtFiles();
  const kinds = new Set(entries().map((f) => path.basename(path.dirname(f))));
  for (const kind of ['modules', 'api', 'pages', 'content', 'highlight', 'validated'])
    assert.ok(kinds.has(kind), `${kind} among ${[...kinds].join(', ')}`);
});

test('a cached page and a cached config changed on disk are neither published nor run', async () => {
  const changed = entries().filter((f) => rewrite(f, 'Test site', 'Evil site'));
  assert.ok(
    changed.some((f) => f.includes(`${path.sep}modules${path.sep}`)) &&
      changed.some((f) => f.includes(`${path.sep}pages${path.sep}`)),
    `the bundled config and the pages hold the title: ${changed.join(', ')}`,
  );
  await build({ root: site });
  const now = builtFiles();
  assert.ok(
    ![...now.values()].some((text) => text.includes('Evil site')),
    'the changed text is nowhere',
  );
  assert.deepEqual(now, first);
});

test('a flipped byte, a cut-short entry and an unreadable one are each dropped and made afresh', async () => {
  const damages: [string, (file: string) => void][] = [
    [
      'a flipped byte',
      (file) => {
        const bytes = readFileSync(file);
        bytes[bytes.length - 2]! ^= 0x20;
        writeFileSync(file, bytes);
      },
    ],
    ['cut short', (file) => truncateSync(file, Math.floor(readFileSync(file).length / 2))],
    [
      'unreadable',
      (file) => {
        rmSync(file);
        mkdirSync(file);
      },
    ],
  ];
  for (const [name, damage] of damages) {
    for (const file of entries()) damage(file);
    if (name === 'unreadable') assert.equal(entries().length, 0);
    // A new process, as the next `docgen build` is: a process's own builds (a watch
    // session) keep what they rendered in memory and need not read the cache again.
    const run = spawnSync(process.execPath, [cli, 'build'], { cwd: site, encoding: 'utf8' });
    assert.equal(run.status, 0, run.stderr);
    assert.deepEqual(builtFiles(), first, name);
    assert.ok(entries().length >= 6, `${name}: the cache is filled again`);
  }
});

test('--verbose notes each dropped entry', () => {
  const [file] = entries().filter((f) => f.includes(`${path.sep}pages${path.sep}`));
  truncateSync(file!, 10);
  const run = spawnSync(process.execPath, [cli, 'build', '--verbose'], {
    cwd: site,
    encoding: 'utf8',
  });
  assert.equal(run.status, 0, run.stderr);
  assert.match(
    run.stdout,
    new RegExp(
      `note: dropped the cache entry \\.docgen-cache/pages/${path.basename(file!)} \\((?:it has no checksum line|it holds \\d+ bytes)`,
    ),
  );
  assert.deepEqual(builtFiles(), first);
});
