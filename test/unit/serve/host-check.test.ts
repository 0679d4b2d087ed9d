// DNS rebinding guard: a loopback-bound server answers only for names of this machine.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { hostChecker } from '../../../src/serve/host-check.js';

test('a server bound to 127.0.0.1 accepts localhost names and loopback addresses, with or without a port', () => {
  const allowed = hostChecker('127.0.0.1')!;
  for (const host of [
    'localhost',
    'localhost:3000',
    'LOCALHOST:3000',
    'docs.localhost:3000',
    '127.0.0.1:3000',
    '127.0.0.2',
    '[::1]:3000',
    undefined,
  ]) {
    assert.equal(allowed(host), true, String(host));
  }
});

test('a server bound to 127.0.0.1 refuses other host names (DNS rebinding)', () => {
  const allowed = hostChecker('127.0.0.1')!;
  for (const host of [
    'evil.example',
    'evil.example:3000',
    'localhost.evil.example',
    '127.0.0.1.evil.example',
    '192.168.1.5:3000',
    '',
    'a b',
  ]) {
    assert.equal(allowed(host), false, host);
  }
});

test('a server bound to ::1 accepts its bound address', () => {
  assert.equal(hostChecker('::1')!('[::1]:8080'), true);
  assert.equal(hostChecker('::1')!('evil.example'), false);
});

test('binding a non-loopback address with --host accepts any host name', () => {
  assert.equal(hostChecker('0.0.0.0'), undefined);
  assert.equal(hostChecker('192.168.1.5'), undefined);
});
