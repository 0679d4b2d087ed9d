// An OpenAPI document's text is shown on API pages, which all live in the API folder
// (`/api/…`): its relative links are read from that folder, as the link check reads them,
// and written absolute with the base, so a host that serves `/api/notes-api` at
// `/api/notes-api/` does not make the browser read them one folder deeper.
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
  description: |
    Relative: [cfg](../guide), [sibling](list-notes), [query](?tab=2).
    Raw: <a href="list-notes">raw sibling</a>
tags:
  - name: notes
    description: Tag text, see [the guide](../guide#setup).
paths:
  /notes:
    get:
      operationId: listNotes
      summary: List notes
      tags: [notes]
      description: |
        See [the guide](../guide) and [the intro](notes-api).

        <p>Block: <a href="notes-api">block intro</a></p>
      responses:
        '200':
          description: OK
`;

async function builtSite() {
  const config = smallApiSiteConfig('notes', 'openapi/notes.yaml').replace(
    'openapi: {',
    "baseUrl: '/repo/', openapi: {",
  );
  const dir = makeSmallSite({ 'site.config.ts': config, 'openapi/notes.yaml': spec });
  dirs.push(dir);
  return build({ root: dir, write: false, log: () => {} });
}

const article = (html: unknown) => {
  assert.ok(typeof html === 'string');
  return html.slice(html.indexOf('<article'));
};

test("the introduction's relative links are written from the API folder, with the base", async () => {
  const result = await builtSite();
  const intro = article(result.files.get('api/notes-api/index.html'));
  assert.match(intro, /<a href="\/repo\/guide">cfg<\/a>/);
  assert.match(intro, /<a href="\/repo\/api\/list-notes">sibling<\/a>/);
  assert.match(intro, /<a href="\/repo\/api\/list-notes">raw sibling<\/a>/);
  // A query alone names the page it is on, on any host.
  assert.match(intro, /<a href="\?tab=2">query<\/a>/);
  assert.match(intro, /<a href="\/repo\/guide#setup">the guide<\/a>/);
  assert.doesNotMatch(intro, /href="(?:\.\.\/|list-notes)/);
});

test("an operation's description links are written from the API folder, with the base", async () => {
  const result = await builtSite();
  const page = article(result.files.get('api/list-notes/index.html'));
  assert.match(page, /<a href="\/repo\/guide">the guide<\/a>/);
  assert.match(page, /<a href="\/repo\/api\/notes-api">the intro<\/a>/);
  assert.match(page, /<a href="\/repo\/api\/notes-api">block intro<\/a>/);
});
