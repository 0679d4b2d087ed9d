// A write the disk refuses is the user's to fix: diskProblem turns it into a
// DocgenError naming the folder; any other error stays what it is.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { diskProblem } from '../../../src/output/disk-errors.js';

const fsError = (code: string, file = '/site/build/x.html') =>
  Object.assign(new Error(`${code}: ...`), { code, path: file });

test('a full disk names the folder given, or the folder of the file, and says to free space', () => {
  const named = diskProblem(fsError('ENOSPC'), { path: '/site/build', what: 'the output folder' });
  assert.equal(
    named?.message,
    'Could not write the output folder /site/build: the disk is full (ENOSPC at /site/build/x.html).',
  );
  assert.match(named?.hint ?? '', /^Free some space on that disk/);
  assert.equal(
    diskProblem(fsError('EDQUOT', '/site/.docgen-load-1.mjs'))?.message,
    'Could not write the folder /site: the disk quota is used up (EDQUOT at /site/.docgen-load-1.mjs).',
  );
});

test('a read-only file system and a denied permission get their own words; other errors are left alone', () => {
  assert.match(diskProblem(fsError('EROFS'))?.message ?? '', /^Could not write .*read-only/);
  assert.match(
    diskProblem(fsError('EACCES'))?.message ?? '',
    /^Could not access .*permission was denied/,
  );
  assert.match(diskProblem(fsError('EACCES'))?.hint ?? '', /permissions/);
  for (const error of [fsError('ENOENT'), new Error('plain'), undefined, 'text'])
    assert.equal(diskProblem(error), undefined);
});
