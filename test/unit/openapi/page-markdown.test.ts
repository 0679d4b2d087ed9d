// The plain-markdown copy of an API page (src/openapi/page-markdown.ts): what the
// page says, in order, and safe whatever the document's text holds. Each copy is
// read back with a CommonMark + GFM parser to check the structure a reader (or a
// language model) will get: its headings, table rows and code blocks.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import MarkdownIt, { type MarkdownIt as MarkdownItType } from 'markdown-it';
import { craftedReference } from '../../fixtures/crafted-api.js';
import {
  codeFence,
  codeSpan,
  escapeMarkdownText,
  htmlToMarkdown,
} from '../../../src/openapi/html-markdown.js';
import type { Doc } from '../../../src/types.js';

const md = new MarkdownIt({ html: true });
type Token = ReturnType<MarkdownItType['parse']>[number];

/** Headings of a markdown text as `## text`. */
function headings(tokens: Token[]): string[] {
  return tokens.flatMap((t, i) =>
    t.type === 'heading_open' ? [`${t.markup} ${tokens[i + 1]!.content}`] : [],
  );
}

/** The tables of a markdown text, as rows of cell texts (header first). */
function tables(tokens: Token[]): string[][][] {
  const out: string[][][] = [];
  let rows: string[][] | undefined;
  let row: string[] | undefined;
  tokens.forEach((t, i) => {
    if (t.type === 'table_open') rows = [];
    else if (t.type === 'table_close') out.push(rows!), (rows = undefined);
    else if (t.type === 'tr_open') row = [];
    else if (t.type === 'tr_close') rows!.push(row!);
    else if (t.type === 'th_open' || t.type === 'td_open') row!.push(tokens[i + 1]!.content);
  });
  return out;
}

const fences = (tokens: Token[]) =>
  tokens.filter((t) => t.type === 'fence').map((t) => ({ info: t.info, content: t.content }));

const json = (schema: object) => ({ 'application/json': { schema } });

const spec = {
  servers: [{ url: 'https://api.example.com/v1', description: 'Production' }],
  components: {
    securitySchemes: {
      key: { type: 'apiKey', in: 'header', name: 'X-Api-Key', description: 'Your key.' },
    },
  },
  security: [{ key: [] }],
  tags: [{ name: 'Pets', description: 'Everything about **pets**.' }],
  paths: {
    '/pets/{petId}': {
      post: {
        tags: ['Pets'],
        summary: 'Update a *pet*',
        description:
          'Updates a pet.\n\n# A heading of the document\n\n<script>alert(1)</script> and a | pipe\n\n```\nnever closed',
        parameters: [
          {
            name: 'petId',
            in: 'path',
            required: true,
            description: 'Id of the pet | with a pipe and `a|b` in code',
            schema: { type: 'string', pattern: '^[a-z|]+$' },
            example: 'rex',
          },
          {
            name: 'verbose',
            in: 'query',
            description: 'Say more.\n\n- one\n- two',
            schema: { type: 'boolean', default: false },
          },
          {
            name: 'X-Trace',
            in: 'header',
            deprecated: true,
            schema: { type: 'string', enum: ['on', 'off|maybe'] },
          },
        ],
        requestBody: {
          description: 'The new pet.',
          content: json({
            type: 'object',
            required: ['name'],
            properties: {
              name: { type: 'string', description: 'Its *name*; snake_case stays.', maxLength: 40 },
              owner: {
                type: 'object',
                nullable: true,
                properties: { id: { type: 'integer' }, email: { type: 'string', format: 'email' } },
              },
              kind: {
                oneOf: [
                  { title: 'Cat', type: 'object', properties: { meows: { type: 'boolean' } } },
                  { title: 'Dog', type: 'object', properties: { barks: { type: 'boolean' } } },
                ],
              },
            },
          }),
        },
        responses: {
          '200': {
            description: 'Updated\n\nThe pet as stored.',
            headers: {
              'X-Rate-Limit': {
                description: 'Calls left | this hour',
                schema: { type: 'integer' },
              },
            },
            content: json({
              type: 'object',
              properties: {
                id: { type: 'string', description: 'Its id.' },
                tags: { type: 'array', items: { type: 'string' } },
              },
            }),
          },
          '404': { description: 'No such pet' },
        },
      },
    },
  },
};

async function pages(): Promise<{ op: Doc; intro: Doc }> {
  const ref = await craftedReference(spec);
  const op = ref.docs.find((d) => d.apiPage?.kind === 'operation');
  const intro = ref.docs.find((d) => d.apiPage?.kind === 'intro');
  assert.ok(op?.markdown && intro?.markdown, 'both pages have a markdown copy');
  return { op, intro };
}

