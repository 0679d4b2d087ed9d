// The build's link check on inline pages: which links lead nowhere, and why.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  brokenLinkWarning,
  findBrokenLinks,
  formatBrokenLinks,
} from '../../../src/links/link-graph.js';
import type { Doc, LinkRef, Page } from '../../../src/types.js';

function page(route: string, anchors: string[], links: LinkRef[] = []): Page {
  const doc = { id: route, kind: 'doc', route, anchors, links } as unknown as Doc;
  return { route, doc, breadcrumbs: [] };
}

const link = (href: string, line = 3): LinkRef => ({ href, file: 'content/a.md', line });

function broken(links: LinkRef[], extra: string[] = [], redirects?: Map<string, string>) {
  return findBrokenLinks({
    pages: [
      page('/a', ['intro'], links),
      page('/guide/', ['setup', 'café']),
      page('/guide/deep', []),
    ],
    extraPaths: new Set(extra),
    redirects,
    baseUrl: '/',
  }).map((b) => [b.target, b.reason, b.canonical]);
}

test('links to existing routes and anchors pass, in either trailing-slash spelling, relative or absolute', () => {
  assert.deepEqual(
    broken(
      [
        link('/guide/'),
        link('/guide'),
        link('/guide/#setup'),
        link('#intro'),
        link('guide/deep'),
        link('/guide/#caf%C3%A9'),
        link('/logo.png'),
        link('//cdn.example.com/x.js'),
      ],
      ['/logo.png'],
    ),
    [],
  );
});

test('a missing route, a missing anchor and a missing markdown file are reported with the reason', () => {
  assert.deepEqual(
    broken([
      link('/nowhere'),
      link('/guide/#nope'),
      link('#gone'),
      {
        href: './missing',
        markdownTarget: './missing.md',
        markdownMissing: true,
        file: 'content/a.md',
        line: 9,
      },
    ]),
    [
      ['/nowhere', 'route', undefined],
      ['/guide/#nope', 'anchor', undefined],
      ['#gone', 'anchor', undefined],
      ['./missing.md', 'markdown', undefined],
    ],
  );
});

test('a relative link resolves against the page route as a browser would', () => {
  // From /a, `guide/deep` is /guide/deep (exists) and `../deep` is /deep (does not).
  assert.deepEqual(broken([link('guide/deep'), link('../deep')]), [['/deep', 'route', undefined]]);
});

test('a link to a redirect stub names the canonical route; a malformed escape is a broken link, not a crash', () => {
  assert.deepEqual(broken([link('/old-guide')], [], new Map([['/old-guide', '/guide/']])), [
    ['/old-guide', 'redirect', '/guide/'],
  ]);
  assert.deepEqual(broken([link('/100%')]), [['/100%', 'route', undefined]]);
});

test('the same broken link twice on a page is reported once; the report names page, target, reason and line', () => {
  const found = findBrokenLinks({
    pages: [page('/a', [], [link('/x', 3), link('/x', 7)])],
    extraPaths: new Set(),
    baseUrl: '/',
  });
  assert.equal(found.length, 1);
  assert.equal(
    formatBrokenLinks(found),
    '- On page /a (content/a.md):\n    -> /x (no such page) at content/a.md:3',
  );
});

test('site links (navbar, footer) are checked against the site root and named by their config path', () => {
  const found = findBrokenLinks({
    pages: [page('/', [])],
    extraPaths: new Set(),
    baseUrl: '/',
    siteLinks: [
      { href: '/', file: 'site.config.ts', where: 'navbar.items[0].to' },
      { href: 'docs/missing', file: 'site.config.ts', where: 'footer.links[0].items[1].to' },
    ],
  });
  assert.deepEqual(
    found.map((b) => [b.target, b.where, b.reason]),
    [['docs/missing', 'footer.links[0].items[1].to', 'route']],
  );
  assert.match(
    formatBrokenLinks(found),
    /In site\.config\.ts:\n {4}-> docs\/missing \(no such page\) at footer\.links\[0\]\.items\[1\]\.to/,
  );
  // Under onBrokenLinks: 'warn', each is one warning naming its file and config path.
  assert.deepEqual(found.map(brokenLinkWarning), [
    'site.config.ts: footer.links[0].items[1].to links to docs/missing (no such page)',
  ]);
});

test("a broken link written in a partial is reported at the partial's line, with the include, under its page's file", () => {
  const partialLink = (href: string, extra: Partial<LinkRef> = {}): LinkRef => ({
    href,
    file: 'content/_partials/_links.md',
    line: 3,
    includedFrom: 'content/b3/title.md:7',
    ...extra,
  });
  const onPage = page(
    '/b3/title',
    [],
    [
      partialLink('../page.md', { markdownTarget: '../page.md', markdownMissing: true }),
      partialLink('/nowhere', { line: 4 }),
    ],
  );
  (onPage.doc as { sourcePath?: string }).sourcePath = 'content/b3/title.md';
  const found = findBrokenLinks({ pages: [onPage], extraPaths: new Set(), baseUrl: '/' });
  assert.equal(
    formatBrokenLinks(found),
    [
      '- On page /b3/title (content/b3/title.md):',
      '    -> ../page.md (markdown file not found) at content/_partials/_links.md:3, included from content/b3/title.md:7',
      '    -> /nowhere (no such page) at content/_partials/_links.md:4, included from content/b3/title.md:7',
    ].join('\n'),
  );
  // As warnings: one a link, at the partial's line, with the include written as the
  // content stage writes it, so the warnings group and count like the build's others.
  assert.deepEqual(found.map(brokenLinkWarning), [
    'content/_partials/_links.md:3: broken link ../page.md (markdown file not found) (Included from content/b3/title.md:7.)',
    'content/_partials/_links.md:4: broken link /nowhere (no such page) (Included from content/b3/title.md:7.)',
  ]);
});

