// In the ci group (.ci/run runs it): an audit of the theme's look over whole pages, widths and
// colour modes, too long for npm test's time budget; the interactive behaviour tests stay there.
// Code is never cut off unseen: a code block whose lines are wider than the docs
// column, at 1280 and 390 px (dark mode at 390 px), shows a scrollbar or a fade at the
// cut edge, and the home page's short commands wrap inside their box. Screenshots
// of each case go to test-results/screenshots/ for a person to look at.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import {
  getSite,
  newPage,
  screenshot,
  settled,
  shutdown,
  type SiteServer,
} from '../browser/harness.js';

let site: SiteServer;
before(async () => {
  site = await getSite();
});
after(shutdown);

interface Block {
  index: number;
  overflows: boolean;
  scrollbar: boolean;
  fadeStart: number;
  fadeEnd: number;
}

/** Every visible code block of the article: does it overflow, and what shows it. */
function blocks(page: Page): Promise<Block[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('article .code-block pre')]
      .map((pre, index) => ({ pre, index }))
      .filter(({ pre }) => pre.getClientRects().length > 0)
      .map(({ pre, index }) => {
        const style = getComputedStyle(pre);
        return {
          index,
          overflows: pre.scrollWidth > pre.clientWidth + 1,
          scrollbar: pre.offsetHeight - pre.clientHeight > 2,
          fadeStart: Number.parseFloat(style.getPropertyValue('--code-fade-start')) || 0,
          fadeEnd: Number.parseFloat(style.getPropertyValue('--code-fade-end')) || 0,
        };
      }),
  );
}

const pages: [name: string, route: string][] = [
  ['signatures', '/start-building/webhooks/webhooks-signatures'],
  ['home', '/'],
];

// The fade is a mask and the scrollbar a box size, the same in both colour modes: dark
// mode is checked (and photographed) at the narrow width only.
for (const width of [1280, 390]) {
  for (const colorScheme of width === 390 ? (['light', 'dark'] as const) : (['light'] as const)) {
    test(`at ${width} px (${colorScheme}) a code block that overflows shows a scrollbar or a fade at the cut edge`, async () => {
      const { context, page } = await newPage({ width, height: 900, colorScheme });
      try {
        for (const [name, route] of pages) {
          await page.goto(`${site.url}${route}`);
          await settled(page);
          const found = await blocks(page);
          assert.ok(found.length > 0, `${route} has code blocks`);
          const unseen = found.filter((b) => b.overflows && !b.scrollbar && b.fadeEnd <= 0);
          assert.deepEqual(unseen, [], `${route}: blocks cut off with neither`);
          if (name === 'home')
            assert.deepEqual(
              found.filter((b) => b.overflows),
              [],
              'the home page commands fit their box',
            );
          if (name === 'signatures') {
            const wide = found.filter((b) => b.overflows);
            assert.ok(wide.length >= 2, `${wide.length} wide blocks on the signatures page`);
            // Scrolled to its end, a block's right edge is whole and its left edge fades.
            const first = wide[0]!.index;
            await page.evaluate((i) => {
              const pre = document.querySelectorAll<HTMLElement>('article .code-block pre')[i]!;
              pre.scrollIntoView({ block: 'center' });
              pre.scrollLeft = pre.scrollWidth;
            }, first);
            await settled(page);
            const end = (await blocks(page)).find((b) => b.index === first)!;
            assert.equal(end.fadeEnd, 0, 'no fade at the end once scrolled there');
            assert.ok(end.fadeStart > 0, 'the left edge fades once scrolled');
            await page.evaluate((i) => {
              const pre = document.querySelectorAll<HTMLElement>('article .code-block pre')[i]!;
              pre.scrollLeft = 0;
            }, first);
            await settled(page);
          }
          // Screenshot at the first wide block (or the first block), for review.
          await page.evaluate(() => {
            const all = [...document.querySelectorAll<HTMLElement>('article .code-block pre')];
            const shown = all.find((p) => p.scrollWidth > p.clientWidth) ?? all[0];
            shown?.scrollIntoView({ block: 'center' });
          });
          await settled(page);
          await screenshot(page, `code-overflow-${name}-${width}-${colorScheme}`);
        }
      } finally {
        await context.close();
      }
    });
  }
}

test('a code block with nothing to scroll has no fade', async () => {
  const { context, page } = await newPage({ width: 1280 });
  try {
    await page.goto(`${site.url}/start-building/webhooks/webhooks-signatures`);
    await settled(page);
    const narrow = (await blocks(page)).filter((b) => !b.overflows);
    assert.ok(narrow.length > 0);
    for (const b of narrow) assert.deepEqual([b.fadeStart, b.fadeEnd], [0, 0], `block ${b.index}`);
  } finally {
    await context.close();
  }
});
