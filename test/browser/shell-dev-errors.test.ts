// Developer errors in the browser: a client hook rendered outside its provider fails
// with an error naming the missing provider, and the island's error boundary shows it.
// The islands are bundled here with a harness entry that leaves a provider out.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { build } from 'esbuild';
import type { Page } from 'playwright-core';
import type { ShellProps } from '../../templates/shell-props.js';
import { minimalShellProps } from '../fixtures/shell-props.js';
import { getBrowser, projectRoot, shutdown } from './harness.js';

after(shutdown);

/** Bundles a tiny entry that renders the navbar island inside the given wrappers. */
async function bundle(wrap: 'none' | 'shell-props-only'): Promise<string> {
  const tree =
    wrap === 'none'
      ? '<IslandErrorBoundary><NavbarIsland /></IslandErrorBoundary>'
      : '<IslandErrorBoundary><ShellPropsProvider><NavbarIsland /></ShellPropsProvider></IslandErrorBoundary>';
  const result = await build({
    stdin: {
      contents: `
        import { createRoot } from 'react-dom/client';
        import { IslandErrorBoundary } from './client/error-boundary.js';
        import { NavbarIsland } from './client/navbar-island.js';
        import { ShellPropsProvider } from './client/providers.js';
        createRoot(document.getElementById('__docgen_navbar')).render(${tree});
      `,
      resolveDir: projectRoot,
      loader: 'tsx',
      sourcefile: 'dev-errors-entry.tsx',
    },
    bundle: true,
    format: 'iife',
    write: false,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

const props: ShellProps = minimalShellProps;

async function render(
  wrap: 'none' | 'shell-props-only',
): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const browser = await getBrowser();
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  const json = JSON.stringify(props).replace(/</g, '\\u003c');
  await page.setContent(
    `<!doctype html><title>Harness</title><div id="__docgen_navbar"></div><div id="__docgen_page"><main id="__docgen_main"><h1>Page</h1></main></div><script type="application/json" id="__docgen_props">${json}</script>`,
  );
  await page.addScriptTag({ content: await bundle(wrap) });
  return { page, errors, close: () => context.close() };
}

test('a hook outside its provider throws an error that names the provider, shown by the crash page', async () => {
  const { page, errors, close } = await render('none');
  await page.waitForSelector('#__docgen_crash');
  const message = await page.locator('#__docgen_crash .crash-page__message').textContent();
  assert.match(message!, /useShellProps\(\) is called outside the <ShellPropsProvider>/);
  assert.equal(await page.title(), 'Page Error');
  assert.ok(
    errors.some((e) => e.includes('ShellPropsProvider')),
    errors.join('\n'),
  );
  await close();
});

test('with one provider present, the error names the next missing one', async () => {
  const { page, close } = await render('shell-props-only');
  await page.waitForSelector('#__docgen_crash');
  assert.match(
    (await page.locator('#__docgen_crash .crash-page__message').textContent())!,
    /useColorMode\(\) is called outside the <ColorModeProvider>/,
  );
  await close();
});
