// The site stage on inline inputs: sidebars resolved from the authors' config,
// pages placed in them (sidebar, neighbours, breadcrumbs) and navbar items resolved.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { resolveSidebars } from '../../../src/site/sidebar.js';
import { assemblePages } from '../../../src/site/pages.js';
import { resolveNavbar } from '../../../src/site/navbar.js';
import { validateConfig } from '../../../src/config/validate-config.js';
import { DocgenError } from '../../../src/errors.js';
import type { Doc } from '../../../src/types.js';

function doc(id: string, route: string, title = id): Doc {
  return {
    id,
    kind: 'doc',
    route,
    title,
    sidebarLabel: title,
    hideTableOfContents: false,
    html: '',
    toc: [],
    sections: [],
    links: [],
    anchors: [],
  } as Doc;
}

const docs = [
  doc('intro', '/', 'Introduction'),
  doc('guide/install', '/guide/install', 'Install'),
  doc('guide/index', '/guide/', 'Guide'),
  doc('guide/deploy', '/guide/deploy', 'Deploy'),
  doc('faq', '/faq', 'FAQ'),
];

const sidebarsConfig = {
  docs: [
    'intro',
    {
      type: 'category' as const,
      label: 'Guide',
      link: 'guide/index',
      items: ['guide/install', { type: 'doc' as const, id: 'guide/deploy', label: 'Ship it' }],
    },
    { type: 'link' as const, label: 'FAQ', href: '/faq' },
  ],
};

test('resolveSidebars turns doc ids into links with the docs’ labels and routes, keeps categories and links', () => {
  const { docs: items } = resolveSidebars(sidebarsConfig, docs, 'content/sidebars.ts');
  assert.deepEqual(items![0], {
    type: 'link',
    label: 'Introduction',
    href: '/',
    docId: 'intro',
    className: undefined,
  });
  const category = items![1]!;
  assert.equal(category.type, 'category');
  assert.equal(category.href, '/guide/');
  assert.ok(category.type === 'category');
  assert.deepEqual(
    category.items.map((i) => [i.label, i.href]),
    [
      ['Install', '/guide/install'],
      ['Ship it', '/guide/deploy'],
    ],
  );
  assert.equal(category.collapsed, false);
  assert.deepEqual(items![2], { type: 'link', label: 'FAQ', href: '/faq', className: undefined });
});

test('resolveSidebars names the sidebar item and the file of an unknown doc id, and lists the ids there are', () => {
  assert.throws(
    () => resolveSidebars({ docs: ['intro', 'nope'] }, docs, 'content/sidebars.ts'),
    (error: unknown) =>
      error instanceof DocgenError &&
      /Sidebar item docs\[1\] points at an unknown doc id "nope"/.test(error.message) &&
      error.location.file === 'content/sidebars.ts' &&
      /faq, guide\/deploy, guide\/index, guide\/install, intro/.test(error.hint ?? ''),
  );
});

test('assemblePages gives each page its sidebar, neighbours in reading order and breadcrumbs', () => {
  const sidebars = resolveSidebars(sidebarsConfig, docs, 'content/sidebars.ts');
  const pages = assemblePages(docs, sidebars, { breadcrumbs: true, homeRoute: '/' });
  const byRoute = new Map(pages.map((p) => [p.route, p]));
  const install = byRoute.get('/guide/install')!;
  assert.equal(install.sidebarId, 'docs');
  assert.deepEqual(install.prev, { label: 'Guide', href: '/guide/' });
  assert.deepEqual(install.next, { label: 'Ship it', href: '/guide/deploy' });
  assert.deepEqual(install.breadcrumbs, [
    { label: 'Home', href: '/' },
    { label: 'Guide', href: '/guide/' },
  ]);
  // The home page has no trail, and no previous page.
  assert.deepEqual(byRoute.get('/')!.breadcrumbs, []);
  assert.equal(byRoute.get('/')!.prev, undefined);
  // A plain link item places a page too, after the doc items.
  assert.equal(byRoute.get('/faq')!.sidebarId, 'docs');
  assert.deepEqual(byRoute.get('/guide/deploy')!.next, { label: 'FAQ', href: '/faq' });
});

test('assemblePages: a page no sidebar lists has no sidebar, neighbours or breadcrumbs; breadcrumbs can be off', () => {
  const sidebars = resolveSidebars({ docs: ['intro', 'guide/install'] }, docs, 'sidebars.ts');
  const pages = assemblePages(docs, sidebars, { breadcrumbs: false, homeRoute: '/' });
  const faq = pages.find((p) => p.route === '/faq')!;
  assert.equal(faq.sidebarId, undefined);
  assert.equal(faq.prev, undefined);
  assert.equal(faq.next, undefined);
  assert.deepEqual(faq.breadcrumbs, []);
  assert.deepEqual(pages.find((p) => p.route === '/guide/install')!.breadcrumbs, []);
});

