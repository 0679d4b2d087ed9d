// The search stage's index files: which pages they hold.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildSearchOutput } from '../../../src/search/search-output.js';
import { page, searchConfig } from './search-fixtures.js';

const pages = [
  page({ route: '/guide', title: 'Guide', sidebarId: 'docs', sections: [['', '', 'Start.']] }),
  page({
    route: '/api/ping',
    title: 'Ping',
    kind: 'api',
    sidebarId: 'api',
    sections: [['', '', 'GET /ping']],
  }),
];
const documentsOf = (output: ReturnType<typeof buildSearchOutput>) =>
  output.files.map((f) => [
    f.fileName,
    JSON.parse(f.content).documents.map((d: { pageTitle: string }) => d.pageTitle),
  ]);

test('docs go in the docs index and the API reference in the default one, each a docs document', () => {
  const output = buildSearchOutput(pages, searchConfig);
  assert.deepEqual(documentsOf(output), [
    ['search-index-default.json', ['Ping']],
    ['search-index-docs-default-current.json', ['Guide']],
  ]);
  for (const f of output.files)
    for (const d of JSON.parse(f.content).documents) assert.equal(d.type, 'docs');
});

test('search.indexDocs false writes both index files with no documents', () => {
  const config = { ...searchConfig, search: { ...searchConfig.search, indexDocs: false } };
  assert.deepEqual(documentsOf(buildSearchOutput(pages, config)), [
    ['search-index-default.json', []],
    ['search-index-docs-default-current.json', []],
  ]);
});
