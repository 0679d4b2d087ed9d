// Front matter read by the one YAML parser: exact lines in messages, finite
// aliases, no code in front matter, and keys named like Object.prototype members.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseFrontMatter } from '../../src/content/front-matter.js';
import { DocgenError } from '../../src/errors.js';

function failure(text: string, file = 'content/x.md'): DocgenError {
  try {
    parseFrontMatter(text, file);
  } catch (error) {
    assert.ok(error instanceof DocgenError, `a DocgenError, not ${(error as Error).stack}`);
    return error;
  }
  assert.fail('parsing must fail');
}

test('a YAML syntax error points at the exact line of the file', () => {
  // Line 1 is `---`, line 4 holds the bad value.
  const error = failure('---\ntitle: ok\nsidebar_label: fine\nslug: oops: here\n---\nbody\n');
  assert.equal(error.location.file, 'content/x.md');
  assert.equal(error.location.line, 4);
  assert.match(error.message, /Invalid front matter YAML in content\/x\.md/);
});

test('an unclosed list, map or quoted string is reported where it opens, in LF, CRLF and BOM files', () => {
  const cases: [string, number, number][] = [
    ['---\ntitle: ok\nbad: [unclosed\n---\nbody\n', 3, 6],
    ['---\ntitle: [broken\ndescription: A guide.\n---\nbody\n', 2, 8],
    ['---\r\ntitle: [broken\r\ndescription: A guide.\r\n---\r\nbody\r\n', 2, 8],
    ['\uFEFF---\ntitle: [broken\ndescription: A guide.\n---\nbody\n', 2, 8],
    ['---\ntitle: {broken\ndescription: A guide.\n---\nbody\n', 2, 8],
    ['---\ntitle: "broken\ndescription: A guide.\n---\nbody\n', 2, 8],
    ["---\ntitle: 'broken\n---\nbody\n", 2, 8],
    // The innermost unclosed list: the `[b` is what lacks its `]`.
    ['---\ntitle: ok\nkeywords: [a, [b, c\nslug: /x\n---\nbody\n', 3, 15],
  ];
  for (const [text, line, column] of cases) {
    const error = failure(text);
    assert.deepEqual(
      [error.location.line, error.location.column],
      [line, column],
      `${JSON.stringify(text)}: ${error.message}`,
    );
  }
});

test('a wrongly typed field names the line it is written on, however its key is spelled', () => {
  const error = failure(
    '---\ntitle: Guide\n\n\n"sidebar_position": first\n---\nsidebar_position: in the body\n',
  );
  assert.equal(error.location.line, 5);
  assert.match(
    error.message,
    /"sidebar_position" in content\/x\.md must be a number, received "first"/,
  );
});

test('keys named like Object.prototype members are ignored like any unknown key', () => {
  const parsed = parseFrontMatter(
    '---\ntitle: T\nconstructor: Alice\ntoString: x\nhasOwnProperty: 1\n__proto__: {slug: /evil}\nvalueOf: []\n---\nbody\n',
    'content/x.md',
  );
  assert.equal(parsed.data.title, 'T');
  assert.equal(parsed.data.slug, undefined, '__proto__ must not smuggle a slug in');
  assert.equal(({} as Record<string, unknown>).slug, undefined, 'Object.prototype is untouched');
  assert.equal(parsed.body, 'body\n');
});

test('an alias bomb stops at once with the file named', () => {
  const levels = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
  for (let i = 1; i < 9; i++) {
    const prev = String.fromCharCode(96 + i);
    const name = String.fromCharCode(97 + i);
    levels.push(`${name}: &${name} [${Array(9).fill(`*${prev}`).join(',')}]`);
  }
  const started = performance.now();
  const error = failure(`---\ntitle: Bomb\n${levels.join('\n')}\n---\nbody\n`, 'content/bomb.md');
  assert.ok(performance.now() - started < 2000, 'no exponential expansion');
  assert.equal(error.location.file, 'content/bomb.md');
  assert.match(error.message, /alias/);
});

