// Markdown bytes that are not UTF-8 text: a warning with the byte offset, or an error.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { decodeSourceText } from '../../src/content/source-text.js';
import { DocgenError } from '../../src/errors.js';

test('valid UTF-8 (a BOM and a U+FFFD the author wrote included) decodes without a warning', () => {
  const bytes = Buffer.from('\uFEFF---\ntitle: Café \uFFFD\n---\n日本語\n', 'utf8');
  const decoded = decodeSourceText(bytes, 'content/a.md');
  assert.equal(decoded.warning, undefined);
  assert.equal(decoded.text, bytes.toString('utf8'));
});

test('a Latin-1 byte is reported with its byte offset and line', () => {
  // "caf\xe9" on line 4, after a real U+FFFD on line 2 that must not be mistaken for it.
  const bytes = Buffer.concat([
    Buffer.from('---\ntitle: \uFFFD ok\n---\nca', 'utf8'),
    Buffer.from([0x66, 0xe9]),
    Buffer.from('\n'),
  ]);
  const { text, warning } = decodeSourceText(bytes, 'content/latin1.md');
  assert.equal(text.split('\n')[3], 'caf\uFFFD');
  const offset = Buffer.byteLength('---\ntitle: \uFFFD ok\n---\ncaf');
  assert.equal(
    warning,
    `content/latin1.md:4: not valid UTF-8 at byte ${offset} (0xE9); the page shows \uFFFD there. Save the file as UTF-8.`,
  );
});

test('a truncated multi-byte character at the end is reported too', () => {
  const bytes = Buffer.concat([Buffer.from('# Title\n'), Buffer.from([0xe6, 0x97])]);
  assert.match(
    decodeSourceText(bytes, 'content/t.md').warning ?? '',
    /content\/t\.md:2: not valid UTF-8 at byte 8 \(0xE6\)/,
  );
});

test('a file with NUL bytes is an error, and a UTF-16 one says so', () => {
  assert.throws(
    () =>
      decodeSourceText(
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00]),
        'content/logo.md',
      ),
    (e: unknown) =>
      e instanceof DocgenError &&
      /content\/logo\.md is not a text file: it holds a NUL byte at byte 8\./.test(e.message) &&
      e.location.file === 'content/logo.md',
  );
  assert.throws(
    () => decodeSourceText(Buffer.from('\uFEFF# Hi\n', 'utf16le'), 'content/u16.md'),
    /it is UTF-16/,
  );
});
