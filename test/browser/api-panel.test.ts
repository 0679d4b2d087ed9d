// The operation page's layout: at 1200 px and wider the description column and a
// sticky panel with the request samples and the response example of the selected
// status; narrower, the panel right after the description. The copy button never
// covers code, and code in tables and the endpoint wraps only at its break points.
// The document's own text (a URL or a long word in a heading or description) wraps
// at 320 px rather than widening the page.
// The server picked in Try it reaches only the samples of operations that offer it,
// and the console says "Server" once and offers "Forget" only when a key is stored.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { getSite, sharedPage, screenshot, settled, shutdown, type SiteServer } from './harness.js';

let site: SiteServer;
before(async () => {
  site = await getSite();
});
after(shutdown);

const route = '/api/specific-account-address';
const box = async (page: Page, selector: string) =>
  (await page.locator(selector).first().boundingBox())!;

/** Pairs of [copy button, code] boxes that overlap, for every visible code block. */
function overlaps(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const button of Array.from(document.querySelectorAll<HTMLElement>('.code-block__copy'))) {
      if (button.getClientRects().length === 0) continue;
      const pre = button.closest('.code-block')!.querySelector('pre')!;
      const b = button.getBoundingClientRect();
      const p = pre.getBoundingClientRect();
      if (b.left < p.right && p.left < b.right && b.top < p.bottom && p.top < b.bottom)
        out.push(`${pre.textContent!.slice(0, 40)}…`);
    }
    return out;
  });
}

test('at 1280 px the samples panel stands beside the description and stays in view', async () => {
  const page = await sharedPage({ width: 1280, height: 900 });
  await page.goto(`${site.url}${route}`);
  const [lead, panel, main] = [
    await box(page, '.api-main--lead'),
    await box(page, '.api-samples'),
    await box(page, '.api-layout > .api-main:not(.api-main--lead)'),
  ];
  assert.ok(
    panel.x >= lead.x + lead.width && panel.x >= main.x + main.width,
    'the panel is a column on the right',
  );
  assert.ok(
    lead.width > panel.width,
    `the text column is the wider (${lead.width} vs ${panel.width})`,
  );
  assert.ok(main.y - (lead.y + lead.height) < 80, 'no gap opens under the description');
  await screenshot(page, 'api-panel-1280');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
  await settled(page);
  const stuck = await box(page, '.api-samples');
  assert.ok(stuck.y >= 0 && stuck.y < 200, `the panel stays in view (top ${stuck.y})`);
  assert.deepEqual(await overlaps(page), []);
});

test('the response example follows the status the reader selects', async () => {
  const page = await sharedPage({ width: 1280, height: 900 });
  await page.goto(`${site.url}${route}`);
  const responses = page.locator('.api-samples__responses');
  const selected = () => responses.locator('[role=tab][aria-selected=true]').textContent();
  const shown = () => responses.locator('[role=tabpanel]:not([hidden]) pre').textContent();
  assert.equal(await selected(), '200');
  assert.match((await shown()) ?? '', /"stake_address"/);
  await responses.locator('[role=tab]', { hasText: '404' }).click();
  assert.equal(await selected(), '404');
  assert.match((await shown()) ?? '', /"status_code": 404/);
  assert.equal(
    await responses.locator('[role=tabpanel]:not([hidden])').count(),
    1,
    'one example at a time',
  );
  // The request samples keep their own selection.
  assert.equal(
    await page.locator('.api-samples__requests [role=tab][aria-selected=true]').textContent(),
    'cURL',
  );
});

test('at 390 px the samples come right after the description, and code wraps only at its break points', async () => {
  const page = await sharedPage({ width: 390, height: 844 });
  await page.goto(`${site.url}${route}`);
  const [lead, panel, request] = [
    await box(page, '.api-main--lead'),
    await box(page, '.api-samples'),
    await box(page, '#request'),
  ];
  assert.ok(
    panel.y >= lead.y + lead.height - 1 && panel.y < request.y,
    `panel after the description (${lead.y + lead.height}) and before Request (${request.y}), at ${panel.y}`,
  );
  assert.equal(
    await page.locator('.api-samples').evaluate((e) => getComputedStyle(e).position),
    'static',
  );
  assert.deepEqual(await overlaps(page), []);
  await screenshot(page, 'api-panel-390');
  // Each piece of the endpoint's path between two break points sits on one line.
  const split = await page.locator('.api-path').evaluate((code) => {
    const broken: string[] = [];
    for (const node of Array.from(code.childNodes)) {
      if (node.nodeType !== Node.TEXT_NODE || !node.textContent) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const lines = new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top)));
      if (lines.size > 1) broken.push(node.textContent);
    }
    return {
      broken,
      lines: new Set(Array.from(code.getClientRects()).map((r) => Math.round(r.top))).size,
      html: code.innerHTML,
    };
  });
  assert.match(split.html, /<wbr>/);
  assert.deepEqual(split.broken, [], 'no piece of the path is broken mid-word');
  // At 320 px no short enum value ('"spo"') is broken across lines.
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(`${site.url}/api/proposal-votes`);
  const brokenValues = await page.locator('.schema__enum code').evaluateAll((codes) =>
    codes
      .filter((c) => (c.textContent ?? '').length <= 24)
      .filter((c) => new Set(Array.from(c.getClientRects(), (r) => Math.round(r.top))).size > 1)
      .map((c) => c.textContent),
  );
  assert.deepEqual(brokenValues, []);
});

