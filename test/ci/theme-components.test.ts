// In the ci group (.ci/run runs it): an audit of the theme's look over whole pages, widths and
// colour modes, too long for npm test's time budget; the interactive behaviour tests stay there.
// Every article component on one page of a small site: each admonition kind, code
// blocks with a title, highlighted lines and line numbers, tabs, a table of
// numbers, an image, a details block and a quote. Screenshots in both modes at
// 1280 and 360 px (test-results/screenshots/components-*), the typographic rules
// measured in the browser, no overflow at 360 px and no serious axe violations.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { build } from '../../src/build.js';
import { createStaticHandler, directorySource } from '../../src/http/static-handler.js';
import { makeSmallSite, smallSiteConfig } from '../fixtures/small-site.js';
import { axeViolations, newPage, screenshot, shutdown, settled } from '../browser/harness.js';

const kinds = ['note', 'tip', 'info', 'warning', 'danger'] as const;

const gallery = `---
title: Components
---
An opening paragraph long enough to wrap over several lines, so the measure of the article can be read
off the page: readers lose their place in lines much longer than eighty characters, and short lines
make the eye jump too often. This one should wrap at about seventy-five characters per line.

${kinds.map((k) => `:::${k}\nA **${k}** admonition with \`inline code\` and [a link](./guide.md).\n:::\n`).join('\n')}
:::caution Custom title
Caution is an alias of warning.
:::

## Code

\`\`\`js title="verify-signature.js" {2,4-5} showLineNumbers
import crypto from 'node:crypto';
const secret = process.env.WEBHOOK_SECRET;
export function verify(body, header) {
  const expected = crypto.createHmac('sha256', secret).update(body).digest('hex');
  return crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(header));
}
\`\`\`

\`\`\`js {1-2} ins={3} del={4} showLineNumbers
// A comment on a highlighted line, with 'a string' and 42 after it
const retries = 3; // 'strings' and numbers on tinted lines keep 4.5:1
const added = 'inserted line'; // a comment, 7
const removed = 'deleted line'; // a comment, 8
\`\`\`

\`\`\`js "retries" ins="added" del="removed" "old"
const retries = 3; // 'added' and "removed" text, 9
let oldName = 'x';
\`\`\`

\`\`\`bash
# Check the signature of each webhook before trusting its body.
curl -H "project_id: $PROJECT_ID" https://cardano-mainnet.blockfrost.io/api/v0/blocks/latest/and/a/very/long/path/that/must/scroll
\`\`\`

## Tabs

::::tabs groupId=language
:::tab label="JavaScript" value=js
\`\`\`js
console.log('hello');
\`\`\`
:::
:::tab label="Python" value=python
\`\`\`python
print("hello")
\`\`\`
:::
::::

### Limits

| Plan | Requests per day | Burst | Price (ADA) |
|---|---:|---:|---:|
| Starter | 50,000 | 500 | 0.00 |
| Developer | 1,111,111 | 10 | 29.99 |
| Enterprise | 9,000,000 | 1,000 | 1,234.50 |

![A diagram: a request flows from the client to the API](/img/diagram.svg)

> A quoted remark, set apart from the text.

#### A fourth-level heading

<details>
<summary>More details</summary>

Hidden text.

</details>
`;

