// A bidirectional override an OpenAPI document's text opens and never closes is closed
// where its title, summary or description ends, so it cannot reverse docgen's text after it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { closeBidiControls } from '../../../src/openapi/bidi-controls.js';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadSpec, loadSpecFromText } from '../../fixtures/load-spec.js';

const [rlo, pdf, rli, pdi, lre] = ['\u202e', '\u202c', '\u2067', '\u2069', '\u202a'];

test('each embedding, override or isolate a string leaves open is closed at its end, innermost first', () => {
  assert.equal(closeBidiControls(`a${rlo}b`), `a${rlo}b${pdf}`);
  assert.equal(closeBidiControls(`${rli}x${lre}y`), `${rli}x${lre}y${pdf}${pdi}`);
  // Closed already: left as written; a PDI closes the embeddings opened inside its isolate.
  for (const text of [`a${rlo}b${pdf}c`, `${rli}x${lre}y${pdi}`, 'plain', `${pdf}${pdi}`])
    assert.equal(closeBidiControls(text), text);
});

test('the titles, summaries and descriptions of a parsed OpenAPI document are closed; names, keys and refs left as written', async () => {
  const doc = (await loadSpecFromText(
    JSON.stringify({
      openapi: '3.1.0',
      info: { title: `Notes ${rlo}API`, version: '1' },
      paths: { '/n': { get: { summary: `List ${rlo}notes`, tags: [`t${rlo}`] } } },
      components: { schemas: { [`S${rlo}`]: { type: 'object' } } },
    }),
    'openapi.json',
  )) as unknown as {
    info: { title: string };
    paths: Record<string, { get: { summary: string; tags: string[] } }>;
    components: { schemas: Record<string, unknown> };
  };
  assert.equal(doc.info.title, `Notes ${rlo}API${pdf}`);
  assert.equal(doc.paths['/n']!.get.summary, `List ${rlo}notes${pdf}`);
  // Named elsewhere (a tag's name, a key), so changed nowhere.
  assert.deepEqual(doc.paths['/n']!.get.tags, [`t${rlo}`]);
  assert.deepEqual(Object.keys(doc.components.schemas), [`S${rlo}`]);
});

test('a description in a file a split document refers to is closed too', async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'docgen-bidi-'));
  try {
    writeFileSync(
      path.join(root, 'openapi.yaml'),
      "openapi: 3.1.0\ninfo: { title: T, version: '1' }\npaths:\n  /n: { $ref: './n.yaml' }\n",
    );
    writeFileSync(
      path.join(root, 'n.yaml'),
      'get:\n  description: "Lists \\u202enotes"\n  responses: { \'200\': { description: ok } }\n',
    );
    const spec = await loadSpec(
      { file: 'openapi.yaml' },
      { root, cacheDir: path.join(root, 'cache'), idleTimeoutMs: 2000, retries: 0, backoffMs: 5 },
    );
    const paths = (
      spec.document as unknown as { paths: Record<string, { get: { description: string } }> }
    ).paths;
    assert.equal(paths['/n']!.get.description, `Lists ${rlo}notes${pdf}`);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
