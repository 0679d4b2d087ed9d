// A Japanese OpenAPI document builds to pages named by its own titles: the files, the
// redirects from what the ASCII rule published, the introduction's group anchors, and
// `docgen search` pointing at them.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from '../../src/build.js';
import { makeSmallSite, smallApiSiteConfig } from '../fixtures/small-site.js';

const cli = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../bin/docgen.js');
const ok = { '200': { description: 'OK' } };
const site = makeSmallSite({
  'site.config.ts': smallApiSiteConfig('notes', 'notes.json'),
  'notes.json': JSON.stringify({
    openapi: '3.0.3',
    info: { title: 'ノートAPI', version: '1' },
    tags: [
      { name: 'ノート', description: 'ノートを扱う操作。' },
      { name: '検索', description: '全文検索の操作。' },
    ],
    paths: {
      '/notes': {
        get: {
          operationId: 'listNotes',
          summary: 'ノートの一覧を取得',
          tags: ['ノート'],
          responses: ok,
        },
      },
      '/search': {
        get: {
          operationId: 'searchNotes',
          summary: 'ノートを全文検索',
          tags: ['検索'],
          responses: ok,
        },
      },
    },
  }),
});
const out = path.join(site, 'build');
after(() => rmSync(site, { recursive: true, force: true }));

const read = (file: string) => readFileSync(path.join(out, file), 'utf8');

test('the pages of a Japanese document are written under their titles, the ASCII routes redirect', async () => {
  await build({ root: site, outDir: out });
  for (const page of ['api/ノートapi', 'api/ノートの一覧を取得', 'api/ノートを全文検索'])
    assert.ok(existsSync(path.join(out, page, 'index.html')), page);
  for (const [from, to] of [
    ['api/api', '/api/ノートapi'],
    ['api/get-notes', '/api/ノートの一覧を取得'],
    ['api/list-notes', '/api/ノートの一覧を取得'],
  ])
    assert.match(
      read(`${from}/index.html`),
      new RegExp(`http-equiv="refresh" content="0; url=${to}"`),
    );
  const intro = read('api/ノートapi/index.html');
  assert.match(intro, /id="group-ノート"/);
  assert.match(intro, /id="group-検索"/);
  assert.match(intro, /href="#group-検索"/);
});

test('docgen search finds a tag group at its named anchor', () => {
  const run = spawnSync(process.execPath, [cli, 'search', '全文検索', '--dir', out, '--json'], {
    encoding: 'utf8',
  });
  assert.equal(run.status, 0, run.stderr);
  const routes = (JSON.parse(run.stdout) as { sections: { route: string }[] }[]).flatMap((r) =>
    r.sections.map((s) => s.route),
  );
  assert.ok(routes.includes('/api/ノートapi#group-検索'), routes.join('\n'));
});
