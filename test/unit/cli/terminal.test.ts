// What docgen prints to the terminal: characters of its inputs that would act on the
// terminal are written as escapes; text, newlines and tabs are kept.
import assert from 'node:assert/strict';
import test from 'node:test';
import { terminalText } from '../../../src/cli/terminal.js';

test('control characters, C1 and bidirectional controls are written as their escapes; newline, tab and letters stay', () => {
  assert.equal(
    terminalText('a\u001b[2J\u0007\r\u0000\u007f\u009b\u202e\u2066b'),
    'a\\u001b[2J\\u0007\\u000d\\u0000\\u007f\\u009b\\u202e\\u2066b',
  );
  // JSON's escapes: `docgen search --json` of a title holding DEL or C1 stays JSON.
  const title = 'a\u0085b\u007f\u009b\u001b';
  assert.deepEqual(JSON.parse(terminalText(JSON.stringify({ title }))), { title });
  assert.equal(terminalText('line 1\n\tcafé 😀 ü'), 'line 1\n\tcafé 😀 ü');
});