test('an operation page as markdown: title, method and path, description, parameters table, body fields, responses, auth and one curl sample', async () => {
  const { op } = await pages();
  const text = op.markdown!;
  const tokens = md.parse(text, {});
  assert.ok(
    text.startsWith('# Update a \\*pet\\*\n\n`POST /pets/{petId}`\n\nUpdates a pet.\n'),
    text.slice(0, 120),
  );
  assert.deepEqual(headings(tokens), [
    '# Update a \\*pet\\*',
    '### A heading of the document',
    '## Request',
    '### Parameters',
    '### Request body',
    '## Responses',
    '### 200 Updated',
    '### 404 No such pet',
    '## Request samples',
  ]);
  const [params, responseHeaders] = tables(tokens);
  assert.deepEqual(params![0], ['Name', 'In', 'Type', 'Required', 'Description']);
  assert.equal(params!.length, 4, 'a header row and one row per parameter');
  for (const row of params!)
    assert.equal(
      row.length,
      5,
      `five cells, pipes in the text kept inside theirs: ${row.join(' ‖ ')}`,
    );
  assert.deepEqual(params![1]!.slice(0, 4), ['`petId`', 'path', 'string', 'required']);
  assert.match(
    params![1]![4]!,
    /^Id of the pet \| with a pipe and `a\|b` in code\. pattern: `\^\[a-z\|\]\+\$`; example: `rex`\.$/,
  );
  assert.match(
    params![2]![4]!,
    /^Say more\. one two\. default: `false`\.$/,
    'a list in a cell is flattened onto its line',
  );
  assert.deepEqual(params![3]!.slice(1, 4), ['header', 'string', 'deprecated']);
  assert.match(params![3]![4]!, /one of: `on`, `off\|maybe`/);
  assert.deepEqual(responseHeaders, [
    ['Header', 'Type', 'Description'],
    ['`X-Rate-Limit`', 'integer', 'Calls left | this hour'],
  ]);
  assert.match(text, /Base URLs:\n\n- `https:\/\/api\.example\.com\/v1` \(Production\)/);
  assert.match(
    text,
    /Authentication: send an API key in the `X-Api-Key` header \(see the \[introduction\]\(\/api\/crafted\)\)\./,
  );
  // Body fields, nested under their parents, with their facts; variants named.
  assert.match(
    text,
    /\n- `name` \(string, required\): Its \*name\*; snake_case stays\. max length: 40\.\n- `owner` \(object, nullable\)\n {2}- `id` \(integer\)\n {2}- `email` \(string\): format: `email`\.\n- `kind` \(object\)\n {2}- One of 2 variants:\n {4}- \*\*Cat\*\* \(object\)\n {6}- `meows` \(boolean\)\n {4}- \*\*Dog\*\* \(object\)\n {6}- `barks` \(boolean\)\n/,
  );
  assert.match(text, /### 200 Updated\n\nUpdated\n\nThe pet as stored\./);
  assert.match(text, /- `id` \(string\): Its id\.\n- `tags` \(string\[\]\)/);
  // One sample: the curl one, exactly as the page shows it.
  const curl = (op.apiPage as { samples: { value: string; code: string }[] }).samples.find(
    (s) => s.value === 'curl',
  )!;
  const blocks = fences(tokens);
  assert.deepEqual(
    blocks.filter((b) => b.info === 'bash'),
    [{ info: 'bash', content: `${curl.code}\n` }],
  );
  assert.match(curl.code, /^curl /);
  assert.ok(
    text.endsWith(
      '[Download the OpenAPI document](/api/openapi-crafted.json) this page was built from.\n',
    ),
  );
});

test("the document's text cannot break the copy: HTML stays text, its fence closes, its heading sits under the page's", async () => {
  const { op } = await pages();
  const tokens = md.parse(op.markdown!, {});
  // <script> written in the document is text on the page, so it is text in the copy.
  assert.ok(
    !tokens.some(
      (t) => t.type === 'html_block' || t.children?.some((c) => c.type === 'html_inline'),
    ),
    'no raw HTML in the copy',
  );
  const rendered = md.render(op.markdown!);
  assert.match(rendered, /&lt;script&gt;alert\(1\)&lt;\/script&gt; and a \| pipe/);
  // The document's unclosed fence is one code block of its own; the page goes on after it.
  const blocks = fences(tokens);
  assert.deepEqual(blocks[0], { info: '', content: 'never closed\n' });
  assert.equal(
    headings(tokens).filter((h) => h.startsWith('# ')).length,
    1,
    'one h1: the page title',
  );
});

test('an introduction as markdown: version, servers, authentication and the tag descriptions with their operations', async () => {
  const { intro, op } = await pages();
  const text = intro.markdown!;
  const tokens = md.parse(text, {});
  assert.deepEqual(headings(tokens), [
    '# Crafted',
    '## Servers',
    '## Authentication',
    '## Operations by group',
    '### Pets',
  ]);
  assert.match(
    text,
    /^Version `1`\. \[Download the OpenAPI document\]\(\/api\/openapi-crafted\.json\)\.$/m,
  );
  assert.deepEqual(tables(tokens), [
    [
      ['Server', 'Base URL'],
      ['Production', '`https://api.example.com/v1`'],
    ],
    [
      ['Scheme', 'Type', 'Description'],
      ['`key`', 'API key in the header `X-Api-Key`', 'Your key.'],
    ],
  ]);
  assert.match(
    text,
    new RegExp(
      `### Pets\\n\\nEverything about \\*\\*pets\\*\\*\\.\\n\\n- \`POST\` \\[Update a \\\\\\*pet\\\\\\*\\]\\(${op.route}\\)\\n`,
    ),
  );
});

test('markdown helpers: text escaping, code spans and fences that hold backticks, headings kept under a level', () => {
  assert.equal(
    escapeMarkdownText('a *b* [c](d) <i> `e` snake_case _f_ &amp;'),
    'a \\*b\\* \\[c\\](d) \\<i\\> \\`e\\` snake_case \\_f\\_ \\&amp;',
  );
  assert.equal(
    escapeMarkdownText('# not a heading\n- not a list\n1. not a list'),
    '\\# not a heading\n\\- not a list\n1\\. not a list',
  );
  assert.equal(codeSpan('a`b'), '``a`b``');
  assert.equal(codeSpan('`x`'), '`` `x` ``');
  assert.equal(codeFence('x\n```\ny', 'js'), '````js\nx\n```\ny\n````');
  // A heading of a description never outranks the section it sits in.
  assert.equal(htmlToMarkdown('<h1>Top</h1><p>x</p>', { minHeading: 3 }), '### Top\n\nx');
  assert.equal(
    htmlToMarkdown('<ol start="3"><li><p>a</p><ul><li>b</li></ul></li></ol>'),
    '3. a\n\n   - b',
  );
  assert.equal(
    htmlToMarkdown(
      '<div class="code-block"><pre class="hljs language-json"><code><span>{}</span></code></pre><button>Copy</button></div>',
    ),
    '```json\n{}\n```',
  );
  // A backslash is doubled only where markdown would read it as an escape (before
  // punctuation, at the end); before a letter it shows as written.
  assert.equal(
    escapeMarkdownText('C:\\Users\\x, \\* and end\\'),
    'C:\\Users\\x, \\\\\\* and end\\\\',
  );
  // Inline text (a link's text, after `: `) starts no line: nothing is escaped as if it did.
  assert.equal(escapeMarkdownText('1. First steps', { inline: true }), '1. First steps');
  assert.equal(escapeMarkdownText('# of calls + more', { inline: true }), '# of calls + more');
  for (const input of ['a *b*', '# h', '`', 'x | y', '<b>', '[x](y)', 'C:\\a\\*b\\', 'a\\_b']) {
    const back = md.renderInline(escapeMarkdownText(input));
    assert.equal(back, md.utils.escapeHtml(input), `"${input}" reads back as itself`);
  }
  assert.equal(
    md.renderInline(`[${escapeMarkdownText('1. x \\n [y]', { inline: true })}](/z)`),
    '<a href="/z">1. x \\n [y]</a>',
  );
});

test('a description that already ends a sentence, in any script, gets no second full stop; Chinese, Japanese and Thai text gets no ASCII one', async () => {
  const param = (name: string, description: string) => ({
    name,
    in: 'query',
    description,
    schema: { type: 'integer', default: 20 },
  });
  const ref = await craftedReference({
    paths: {
      '/notes': {
        get: {
          summary: 'ノートの一覧',
          parameters: [
            param('ja', '返すノートの最大件数。'),
            param('bang', '注意！'),
            param('ask', '本当？'),
            param('dots', 'そして…'),
            param('quoted', '「最大件数。」'),
            param('hi', 'अधिकतम संख्या।'),
            param('plain', '最大件数'),
            param('bracket', '件数（最大100件）'),
            param('ascii-bracket', '件数(最大100件)'),
            param('kana', 'ノートのタイトル'),
            param('thai', 'จำนวนสูงสุด'),
            param('ko', '최대 개수'),
            param('en', 'Most notes'),
          ],
          responses: { '200': { description: 'OK' } },
        },
      },
    },
  });
  const text = ref.docs.find((d) => d.route === '/api/ノートの一覧')!.markdown!;
  const cells = tables(md.parse(text, {}))[0]!.map((row) => row[4]);
  assert.deepEqual(cells.slice(1), [
    '返すノートの最大件数。 default: `20`.',
    '注意！ default: `20`.',
    '本当？ default: `20`.',
    'そして… default: `20`.',
    '「最大件数。」 default: `20`.',
    'अधिकतम संख्या। default: `20`.',
    '最大件数 default: `20`.',
    '件数（最大100件） default: `20`.',
    '件数(最大100件) default: `20`.',
    'ノートのタイトル default: `20`.',
    'จำนวนสูงสุด default: `20`.',
    '최대 개수. default: `20`.',
    'Most notes. default: `20`.',
  ]);
});
