// Warnings of one kind in one file: the first few in full, then one line for the rest.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  filesWarnedAbout,
  foldedWarnings,
  groupWarnings,
} from '../../../src/shared/warning-groups.js';

const tab = (file: string, line: number, name = 'TabItem') =>
  `${file}:${line}: the MDX component <${name}> is MDX, which docgen does not run; it was left out of the page. Instead, write tabs as \`::::tabs\`.`;
const style = (line: number, colour: string) =>
  `content/colors.md:${line}: the MDX attribute style={{background: '${colour}'}} is MDX, which docgen does not run; it was left out of the page. Instead, drop the attribute.`;

test('the first three of a kind in a file are printed in full, the rest as one line with their lines', () => {
  const warnings = [3, 9, 14, 20, 31, 40].map((n) => tab('content/flexbox.md', n));
  assert.deepEqual(foldedWarnings(warnings), [
    warnings[0],
    warnings[1],
    warnings[2],
    '… and 3 more like this in content/flexbox.md (lines 20, 31, 40)',
  ]);
});

test('another component, expression or value is another kind: only the numbers may differ', () => {
  const unclosed = (line: number, closer: number) =>
    `content/a.md:${line}: this container is not closed; it takes the rest of the page. Close it with the ::: line after line ${closer}.`;
  const warnings = [
    ...[5, 7, 9, 11, 13, 15].map((n) => tab('content/a.md', n)),
    tab('content/a.md', 17, 'Tabs'),
    style(20, '#f0ffff'),
    style(21, '#ff7f50'),
    'content/a.md:22: the MDX expression {props.a} is MDX, which docgen does not run.',
    'content/a.md:23: the MDX expression {props.b} is MDX, which docgen does not run.',
    unclosed(30, 31),
    unclosed(40, 52),
  ];
  assert.deepEqual(
    groupWarnings(warnings).map((g) => [g.file, g.warnings.map((w) => w.line)]),
    [
      ['content/a.md', [5, 7, 9, 11, 13, 15]],
      ['content/a.md', [17]],
      ['content/colors.md', [20]],
      ['content/colors.md', [21]],
      ['content/a.md', [22]],
      ['content/a.md', [23]],
      ['content/a.md', [30, 40]],
    ],
  );
  // The <Tabs> after five <TabItem>s is printed in full, not counted among them.
  const folded = foldedWarnings(warnings);
  assert.ok(folded.includes(tab('content/a.md', 17, 'Tabs')));
  assert.ok(folded.includes('… and 3 more like this in content/a.md (lines 11, 13, 15)'));
});

test('the same kind in two files is two groups; a warning without a file:line stays as written', () => {
  const links =
    'Broken links (warning only):\n- On page /a (content/a.md):\n    -> /x (no such page) at content/a.md:3';
  const warnings = [1, 2, 3, 4, 5].flatMap((n) => [tab('content/a.md', n), tab('content/b.md', n)]);
  const folded = foldedWarnings([...warnings, links]);
  assert.equal(folded.length, 2 * 4 + 1);
  assert.ok(folded.includes('… and 2 more like this in content/a.md (lines 4, 5)'));
  assert.ok(folded.includes('… and 2 more like this in content/b.md (lines 4, 5)'));
  assert.equal(folded.at(-1), links);
  assert.equal(filesWarnedAbout([...warnings, links]), 2);
});

test('the summing-up line lists its first twelve lines, then an ellipsis', () => {
  // Three in full (lines 10, 12, 14), 17 summed up (16 to 48), of which 16 to 38 are listed.
  const warnings = Array.from({ length: 20 }, (_, i) => tab('content/tabs.md', 10 + i * 2));
  const folded = foldedWarnings(warnings);
  assert.deepEqual(folded.slice(0, 3), warnings.slice(0, 3));
  const lines = Array.from({ length: 12 }, (_, i) => 16 + i * 2).join(', ');
  assert.deepEqual(folded.slice(3), [
    `… and 17 more like this in content/tabs.md (lines ${lines}, …)`,
  ]);
  // Twelve lines exactly are listed without one.
  const twelve = foldedWarnings(warnings.slice(0, 15));
  assert.equal(twelve.at(-1), `… and 12 more like this in content/tabs.md (lines ${lines})`);
});

test('four of a kind are all printed: a line for one more would save nothing', () => {
  const warnings = [1, 2, 3, 4].map((n) => tab('content/a.md', n));
  assert.deepEqual(foldedWarnings(warnings), warnings);
});

test("a partial's warning is one warning, whichever pages include it; its lines group by the partial", () => {
  const inPartial = (page: string, line = 4) =>
    `content/_setup.md:${line}: the MDX component <Tabs> is MDX, which docgen does not run; it was left out of the page. Instead, write tabs. (Included from ${page}:7.)`;
  const texts = ['a', 'b', 'c', 'd', 'e'].map((p) => inPartial(`content/${p}.md`));
  const groups = groupWarnings(texts);
  assert.equal(groups.length, 1);
  assert.equal(groups[0]!.warnings.length, 1, 'one line of the partial, one warning');
  const [one] = groups[0]!.warnings;
  assert.deepEqual(one!.includers, [
    'content/a.md',
    'content/b.md',
    'content/c.md',
    'content/d.md',
    'content/e.md',
  ]);
  assert.match(
    one!.text,
    /write tabs\. \(Included from content\/a\.md:7, content\/b\.md:7, content\/c\.md:7 and 2 more\.\)$/,
  );
  assert.deepEqual(foldedWarnings(texts), [one!.text]);
  // Its different lines are different warnings of one kind in one file: folded as such.
  const lines = [4, 5, 6, 7, 8].map((line) => inPartial('content/a.md', line));
  assert.equal(
    foldedWarnings([...lines, ...texts]).at(-1),
    '… and 2 more like this in content/_setup.md (lines 7, 8)',
  );
});

test("a partial's warning that names several include lines of a page counts them with other pages' includes", () => {
  const text = (includes: string) =>
    `content/_b.md:1: broken link /nowhere (no such page) (Included from ${includes}.)`;
  const groups = groupWarnings([
    text('content/a.md:7, content/a.md:11'),
    text('content/b.md:3, content/b.md:9'),
  ]);
  assert.equal(groups.length, 1);
  assert.equal(groups[0]!.warnings.length, 1);
  assert.deepEqual(groups[0]!.warnings[0]!.includers, ['content/a.md', 'content/b.md']);
  assert.equal(
    groups[0]!.warnings[0]!.text,
    text('content/a.md:7, content/a.md:11, content/b.md:3 and 1 more'),
  );
  // Alone, a page's four include lines are named as a merged warning's are.
  assert.equal(
    groupWarnings([text('content/a.md:1, content/a.md:2, content/a.md:3, content/a.md:4')])[0]!
      .warnings[0]!.text,
    text('content/a.md:1, content/a.md:2, content/a.md:3 and 1 more'),
  );
});
