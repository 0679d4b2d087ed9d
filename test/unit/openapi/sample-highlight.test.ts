// Request samples of one shape share one run of highlight.js (a template with a
// placeholder for the URL); the HTML must be exactly what highlighting each
// sample's own code gives, for every operation of the real specs and for URLs
// that could end or change a string literal.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadSpec } from '../../fixtures/load-spec.js';
import { extractOperations, type ApiOperation } from '../../../src/openapi/operations.js';
import { urlPlaceholder } from '../../../src/openapi/samples/index.js';
import { highlightCode, highlightMemo, highlightTemplate } from '../../../src/content/highlight.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const cacheDir = mkdtempSync(path.join(tmpdir(), 'docgen-samples-'));

async function operationsOf(
  source: { package: string } | { file: string },
): Promise<ApiOperation[]> {
  const spec = await loadSpec(source, { root, cacheDir });
  return extractOperations(spec.document, { id: 'spec', source });
}

/** Highlighting of `code` by highlight.js itself, not from the memo a template may have filled. */
function direct(code: string, lang: string): string {
  highlightMemo.entries.clear();
  return highlightCode(code, lang).html;
}

test('every sample of the provider and Mithril specs highlights the same through its template', async () => {
  const ops = [
    ...(await operationsOf({ package: '@blockfrost/openapi' })),
    ...(await operationsOf({
      file: path.resolve(root, 'test/fixtures/specs/mithril-aggregator.openapi.yaml'),
    })),
  ];
  assert.ok(ops.length > 140);
  let templated = 0;
  for (const op of ops) {
    for (const sample of op.samples) {
      if (!sample.template) continue;
      templated++;
      assert.ok(sample.template.code.includes(urlPlaceholder));
      assert.ok(sample.code.includes(sample.template.value), 'the code holds the real URL');
      const viaTemplate = highlightTemplate(sample.code, sample.lang, sample.template).html;
      assert.equal(
        viaTemplate,
        direct(sample.code, sample.lang),
        `${op.method} ${op.path} (${sample.label})`,
      );
      assert.ok(!viaTemplate.includes(urlPlaceholder));
    }
  }
  // Most operations are GETs without a body: nearly all their samples go through a template.
  assert.ok(templated > 600, `only ${templated} samples were templated`);
});

test('a URL that could end or change a string is highlighted directly, and still correctly', () => {
  const template = { code: 'curl "DOCGENSAMPLEURL" -H "a: $B"', placeholder: urlPlaceholder };
  for (const value of [
    'https://x.test/a"; rm -rf ~; echo "',
    'https://x.test/$(id)',
    "https://x.test/it's",
    'https://x.test/a\\b',
  ]) {
    const code = template.code.replace(urlPlaceholder, value);
    assert.equal(
      highlightTemplate(code, 'bash', { ...template, value }).html,
      direct(code, 'bash'),
      value,
    );
  }
  const safe = 'https://api.example.test/v0/blocks/abc?count=10&page=2';
  const html = highlightTemplate(template.code.replace(urlPlaceholder, safe), 'bash', {
    ...template,
    value: safe,
  }).html;
  assert.ok(html.includes('count=10&amp;page=2'), 'the URL is escaped where it is put back');
});
