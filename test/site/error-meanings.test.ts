// 402 and 429 mean one thing on every page: 402 the spent daily request quota,
// 429 too many requests per second (the facts file's meanings). The operation
// pages' Errors tables, the guides' error table and every sentence of every
// markdown copy are checked. The Mithril pages keep the aggregator's own error
// shape under their `default` error and say which errors are Blockfrost's.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { readBuiltFiles, sharedSite } from '../fixtures/shared-sites.js';

let copies: [string, string][];
before(async () => {
  const files = readBuiltFiles(await sharedSite('portal'));
  copies = [...files]
    .filter(([name]) => name.endsWith('.md'))
    .map(([name, content]) => [name, String(content)]);
});

const quota = /daily|quota|usage limit|over limit/i;
const perSecond = /per second|rate limit/i;

/** Sentences and table rows of a copy's prose that mention one status and not the other. */
function mentions(text: string, status: '402' | '429'): string[] {
  const other = status === '402' ? '429' : '402';
  const prose = text.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, '');
  return prose
    .split(/\n|(?<=[.!?])\s+/)
    .filter((s) => new RegExp(`\\b${status}\\b`).test(s) && !new RegExp(`\\b${other}\\b`).test(s));
}

/** What contradicts the meanings: 429 said to be the quota, 402 said to be the per-second rate. */
function contradictions(name: string, text: string): string[] {
  return [
    ...mentions(text, '429')
      .filter((s) => quota.test(s))
      .map((s) => `${name}: 429 ${s.trim()}`),
    ...mentions(text, '402')
      .filter((s) => perSecond.test(s))
      .map((s) => `${name}: 402 ${s.trim()}`),
  ];
}

test('no page says 429 is the daily quota or 402 the per-second rate', () => {
  assert.ok(copies.length > 150, `${copies.length} markdown copies`);
  assert.deepEqual(
    copies.flatMap(([name, text]) => contradictions(name, text)),
    [],
  );
});

test('the contradiction check sees a 429 called a usage limit and a 402 called a rate', () => {
  assert.equal(contradictions('a.md', '| `429` | Usage limit reached |').length, 1);
  assert.equal(contradictions('a.md', 'A 402 means too many requests per second.').length, 1);
  assert.deepEqual(
    contradictions(
      'a.md',
      'A spent daily quota answers `402`; too many requests per second answer `429`.',
    ),
    [],
  );
});

test('every Blockfrost operation page lists 402 as the daily quota and 429 as the per-second rate', () => {
  const operations = copies.filter(
    ([name, text]) => name.startsWith('api/') && text.includes('\n### Errors\n'),
  );
  assert.ok(operations.length > 120, `${operations.length} operation pages with an Errors table`);
  const problems = operations.flatMap(([name, text]) => {
    const row = (status: string) =>
      new RegExp(`^\\| \`${status}\` \\| (.*) \\|$`, 'm').exec(text)?.[1];
    const out: string[] = [];
    if (!/daily request quota/.test(row('402') ?? '')) out.push(`${name}: 402 row "${row('402')}"`);
    if (!/requests per second/.test(row('429') ?? '')) out.push(`${name}: 429 row "${row('429')}"`);
    return out;
  });
  assert.deepEqual(problems, []);
  const guide = copies.find(([name]) => name === 'start-building.md')![1];
  assert.match(guide, /^\| 402 \| The daily request quota is spent \|/m);
  assert.match(guide, /^\| 429 \| Too many requests per second \|/m);
});

test("the Mithril pages show the aggregator's error shape under default and name Blockfrost's errors apart", () => {
  const mithril = copies.filter(
    ([name, text]) => name.startsWith('api/') && /^curl "[^"]*\/api\/v0\/mithril\//m.test(text),
  );
  assert.equal(mithril.length, 15);
  let withDefault = 0;
  for (const [name, text] of mithril) {
    const defaultError = /^### default [^\n]*\n([\s\S]*?)(?=^###? )/m.exec(text)?.[1];
    if (defaultError !== undefined) {
      withDefault++;
      assert.match(defaultError, /"label"/, `${name}: the aggregator's shape under default`);
      assert.doesNotMatch(defaultError, /status_code/, name);
    }
    const errors = /^### Errors\n([\s\S]*?)(?=^## )/m.exec(text)?.[1] ?? '';
    assert.match(errors, /come from Blockfrost, in front of the aggregator/, name);
    assert.match(errors, /the `default` error included, come from the Mithril aggregator/, name);
    assert.doesNotMatch(
      errors,
      /^\| `(404|412)` /m,
      `${name}: the aggregator's own statuses stay its own`,
    );
  }
  assert.ok(withDefault >= 12, `${withDefault} Mithril pages with a default error`);
});
