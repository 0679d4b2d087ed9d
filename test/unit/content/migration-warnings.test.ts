// What a migrated page's warnings say: each thing once, without repeating itself.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadContent } from '../../../src/content/load-content.js';

const at = (file: string, text: string) => ({
  file: `content/${file}`,
  relative: file.replace(/\.mdx?$/, ''),
  text,
});

test('an import line is reported once, without saying twice that docgen does not run MDX', () => {
  const { warnings } = loadContent(
    [at('p.md', "---\ntitle: P\n---\nimport Foo from '@site/src/Foo';\n\nBody.\n")],
    '/',
  );
  assert.deepEqual(warnings, [
    "content/p.md:4: the line `import Foo from '@site/src/Foo';` is MDX, which docgen does not run; it was left out of the page. Instead, remove the line.",
  ]);
});

test('an .mdx file whose MDX is reported at its lines gets no advice to rename it; one with none gets it once', () => {
  const { warnings } = loadContent(
    [
      at('with.mdx', '---\ntitle: W\n---\n<Tabs>\n\nA.\n\n<Tabs>\n'),
      at('plain.mdx', '---\ntitle: P\n---\nJust markdown.\n'),
    ],
    '/',
  );
  assert.deepEqual(
    warnings.map((w) => w.split(' is ')[0]),
    [
      'content/with.mdx:4: the MDX component <Tabs>',
      'content/with.mdx:8: the MDX component <Tabs>',
      'content/plain.mdx:1: a `.mdx` file',
    ],
  );
  assert.equal(
    warnings[2],
    'content/plain.mdx:1: a `.mdx` file is read as markdown, and this one holds no MDX that docgen left out: rename it to `.md`.',
  );
});

test('a partial imported under a name: its tag and its import line say which include line to write', () => {
  const { warnings } = loadContent(
    [
      at(
        'setup.md',
        "---\ntitle: Setup\n---\nimport GuideMacOSAndroid from './\\_getting-started-macos-android.md';\n\n<GuideMacOSAndroid />\n",
      ),
    ],
    '/',
  );
  assert.deepEqual(
    warnings.map((w) => w.split('Instead, ')[1]),
    [
      'remove the line, and write `<!-- @include: ./_getting-started-macos-android.md -->` where `<GuideMacOSAndroid />` is.',
      'write `<!-- @include: ./_getting-started-macos-android.md -->` where `<GuideMacOSAndroid />` is.',
    ],
  );
});