test('pagination_prev: null and pagination_next: null remove the neighbours the sidebar gives', () => {
  const sidebars = resolveSidebars(sidebarsConfig, docs, 'content/sidebars.ts');
  const install = { ...docs[1]!, pagination: { prev: null, next: null } };
  const pages = assemblePages([docs[0]!, install, ...docs.slice(2)], sidebars, {
    breadcrumbs: true,
    homeRoute: '/',
  });
  const page = pages.find((p) => p.route === '/guide/install')!;
  assert.equal(page.sidebarId, 'docs');
  assert.ok(!('prev' in page), 'no previous link');
  assert.ok(!('next' in page), 'no next link');
  // Only the page that says so loses its links.
  assert.deepEqual(pages.find((p) => p.route === '/guide/deploy')!.prev, {
    label: 'Install',
    href: '/guide/install',
  });
});

test('a pagination_next link to a doc reads as the sidebar order’s link to it: its sidebar label, else its sidebar_label or title', () => {
  const sidebars = resolveSidebars(sidebarsConfig, docs, 'content/sidebars.ts');
  const intro = { ...docs[0]!, pagination: { next: 'guide/deploy', prev: 'orphan' } };
  const orphan = doc('orphan', '/orphan', 'Orphan page');
  const pages = assemblePages([intro, ...docs.slice(1), orphan], sidebars, {
    breadcrumbs: true,
    homeRoute: '/',
  });
  const byRoute = new Map(pages.map((p) => [p.route, p]));
  // The sidebars file labels guide/deploy 'Ship it' (its title is 'Deploy'): both paths say so.
  assert.deepEqual(byRoute.get('/')!.next, { label: 'Ship it', href: '/guide/deploy' });
  assert.deepEqual(byRoute.get('/guide/install')!.next, {
    label: 'Ship it',
    href: '/guide/deploy',
  });
  // A doc no sidebar lists is named by its sidebar_label (here its title).
  assert.deepEqual(byRoute.get('/')!.prev, { label: 'Orphan page', href: '/orphan' });
});

const config = (navbar: unknown) =>
  validateConfig(
    { title: 'T', url: 'https://example.com', docs: { version: { mainDocId: 'intro' } }, navbar },
    'site.config.ts',
  );

test('resolveNavbar resolves doc, docSidebar, link and search items, each on its side', () => {
  const sidebars = resolveSidebars(sidebarsConfig, docs, 'content/sidebars.ts');
  const items = resolveNavbar(
    config({
      items: [
        { type: 'docSidebar', sidebarId: 'docs', label: 'Docs', position: 'left' },
        { type: 'doc', docId: 'faq' },
        { to: '/guide/', label: 'Guide', position: 'left' },
        { href: 'https://github.com/x/y', label: 'GitHub' },
        { type: 'search' },
      ],
    }),
    docs,
    new Set(),
    sidebars,
    'site.config.ts',
  );
  assert.deepEqual(
    items.map((i) => [i.kind, 'href' in i ? i.href : '', i.position]),
    [
      ['link', '/', 'left'],
      ['link', '/faq', 'right'],
      ['link', '/guide/', 'left'],
      ['link', 'https://github.com/x/y', 'right'],
      ['search', '', 'right'],
    ],
  );
  assert.equal(items[0]!.kind === 'link' && items[0]!.sidebarId, 'docs');
  assert.equal(items[1]!.kind === 'link' && items[1]!.label, 'FAQ');
  assert.equal(items[3]!.kind === 'link' && items[3]!.external, true);
});

test('resolveNavbar: an unknown doc id is an error listing the ids, a draft’s item is hidden, an empty sidebar is an error', () => {
  const sidebars = resolveSidebars({ docs: [], other: ['faq'] }, docs, 'sidebars.ts');
  assert.throws(
    () =>
      resolveNavbar(
        config({ items: [{ type: 'doc', docId: 'gone' }] }),
        docs,
        new Set(),
        sidebars,
        'site.config.ts',
      ),
    /Couldn't find any doc with id "gone".*Available ids are:\n- faq/s,
  );
  assert.deepEqual(
    resolveNavbar(
      config({ items: [{ type: 'doc', docId: 'draft' }] }),
      docs,
      new Set(['draft']),
      sidebars,
      'site.config.ts',
    ),
    [],
  );
  assert.throws(
    () =>
      resolveNavbar(
        config({ items: [{ type: 'docSidebar', sidebarId: 'docs', label: 'Docs' }] }),
        docs,
        new Set(),
        sidebars,
        'site.config.ts',
      ),
    /Sidebar with ID docs doesn't have anything to be linked to/,
  );
});
