// The docs sidebar made from the content folders when a site has no sidebars file.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  generateSidebar,
  parseCategoryMeta,
  type SidebarDoc,
} from '../../../src/content/generated-sidebar.js';
import { DocgenError } from '../../../src/errors.js';

const doc = (relative: string, position?: number, label = relative): SidebarDoc => ({
  id: relative,
  relative,
  label,
  position,
});

test('files sort by sidebar_position, then by name (numbers as numbers); the root index leads', () => {
  assert.deepEqual(
    generateSidebar([doc('b'), doc('a'), doc('step-10'), doc('step-9'), doc('z', 1), doc('index')]),
    ['index', 'z', 'a', 'b', 'step-9', 'step-10'],
  );
  assert.deepEqual(generateSidebar([doc('a'), doc('index', 5), doc('b', 1)]), ['b', 'index', 'a']);
});

test("a folder is a category labelled and linked by its index page, placed by the index's position", () => {
  assert.deepEqual(
    generateSidebar([
      doc('intro', 1),
      doc('guides/index', 2, 'All the guides'),
      doc('guides/setup', 2),
      doc('guides/deploy', 1),
      doc('faq', 3),
    ]),
    [
      'intro',
      {
        type: 'category',
        label: 'All the guides',
        link: 'guides/index',
        items: ['guides/deploy', 'guides/setup'],
      },
      'faq',
    ],
  );
});

test('_category_.json gives the label, the position and the collapsed state, and wins over the index page', () => {
  const categories = new Map([
    ['b', { label: 'Bees', position: 1, collapsed: true }],
    ['a/deep', { label: 'Deep' }],
  ]);
  assert.deepEqual(
    generateSidebar(
      [doc('a/one'), doc('a/deep/x'), doc('b/README', 9, 'B page'), doc('b/two'), doc('top')],
      categories,
    ),
    [
      {
        type: 'category',
        label: 'Bees',
        link: 'b/README',
        items: ['b/two'],
        collapsed: true,
      },
      {
        type: 'category',
        label: 'a',
        items: ['a/one', { type: 'category', label: 'Deep', items: ['a/deep/x'] }],
      },
      'top',
    ],
  );
});

test('a folder with only its index page is a plain link; a page named like its folder is its index', () => {
  assert.deepEqual(generateSidebar([doc('solo/index'), doc('tools/tools'), doc('tools/cli')]), [
    'solo/index',
    { type: 'category', label: 'tools/tools', link: 'tools/tools', items: ['tools/cli'] },
  ]);
});

test('a _category_.json with a wrong type or invalid JSON is an error naming the file and the key', () => {
  assert.deepEqual(
    parseCategoryMeta('{"label":"G","position":2,"description":"x"}', 'c/_category_.json'),
    {
      label: 'G',
      position: 2,
    },
  );
  assert.throws(
    () => parseCategoryMeta('{"position":"2"}', 'content/g/_category_.json'),
    /"position" in content\/g\/_category_\.json must be a number, received "2"\./,
  );
  assert.throws(
    () => parseCategoryMeta('{label: 1}', 'content/g/_category_.json'),
    /content\/g\/_category_\.json is not valid JSON/,
  );
  assert.throws(
    () => parseCategoryMeta('[1]', 'x/_category_.json'),
    /must hold an object of category settings/,
  );
});

test('a category file saved with a byte order mark is read as without one, in JSON and YAML', () => {
  const warnings: string[] = [];
  assert.deepEqual(
    parseCategoryMeta('\uFEFF{\n  "label": "G",\n  "key": "g"\n}', 'c/_category_.json', warnings),
    { label: 'G' },
  );
  // The key's line is still found after the mark.
  assert.deepEqual(warnings, [
    'c/_category_.json:3: "key" is not read by docgen; categories are told apart by their folder.',
  ]);
  assert.deepEqual(parseCategoryMeta('\uFEFFlabel: G\nposition: 2\n', 'c/_category_.yml'), {
    label: 'G',
    position: 2,
  });
});

test("a category file's errors give the line (and for JSON the column) and say what to do: a trailing comma, a wrong type", () => {
  const fails = (text: string, file: string) => {
    try {
      parseCategoryMeta(text, file);
    } catch (error) {
      assert.ok(error instanceof DocgenError);
      return [error.format(), error.location.line, error.location.column];
    }
    assert.fail('no error');
  };
  assert.deepEqual(
    fails('{ "label": "A cat",\n  "position": 2,\n}\n', 'content/a/_category_.json'),
    [
      'content/a/_category_.json:2:16: content/a/_category_.json is not valid JSON at line 2, column 16: a comma after the last entry.\n  hint: Remove that comma. Write it as a JSON object, such as { "label": "Guides", "position": 2 }.',
      2,
      16,
    ],
  );
  assert.deepEqual(
    fails('{\n  "label": "G" "position": 2\n}', 'content/a/_category_.json').slice(1),
    [2, 16],
  );
  assert.deepEqual(fails('{\n  "label": "G",\n  "position": "2"\n}', 'content/a/_category_.json'), [
    'content/a/_category_.json:3: "position" in content/a/_category_.json must be a number, received "2".\n  hint: Give "position" a number value, or leave it out.',
    3,
    undefined,
  ]);
  assert.deepEqual(
    fails('label: B cat\ncollapsed: "no"\n', 'content/b/_category_.yml').slice(0, 2),
    [
      'content/b/_category_.yml:2: "collapsed" in content/b/_category_.yml must be a boolean, received "no".\n  hint: Give "collapsed" a boolean value, or leave it out.',
      2,
    ],
  );
  assert.equal(fails('label: [1', 'content/b/_category_.yml')[1], 1);
});

test('_category_.yml is read as Docusaurus reads it, and keys docgen does not read are warned', () => {
  const warnings: string[] = [];
  assert.deepEqual(
    parseCategoryMeta(
      'label: Guides\nposition: 3\ncollapsed: false\nlink:\n  type: generated-index\n',
      'content/g/_category_.yml',
      warnings,
    ),
    { label: 'Guides', position: 3, collapsed: false },
  );
  assert.deepEqual(warnings, [
    'content/g/_category_.yml:4: "link" is not read by docgen; docgen makes no generated-index page; add an `index.md` to the folder to give the category a page.',
  ]);
  const none: string[] = [];
  parseCategoryMeta('{"label":"G","description":"x"}', 'c/_category_.json', none);
  assert.deepEqual(none, [
    'c/_category_.json:1: "description" is not read by docgen; write it on the folder\'s `index.md`.',
  ]);
  assert.throws(
    () => parseCategoryMeta('label: [1', 'content/g/_category_.yml'),
    /content\/g\/_category_\.yml/,
  );
});
