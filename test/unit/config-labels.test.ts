// site.config.ts `labels`: the texts docgen writes itself, by key.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { validateConfig } from '../../src/config/validate-config.js';

const file = 'site.config.ts';

test('labels set by the site replace the defaults of their keys only', () => {
  const config = validateConfig(
    { title: 'T', labels: { onThisPage: '目次', home: 'ホーム' } },
    file,
  );
  assert.deepEqual(config.labels, { onThisPage: '目次', home: 'ホーム' });
  assert.deepEqual(validateConfig({ title: 'T' }, file).labels, {});
});

test('an unknown label key is a config error at its path with the nearest key', () => {
  assert.throws(
    () => validateConfig({ title: 'T', labels: { onThisPag: '目次' } }, file),
    /"labels\.onThisPag" is not a known field \(did you mean "onThisPage"\?\): expected one of .*searchPlaceholder/,
  );
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
