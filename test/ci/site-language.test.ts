// A right-to-left site (i18n direction 'rtl'): the layout mirrors, but code reads left
// to right: a docs code block, the API page's path, samples and JSON example, and the
// copy buttons of the samples panel never cover its headings. The site's labels (site.config.ts
// `labels`) reach what the client writes: the search box, the copy buttons' answer. A page in
// another language (front matter `lang`) reads in its own direction, after client navigation too.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { build } from '../../src/build.js';
import { startServer, type RunningServer } from '../../src/serve/dev-server.js';
import { makeSmallSite, smallApiSiteConfig } from '../fixtures/small-site.js';
import { newPage, shutdown } from '../browser/harness.js';

const spec = {
  openapi: '3.1.0',
  info: { title: 'الملاحظات', version: '1.0.0' },
  servers: [{ url: 'https://api.example.com/v1' }],
  paths: {
    '/notes': {
      get: {
        operationId: 'listNotes',
        summary: 'قائمة الملاحظات',
        parameters: [{ name: 'status', in: 'query', schema: { type: 'string' } }],
        responses: {
          '200': {
            description: 'الملاحظات',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: {
                    note: { type: 'object', properties: { text: { type: 'string' } } },
                  },
                },
                example: [{ id: 'n_42', text: 'مرحبا', status: 'مسودة' }],
              },
            },
          },
        },
      },
    },
  },
};

const dir = makeSmallSite({
  'site.config.ts': smallApiSiteConfig('notes', 'openapi.json')
    .replace(
      "title: 'Test site',",
      "title: 'Test site',\n  i18n: { defaultLocale: 'ar', locales: ['ar'], localeConfigs: { ar: { direction: 'rtl' } } },\n  labels: { searchPlaceholder: 'ابحث في المستندات', search: 'بحث', copy: 'نسخ', copied: 'تم النسخ', searchKeyClose: 'للإغلاق {key}', searchKeyEscape: 'خروج', searchKeyEnter: 'إدخال', tryIt: 'جرّبه', tryItSend: 'إرسال {method}', searchDidYouMean: 'هل تقصد {query}؟', searchResults: '{count} نتائج', searchOneResult: 'نتيجة واحدة', searchResultsName: 'نتائج البحث', tryItNoAnswer: 'لا إجابة', tryItInQuery: '{name} (الاستعلام)', tryItNoAnswerSummary: '{status}، {reason}', tryItNetwork: 'تعذّر الوصول إلى الخادم.', tryItCurl: 'الطلب بصيغة curl', schemaExpandAll: 'توسيع الكل', schemaCollapseAll: 'طي الكل' },",
    )
    .replace("label: 'Docs' }", "label: 'Docs' }, { type: 'search' }"),
  'openapi.json': JSON.stringify(spec),
  'content/sidebars.ts': "export default { docs: ['index', 'guide', 'english'] };\n",
  'content/english.md': '---\ntitle: In English\nlang: en\n---\n## Setup\n\nText.\n',
  'content/guide.md':
    '---\ntitle: دليل\n---\n## الإعداد\n\nنص `GET /notes` نص.\n\n```python\nimport requests  # تعليق\nrequests.post("https://api.example.com/v1/notes", json={"text": "نص"})\n```\n',
});
let server: RunningServer;
let apiRoute: string;
before(async () => {
  const result = await build({ root: dir, log: () => {} });
  apiRoute = result.pages.find((p) => p.doc?.api)!.route;
  server = await startServer({ root: dir, port: 0, log: () => {} });
});
after(async () => {
  await server?.close();
  await shutdown();
  rmSync(dir, { recursive: true, force: true });
});

const style = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((e) => {
      const s = getComputedStyle(e);
      return { direction: s.direction, textAlign: s.textAlign };
    });

test('in a right-to-left site a docs code block and inline code read left to right, the page right to left', async () => {
  const { context, page } = await newPage();
  try {
    await page.goto(`${server.url}guide`);
    assert.equal((await style(page, 'main h2')).direction, 'rtl');
    assert.deepEqual(await style(page, '.code-block pre'), { direction: 'ltr', textAlign: 'left' });
    assert.equal((await style(page, '.doc-content p > code')).direction, 'ltr');
    // The code's first line starts at the left of its box, its copy button at the right.
    const [box, line, copy] = await page.locator('.code-block').evaluate((block) => {
      const range = document.createRange();
      range.selectNodeContents(block.querySelector('code')!);
      const button = block.querySelector('.code-block__copy')!.getBoundingClientRect();
      const rect = block.getBoundingClientRect();
      return [rect.left, range.getClientRects()[0]!.left, rect.right - button.right];
    });
    assert.ok(line - box < 40, `the code starts at the left (${line - box} px in)`);
    assert.ok(copy < 20, `the copy button is at the right (${copy} px from it)`);
  } finally {
    await context.close();
  }
});

