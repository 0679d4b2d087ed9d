// OpenAPI documents are read by js-yaml when it reads them exactly as `yaml`
// (parseYaml) does, and by `yaml` otherwise: these tests hold the two readings
// equal over real documents and over the corners where YAML readers differ.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parseYaml, parseYamlValue, readFast } from '../../src/yaml.js';
import { DocgenError } from '../../src/errors.js';

const source = { file: 'api.yaml', what: 'OpenAPI document' };
const slow = (text: string) => parseYaml(text, source).value;

/** Every YAML OpenAPI document the project has at hand, none of them written here. */
function realDocuments(): { name: string; text: string }[] {
  const files = [
    'node_modules/@blockfrost/openapi/openapi.yaml',
    'node_modules/@blockfrost/openapi-mithril/openapi.yaml',
    'test/fixtures/specs/mithril-aggregator.openapi.yaml',
  ];
  for (const dir of [
    'node_modules/@readme/oas-examples/3.0/yaml',
    'node_modules/@readme/oas-examples/3.1/yaml',
  ]) {
    for (const f of readdirSync(dir)) if (f.endsWith('.yaml')) files.push(path.join(dir, f));
  }
  return files.map((name) => ({ name, text: readFileSync(name, 'utf8') }));
}

test('real OpenAPI documents read the same through the fast path as through yaml', () => {
  const docs = realDocuments();
  assert.ok(docs.length > 40, `${docs.length} documents`);
  let fast = 0;
  for (const { name, text } of docs) {
    const read = readFast(text);
    if (!read.read) continue;
    fast++;
    assert.deepEqual(read.value, slow(text), name);
  }
  // Most documents have no aliases or tags: the fast path must be what reads them.
  assert.ok(fast >= docs.length * 0.8, `${fast} of ${docs.length} read fast`);
});

test("the portal's two documents take the fast path (the cold build depends on it)", () => {
  for (const file of [
    'node_modules/@blockfrost/openapi/openapi.yaml',
    'node_modules/@blockfrost/openapi-mithril/openapi.yaml',
  ]) {
    assert.equal(readFast(readFileSync(file, 'utf8')).read, true, file);
  }
});

/** Scalars and structures where YAML 1.1, 1.2 and JSON readers part ways. */
const corners = [
  'a: 017',
  'a: 1_000',
  'a: 0o17',
  'a: 0x1F',
  'a: 0b101',
  'a: +12',
  'a: .5',
  'a: 1e3',
  'a: 1.0e+3',
  'a: -.inf',
  'a: .NaN',
  'a: yes',
  'a: On',
  'a: n',
  'a: ~',
  'a: Null',
  'a: NULL',
  'a: TRUE',
  'a: 2020-01-01',
  'a: 2001-12-14t21:59:43.10-05:00',
  'a: 12:30:00',
  'a: 190:20:30',
  'a: 685_230.15',
  'a: 0.',
  'a: -0',
  'a: "\\x41\\u00e9\\t"',
  "a: 'it''s'",
  'a: "',
  'a: [1, 2',
  '__proto__: {x: 1}',
  'constructor: {prototype: 1}',
  'a: {__proto__: [1]}',
  '~: null key',
  'null: x',
  'true: x',
  '1: x',
  '1.5: x',
  '? [a, b]\n: c',
  'a: |\n  x\n  y\n',
  'a: >-\n  x\n  y\n',
  'a: |+\n  x\n\n',
  "a: !!null ''",
  'a: !!float 1',
  'a: !!str 12',
  'a: !custom x',
  'x: !!js/function "function () {}"',
  'a: 1\na: 2',
  'a: &x 1\nb: *x',
  'b: *x',
  'base: {a: 1}\nm:\n  <<: {a: 2, b: 3}\n  a: 1',
  'm:\n  <<: [{a: 1}, {a: 2, c: 3}]',
  '- a\n- b: c\n  d: e',
  '"quoted key": 1',
  'a: b: c',
  '%YAML 1.2\n---\na: 1',
  '---\na: 1\n...\n',
  'a: 1\n---\nb: 2',
  '',
  '# only a comment',
  'a:\n\tb: 1',
  'a: "line\n  folded"',
  'a: [![badge](x)](y)',
  'a: xxd <<< $(jq .x)',
  `a: ${'['.repeat(120)}${']'.repeat(120)}`,
];

test('where readers differ, the fast path reads as yaml does or leaves the text to it', () => {
  const differences: string[] = [];
  for (const text of corners) {
    const read = readFast(text);
    if (!read.read) continue;
    let expected: unknown;
    try {
      expected = slow(text);
    } catch (error) {
      differences.push(
        `${JSON.stringify(text)}: read as ${JSON.stringify(read.value)}, yaml refuses it: ${(error as Error).message.split('\n')[0]}`,
      );
      continue;
    }
    try {
      assert.deepEqual(read.value, expected);
    } catch {
      differences.push(
        `${JSON.stringify(text)}: read as ${JSON.stringify(read.value)}, yaml reads ${JSON.stringify(expected)}`,
      );
    }
  }
  assert.deepEqual(differences, []);
});

test('aliases, tags and duplicate keys go to yaml, with its limits and messages', () => {
  for (const text of ['a: &x 1\nb: *x', 'a: !!float 1', 'x: !!js/function "f"', 'a: 1\na: 2'])
    assert.equal(readFast(text).read, false, text);
  assert.throws(
    () => parseYamlValue('openapi: 3.0.3\npaths: {}\npaths: {}\n', source),
    (e: unknown) => e instanceof DocgenError && e.location.line === 3,
  );
  assert.throws(
    () => parseYamlValue('x: !!js/function "function () {}"', source),
    (e: unknown) => e instanceof DocgenError && /tag/.test(e.message),
  );
  assert.deepEqual(parseYamlValue('a: &x {b: 1}\nc: *x', source), { a: { b: 1 }, c: { b: 1 } });
});

test('a key named __proto__ stays an own key and pollutes nothing', () => {
  const value = parseYamlValue(
    '__proto__: {polluted: true}\nschema: {__proto__: {polluted: true}}',
    source,
  ) as Record<string, unknown>;
  assert.ok(Object.hasOwn(value, '__proto__'));
  assert.equal(({} as Record<string, unknown>).polluted, undefined);
  assert.equal(Object.getPrototypeOf(value), Object.prototype);
});
