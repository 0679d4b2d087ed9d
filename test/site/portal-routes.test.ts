// Reads the real portal (the run's shared build) and checks every route the product
// promises, with the shell this site's config describes (navbar, footer, sidebar order).
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { readBuiltFiles, sharedSite } from '../fixtures/shared-sites.js';

let result: { files: Map<string, string | Uint8Array> };

const docsRoutes = [
  '/',
  '/contributing',
  '/overview/getting-started',
  '/overview/making-first-call',
  '/overview/plans-and-billing',
  '/overview/settings/access-filters',
  '/overview/workspaces/',
  '/sdks',
  '/start-building',
  '/start-building/cardano/',
  '/start-building/ipfs/',
  '/start-building/tips-tricks',
  '/start-building/tor',
  '/start-building/webhooks/',
  '/start-building/webhooks/using-webhooks',
  '/start-building/webhooks/webhooks-conditions',
  '/start-building/webhooks/webhooks-events',
  '/start-building/webhooks/webhooks-signatures',
  '/support',
  '/support/cardano',
  '/support/ipfs',
  '/support/tor',
];
const sdkRoutes = [
  'arduino',
  'crystal',
  'dotnet',
  'elixir',
  'golang',
  'haskell',
  'java',
  'js',
  'kotlin',
  'php',
  'python',
  'ruby',
  'rust',
  'scala',
  'swift',
].map((l) => `/sdks-${l}`);

function fileFor(route: string): string {
  const trimmed = route.replace(/^\/+|\/+$/g, '');
  return trimmed ? `${trimmed}/index.html` : 'index.html';
}

function html(route: string): string {
  const content = result.files.get(fileFor(route));
  assert.ok(typeof content === 'string', `no page for ${route}`);
  return content;
}

before(async () => {
  result = { files: readBuiltFiles(await sharedSite('portal')) };
});

test('every docs, SDK and showcase route exists with a real title and first section', () => {
  for (const route of [...docsRoutes, ...sdkRoutes, '/showcases/assets-explorer']) {
    const page = html(route);
    const title = /<title>([^<]*)<\/title>/.exec(page)?.[1] ?? '';
    assert.match(
      title,
      /\| Blockfrost Development Hub$|^Blockfrost Development Hub$/,
      `${route} title: ${title}`,
    );
    assert.match(page, /<h1 class="doc-title"[^>]*>[^<]{3,}<\/h1>/, `${route} has an h1`);
    assert.match(page, /<div class="doc-content"><p>/, `${route} starts with a paragraph`);
  }
});

test('the shell: lang and dir, canonical and alternates, colour script, skip link, navbar, footer', () => {
  const page = html('/overview/getting-started');
  assert.match(page, /^<!DOCTYPE html><html lang="en" dir="ltr"/);
  assert.match(page, /<title>Getting started \| Blockfrost Development Hub<\/title>/i);
  assert.match(page, /<meta name="description" content="[^"]{20,}"/);
  assert.match(
    page,
    /<link rel="canonical" href="https:\/\/blockfrost\.dev\/overview\/getting-started"\/>/,
  );
  assert.match(page, /<link rel="alternate" href="[^"]+" hrefLang="en"\/>/);
  assert.match(page, /<link rel="alternate" href="[^"]+" hrefLang="x-default"\/>/);
  assert.match(page, /localStorage\.getItem\('theme'\)/);
  assert.match(page, /<a class="skip-to-content" href="#__docgen_main">Skip to main content<\/a>/);
  assert.match(page, /aria-label="Toggle navigation bar"/);
  assert.match(page, /Search\.\.\./);
  assert.match(page, /aria-label="GitHub"/);
  assert.match(page, /aria-label="Twitter"/);
  assert.match(page, /aria-label="Discord"/);
  assert.match(page, />Dashboard</);
  assert.match(page, /aria-label="Languages: English"/);
  assert.match(page, /aria-label="Versions: Next"/);
  assert.match(page, /Back to main menu/);
  assert.match(
    page,
    /<script src="https:\/\/plausible\.io\/js\/plausible\.js" defer="" data-domain="blockfrost\.dev"><\/script>/,
  );
  assert.match(page, /class="announcement-bar"/);
  for (const column of ['Docs', 'Community', 'More'])
    assert.match(page, new RegExp(`<h2 class="footer__title">${column}</h2>`));
  assert.match(page, /Copyright © 2025 <a href="https:\/\/blockfrost\.io">Blockfrost\.io<\/a>/);
});

