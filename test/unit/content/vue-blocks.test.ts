// A VitePress page's Vue blocks (`<script setup>`, `<style scoped>`) are left out with a
// warning at their line; a plain `<script>` or `<style>` is raw HTML and passes through.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadContent } from '../../../src/content/load-content.js';

function build(body: string) {
  const text = `---\ntitle: P\n---\n${body}`;
  const { docs, warnings } = loadContent([{ file: 'content/p.md', relative: 'p', text }], '/');
  return { html: docs[0]!.html ?? '', markdown: docs[0]!.markdown ?? '', warnings };
}

test('<script setup>, <script lang="ts"> and <style scoped> blocks are left out of the page and its copy, each with a warning at its line', () => {
  const { html, markdown, warnings } = build(
    [
      'Intro.',
      '<script setup>',
      "import ModalDemo from '../../components/ModalDemo.vue'",
      '</script>',
      '',
      '<script lang="ts">',
      'const n: number = 1',
      '</script>',
      '',
      '<style scoped>',
      '.demo { color: red }',
      '</style>',
      '',
      'End.',
      '',
    ].join('\n'),
  );
  assert.equal(html, '<p>Intro.</p>\n<p>End.</p>\n');
  assert.doesNotMatch(markdown, /script|style|import/);
  assert.deepEqual(
    warnings.map((w) => w.split(' (VitePress')[0]),
    [
      'content/p.md:5: `<script setup>` is a block of a Vue single-file component',
      'content/p.md:9: `<script lang="ts">` is a block of a Vue single-file component',
      'content/p.md:13: `<style scoped>` is a block of a Vue single-file component',
    ],
  );
  assert.match(warnings[0]!, /left out of the page, to its `<\/script>` on line 7\. Write what/);
  assert.match(warnings[2]!, /`customCss`/);
});

test('a plain <script> and <style> are raw HTML, kept as written without a warning', () => {
  const { html, warnings } = build(
    "<script>document.title = 'x'</script>\n\n<style>\n.a { color: red }\n</style>\n",
  );
  assert.match(html, /<script>document\.title = 'x'<\/script>/);
  assert.match(html, /<style>\n\.a \{ color: red \}\n<\/style>/);
  assert.deepEqual(warnings, []);
});

test('<style lang="css"> is plain CSS, kept like <style>; a preprocessor\'s lang (scss) marks a Vue block', () => {
  const { html, warnings } = build(
    '<style lang="css">\n.a { color: green }\n</style>\n\n<style lang="scss">\n.b { .c { color: red } }\n</style>\n',
  );
  assert.match(html, /<style lang="css">\n\.a \{ color: green \}\n<\/style>/);
  assert.doesNotMatch(html, /scss|\.b/);
  assert.deepEqual(
    warnings.map((w) => w.split(' (VitePress')[0]),
    ['content/p.md:8: `<style lang="scss">` is a block of a Vue single-file component'],
  );
});
