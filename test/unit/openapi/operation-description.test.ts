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
        - second item
      responses:
        '200':
          description: OK
  /html:
    get:
      operationId: htmlBlock
      summary: HTML block
      description: |
        <p title="1 > 0">Para in <em>HTML</em> block &amp; more.</p><p>Next.</p>
      responses:
        '200':
          description: OK
  /bare:
    get:
      operationId: bare
      summary: Bare
      description: '<br>'
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
  // Without a paragraph, the text of the first block: a list's first item, an HTML block's
  // text without its tags (an attribute holding `>` among them); the method and path only
  // when there is no text at all.
  const described = (file: string) => {
    const html = result.files.get(file);
    assert.ok(typeof html === 'string', file);
    return /<meta name="description" content="([^"]*)"\/>/.exec(html)?.[1];
  };
  assert.equal(described('api/list-tags/index.html'), 'a list, no paragraph');
  assert.equal(described('api/html-block/index.html'), 'Para in HTML block &amp; more. Next.');
  assert.equal(described('api/bare/index.html'), 'GET /bare');
  const llms = result.files.get('llms.txt');
  assert.ok(typeof llms === 'string');
  assert.match(
    llms,
    /\/api\/list-notes\.md\): Lists all the notes of a user\\?_id, newest first & paged\.\n/,
  );
});

test('an operation description and the API intro page description over 160 characters are cut after a word, with "…"; the intro reads its title as plain text', async () => {
  const long =
    "This is a special value on ReadMe to denote a top level property. This can be done better using JSON Schema, but from ReadMe's dash, this is the only way to do it well enough.";
  const dir = makeSmallSite({
    'site.config.ts': smallApiSiteConfig('notes', 'openapi/notes.yaml'),
    'openapi/notes.yaml': `openapi: 3.0.3
info:
  title: Support for cases where multiple alternate security types (AND, OR) and \`enum\` are listed
  version: 1.0.0
paths:
  /notes:
    get:
      operationId: listNotes
      summary: List notes
      description: "${long}"
      responses:
        '200':
          description: OK
`,
  });
  dirs.push(dir);
  const result = await build({ root: dir, write: false, log: () => {} });
  const described = (file: string) => {
    const html = result.files.get(file);
    assert.ok(typeof html === 'string', file);
    return /<meta name="description" content="([^"]*)"\/>/.exec(html)?.[1];
  };
  assert.equal(
    described('api/list-notes/index.html'),
    'This is a special value on ReadMe to denote a top level property. This can be done better using JSON Schema, but from ReadMe&#x27;s dash, this is the only way to do…',
  );
  const intro = [...result.files.keys()].find(
    (f) => f.startsWith('api/') && f.endsWith('/index.html') && !f.includes('list-notes'),
  );
  assert.ok(intro, [...result.files.keys()].join(' '));
  assert.equal(
    described(intro),
    'Reference of the Support for cases where multiple alternate security types (AND, OR) and enum are listed, version 1.0.0: servers, authentication, conventions…',
  );
});

test('a description that starts with an HTML block is summarised as the page shows it: a tag the allowlist escapes is text, not markup hiding what follows', async () => {
  const dir = makeSmallSite({
    'site.config.ts': smallApiSiteConfig('notes', 'openapi/notes.yaml'),
    'openapi/notes.yaml': `openapi: 3.0.3
info:
  title: Notes API
  version: 1.0.0
paths:
  /widget:
    get:
      operationId: widget
      summary: Widget
      description: '<p>Embed the widget with a <script> tag in your page head; it loads the SDK.</p>'
      responses:
        '200':
          description: '<p>Returns the <title> of the page, or an empty string.</p>'
`,
  });
  dirs.push(dir);
  const result = await build({ root: dir, write: false, log: () => {} });
  const page = result.files.get('api/widget/index.html');
  assert.ok(typeof page === 'string');
  const shown = 'Embed the widget with a &lt;script&gt; tag in your page head; it loads the SDK.';
  assert.ok(page.includes(`<p>${shown}`), page);
  // The sanitizer reads what follows an escaped <script> as its text, up to the block's end.
  assert.match(
    page,
    /<meta name="description" content="Embed the widget with a &lt;script&gt; tag in your page head; it loads the SDK\.(&lt;\/p&gt;)?"\/>/,
  );
  const llms = result.files.get('llms.txt');
  assert.ok(typeof llms === 'string');
  assert.match(
    llms,
    /\/api\/widget\.md\): Embed the widget with a \\<script\\> tag in your page head; it loads the SDK\./,
  );
  // A response's heading is its description's first line, read alike.
  assert.match(page, /200<\/span> Returns the &lt;title&gt; of the page, or an empty string\./);
  const markdown = result.files.get('api/widget.md');
  assert.ok(typeof markdown === 'string');
  assert.match(markdown, /200 Returns the \\?<title\\?> of the page, or an empty string\./);
});
