// An operation's one-line summary (its page's description meta tags, its line in llms.txt)
// is the plain text of its description's first paragraph, read as a markdown page's
// description is: `**bold**`, links and code spans show their text, not their markdown.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { build } from '../../../src/build.js';
import { makeSmallSite, smallApiSiteConfig } from '../../fixtures/small-site.js';

const dirs: string[] = [];
after(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const spec = `openapi: 3.0.3
info:
  title: Notes API
  version: 1.0.0
paths:
  /notes:
    get:
      operationId: listNotes
      summary: List notes
      description: |
        Lists **all** the [notes](../guide) of a \`user_id\`, <b>newest</b> first &amp; _paged_.

        Second paragraph, not part of the summary.
      responses:
        '200':
          description: OK
  /tags:
    get:
      operationId: listTags
      summary: List tags
      description: |
        - a list, no paragraph
      responses:
        '200':
          description: OK
`;

test("an operation's description meta tags and llms.txt line are its first paragraph as plain text", async () => {
  const dir = makeSmallSite({
    'site.config.ts': smallApiSiteConfig('notes', 'openapi/notes.yaml'),
    'openapi/notes.yaml': spec,
  });
  dirs.push(dir);
  const result = await build({ root: dir, write: false, log: () => {} });
  const summary = 'Lists all the notes of a user_id, newest first &amp; paged.';
  const page = result.files.get('api/list-notes/index.html');
  assert.ok(typeof page === 'string');
  assert.ok(page.includes(`<meta name="description" content="${summary}"/>`), page.slice(0, 600));
  assert.ok(page.includes(`<meta property="og:description" content="${summary}"/>`));
  // Without a paragraph the summary is the method and path, as before.
  const tags = result.files.get('api/list-tags/index.html');
  assert.ok(typeof tags === 'string');
  assert.ok(tags.includes('<meta name="description" content="GET /tags"/>'));
  const llms = result.files.get('llms.txt');
  assert.ok(typeof llms === 'string');
  assert.match(
    llms,
    /\/api\/list-notes\.md\): Lists all the notes of a user\\?_id, newest first & paged\.\n/,
  );
});
