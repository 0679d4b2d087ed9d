// A site with a Japanese and a Chinese page, built and searched: words said in the
// middle of a sentence find their page, in `docgen search` as in the engine the
// browser runs, and the snippet marks the word alone.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from '../../src/build.js';
import { loadIndex, searchPages, type LoadedIndex } from '../../src/shared/search-engine.js';
import { snippet } from '../../src/shared/search-marks.js';
import { makeSmallSite } from '../fixtures/small-site.js';

const cli = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../bin/docgen.js');

const site = makeSmallSite({
  'content/sidebars.ts': "export default { docs: ['index', 'guide', 'wallet', 'payments'] };\n",
  'content/wallet.md':
    '---\ntitle: はじめに\n---\n' +
    'ウォレットを作成するには、APIキーが必要です。\n\n' +
    '## キーの管理\nキーは安全な場所に保管してください。\n',
  'content/payments.md':
    '---\ntitle: 付款\n---\n您可以用钱包付款。每个账户都有余额。\n\n' +
    '## 账户\n创建钱包之前请先阅读条款。\n',
});
const out = path.join(site, 'build');
let indexes: LoadedIndex[];

before(async () => {
  await build({ root: site, outDir: out });
  indexes = readdirSync(out)
    .filter((name) => /^search-index-.+\.json$/.test(name))
    .map((name) => loadIndex(readFileSync(path.join(out, name), 'utf8')));
});
after(() => rmSync(site, { recursive: true, force: true }));

test('docgen search finds the Japanese and the Chinese page by a word inside a sentence', () => {
  const first = (query: string) => {
    const r = spawnSync(process.execPath, [cli, 'search', query, '--dir', out, '--json'], {
      encoding: 'utf8',
    });
    assert.equal(r.status, 0, r.stderr);
    return JSON.parse(r.stdout)[0] as { route: string; terms: string[] } | undefined;
  };
  const made = first('作成');
  assert.equal(made?.route, '/wallet');
  assert.deepEqual(made?.terms, ['作成']);
  // One character finds the text that holds it.
  assert.equal(first('钱')?.route, '/payments');
});

test('the built index marks the word where it stands in the sentence, and nothing more', () => {
  const cases: [query: string, route: string, marked: string[]][] = [
    ['作成', '/wallet', ['作成']],
    ['ウォレット', '/wallet', ['ウォレット']],
    ['api', '/wallet', ['API']],
    ['余额', '/payments', ['余额']],
    ['钱', '/payments', ['钱']],
  ];
  for (const [query, route, marked] of cases) {
    const [group] = searchPages(indexes, query);
    assert.equal(group?.route, route, query);
    const cut = snippet(group!.intro!.document.content, group!.terms);
    assert.deepEqual(
      cut.marks.map(([s, e]) => cut.text.slice(s, e)),
      marked,
      query,
    );
  }
  // A section below the intro is found too.
  const [keys] = searchPages(indexes, '阅读条款');
  assert.equal(keys?.sections[0]?.document.sectionRoute, '/payments#账户');
});