let url = '';
let server: Server;
let siteDir = '';
before(async () => {
  siteDir = makeSmallSite({
    // A navbar title: the brand link needs a name when there is no logo.
    // An announcement bar: a landmark beside the navbar, the sidebar and the table of contents.
    'site.config.ts': smallSiteConfig.replace(
      'navbar: {',
      "announcementBar: { id: 'news', content: 'News.', isCloseable: true }, navbar: { title: 'Test site',",
    ),
    'content/sidebars.ts': "export default { docs: ['index', 'components', 'guide'] };\n",
    'content/components.md': gallery,
    'content/static/img/diagram.svg':
      '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="200" viewBox="0 0 640 200"><rect width="640" height="200" fill="#e8f0ff"/><rect x="40" y="60" width="160" height="80" rx="8" fill="#0168fa"/><rect x="440" y="60" width="160" height="80" rx="8" fill="#0b5cad"/><path d="M200 100h240" stroke="#1b2333" stroke-width="4"/></svg>',
  });
  const outDir = path.join(siteDir, 'build');
  await build({ root: siteDir, outDir });
  const handler = createStaticHandler(directorySource(outDir));
  server = createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/components`;
});
after(async () => {
  await shutdown();
  await new Promise((resolve) => server.close(resolve));
  rmSync(siteDir, { recursive: true, force: true });
});

/** The small site starts in light mode whatever the system says; the stored choice picks the mode. */
async function open(page: Page, mode: 'light' | 'dark' = 'light', query = ''): Promise<void> {
  await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
  await page.goto(`${url}${query}`);
  await page.waitForSelector('#__docgen_navbar .navbar__color-toggle[title]');
  assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), mode);
}

test('every admonition kind has its own colour and icon; caution looks like warning', async () => {
  const { context, page } = await newPage();
  await open(page);
  const looks = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('.admonition'), (a) => {
      const icon = a.querySelector('.admonition__icon');
      return {
        kind: a.className,
        border: getComputedStyle(a).borderLeftColor,
        icon: icon
          ? getComputedStyle(icon).maskImage || getComputedStyle(icon).webkitMaskImage
          : 'none',
      };
    }),
  );
  assert.equal(looks.length, kinds.length + 1);
  const first = looks.slice(0, kinds.length);
  assert.equal(
    new Set(first.map((l) => l.border)).size,
    kinds.length,
    `distinct colours: ${JSON.stringify(first)}`,
  );
  assert.equal(new Set(first.map((l) => l.icon)).size, kinds.length, 'distinct icons');
  assert.ok(
    first.every((l) => l.icon.startsWith('url(')),
    'each kind has an icon',
  );
  const warning = looks[kinds.indexOf('warning')]!;
  assert.equal(looks[kinds.length]!.border, warning.border, 'caution is drawn as a warning');
  await context.close();
});

test('typography: article measure of 70 to 80 characters, monospace code, tabular numbers, a descending heading scale', async () => {
  const { context, page } = await newPage({ width: 1280 });
  await open(page);
  const m = await page.evaluate(() => {
    const p = document.querySelector<HTMLElement>('.doc-content > p')!;
    // Characters per line: the paragraph's width over the average width of its own text.
    const probe = document.createElement('span');
    probe.textContent = p.textContent!.replace(/\s+/g, ' ').trim();
    probe.style.whiteSpace = 'nowrap';
    p.append(probe);
    const perChar = probe.getBoundingClientRect().width / probe.textContent.length;
    probe.remove();
    return {
      chars: p.getBoundingClientRect().width / perChar,
      codeFont: getComputedStyle(document.querySelector('.code-block pre code')!).fontFamily,
      inlineFont: getComputedStyle(document.querySelector('.doc-content p code')!).fontFamily,
      bodyFont: getComputedStyle(p).fontFamily,
      numbers: getComputedStyle(document.querySelector('.doc-content td')!).fontVariantNumeric,
      scale: [
        '.doc-title',
        '.doc-content h2',
        '.doc-content h3',
        '.doc-content h4',
        '.doc-content > p',
      ].map((s) => parseFloat(getComputedStyle(document.querySelector(s)!).fontSize)),
    };
  });
  assert.ok(
    m.chars >= 68 && m.chars <= 82,
    `about 70-80 characters per line (${m.chars.toFixed(1)})`,
  );
  for (const font of [m.codeFont, m.inlineFont]) assert.match(font, /monospace/);
  assert.doesNotMatch(m.bodyFont, /monospace/);
  assert.match(m.numbers, /tabular-nums/);
  for (let i = 1; i < m.scale.length; i++)
    assert.ok(m.scale[i - 1]! > m.scale[i]!, `heading scale descends: ${m.scale.join(' > ')}`);
  await context.close();
});

test('code blocks: a title bar, highlighted lines marked, line numbers outside the copied text, a copy button', async () => {
  const { context, page } = await newPage();
  await open(page);
  const block = page
    .locator('.code-block')
    .filter({ has: page.locator('.code-block__title') })
    .first();
  assert.equal(await block.locator('.code-block__title').innerText(), 'verify-signature.js');
  const lines = await block.locator('.code-line').evaluateAll((ls) =>
    ls.map((l) => ({
      highlighted: l.classList.contains('code-line--highlighted'),
      bg: getComputedStyle(l).backgroundColor,
      number: getComputedStyle(l, '::before').content,
    })),
  );
  assert.deepEqual(
    lines.map((l) => l.highlighted),
    [false, true, false, true, true, false],
  );
  assert.notEqual(lines[1]!.bg, lines[0]!.bg, 'highlighted lines have a background');
  assert.equal(lines[0]!.number, 'counter(line)');
  assert.equal(
    await block
      .locator('.code-line')
      .first()
      .evaluate((l) => getComputedStyle(l, '::before').userSelect),
    'none',
  );
  // A line number on a highlighted, inserted or deleted line keeps 4.5:1 on the line's tint.
  // The colours are painted on a canvas (the tints are translucent); the script is a string
  // because helper functions inside evaluate() would need tsx's __name in the page.
  const numbers: number[] = await page.evaluate(`(() => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    function painted(...fills) {
      ctx.clearRect(0, 0, 1, 1);
      for (const fill of fills) {
        ctx.fillStyle = fill;
        ctx.fillRect(0, 0, 1, 1);
      }
      return [...ctx.getImageData(0, 0, 1, 1).data].slice(0, 3);
    }
    function luminance(c) {
      const [r, g, b] = c.map((v) => {
        const x = v / 255;
        return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    }
    const tinted =
      '.code-block--numbered :is(.code-line--highlighted, .code-line--inserted, .code-line--deleted)';
    return [...document.querySelectorAll(tinted)].map((line) => {
      const base = getComputedStyle(line.closest('.code-block')).backgroundColor;
      const bg = luminance(painted(base, getComputedStyle(line).backgroundColor));
      const fg = luminance(painted(base, getComputedStyle(line, '::before').color));
      return Math.round(((Math.max(bg, fg) + 0.05) / (Math.min(bg, fg) + 0.05)) * 100) / 100;
    });
  })()`);
  assert.ok(numbers.length >= 7, `${numbers.length} numbered tinted lines`);
  assert.deepEqual(
    numbers.filter((ratio) => ratio < 4.5),
    [],
    'line numbers on tinted lines keep 4.5:1',
  );
  await block.hover();
  const copy = block.locator('.code-block__copy');
  await page.waitForFunction(
    (b) => getComputedStyle(b!).opacity === '1',
    await copy.elementHandle(),
  );
  // A long line scrolls inside its block, not the page.
  const pre = page.locator('.code-block pre').nth(1);
  assert.ok(
    await pre.evaluate(
      (e) => e.scrollWidth > e.clientWidth && getComputedStyle(e).overflowX === 'auto',
    ),
  );
  await context.close();
});

for (const mode of ['light', 'dark'] as const) {
  test(`added and removed lines in ${mode} mode: a sign of 4.5:1 on the line's tint, named for screen readers, outside the copied text; text markers keep 4.5:1`, async () => {
    const { context, page } = await newPage();
    await open(page, mode);
    const signs: { content: string; ratio: number; copied: string }[] =
      await page.evaluate(`(() => {
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 1;
      const ctx = canvas.getContext('2d', { willReadFrequently: true });
      function painted(...fills) {
        for (const fill of fills) {
          ctx.fillStyle = fill;
          ctx.fillRect(0, 0, 1, 1);
        }
        return [...ctx.getImageData(0, 0, 1, 1).data].slice(0, 3);
      }
      function luminance(c) {
        const [r, g, b] = c.map((v) => {
          const x = v / 255;
          return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      }
      return [...document.querySelectorAll('.code-line--inserted, .code-line--deleted')].map((line) => {
        const base = getComputedStyle(line.closest('.code-block')).backgroundColor;
        const bg = luminance(painted(base, getComputedStyle(line).backgroundColor));
        const sign = getComputedStyle(line, '::after');
        const fg = luminance(painted(base, sign.color));
        return {
          content: sign.content,
          ratio: Math.round(((Math.max(bg, fg) + 0.05) / (Math.min(bg, fg) + 0.05)) * 100) / 100,
          copied: line.closest('pre code').textContent,
        };
      });
    })()`);
    // Text in a text marker keeps its token's colour, 4.5:1 on the marker's background.
    const marked: number[] = await page.evaluate(`(() => {
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 1;
      const ctx = canvas.getContext('2d', { willReadFrequently: true });
      function painted(...fills) {
        for (const fill of fills) {
          ctx.fillStyle = fill;
          ctx.fillRect(0, 0, 1, 1);
        }
        return [...ctx.getImageData(0, 0, 1, 1).data].slice(0, 3);
      }
      function luminance(c) {
        const [r, g, b] = c.map((v) => {
          const x = v / 255;
          return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      }
      return [...document.querySelectorAll('.code-mark')].map((mark) => {
        const block = getComputedStyle(mark.closest('.code-block')).backgroundColor;
        const line = getComputedStyle(mark.closest('.code-line')).backgroundColor;
        const bg = luminance(painted(block, line, getComputedStyle(mark).backgroundColor));
        const fg = luminance(painted(block, getComputedStyle(mark).color));
        return Math.round(((Math.max(bg, fg) + 0.05) / (Math.min(bg, fg) + 0.05)) * 100) / 100;
      });
    })()`);
    assert.ok(marked.length >= 4, `${marked.length} text markers`);
    assert.deepEqual(
      marked.filter((ratio) => ratio < 4.5),
      [],
      'text in markers keeps 4.5:1',
    );
    assert.deepEqual(
      signs.map((s) => s.content),
      ['"+" / "added line"', '"−" / "removed line"'],
    );
    assert.deepEqual(
      signs.filter((s) => s.ratio < 4.5),
      [],
      'signs keep 4.5:1 on their tint',
    );
    assert.doesNotMatch(signs[0]!.copied, /added line|^\+/m);
    await context.close();
  });
}