test("in a right-to-left site the API page's path, samples and JSON example read left to right, and the panel's copy buttons stand clear of its headings", async () => {
  const { context, page } = await newPage({ width: 1280, height: 900 });
  try {
    await page.goto(`${server.url}${apiRoute.replace(/^\//, '')}`);
    assert.equal((await style(page, '.api-page h1')).direction, 'rtl');
    for (const selector of [
      '.api-path',
      '.api-samples__requests pre',
      '.api-samples__responses pre',
    ])
      assert.equal((await style(page, selector)).direction, 'ltr', selector);
    // The JSON example's first line is its opening bracket, at the left.
    assert.match((await page.locator('.api-samples__responses pre').textContent()) ?? '', /^\[/);
    const overlaps = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.api-samples__section')].flatMap((section) => {
        const heading = section.querySelector('h2')!;
        const range = document.createRange();
        range.selectNodeContents(heading);
        const text = range.getBoundingClientRect();
        const button = section.querySelector<HTMLElement>('.code-block__copy');
        if (!button || button.getClientRects().length === 0) return ['no copy button shown'];
        const b = button.getBoundingClientRect();
        const apart =
          b.right <= text.left ||
          text.right <= b.left ||
          b.bottom <= text.top ||
          text.bottom <= b.top;
        return apart ? [] : [heading.textContent];
      }),
    );
    assert.deepEqual(overlaps, []);
    // Try it: what the reader types is code too.
    await page.locator('.try-it__open').click();
    const field = page.locator('.try-it form input[type=text]').first();
    await field.waitFor();
    assert.deepEqual(
      await field.evaluate((e) => [getComputedStyle(e).direction, getComputedStyle(e).textAlign]),
      ['ltr', 'left'],
    );
  } finally {
    await context.close();
  }
});

