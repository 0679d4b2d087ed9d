// The links stage's policies: onBrokenLinks, onBrokenAnchors and onBrokenMarkdownLinks
// each decide for their own kind of broken link.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { linksStage } from '../../../src/links/links-stage.js';
import { validateConfig } from '../../../src/config/validate-config.js';
import { DocgenError } from '../../../src/errors.js';
import type { Doc, LinkRef, Page } from '../../../src/types.js';

function page(route: string, anchors: string[], links: LinkRef[] = []): Page {
  const doc = { id: route, kind: 'doc', route, anchors, links } as unknown as Doc;
  return { route, doc, breadcrumbs: [] };
}

const anchorLink: LinkRef = { href: '/guide/#nope', file: 'content/a.md', line: 3 };
const routeLink: LinkRef = { href: '/nowhere', file: 'content/a.md', line: 4 };
const markdownLink: LinkRef = {
  href: './missing',
  markdownTarget: './missing.md',
  markdownMissing: true,
  file: 'content/a.md',
  line: 5,
};

/** The warnings of the stage on one page with `links`, or the error it throws. */
function check(links: LinkRef[], policies: Record<string, string>): string[] | DocgenError {
  const warnings: string[] = [];
  try {
    linksStage({
      config: validateConfig({ title: 'T', ...policies }, 'site.config.ts'),
      pages: [page('/a', [], links), page('/guide/', ['setup'])],
      redirects: [],
      assetPaths: [],
      staticFiles: [],
      warn: (w) => warnings.push(w),
    });
  } catch (error) {
    assert.ok(error instanceof DocgenError, String(error));
    return error;
  }
  return warnings;
}

test('onBrokenAnchors decides for a missing anchor, whatever onBrokenLinks says', () => {
  const links = { onBrokenLinks: 'throw', onBrokenMarkdownLinks: 'throw' };
  assert.deepEqual(check([anchorLink], { ...links, onBrokenAnchors: 'warn' }), [
    'content/a.md:3: broken link /guide/#nope (anchor not found)',
  ]);
  assert.deepEqual(check([anchorLink], { ...links, onBrokenAnchors: 'ignore' }), []);
  const thrown = check([anchorLink], { onBrokenLinks: 'ignore', onBrokenAnchors: 'throw' });
  assert.ok(thrown instanceof DocgenError);
  assert.equal(
    thrown.message,
    'Found 1 broken link:\n- On page /a (content/a.md):\n    -> /guide/#nope (anchor not found) at content/a.md:3',
  );
  // The default is to fail.
  assert.ok(check([anchorLink], {}) instanceof DocgenError);
});

test('onBrokenLinks decides for a missing page and onBrokenMarkdownLinks for a missing .md file', () => {
  const all = [anchorLink, routeLink, markdownLink];
  const warned = check(all, {
    onBrokenLinks: 'warn',
    onBrokenAnchors: 'ignore',
    onBrokenMarkdownLinks: 'ignore',
  });
  assert.deepEqual(warned, ['content/a.md:4: broken link /nowhere (no such page)']);
  const markdown = check(all, {
    onBrokenLinks: 'ignore',
    onBrokenAnchors: 'ignore',
    onBrokenMarkdownLinks: 'warn',
  });
  assert.equal((markdown as string[]).length, 1);
  assert.match((markdown as string[])[0]!, /content\/a\.md:5: broken link \.\/missing\.md/);
});
