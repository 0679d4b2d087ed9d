// What docgen prints to the terminal: characters of its inputs that would act on the
// terminal are written as escapes; text, newlines and tabs are kept.
import assert from 'node:assert/strict';
import test from 'node:test';
import { terminalText } from '../../../src/cli/terminal.js';

test('control characters, C1 and bidirectional controls are written as their escapes; newline, tab and letters stay', () => {
  assert.equal(
    terminalText('a\u001b[2J\u0007\r\u0000\u007f\u009b\u202e\u2066b'),
    'a\\x1b[2J\\x07\\x0d\\x00\\x7f\\x9b\\u202e\\u2066b',
  );
  assert.equal(terminalText('line 1\n\tcafé 😀 ü'), 'line 1\n\tcafé 😀 ü');
});
