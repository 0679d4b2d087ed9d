// src/content/json-highlight.ts must give exactly what highlight.js gives for
// JSON.stringify(value, null, 2), and leave every other text to highlight.js.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { highlightStringifiedJson } from '../../src/content/json-highlight.js';
import { highlightCode } from '../../src/content/highlight.js';

const hljs = createRequire(import.meta.url)('highlight.js/lib/common') as {
  highlight(code: string, o: { language: string; ignoreIllegals: boolean }): { value: string };
};
const slow = (code: string) =>
  hljs.highlight(code, { language: 'json', ignoreIllegals: true }).value;

/** A small seeded generator: the same values on every run. */
function random(seed: number): () => number {
  return () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
}

const awkward = [
  '',
  'plain',
  'a "quoted" word',
  'back\\slash',
  'ends with \\',
  '<b>&amp;</b>',
  "it's",
  'key": "value',
  '// not a comment',
  '/* nor this */',
  'line\nbreak\ttab',
  '\u0000\u001f',
  'é ü 中文 😀',
  '\u2028\u2029',
  'true',
  'null',
  '123',
  '-1e5',
  ':',
  ',',
  '{}',
  '[]',
];
const numbers = [
  0,
  -0,
  1,
  -1,
  0.003,
  -2500,
  1e21,
  1.5e-7,
  12345678901234567890,
  Number.MAX_SAFE_INTEGER,
  -Number.MIN_VALUE,
  3.14159,
];

function value(next: () => number, depth: number): unknown {
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]!;
  const kind = depth > 3 ? Math.floor(next() * 4) : Math.floor(next() * 6);
  switch (kind) {
    case 0:
      return pick(awkward);
    case 1:
      return pick(numbers);
    case 2:
      return pick([true, false, null]);
    case 3:
      return pick(awkward) + pick(awkward);
    case 4:
      return Array.from({ length: Math.floor(next() * 4) }, () => value(next, depth + 1));
    default:
      return Object.fromEntries(
        Array.from({ length: Math.floor(next() * 4) }, () => [
          pick(awkward) || 'k',
          value(next, depth + 1),
        ]),
      );
  }
}

test("for JSON.stringify(value, null, 2) the HTML is exactly highlight.js's, over 2,000 generated values", () => {
  const next = random(20261124);
  for (let i = 0; i < 2000; i++) {
    const code = JSON.stringify(value(next, 0), null, 2);
    assert.equal(highlightStringifiedJson(code), slow(code), code);
  }
});

test('JSON in any other form is left to highlight.js, and highlightCode gives the same HTML either way', () => {
  for (const code of [
    '{"a":1}',
    '{\n    "a": 1\n}',
    '// comment\n{}',
    "{'a': 1}",
    '{"a": NaN}',
    'not json',
    '',
    '[1, 2]',
  ]) {
    assert.equal(highlightStringifiedJson(code), undefined, code);
  }
  for (const code of [
    JSON.stringify({ id: 'x', n: [1, 2, { ok: true }] }, null, 2),
    '{"a":1}',
    '[1, 2]',
  ]) {
    assert.equal(highlightCode(code, 'json').html, slow(code), code);
    assert.equal(highlightCode(code, 'JSON').html, slow(code), code);
  }
});