test('docs pages show the docs sidebar with the active page, breadcrumbs and a TOC of h2 and h3', () => {
  const page = html('/start-building/webhooks/webhooks-signatures');
  assert.match(page, /<aside class="doc-sidebar" aria-label="Docs sidebar" data-sidebar="docs">/);
  assert.match(
    page,
    /<a class="menu__link menu__link--active" href="\/start-building\/webhooks\/webhooks-signatures" aria-current="page">/,
  );
  // Breadcrumbs: Home › Start building › Secure Webhooks › this page.
  const crumbs = /<nav class="breadcrumbs"[\s\S]*?<\/nav>/.exec(page)?.[0] ?? '';
  assert.match(crumbs, /href="\/">Home</);
  assert.match(crumbs, /href="\/start-building">Start building</);
  assert.match(crumbs, /href="\/start-building\/webhooks\/">Secure Webhooks</);
  assert.match(crumbs, /aria-current="page"/);
  const toc = /<nav class="toc"[\s\S]*?<\/nav>/.exec(page)?.[0] ?? '';
  assert.match(toc, /toc__item--h2/);
  assert.doesNotMatch(toc, /toc__item--h4/);
  // Categories never auto-collapse: nothing in the docs sidebar starts collapsed.
  assert.doesNotMatch(
    /<aside class="doc-sidebar"[\s\S]*?<\/aside>/.exec(page)?.[0] ?? '',
    /menu__list-item--collapsed/,
  );
});

test('the sidebar keeps the order of the old site', () => {
  const page = html('/sdks-python');
  const labels = [
    ...(/<aside class="doc-sidebar"[\s\S]*?<\/aside>/.exec(page)?.[0] ?? '').matchAll(
      /menu__link[^"]*" href="([^"]+)"/g,
    ),
  ].map((m) => m[1]);
  const order = [
    '/',
    '/overview/getting-started',
    '/overview/making-first-call',
    '/overview/plans-and-billing',
    '/overview/settings/access-filters',
    '/overview/workspaces/',
    '/start-building',
    '/start-building/cardano/',
    '/start-building/ipfs/',
    '/start-building/tor',
    '/start-building/webhooks/',
  ];
  assert.deepEqual(labels.slice(0, order.length), order);
  assert.ok(labels.indexOf('/sdks-arduino') < labels.indexOf('/sdks-swift'));
  assert.ok(labels.indexOf('/support') < labels.indexOf('/contributing'));
});

test('the showcase is outside the sidebar and the not-found page exists', () => {
  assert.doesNotMatch(html('/showcases/assets-explorer'), /class="doc-sidebar"/);
  const notFound = result.files.get('404.html');
  assert.ok(typeof notFound === 'string');
  assert.match(notFound, /<title>Page Not Found \| Blockfrost Development Hub<\/title>/);
});

test('search index files exist for the default and docs tags', () => {
  for (const tag of ['default', 'docs-default-current']) {
    const file = result.files.get(`search-index-${tag}.json`);
    assert.ok(typeof file === 'string', tag);
    const parsed = JSON.parse(file) as { documents: unknown[] };
    assert.ok(Array.isArray(parsed.documents));
  }
});

test('client assets are hashed and referenced by every page', () => {
  const page = html('/');
  const js = /<script type="module" src="(\/assets\/app-[A-Z0-9]+\.js)"/.exec(page)?.[1];
  const css = /<link rel="stylesheet" href="(\/assets\/style-[A-Z0-9]+\.css)"/.exec(page)?.[1];
  assert.ok(js && result.files.has(js.slice(1)), 'entry script exists');
  assert.ok(css && result.files.has(css.slice(1)), 'stylesheet exists');
});