test("the client shows the site's labels: the search box's placeholder, name, footer, suggestion and result count, a copy button's answer, a schema's Expand all, the Try it console and its answer", async () => {
  const { context, page } = await newPage();
  try {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: server.url.replace(/\/$/, ''),
    });
    await page.goto(`${server.url}guide`);
    await page.waitForSelector('#__docgen_navbar .navbar__color-toggle[title]');
    await page.click('#__docgen_navbar button.navbar__search');
    const overlay = '#__docgen_search .search-overlay';
    await page.waitForSelector(`${overlay}:not([hidden])`);
    const input = page.locator(`${overlay} input.search-input`);
    assert.equal(await input.getAttribute('placeholder'), 'ابحث في المستندات');
    assert.equal(await page.locator(`${overlay} .search-form__label`).textContent(), 'بحث');
    // The search chunk's footer: the site's wording, the key where its {key} puts it.
    assert.equal(
      await page.locator(`${overlay} .search-footer > span`).nth(2).innerHTML(),
      'للإغلاق <kbd>خروج</kbd>',
    );
    assert.match(
      await page.locator(`${overlay} .search-footer > span`).nth(1).innerHTML(),
      /<kbd>إدخال<\/kbd>/,
    );
    // A query near a word of the site: its suggestion in the site's wording, the button
    // where {query} puts it; then the status region counts the results in it.
    await input.fill('englsh');
    const suggestion = page.locator(`${overlay} .search-suggestion`);
    await suggestion.waitFor();
    assert.equal(
      await suggestion.innerHTML(),
      'هل تقصد <button type="button" class="search-suggestion__query">english</button>؟',
    );
    await suggestion.locator('button').click();
    assert.equal(
      await page.locator(`${overlay} [role=listbox]`).getAttribute('aria-label'),
      'نتائج البحث',
    );
    await page.waitForFunction(
      (selector) =>
        /^(نتيجة واحدة|\d+ نتائج)$/.test(document.querySelector(selector)?.textContent ?? ''),
      `${overlay} p[role=status]`,
    );
    await page.keyboard.press('Escape');
    const copy = page.locator('.code-block__copy').first();
    assert.equal(await copy.textContent(), 'نسخ');
    await copy.click();
    await page.waitForFunction(
      () => document.querySelector('.code-block__copy')?.textContent === 'تم النسخ',
    );
    // A schema's "Expand all": its text and name in the site's wording, in either state.
    await page.goto(`${server.url}${apiRoute.replace(/^\//, '')}`);
    await page.waitForSelector('#__docgen_navbar .navbar__color-toggle[title]');
    await page.getByRole('button', { name: 'توسيع الكل', exact: true }).click();
    const collapse = page.getByRole('button', { name: 'طي الكل', exact: true });
    assert.equal(await collapse.getAttribute('aria-expanded'), 'true');
    assert.equal(await collapse.innerText(), 'طي الكل');
    // The Try it chunk: its button (server-rendered), the console's title and send button.
    const open = page.locator('.try-it__open');
    assert.equal(await open.textContent(), 'جرّبه');
    await open.click();
    await page.locator('.try-it__send').waitFor();
    assert.equal(await page.locator('.try-it__title').textContent(), 'جرّبه');
    assert.equal(await page.locator('.try-it__send').textContent(), 'إرسال GET');
    assert.equal(
      await page.locator('.try-it__console label', { hasText: 'status' }).first().textContent(),
      'status (الاستعلام)',
    );
    // An answer that never came: its line, why and the curl's heading in the site's wording.
    await page.route('https://api.example.com/**', (route) => route.abort());
    await page.locator('.try-it__send').click();
    const failure = page.locator('.try-it__status--error');
    await failure.waitFor();
    assert.equal(await failure.textContent(), 'لا إجابة');
    assert.equal(
      await page.locator('.try-it__explanation').textContent(),
      'تعذّر الوصول إلى الخادم.',
    );
    // What a screen reader hears of it: one label, its join the site's.
    assert.equal(
      await page.locator('.try-it__console > p.visually-hidden[role="status"]').textContent(),
      'لا إجابة، تعذّر الوصول إلى الخادم.',
    );
    assert.equal(await page.locator('.try-it__label').first().textContent(), 'الطلب بصيغة curl');
  } finally {
    await context.close();
  }
});

test("a page's own language sets its content's direction, the site's navbar, sidebar and column order keep theirs, after client navigation too", async () => {
  const { context, page } = await newPage();
  try {
    await page.goto(`${server.url}guide`);
    await page.waitForSelector('#__docgen_navbar .navbar__color-toggle[title]');
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    await page.locator('.doc-sidebar a[href$="english"]').click();
    await page.waitForSelector('.markdown[lang="en"] h1.doc-title');
    const parts = {
      h1: 'main h1',
      breadcrumbs: 'main .breadcrumbs',
      toc: 'main .toc',
      navbar: '#__docgen_navbar',
      sidebar: '.doc-sidebar',
    };
    const directions = await page.evaluate(
      (selectors) =>
        Object.fromEntries([
          ['same', (window as unknown as { __sameDocument?: boolean }).__sameDocument],
          ['html', document.documentElement.lang],
          ...Object.entries(selectors).map(([part, selector]) => [
            part,
            getComputedStyle(document.querySelector(selector)!).direction,
          ]),
        ]),
      parts,
    );
    assert.deepEqual(directions, {
      same: true,
      html: 'ar',
      h1: 'ltr',
      breadcrumbs: 'ltr',
      toc: 'ltr',
      navbar: 'rtl',
      sidebar: 'rtl',
    });
    // The columns keep the site's order: the table of contents stays left of the article
    // (the site is right to left) on the page in English as on the site's own pages.
    const tocSide = () =>
      page.evaluate(() =>
        document.querySelector('.doc-toc')!.getBoundingClientRect().x <
        document.querySelector('.doc-article')!.getBoundingClientRect().x
          ? 'left'
          : 'right',
      );
    assert.equal(await tocSide(), 'left');
    // Back on a page in the site's language, its content reads right to left again.
    await page.goBack();
    await page.waitForSelector('.markdown:not([lang]) h1.doc-title');
    assert.equal(
      await page.evaluate(() => getComputedStyle(document.querySelector('main h1')!).direction),
      'rtl',
    );
    assert.equal(await tocSide(), 'left');
  } finally {
    await context.close();
  }
});
