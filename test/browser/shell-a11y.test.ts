// axe-core on the home, a docs, an API and the not-found page, in both colour
// modes and with the client running: no serious or critical violations, colour
// contrast included.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { getSite, newPage, projectRoot, shutdown, type SiteServer } from './harness.js';

let site: SiteServer;
before(async () => {
  site = await getSite();
});
after(shutdown);

interface AxeResult {
  violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[];
}

const routes = ['/', '/overview/getting-started', '/api/blockfrost-io-api-documentation', '/does-not-exist'];

for (const colorScheme of ['light', 'dark'] as const) {
  test(`no serious or critical axe violations in ${colorScheme} mode`, async () => {
    const { context, page } = await newPage({ colorScheme });
    const failures: string[] = [];
    for (const route of routes) {
      await page.goto(`${site.url}${route}`);
      await page.waitForSelector('#__docgen_navbar .navbar__color-toggle[title]');
      assert.equal(await page.evaluate(() => document.documentElement.getAttribute('data-theme')), colorScheme);
      await page.addScriptTag({ path: path.join(projectRoot, 'node_modules/axe-core/axe.min.js') });
      const result = (await page.evaluate(() =>
        (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<unknown> } }).axe.run(document, { resultTypes: ['violations'] }),
      )) as AxeResult;
      for (const v of result.violations) {
        if (v.impact !== 'serious' && v.impact !== 'critical') continue;
        const line = `${route} [${v.impact}] ${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}${v.nodes.length > 3 ? ` (+${v.nodes.length - 3})` : ''}`;
        failures.push(line);
      }
    }
    assert.deepEqual(failures, []);
    await context.close();
  });
}
