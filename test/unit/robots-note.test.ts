// A site served under a path writes its robots.txt under that path, where crawlers never
// look (they read only the host root's): the build says so once, with the line for the
// root's robots.txt that names the sitemap.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, createBuilder } from '../../src/build.js';
import { makeSmallSite, smallSiteConfig } from '../fixtures/small-site.js';

const dirs: string[] = [];
after(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const site = (config: string) => {
  const dir = makeSmallSite({ 'site.config.ts': config });
  dirs.push(dir);
  return dir;
};

/** A build's info lines, and its log to pass it. */
const infoLog = () => {
  const lines: string[] = [];
  return {
    lines,
    log: (level: string, message: string) => {
      if (level === 'info') lines.push(message);
    },
  };
};

const based = smallSiteConfig
  .replace("url: 'https://example.org',", "url: 'https://org.github.io',")
  .replace('openapi: false,', "openapi: false, baseUrl: '/repo/',");

test("under a sub-path the build notes once that crawlers read the host root's robots.txt, with the Sitemap line to put there", async () => {
  const dir = site(based);
  const { lines, log } = infoLog();
  const builder = createBuilder({ root: dir, write: false, log });
  const first = await builder.build();
  assert.deepEqual(lines, [
    "note: the site is served under /repo/, and crawlers read only the robots.txt at the host's root (https://org.github.io/robots.txt), not https://org.github.io/repo/robots.txt. For them to find the sitemap, add this line to the root's robots.txt (or submit the sitemap to the search engines): Sitemap: https://org.github.io/repo/sitemap.xml",
  ]);
  assert.ok(!first.warnings.some((w) => w.includes('robots')), 'a note, not a warning');
  assert.match(
    String(first.files.get('robots.txt')),
    /^Sitemap: https:\/\/org\.github\.io\/repo\/sitemap\.xml$/m,
  );
  const guide = path.join(dir, 'content/guide.md');
  writeFileSync(guide, '---\ntitle: Guide\n---\n## Setup\nText, edited.\n');
  await builder.build([guide]);
  assert.equal(lines.length, 1, 'a rebuild does not repeat it');
});

test('a site at the host root gets no note', async () => {
  const { lines, log } = infoLog();
  await build({ root: site(smallSiteConfig), write: false, log });
  assert.deepEqual(
    lines.filter((l) => l.includes('robots')),
    [],
  );
});
