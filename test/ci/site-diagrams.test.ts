// (A test of the portal's own content in Chromium: it runs in the ci group, since npm test's time budget is for the tool's behaviour.)
// The portal's three diagrams (request flow, webhook delivery, plans and workspaces)
// are inline SVG drawn with the theme's colour variables. In both colour modes every
// label must be readable against the shape it sits on, and each diagram is labelled
// for screen readers with a title and a description.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { getSite, newPage, shutdown, type SiteServer } from '../browser/harness.js';

const diagrams = [
  { route: '/start-building', id: 'request-flow' },
  { route: '/start-building/webhooks/using-webhooks', id: 'webhook-delivery' },
  { route: '/overview/workspaces', id: 'plan-workspace' },
];

let site: SiteServer;
before(async () => {
  site = await getSite();
});
after(shutdown);

interface Label {
  text: string;
  contrast: number;
}

for (const { route, id } of diagrams) {
  for (const mode of ['light', 'dark'] as const) {
    test(`${id} on ${route}: labelled, and every label readable in ${mode} mode`, async () => {
      const { context, page } = await newPage({ colorScheme: mode });
      // tsx names the helper functions below with esbuild's __name(); give the page one.
      await context.addInitScript('globalThis.__name = (f) => f;');
      await page.goto(`${site.url}${route}`);
      await page.waitForFunction(
        (m) => document.documentElement.getAttribute('data-theme') === m,
        mode,
      );
      const result = await page.evaluate((diagramId) => {
        const svg = document.querySelector(`svg[aria-labelledby^="${diagramId}-title"]`);
        if (!svg) return undefined;
        const [titleId, descId] = (svg.getAttribute('aria-labelledby') ?? '').split(/\s+/);
        const title = document.getElementById(titleId ?? '')?.textContent?.trim() ?? '';
        const desc = document.getElementById(descId ?? '')?.textContent?.trim() ?? '';
        const rgb = (css: string): [number, number, number, number] => {
          const m = /rgba?\(([^)]+)\)/.exec(css);
          if (!m) return [0, 0, 0, 0];
          const [r, g, b, a = '1'] = m[1]!.split(/[\s,/]+/).filter(Boolean);
          return [Number(r), Number(g), Number(b), Number(a)];
        };
        const luminance = ([r, g, b]: number[]) => {
          const lin = (c: number) => {
            const s = c / 255;
            return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
          };
          return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
        };
        const over = (top: number[], bottom: number[]) =>
          top.slice(0, 3).map((c, i) => c * top[3]! + bottom[i]! * (1 - top[3]!));
        // The page's own background, under everything the figure draws.
        let page = rgb(getComputedStyle(document.body).backgroundColor);
        for (let el: Element | null = svg; el; el = el.parentElement) {
          const bg = rgb(getComputedStyle(el).backgroundColor);
          if (bg[3] > 0) {
            page = bg;
            break;
          }
        }
        const shapes = [...svg.querySelectorAll('rect')];
        const labels = [...svg.querySelectorAll('text')].map((text) => {
          const box = text.getBBox();
          const cx = box.x + box.width / 2;
          const cy = box.y + box.height / 2;
          // The last shape drawn before the label whose box holds the label's centre is what it sits on.
          let behind = page.slice(0, 3);
          for (const shape of shapes) {
            if (shape.compareDocumentPosition(text) & Node.DOCUMENT_POSITION_PRECEDING) continue;
            const b = shape.getBBox();
            if (cx >= b.x && cx <= b.x + b.width && cy >= b.y && cy <= b.y + b.height) {
              const fill = rgb(getComputedStyle(shape).fill);
              behind = over(fill, behind);
            }
          }
          const ink = over(rgb(getComputedStyle(text).fill), behind);
          const [l1, l2] = [luminance(ink), luminance(behind)].sort((a, b) => b - a);
          return { text: text.textContent ?? '', contrast: (l1! + 0.05) / (l2! + 0.05) };
        });
        return { title, desc, labels };
      }, id);
      assert.ok(result, `no diagram ${id} on ${route}`);
      assert.ok(result.title.length > 10, 'a title names the diagram');
      assert.ok(result.desc.length > 60, 'a description says what it shows');
      assert.ok(result.labels.length >= 6, `${result.labels.length} labels`);
      const faint = result.labels
        .filter((l: Label) => l.contrast < 4.5)
        .map((l: Label) => `${l.text} (${l.contrast.toFixed(2)})`);
      assert.deepEqual(faint, [], `labels under 4.5:1 in ${mode} mode`);
      await context.close();
    });
  }
}
