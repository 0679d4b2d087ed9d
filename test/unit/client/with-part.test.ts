// The chunks put a node where a label's `{part}` is (the search footer's keys, "Did you
// mean"'s button); a doubled brace around it stays a brace to show.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withPart } from '../../../client/chunk-labels.js';

test("a chunk label's part goes where the label puts it, its doubled braces shown as one", () => {
  assert.deepEqual(withPart('{keys} to navigate', 'keys', 0), ['', 0, ' to navigate']);
  assert.deepEqual(withPart('{{key}} {key}', 'key', 0), ['{key} ', 0, '']);
});
