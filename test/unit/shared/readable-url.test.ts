// URLs in messages show non-ASCII text as written, and decode nothing that could
// mislead or act on a terminal.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readableUrl } from '../../../src/shared/readable-url.js';

test('escaped non-ASCII characters are shown as the characters', () => {
  assert.equal(
    readableUrl('/%E3%82%AC%E3%82%A4%E3%83%89/%E8%AA%8D%E8%A8%BC#%E5%AD%98%E5%9C%A8'),
    '/ガイド/認証#存在',
  );
  assert.equal(readableUrl('/caf%c3%a9?q=%F0%9F%9A%80'), '/café?q=🚀');
});

test('ASCII escapes stay escaped: decoding them could change what the URL says', () => {
  assert.equal(readableUrl('/a%20b%2Fc%23d%25'), '/a%20b%2Fc%23d%25');
});

test('an escape that is not valid UTF-8 stays as written', () => {
  assert.equal(readableUrl('/x%E0%A4/y%FF'), '/x%E0%A4/y%FF');
  assert.equal(readableUrl('/100%'), '/100%');
});

test('a C1 or bidirectional control stays escaped', () => {
  assert.equal(readableUrl('/a%C2%9B31m'), '/a%C2%9B31m');
  assert.equal(readableUrl('/a%E2%80%AEb'), '/a%E2%80%AEb');
  assert.equal(readableUrl('/%E2%80%AE%E3%83%8E'), '/%E2%80%AE%E3%83%8E');
});