test('merge keys and moderate aliases still work', () => {
  const parsed = parseFrontMatter(
    '---\nbase: &b {title: From base}\n<<: *b\nsidebar_label: *x\n---\nbody\n'.replace(
      '*x',
      'Label',
    ),
    'content/x.md',
  );
  assert.equal(parsed.data.title, 'From base');
  assert.equal(parsed.data.sidebar_label, 'Label');
});

test('front matter cannot run code: ---js is refused and !!js/function is an error', () => {
  let ran = false;
  (globalThis as Record<string, unknown>).__docgenFrontMatterRan = () => (ran = true);
  const js = failure('---js\n{ title: globalThis.__docgenFrontMatterRan() }\n---\nbody\n');
  assert.equal(ran, false, 'the JavaScript in the front matter must not run');
  assert.equal(js.location.line, 1);
  assert.match(js.message, /YAML/);
  const tag = failure(
    '---\ntitle: T\ndescription: !!js/function "function () { return 1 }"\n---\nbody\n',
  );
  assert.equal(tag.location.line, 3);
  assert.match(tag.message, /tag/i);
  delete (globalThis as Record<string, unknown>).__docgenFrontMatterRan;
});

test('the body starts after the front matter and its line offset counts the front matter lines', () => {
  const parsed = parseFrontMatter('---\ntitle: T\nslug: /x\n---\nline 5\n', 'content/x.md');
  assert.equal(parsed.body, 'line 5\n');
  assert.equal(parsed.lineOffset, 4);
  assert.equal(parsed.lineOf('slug'), 3);
});

test('front matter opened and never closed is reported at its opening line with the line to close it after', () => {
  const error = failure(
    '---\ntitle: Draft page\nsidebar_label: Dr\n\n## Body heading\n\nBody text.\n',
    'content/guides/draft.md',
  );
  assert.deepEqual([error.location.file, error.location.line], ['content/guides/draft.md', 1]);
  assert.match(error.message, /opens with `---` on line 1 and is never closed/);
  assert.match(error.hint ?? '', /Add a line `---` after the last front matter line \(line 3,/);
  assert.doesNotMatch(error.format(), /Implicit map keys/);
  // Valid YAML to the end of the file is no excuse: the page would be empty.
  assert.match(failure('\uFEFF---\ntitle: Only this\n').message, /never closed/);
});

test('a file whose first line is four dashes is a thematic break, not front matter', () => {
  const parsed = parseFrontMatter('----\n\nText after a break.\n', 'content/x.md');
  assert.deepEqual({ ...parsed.data }, {});
  assert.equal(parsed.body, '----\n\nText after a break.\n');
  assert.equal(parsed.lineOffset, 0);
});

test('closed front matter whose body has a thematic break reads as before', () => {
  const parsed = parseFrontMatter('---\ntitle: T\n---\n\nAbove.\n\n---\n\nBelow.', 'content/x.md');
  assert.equal(parsed.data.title, 'T');
  assert.equal(parsed.body, '\nAbove.\n\n---\n\nBelow.');
});

test('a YAML error names the two --- lines, and suspects a thematic break taken for the closing line', () => {
  const error = failure(
    '---\ntitle: Draft\nsidebar_label: Dr\n\n## Heading\n\nBody text.\n\n---\n\nMore.\n',
  );
  assert.equal(error.location.line, 7);
  assert.match(error.hint ?? '', /\(lines 1 and 9\)\. The `---` on line 9 follows a blank line/);
  assert.match(error.hint ?? '', /add a line `---` after its last line/);
  // A closing line right after the YAML is not suspected.
  const plain = failure('---\ntitle: ok\nslug: oops: here\n---\nbody\n');
  assert.equal(
    plain.hint,
    'Fix the YAML between the two `---` lines at the top of the file (lines 1 and 4).',
  );
});
