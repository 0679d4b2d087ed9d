// Search indexes the first maxSectionSearchChars of a section: a 10 MB section
// (a generated page with no headings) does not put its whole text in the index.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { maxSectionSearchChars, pageDocuments } from '../../../src/search/search-documents.js';
import type { Page } from '../../../src/types.js';

test("a section's indexed text stops at maxSectionSearchChars; a normal one is whole", () => {
  const long = `${'word '.repeat(maxSectionSearchChars / 5)}tail-only-here`;
  const page = {
    route: '/big',
    breadcrumbs: [],
    doc: {
      id: 'big',
      kind: 'doc',
      route: '/big',
      title: 'Big',
      sidebarLabel: 'Big',
      hideTableOfContents: false,
      html: '',
      toc: [],
      links: [],
      anchors: [],
      sections: [
        { anchor: '', title: '', text: long },
        { anchor: 'short', title: 'Short', text: 'A short section.' },
      ],
    },
  } as unknown as Page;
  const [first, second] = pageDocuments(page);
  assert.equal(first!.content.length, maxSectionSearchChars);
  assert.ok(!first!.content.includes('tail-only-here'));
  assert.equal(second!.content, 'A short section.');
});
