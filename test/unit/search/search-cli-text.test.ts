// `docgen search` prints titles and routes from the built index: a title holding
// terminal control sequences (clear the screen, move the cursor, retitle the
// window, reorder the line) is printed without them.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { columns, printable, runSearchCommand } from '../../../src/search/search-cli.js';
import { indexesOf, page } from './search-fixtures.js';

const hostile = 'Webhooks\u001b[2J\u001b[H\u001b]0;owned\u0007 \u202eevil\u009b1A\r\nend';

test('control characters in titles are not printed to the terminal', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'docgen-search-cli-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  const { files } = indexesOf([
    page({
      route: '/hooks\u001b[31m',
      title: hostile,
      sidebarId: 'docs',
      sections: [
        ['', hostile, 'Receive webhooks.'],
        ['retries', `Retries\u001b[1;1H`, 'Webhooks are retried.'],
      ],
    }),
  ]);
  for (const [name, content] of files) writeFileSync(path.join(dir, name), content);
  const out = await runSearchCommand('webhooks', { dir, json: false, limit: 8 });
  assert.match(out, /Webhooks/);
  assert.match(out, /Retries/);
  assert.doesNotMatch(out, /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202e]/, JSON.stringify(out));
  // The JSON output escapes them itself.
  const json = await runSearchCommand('webhooks', { dir, json: true, limit: 8 });
  assert.doesNotMatch(json, /[\u0000-\u0009\u000b-\u001f\u007f]/);
});

test('printable keeps ordinary text, and turns each run of control characters into one space', () => {
  assert.equal(printable('Café — naïve 日本語 › x'), 'Café — naïve 日本語 › x');
  assert.equal(printable('a\u001b[2Jb\r\n\tc'), 'a [2Jb c');
});

test('a Japanese or Korean title takes two columns a letter, so the routes stay in line', async () => {
  assert.equal(columns('作成'), 4);
  assert.equal(columns('가이드'), 6);
  assert.equal(columns('ガ'.normalize('NFD')), 2, 'a combining mark takes no column');
  assert.equal(columns('Guide'), 5);
  const dir = mkdtempSync(path.join(tmpdir(), 'docgen-search-cli-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  const { files } = indexesOf([
    page({
      route: '/ja',
      title: 'ウォレットの作成',
      sidebarId: 'docs',
      sections: [['', '', 'ウォレットを作成するには、APIキーが必要です。']],
    }),
    page({
      route: '/en',
      title: 'Create API keys',
      sidebarId: 'docs',
      sections: [['', '', 'An API key is needed.']],
    }),
  ]);
  for (const [name, content] of files) writeFileSync(path.join(dir, name), content);
  const lines = (await runSearchCommand('api', { dir, json: false, limit: 8 })).split('\n');
  assert.equal(lines.length, 3, lines.join('\n'));
  // Where each line's route starts, in terminal columns.
  const routeColumn = (line: string) => columns(line.slice(0, line.lastIndexOf('  ') + 2));
  assert.deepEqual(
    lines.map(routeColumn),
    lines.map(() => routeColumn(lines[0]!)),
    lines.join('\n'),
  );
});

test('titles narrower than the header keep the route column in line with the header', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'docgen-search-cli-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  const { files } = indexesOf([
    page({
      route: '/api/ノートapi',
      title: 'ノートAPI',
      sidebarId: 'docs',
      sections: [
        ['', 'ノートAPI', 'ノートを検索するAPI。'],
        ['group-検索', '検索', 'ノートを検索する。'],
      ],
    }),
  ]);
  for (const [name, content] of files) writeFileSync(path.join(dir, name), content);
  const lines = (await runSearchCommand('ノート', { dir, json: false, limit: 8 })).split('\n');
  assert.ok(lines.length >= 2, lines.join('\n'));
  // Where each line's route (the header's "route") starts, in terminal columns.
  const routeColumn = (line: string) => columns(line.slice(0, line.lastIndexOf('  ') + 2));
  assert.deepEqual(
    lines.map(routeColumn),
    lines.map(() => routeColumn(lines[0]!)),
    lines.join('\n'),
  );
});

test('an emoji takes two columns, whatever code points draw it: a rocket, a family, a flag, a skin tone, a keycap', async () => {
  assert.equal(columns('🚀'), 2);
  assert.equal(columns('👨‍👩‍👧'), 2);
  assert.equal(columns('🇯🇵🇺🇸'), 4);
  assert.equal(columns('👍🏽'), 2);
  assert.equal(columns('1️⃣'), 2);
  assert.equal(columns('❤️ ©'), 4, 'a symbol asked to be an emoji is; © is text');
  assert.equal(columns('\u110f\u1175'), 2, 'a syllable written in jamo is one wide letter');
  const dir = mkdtempSync(path.join(tmpdir(), 'docgen-search-cli-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  const { files } = indexesOf([
    page({
      route: '/emoji',
      title: '絵文字 👨‍👩‍👧',
      sidebarId: 'docs',
      sections: [
        ['', '', '絵文字の説明。'],
        ['rocket', '🚀 ロケット見出し', 'ロケットの絵文字。'],
        ['flag', 'Flags 🇯🇵 👍🏽', 'ロケットと旗。'],
      ],
    }),
  ]);
  for (const [name, content] of files) writeFileSync(path.join(dir, name), content);
  const lines = (await runSearchCommand('ロケット', { dir, json: false, limit: 8 })).split('\n');
  assert.equal(lines.length, 4, lines.join('\n'));
  // Where each line's route starts, in the columns the terminal draws.
  const routeColumn = (line: string) => columns(line.slice(0, line.lastIndexOf('  ') + 2));
  assert.deepEqual(
    lines.map(routeColumn),
    lines.map(() => routeColumn(lines[0]!)),
    lines.join('\n'),
  );
});
