// site.config.ts `labels`: the texts docgen writes itself, by key.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { validateConfig } from '../../src/config/validate-config.js';
import { clientLabelOverrides } from '../../templates/page-labels.js';

const file = 'site.config.ts';

test('labels set by the site replace the defaults of their keys only', () => {
  const config = validateConfig(
    { title: 'T', labels: { onThisPage: '目次', home: 'ホーム' } },
    file,
  );
  assert.deepEqual(config.labels, { onThisPage: '目次', home: 'ホーム' });
  assert.deepEqual(validateConfig({ title: 'T' }, file).labels, {});
});

test('every unknown label key is reported in one run, each at its line with its nearest key', () => {
  const text =
    "export default {\n  labels: {\n    tryItSnd: '送信',\n    home: 'ホーム',\n    onThisPag: '目次',\n    zzzzzzzz: 'z',\n  },\n};\n";
  let message = '';
  assert.throws(
    () =>
      validateConfig(
        {
          title: 'T',
          labels: { tryItSnd: '送信', home: 'ホーム', onThisPag: '目次', zzzzzzzz: 'z' },
        },
        file,
        text,
      ),
    (error: Error & { location: { line?: number } }) => {
      message = error.message;
      return error.location.line === 3;
    },
  );
  const where = "each label and its default is in docgen's templates/\\*labels\\.ts";
  assert.match(
    message,
    new RegExp(
      `- line 3: "labels\\.tryItSnd" is not a label \\(did you mean "tryItSend"\\? ${where}\\)\\.\n`,
    ),
  );
  assert.match(
    message,
    /- line 5: "labels\.onThisPag" is not a label \(did you mean "onThisPage"\? /,
  );
  assert.match(
    message,
    new RegExp(`- line 6: "labels\\.zzzzzzzz" is not a label \\(${where}\\)\\.$`),
  );
  // The nearest key alone, not the list of every label.
  assert.ok(message.length < 600, message);
  assert.doesNotMatch(message, /searchPlaceholder/);
});

test('a label must be a string, and name only the parts its default has', () => {
  assert.throws(
    () => validateConfig({ title: 'T', labels: { search: 42 } }, file),
    /"labels\.search" must be a string, received number 42/,
  );
  assert.throws(
    () => validateConfig({ title: 'T', labels: { lastUpdatedOn: '{when}に更新' } }, file),
    /"labels\.lastUpdatedOn" must be a text naming only the parts \{date\}/,
  );
  validateConfig({ title: 'T', labels: { lastUpdatedOnBy: '{date}に{author}が更新' } }, file);
});

test('an empty or whitespace-only label is a config error at its path', () => {
  for (const text of ['', '   ', '\n\t']) {
    assert.throws(
      () => validateConfig({ title: 'T', labels: { toggleNavbar: text } }, file),
      /"labels\.toggleNavbar" must be a text with something to read \(not empty or spaces\)/,
    );
  }
  assert.throws(
    () => validateConfig({ title: 'T', labels: { pageNotFound: ' ' } }, file),
    /"labels\.pageNotFound" must be a text with something to read/,
  );
});

test('a join label (between two texts) may be a space, not empty', () => {
  // OAuth writes scopes separated by spaces; Japanese joins with an ideographic space.
  for (const key of ['authScopesJoin', 'authOr', 'authAnd', 'tryItAnd', 'tryItOr']) {
    for (const text of [' ', '\u3000', '\t']) {
      const config = validateConfig({ title: 'T', labels: { [key]: text } }, file);
      assert.deepEqual(config.labels, { [key]: text });
    }
    assert.throws(
      () => validateConfig({ title: 'T', labels: { [key]: '' } }, file),
      new RegExp(`"labels\\.${key}" must be a text to put between two others \\(not empty`),
    );
  }
  // A label that names something stays refused as spaces.
  assert.throws(
    () => validateConfig({ title: 'T', labels: { authIntroduction: ' ' } }, file),
    /"labels\.authIntroduction" must be a text with something to read/,
  );
});

/** The error `labels` written as `text` in a site.config.ts gives, with its line. */
function labelError(labels: Record<string, string>, text: string) {
  try {
    validateConfig({ title: 'T', labels }, file, text);
  } catch (error) {
    return error as Error & { location: { line?: number } };
  }
  assert.fail(`labels ${JSON.stringify(labels)} were accepted`);
}

test('a label that leaves out a part of its default is a config error naming it, at its line', () => {
  const text =
    "export default {\n  title: 'T',\n  labels: {\n    home: 'ホーム',\n    authSentence: '認証',\n  },\n};\n";
  const error = labelError({ home: 'ホーム', authSentence: '認証' }, text);
  assert.match(
    error.message,
    /"labels\.authSentence" must be a text that keeps the parts \{schemes\}: it leaves out \{schemes\}, whose text the page would lose, received "認証"/,
  );
  assert.equal(error.location.line, 5);
  assert.match(
    labelError({ lastUpdatedOnBy: '{date}に更新' }, '').message,
    /keeps the parts \{date\}, \{author\}: it leaves out \{author\}/,
  );
});

test('a part in braces that is not the default’s is unknown whatever it holds', () => {
  for (const [key, label, unknown] of [
    ['authSentence', '認証：{スキーム}を送信', '{スキーム}'],
    ['schemaPattern', 'パターン { value }', '{ value }'],
    ['tryItSend', '{method}を{送信}', '{送信}'],
  ] as const) {
    assert.match(
      labelError({ [key]: label }, '').message,
      new RegExp(
        `"labels\\.${key}" must be a text naming only the parts .*; \\${unknown.slice(0, -1)}\\} is not one of them`,
      ),
    );
  }
});

test('a brace alone is a config error that says to double it', () => {
  assert.match(
    labelError({ apiVersion: 'バージョン {version}}' }, '').message,
    /"labels\.apiVersion" must be a text whose braces are paired: the \} at character 16 is alone \(double it, \}\}, to show it\)/,
  );
  assert.match(
    labelError({ tryItSend: '{method を送信' }, '').message,
    /the \{ at character 1 is alone \(double it, \{\{, to show it\)/,
  );
  assert.match(labelError({ copy: 'コピー {' }, '').message, /the \{ at character 5 is alone/);
  // Characters as the author counts them: an emoji is one, not its two UTF-16 units.
  assert.match(
    labelError({ onThisPage: '📄 Inhalt }' }, '').message,
    /the \} at character 10 is alone/,
  );
  validateConfig({ title: 'T', labels: { apiVersion: '{{v}} {version} }}', copy: '{{' } }, file);
});

test('a key written twice is reported at the line of its last copy, the one whose value holds', () => {
  const text = [
    'export default {',
    "  title: 'T',",
    "  baseUrl: '/',",
    "  navbar: { baseUrl: 'nested' },",
    "  labels: { home: 'x', baseUrl: 'nested too' },",
    '  note: \'baseUrl: "docs" }\',',
    "  baseUrl: 'docs',",
    '};',
    '',
  ].join('\n');
  try {
    validateConfig({ title: 'T', baseUrl: 'docs' }, file, text);
    assert.fail('baseUrl "docs" was accepted');
  } catch (error) {
    const { message, location } = error as Error & { location: { line?: number } };
    assert.match(message, /"baseUrl" .*received "docs"/);
    assert.equal(location.line, 7);
  }
  // Within the winning copy, the path goes on from it: the last `labels` holds `home`.
  const labels =
    "export default {\n  labels: { home: 'x' },\n  labels: {\n    home: '',\n  },\n};\n";
  assert.equal(labelError({ home: '' }, labels).location.line, 4);
});

test("a page's props carry the chunks' labels a site sets only where that chunk can open", () => {
  const own = {
    copy: 'コピー',
    searchLoading: '読み込み中…',
    tryItSending: '送信中…',
    home: 'ホーム',
  };
  assert.deepEqual(clientLabelOverrides(own, { search: true, tryIt: true }), {
    copy: 'コピー',
    searchLoading: '読み込み中…',
    tryItSending: '送信中…',
  });
  assert.deepEqual(clientLabelOverrides(own, { search: false, tryIt: false }), { copy: 'コピー' });
  assert.equal(
    clientLabelOverrides({ tryItSending: '送信中…' }, { search: true, tryIt: false }),
    undefined,
  );
});
