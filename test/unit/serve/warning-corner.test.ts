// The dev server's corner: warnings grouped as the terminal prints them, each group with
// the files it is about, and the pages (by their path under the base) that have any.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cornerWarnings } from '../../../src/serve/warning-corner.js';
import { reloadScript, routeUpdatedEvent } from '../../../src/serve/reload-client.js';
import { readFileSync } from 'node:fs';
import type { Page } from '../../../src/types.js';

const page = (route: string, sourcePath: string) =>
  ({ route, doc: { sourcePath } }) as unknown as Page;
const tab = (file: string, line: number, note = '') =>
  `${file}:${line}: the MDX component <TabItem> is MDX, which docgen does not run; it was left out of the page.${note}`;

test('groups carry their files (a partial and the pages including it) and pages map to their source', () => {
  const warnings = [
    ...[1, 2, 3, 4, 5].map((n) => tab('content/a.md', n)),
    tab('content/_p.md', 2, ' (Included from content/b.md:4.)'),
  ];
  const corner = cornerWarnings(
    warnings,
    [page('/a', 'content/a.md'), page('/b/', 'content/b.md'), page('/c', 'content/c.md')],
    '/docs/',
  );
  assert.equal(corner.count, 6);
  assert.deepEqual(
    corner.groups.map((g) => [g.files, g.count, g.lines.length]),
    [
      [['content/a.md'], 5, 4],
      [['content/_p.md', 'content/b.md'], 1, 1],
    ],
  );
  assert.deepEqual(corner.pages, { '/docs/a': 'content/a.md', '/docs/b/': 'content/b.md' });
});

test("a partial's warning included by several pages is one warning, listed as each including page's", () => {
  const corner = cornerWarnings(
    ['b', 'c', 'd'].map((p) => tab('content/_p.md', 2, ` (Included from content/${p}.md:4.)`)),
    [page('/b', 'content/b.md'), page('/c', 'content/c.md'), page('/d', 'content/d.md')],
    '/',
  );
  assert.equal(corner.count, 1, 'one line of the partial');
  assert.deepEqual(
    corner.groups.map((g) => [g.files, g.count]),
    [[['content/_p.md', 'content/b.md', 'content/c.md', 'content/d.md'], 1]],
  );
  assert.match(
    corner.groups[0]!.lines[0]!,
    /\(Included from content\/b\.md:4, content\/c\.md:4, content\/d\.md:4\.\)$/,
  );
  assert.deepEqual(Object.keys(corner.pages), ['/b', '/c', '/d']);
});

test("the corner listens for the client's navigation event", () => {
  // client/ compiles apart (DOM types): its source names the event.
  const events = readFileSync(new URL('../../../client/events.ts', import.meta.url), 'utf8');
  assert.ok(events.includes(`routeUpdatedEvent = '${routeUpdatedEvent}'`));
  assert.ok(reloadScript(undefined, undefined).includes(`addEventListener('${routeUpdatedEvent}'`));
});