for (const mode of ['light', 'dark'] as const) {
  test(`components in ${mode} mode: screenshots at 1280 and 360 px, no page overflow at 360 px, no serious axe violations (search marks in code and landmarks included)`, async () => {
    for (const width of [1280, 360]) {
      const { context, page } = await newPage({ width, height: 1400, colorScheme: mode });
      // Search terms marked in prose and in code tokens of each colour (comment, keyword,
      // string, title, built-in) must keep their contrast on the mark's background.
      const terms = [
        'signature',
        'const',
        'sha256',
        'verify',
        'hello',
        'print',
        'crypto',
        'admonition',
      ];
      await open(page, mode, `?${terms.map((t) => `_highlight=${t}`).join('&')}`);
      await page.waitForSelector('.hljs-comment mark');
      const marked = await page.locator('.hljs-comment mark, .hljs-string mark').count();
      assert.ok(marked >= 2, `${marked} marks in code comments and strings`);
      // The announcement bar is a named region: role="banner" would make it the page's header.
      const bar = await page.evaluate(() => {
        const el = document.querySelector('.announcement-bar');
        return [el?.tagName, el?.getAttribute('aria-label'), el?.getAttribute('role')];
      });
      assert.deepEqual(bar, ['SECTION', 'Announcement', null]);
      await screenshot(page, `components-${mode}-${width}`);
      await page.locator('#code').evaluate((e) => e.scrollIntoView());
      await settled(page);
      await screenshot(page, `components-code-${mode}-${width}`);
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      assert.ok(
        scrollWidth <= clientWidth,
        `no horizontal overflow at ${width} px (${scrollWidth} > ${clientWidth})`,
      );
      assert.deepEqual(await axeViolations(page, `${mode} at ${width} px`), []);
      await context.close();
    }
  });
}