test('a broken link of a partial the page includes several times names every include line, in the error and the warning', () => {
  const included = (includedFrom: string, line = 1): LinkRef => ({
    href: '/nowhere',
    file: 'content/_partials/_b.md',
    line,
    includedFrom,
  });
  const onPage = page(
    '/deep/sub/page',
    [],
    [
      included('content/deep/sub/page.md:7'),
      included('content/deep/sub/page.md:11'),
      included('content/deep/sub/page.md:13'),
      included('content/deep/sub/page.md:13'),
      // The same target written on another line of the partial is the page's one report.
      included('content/deep/sub/page.md:15', 2),
    ],
  );
  (onPage.doc as { sourcePath?: string }).sourcePath = 'content/deep/sub/page.md';
  const found = findBrokenLinks({ pages: [onPage], extraPaths: new Set(), baseUrl: '/' });
  const lines =
    'content/deep/sub/page.md:7, content/deep/sub/page.md:11, content/deep/sub/page.md:13';
  assert.equal(
    formatBrokenLinks(found),
    `- On page /deep/sub/page (content/deep/sub/page.md):\n    -> /nowhere (no such page) at content/_partials/_b.md:1, included from ${lines}`,
  );
  assert.deepEqual(found.map(brokenLinkWarning), [
    `content/_partials/_b.md:1: broken link /nowhere (no such page) (Included from ${lines}.)`,
  ]);
});

test("a root-relative link to a page's markdown copy (its route + .md) passes; one to no page's copy is reported", () => {
  const mdLink = (href: string): LinkRef => ({
    href,
    markdownTarget: href,
    markdownMissing: true,
    file: 'content/a.md',
    line: 4,
  });
  const withCopy = (route: string): Page => {
    const p = page(route, []);
    (p.doc as { markdown?: string }).markdown = '# Page\n';
    return p;
  };
  const found = findBrokenLinks({
    pages: [
      page(
        '/a',
        [],
        [
          mdLink('/tutorials/first-steps.md'),
          mdLink('/guide/index.md'),
          mdLink('/tutorials/caf%C3%A9.md'),
          mdLink('/tutorials/nope.md'),
          mdLink('/no-copy.md'),
          mdLink('tutorials/first-steps.md'),
        ],
      ),
      withCopy('/tutorials/first-steps'),
      withCopy('/guide/'),
      withCopy('/tutorials/café'),
      page('/no-copy', []),
    ],
    extraPaths: new Set(),
    baseUrl: '/',
  }).map((b) => [b.target, b.reason]);
  assert.deepEqual(found, [
    ['/tutorials/nope.md', 'markdown'],
    ['/no-copy.md', 'markdown'],
    ['tutorials/first-steps.md', 'markdown'],
  ]);
});

test('a link markdown-it %-encoded is reported as its author wrote it, in the error and in the warning', () => {
  const found = findBrokenLinks({
    pages: [
      page('/はじめに', [], [link('/%E3%82%AC%E3%82%A4%E3%83%89#%E5%AD%98%E5%9C%A8', 38)]),
      page('/ガイド', []),
    ],
    extraPaths: new Set(),
    baseUrl: '/',
  });
  assert.equal(
    formatBrokenLinks(found),
    '- On page /はじめに (content/a.md):\n    -> /ガイド#存在 (anchor not found) at content/a.md:38',
  );
  assert.equal(
    brokenLinkWarning(found[0]!),
    'content/a.md:38: broken link /ガイド#存在 (anchor not found)',
  );
});

test("a broken link's suggestion and a redirect stub's route are written as the site's trailingSlash writes page links", () => {
  const report = (trailingSlash: boolean | undefined) =>
    formatBrokenLinks(
      findBrokenLinks({
        pages: [page('/a', [], [link('/sub/'), link('/old')]), page('/nested/sub/', [])],
        extraPaths: new Set(),
        redirects: new Map([['/old', '/nested/sub/']]),
        baseUrl: '/docs/',
        trailingSlash,
      }),
    );
  const flat = report(false);
  assert.match(flat, /did you mean \/nested\/sub\?/);
  assert.match(flat, /link to \/nested\/sub instead/);
  const slashed = report(true);
  assert.match(slashed, /did you mean \/nested\/sub\/\?/);
  assert.match(report(undefined), /did you mean \/nested\/sub\/\?/);
});

test('a link to /x reaches a static x.html on a trailingSlash: false site, as its hosts serve it, and only there', () => {
  const check = (trailingSlash: boolean | undefined) =>
    findBrokenLinks({
      pages: [page('/a', [], [link('/legacy')])],
      extraPaths: new Set(['/legacy.html']),
      baseUrl: '/',
      trailingSlash,
    }).map((b) => b.target);
  assert.deepEqual(check(false), []);
  assert.deepEqual(check(true), ['/legacy']);
  assert.deepEqual(check(undefined), ['/legacy']);
});
