// A sidebar category's `link` as Docusaurus writes it: `{ type: 'doc', id }` is the
// doc id's string form; `{ type: 'generated-index' }`, a page docgen does not make, is an
// error at its line saying what docgen offers instead.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { validateSidebars } from '../../../src/config/validate-config.js';
import { DocgenError } from '../../../src/errors.js';
import { build } from '../../../src/build.js';
import { makeSmallSite } from '../../fixtures/small-site.js';

const dirs: string[] = [];
after(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const category = (link: unknown) => ({
  docs: ['index', { type: 'category', label: 'Advanced', link, items: ['guide'] }],
});

test("{ type: 'doc', id } is read as the string form of the doc id", () => {
  assert.deepEqual(
    validateSidebars(category({ type: 'doc', id: 'guides/advanced/index' }), 'content/sidebars.ts'),
    validateSidebars(category('guides/advanced/index'), 'content/sidebars.ts'),
  );
});

test("a link that is neither names what it may be: a doc id, or { type: 'doc', id }", () => {
  assert.throws(
    () => validateSidebars(category(3), 'content/sidebars.ts'),
    (error: unknown) =>
      error instanceof DocgenError &&
      error.message ===
        `Invalid sidebars: "docs[1].link" must be a doc id, or { type: 'doc', id }, received number 3.`,
  );
});

test("{ type: 'generated-index' } fails at its line, saying docgen makes no such page and to link a page of doc cards", () => {
  const source = [
    "import { defineSidebars } from 'docgen/config';",
    'export default defineSidebars({',
    '  docs: [',
    "    'index',",
    '    {',
    "      type: 'category',",
    "      label: 'Advanced',",
    "      link: { type: 'generated-index', title: 'All advanced guides' },",
    "      items: ['guide'],",
    '    },',
    '  ],',
    '});',
  ].join('\n');
  const input = category({ type: 'generated-index', title: 'All advanced guides' });
  assert.throws(
    () => validateSidebars(input, 'content/sidebars.ts', source),
    (error: unknown) => {
      assert.ok(error instanceof DocgenError);
      assert.equal(
        error.message,
        `Invalid sidebars: "docs[1].link" is Docusaurus's { type: 'generated-index' }: docgen makes no generated index page.`,
      );
      assert.equal(error.where, 'content/sidebars.ts:8');
      assert.match(error.hint ?? '', /empty `:::doc-cards` block/);
      assert.match(error.hint ?? '', /link: \{ type: 'doc', id: 'guides\/index' \}/);
      return true;
    },
  );
});

test("a category linked by { type: 'doc', id } links its label to that doc's page, as the string form does", async () => {
  const sidebar = async (link: string) => {
    const dir = makeSmallSite({
      'content/sidebars.ts': `export default { docs: ['index', { type: 'category', label: 'Advanced', link: ${link}, items: ['guide'] }] };\n`,
      'content/advanced.md': '---\ntitle: Advanced\n---\nAll of it.\n',
    });
    dirs.push(dir);
    const result = await build({ root: dir, write: false, log: () => {} });
    return String(result.files.get('guide/index.html'));
  };
  const byObject = await sidebar("{ type: 'doc', id: 'advanced' }");
  assert.match(byObject, /<a class="menu__link[^"]*" href="\/advanced"[^>]*>Advanced</);
  assert.equal(byObject, await sidebar("'advanced'"));
});
