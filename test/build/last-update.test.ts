// docs.showLastUpdateTime/showLastUpdateAuthor: "Last updated" from each page's last
// git commit; front matter `last_update` wins; a bad pagination id names the page.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { build } from '../../src/build.js';
import { DocgenError } from '../../src/errors.js';
import { makeSmallSite, smallSiteConfig } from '../fixtures/small-site.js';

const roots: string[] = [];
after(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

function git(root: string, ...args: string[]): void {
  execFileSync('git', args, {
    cwd: root,
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'Grace',
      GIT_AUTHOR_EMAIL: 'grace@example.com',
      GIT_COMMITTER_NAME: 'Grace',
      GIT_COMMITTER_EMAIL: 'grace@example.com',
      GIT_COMMITTER_DATE: '2026-03-04T05:06:07+00:00',
      GIT_AUTHOR_DATE: '2026-03-04T05:06:07+00:00',
    },
  });
}

test('the date and author of the last commit show on each page; front matter last_update wins', async () => {
  const root = makeSmallSite({
    'site.config.ts': smallSiteConfig.replace(
      'openapi: false,',
      'openapi: false, docs: { showLastUpdateTime: true, showLastUpdateAuthor: true },',
    ),
    'content/guide.md': '---\ntitle: Guide\nlast_update:\n  author: Someone else\n---\nText.\n',
  });
  roots.push(root);
  git(root, 'init', '-q');
  git(root, 'add', '.');
  git(root, 'commit', '-qm', 'content');
  const result = await build({ root, write: false });
  assert.match(
    String(result.files.get('index.html')),
    /<p class="doc-last-update">Last updated on <time dateTime="2026-03-04T05:06:07\+00:00">2026-03-04<\/time> by Grace<\/p>/,
  );
  assert.match(
    String(result.files.get('guide/index.html')),
    /<p class="doc-last-update">Last updated by Someone else<\/p>/,
  );
});

test('without the switch, or outside git, pages show no date', async () => {
  const root = makeSmallSite();
  roots.push(root);
  const result = await build({ root, write: false });
  assert.doesNotMatch(String(result.files.get('index.html')), /doc-last-update/);
});

test('pagination_next naming a doc id no page has fails with the page', async () => {
  const root = makeSmallSite({
    'content/guide.md': '---\ntitle: Guide\npagination_next: nowhere\n---\nText.\n',
  });
  roots.push(root);
  await assert.rejects(build({ root, write: false }), (error: unknown) => {
    assert.ok(error instanceof DocgenError);
    assert.equal(
      error.message,
      'pagination_next in content/guide.md names the doc id "nowhere", which no page has.',
    );
    return true;
  });
});