test("at 320 and 360 px a long URL or word in the document's title, headings, summaries and descriptions wraps: the page never scrolls sideways", async () => {
  // The portal's own text has no such word: the page's text from the document is given one,
  // as a 404's description "see https://docs.example.com/errors/…" made the page 463 px wide.
  const url = 'https://docs.example.com/errors/notes/note-not-found-in-this-workspace';
  const long = `see ${url} ${'x'.repeat(300)}`;
  // Each page's places that hold the document's text; a field's summary is on a page of nested fields.
  const places: [string, string[]][] = [
    [
      route,
      [
        '.doc-title',
        '.api-main h2',
        '.api-response > h3',
        '.api-markdown > p',
        '.api-params .api-markdown > p',
        '.schema__description > p',
        '.schema__root > .schema__type',
      ],
    ],
    ['/api/account-utxos', ['.schema__field > details > summary']],
  ];
  for (const width of [320, 360])
    for (const [path, selectors] of places) {
      const page = await sharedPage({ width, height: 800 });
      await page.goto(`${site.url}${path}`);
      const badge = page.locator('.api-response > h3 > .api-status').first();
      const size = async () => {
        const box = await badge.boundingBox();
        return box && { width: box.width, height: box.height };
      };
      const badgeBefore = await size();
      const missing = await page.evaluate(
        ([all, text]) =>
          all.filter((selector) => {
            const el = document.querySelector(selector);
            el?.append(` ${text}`);
            return el === null;
          }),
        [selectors, long] as const,
      );
      assert.deepEqual(missing, [], `every place is on ${path}`);
      const wide = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(wide <= width, `at ${width} px ${path} is ${wide} px wide`);
      // A heading's text wraps beside its status badge, which stays whole.
      assert.deepEqual(await size(), badgeBefore);
    }
});

test('a server picked in Try it applies only to the operations that offer it, and stays stored for them', async () => {
  const page = await sharedPage({ width: 1280, height: 900 });
  const sample = () =>
    page.locator('.api-samples__requests [role=tabpanel]:not([hidden]) pre').first().textContent();
  const server = page.getByLabel('Server', { exact: true });
  await page.goto(`${site.url}/api/latest-block`);
  await page.getByRole('button', { name: 'Try it' }).click();
  await server.selectOption({
    label: 'Cardano preprod (https://cardano-preprod.blockfrost.io/api/v0)',
  });
  assert.match(
    (await sample()) ?? '',
    /"https:\/\/cardano-preprod\.blockfrost\.io\/api\/v0\/blocks/,
  );
  // IPFS operations have their own host only: the samples and the console keep it.
  await page.goto(`${site.url}/api/pin-an-object`);
  assert.match((await sample()) ?? '', /"https:\/\/ipfs\.blockfrost\.io\/api\/v0\/ipfs\/pin/);
  await page.getByRole('button', { name: 'Try it' }).click();
  // The console's code loads on the click: its options are read once it shows.
  await server.waitFor();
  assert.deepEqual(await server.locator('option').allTextContents(), [
    'IPFS (https://ipfs.blockfrost.io/api/v0)',
  ]);
  // Visiting it did not replace the choice: the next Cardano page follows preprod again.
  await page.goto(`${site.url}/api/address-utxos`);
  assert.match(
    (await sample()) ?? '',
    /"https:\/\/cardano-preprod\.blockfrost\.io\/api\/v0\/addresses/,
  );
});

test('the console names its server once, and offers "Forget" only when credentials are stored', async () => {
  const page = await sharedPage({ width: 390, height: 844 });
  await page.goto(`${site.url}/api/submit-a-transaction`);
  await page.getByRole('button', { name: 'Try it' }).click();
  const form = page.locator('.try-it form');
  await form.waitFor();
  assert.equal(await form.getByText('Server', { exact: true }).count(), 1);
  assert.equal(
    await page.getByLabel('Server', { exact: true }).evaluate((e) => e.tagName),
    'SELECT',
  );
  const forget = page.getByRole('button', { name: 'Forget the stored credentials' });
  assert.equal(await forget.isVisible(), false);
  await page.getByLabel('API key (header project_id)').fill('k');
  await page.getByLabel('Remember on this device').check();
  assert.equal(await forget.isVisible(), true);
  await forget.click();
  assert.equal(await forget.isVisible(), false);
});

test("a parameter's anchor shows its focus ring whole, inside the table and off the name; forced colours still mark the selected sample tab", async () => {
  const page = await sharedPage();
  await page.goto(`${site.url}/api/specific-address`);
  const anchor = page.locator('.api-params .hash-link').first();
  await anchor.focus();
  const ring = await anchor.evaluate((a) => {
    const style = getComputedStyle(a);
    const out = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
    const box = a.getBoundingClientRect();
    const wrapper = a.closest('.table-wrapper')!.getBoundingClientRect();
    const name = a.nextElementSibling!.getBoundingClientRect();
    return {
      left: box.left - out,
      right: box.right + out,
      inside: wrapper.left + 1,
      name: name.left,
    };
  });
  assert.ok(ring.left >= ring.inside, `ring from ${ring.left}, table inside from ${ring.inside}`);
  assert.ok(ring.right <= ring.name, `ring to ${ring.right}, name from ${ring.name}`);
  await page.emulateMedia({ forcedColors: 'active' });
  try {
    const bars = await page
      .locator('.api-samples .tabs__tab')
      .evaluateAll((tabs) =>
        tabs.map((t) => [t.getAttribute('aria-selected'), getComputedStyle(t).borderBottomColor]),
      );
    const selected = new Set(bars.filter(([s]) => s === 'true').map(([, c]) => c));
    const others = new Set(bars.filter(([s]) => s !== 'true').map(([, c]) => c));
    assert.ok(selected.size > 0 && others.size > 0, JSON.stringify(bars));
    for (const colour of selected) assert.ok(!others.has(colour), JSON.stringify(bars));
  } finally {
    await page.emulateMedia({ forcedColors: null });
  }
});
