// YAML in OpenAPI documents (js-yaml) and front matter (yaml): finite aliases,
// exact lines, merge keys, no code-running tags.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadSpecFromText } from '../fixtures/load-spec.js';
import { DocgenError } from '../../src/errors.js';

/** The classic "billion laughs": nine levels, each aliasing the one before nine times (737 bytes). */
function aliasBomb(): string {
  const lines = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
  for (let i = 1; i < 9; i++)
    lines.push(
      `${String.fromCharCode(97 + i)}: &${String.fromCharCode(97 + i)} [${Array(9)
        .fill(`*${String.fromCharCode(96 + i)}`)
        .join(',')}]`,
    );
  return lines.join('\n');
}

const spec = (extra: string) =>
  `openapi: 3.0.3\ninfo: {title: T, version: '1'}\npaths: {}\n${extra}\n`;

async function specFailure(text: string, origin = 'specs/api.yaml'): Promise<DocgenError> {
  try {
    await loadSpecFromText(text, origin);
  } catch (error) {
    assert.ok(error instanceof DocgenError, `a DocgenError, not ${(error as Error).stack}`);
    return error;
  }
  assert.fail('parsing must fail');
}

test('an alias bomb in an OpenAPI document fails at once, naming the document', async () => {
  const text = spec(
    `x-bomb:\n  ${aliasBomb().split('\n').join('\n  ')}\n  top: [*i,*i,*i,*i,*i,*i,*i,*i,*i]`,
  );
  assert.ok(text.length < 1000);
  // Counted, never expanded: a bomb that were expanded would not finish.
  const error = await specFailure(text);
  assert.equal(error.location.file, 'specs/api.yaml');
  assert.match(error.message, /specs\/api\.yaml .*alias/);
});

test('an OpenAPI document reusing one anchor a few hundred times still parses', async () => {
  const uses = Array.from({ length: 300 }, (_, i) => `  p${i}: *ok`).join('\n');
  const doc = (await loadSpecFromText(
    spec(`x-base: &ok {description: fine}\nx-uses:\n${uses}`),
    'api.yaml',
  )) as unknown as Record<string, Record<string, { description: string }>>;
  assert.equal(doc['x-uses']!.p299!.description, 'fine');
});

test('a YAML error in an OpenAPI document names its exact line', async () => {
  const error = await specFailure('openapi: 3.0.3\ninfo:\n  title: T\n  version: "1\npaths: {}\n');
  assert.equal(error.location.file, 'specs/api.yaml');
  // The quote opened on line 4 runs to the end: named where it opens, as front matter is.
  assert.deepEqual([error.location.line, error.location.column], [4, 12]);
  for (const [value, column] of [
    ['[1, 2', 4],
    ['{a: 1', 4],
    ['"abc', 4],
  ] as const) {
    const unclosed = await specFailure(
      `openapi: 3.0.3\ninfo: {title: T, version: "1"}\npaths: {}\nx: ${value}\n`,
    );
    assert.deepEqual([unclosed.location.line, unclosed.location.column], [4, column], value);
  }
  const dup = await specFailure(
    'openapi: 3.0.3\ninfo: {title: T, version: "1"}\npaths: {}\npaths: {}\n',
  );
  assert.equal(dup.location.line, 4);
  assert.match(dup.message, /neither valid YAML nor JSON/);
});

test('merge keys work in OpenAPI documents as in front matter, and a !!js tag is an error', async () => {
  const doc = (await loadSpecFromText(
    spec('x-base: &b {a: 1}\nx-merged:\n  <<: *b\n  b: 2'),
    'api.yaml',
  )) as unknown as Record<string, unknown>;
  assert.deepEqual(doc['x-merged'], { a: 1, b: 2 });
  const tag = await specFailure(spec('x-code: !!js/function "function () {}"'));
  assert.equal(tag.location.line, 4);
  assert.match(tag.message, /tag/);
});
