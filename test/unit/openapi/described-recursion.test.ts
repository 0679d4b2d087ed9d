// A described reference (3.1's `$ref` with siblings, or 3.0's `allOf: [$ref]` beside a
// description) is the schema it references: a recursive one stops at its first repeat,
// in the same words as a bare `$ref`, with the description written beside it shown.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { articleHtml, craftedReference } from '../../fixtures/crafted-api.js';
import { operationMarkdown } from '../../../src/openapi/page-markdown.js';

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const described = (openapi: string, name: string, description: string) =>
  openapi.startsWith('3.1') ? { ...ref(name), description } : { allOf: [ref(name)], description };

async function treePage(openapi: string, schemas: object, root = 'Node') {
  const reference = await craftedReference({
    openapi,
    paths: {
      '/tree': {
        get: {
          summary: 'Get tree',
          responses: {
            '200': {
              description: 'ok',
              content: { 'application/json': { schema: ref(root) } },
            },
          },
        },
      },
    },
    components: { schemas },
  });
  const doc = reference.docs.find((d) => d.title === 'Get tree');
  assert.ok(doc?.apiPage?.kind === 'operation');
  return { html: articleHtml(doc), markdown: operationMarkdown(doc.apiPage) };
}

const node = (openapi: string) => ({
  Node: {
    type: 'object',
    properties: {
      name: { type: 'string' },
      parent: { ...described(openapi, 'Node', 'PARENT-DESC'), readOnly: true },
      children: { type: 'array', items: described(openapi, 'Node', 'CHILD-DESC') },
    },
  },
});

for (const openapi of ['3.1.0', '3.0.3']) {
  test(`${openapi}: a described self-reference is recursive at its first repeat, its description and its items' shown`, async () => {
    const { html, markdown } = await treePage(openapi, node(openapi));
    const recursive =
      'Recursive: another `Node`, with the same fields as the schema it belongs to, above.';
    assert.match(
      markdown,
      new RegExp(`^- \`parent\` \\(object\\): PARENT-DESC\\. ${literal(recursive)}$`, 'm'),
    );
    assert.match(
      markdown,
      new RegExp(`^- \`children\` \\(object\\[\\]\\): CHILD-DESC\\. ${literal(recursive)}$`, 'm'),
    );
    // Node's fields are listed once: the two references stop where they repeat.
    assert.equal(markdown.match(/Recursive/g)?.length, 2);
    assert.equal(markdown.match(/^\s*- `name`/gm)?.length, 1);
    assert.match(html, /PARENT-DESC/);
    assert.match(html, /CHILD-DESC/);
    assert.equal(html.match(/Recursive:/g)?.length, 2);
    assert.match(html, /another <code>Node<\/code>/);
  });
}

test('a recursion inside an array names the fields a reader sees, never `items`', async () => {
  const { html, markdown } = await treePage(
    '3.1.0',
    {
      Root: { type: 'object', properties: { list: { type: 'array', items: ref('A') } } },
      A: { type: 'object', properties: { b: ref('B') } },
      B: { type: 'object', properties: { id: { type: 'string' }, c: ref('B') } },
    },
    'Root',
  );
  assert.match(
    markdown,
    /`c` \(object\): Recursive: another `B`, with the same fields as `list\.b` above\./,
  );
  assert.match(
    html,
    /the same fields as <a href="#[^"]*list\.items\.b"><code>list\.b<\/code><\/a>/,
  );
  assert.doesNotMatch(markdown, /Recursive[^\n]*items/);
});

test("an array's own description comes first, then its items' own", async () => {
  const { markdown } = await treePage('3.1.0', {
    Node: {
      type: 'object',
      properties: {
        id: { type: 'string' },
        kids: {
          type: 'array',
          description: 'The kids.',
          items: { ...ref('Node'), description: 'One kid.' },
        },
        named: { type: 'array', items: ref('Leaf') },
      },
    },
    // A named schema's own description is the schema's, not the field's: no line of the field holds it.
    Leaf: { type: 'object', description: 'LEAF-OWN', properties: { x: { type: 'string' } } },
  });
  assert.match(markdown, /`kids` \(object\[\]\): The kids\. Each item: One kid\. Recursive/);
  assert.doesNotMatch(markdown, /LEAF-OWN/);
});
