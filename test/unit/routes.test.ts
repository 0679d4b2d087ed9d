import { test } from 'node:test';
import assert from 'node:assert/strict';
import { docIdForFile, outputFileForRoute, routeForFile } from '../../src/content/routes.js';
import { slugify, createSlugger } from '../../src/shared/slug.js';
import { loadContent } from '../../src/content/load-content.js';
import { DocgenError } from '../../src/errors.js';

test('routes derive from file paths; folder index pages keep their trailing slash', () => {
  assert.equal(
    routeForFile('overview/getting-started', undefined, '/'),
    '/overview/getting-started',
  );
  assert.equal(
    routeForFile('overview/workspaces/workspaces', undefined, '/'),
    '/overview/workspaces/',
  );
  assert.equal(routeForFile('start-building/index', undefined, '/'), '/start-building/');
  assert.equal(routeForFile('index', undefined, '/'), '/');
  assert.equal(routeForFile('sdks/sdks-python', '/sdks-python', '/'), '/sdks-python');
  assert.equal(routeForFile('blockfrost', '/', '/'), '/');
  assert.equal(routeForFile('guides/a', 'b', '/docs'), '/docs/guides/b');
});

test('front matter id names the last segment of the route; slug and index pages win over it', () => {
  assert.equal(
    routeForFile('introduction', undefined, '/docs', 'getting-started'),
    '/docs/getting-started',
  );
  assert.equal(routeForFile('guides/a', undefined, '/', 'b'), '/guides/b');
  assert.equal(routeForFile('guides/a', '/c', '/', 'b'), '/c');
  assert.equal(routeForFile('guides/index', undefined, '/', 'b'), '/guides/');
  assert.equal(routeForFile('guides/guides', undefined, '/', 'b'), '/guides/');
});

test('an id that is not one plain name fails at its line, saying what to write', () => {
  const cases: [string, RegExp][] = [
    ["''", /its front matter id "" is empty/],
    ['"a/b"', /its front matter id "a\/b" holds a folder separator/],
    ['..', /its front matter id "\.\." names a folder \("\." or "\.\."\), not a page/],
    ['"%2e%2e"', /its front matter id "%2e%2e" names a folder/],
    ['"C:"', /its front matter id "C:" is not a name a route can hold/],
    ['"a b"', /its front matter id "a b" holds a space, which a URL cannot keep/],
    ['"a?b"', /its front matter id "a\?b" holds "\?", which a URL cannot keep/],
    [
      '"javascript:alert(1)"',
      /id "javascript:alert\(1\)" holds ":", which is not a letter, a digit, "-", "_" or "\."/,
    ],
    ['"mailto:x"', /id "mailto:x" holds ":", which is not a letter/],
    ['"a<b>"', /id "a<b>" holds "<", which is not a letter/],
    [`'a"b'`, /id "a\\"b" holds """, which is not a letter/],
    ['"\\u202ea"', /id "\u202ea" holds U\+202E, which is not a letter/],
    ['"\\u200c"', /id "\u200c" holds U\+200C, which is not a letter/],
    ['"\\u200dabc"', /id "\u200dabc" holds U\+200D, which is not a letter/],
  ];
  for (const [id, message] of cases) {
    const text = `---\ntitle: A\nid: ${id}\n---\nx`;
    assert.throws(
      () => loadContent([{ file: 'content/guides/a.md', relative: 'guides/a', text }], '/'),
      (error: unknown) => {
        assert.ok(error instanceof DocgenError, String(error));
        assert.match(error.message, /^content\/guides\/a\.md cannot be a page: /);
        assert.match(error.message, message);
        assert.equal(error.location.file, 'content/guides/a.md');
        assert.equal(error.location.line, 3);
        assert.match(error.hint ?? '', /one name, such as `getting-started`.*set `slug`/);
        return true;
      },
      id,
    );
  }
});

test('an id in any script is a name, with the joiners Persian and Indic words are spelt with', () => {
  for (const id of ['می‌خواهم', 'क्‍ष', 'v1.2', 'über_uns', '中文']) {
    const text = `---\ntitle: A\nid: "${id}"\n---\nx`;
    const [doc] = loadContent(
      [{ file: 'content/guides/a.md', relative: 'guides/a', text }],
      '/',
    ).docs;
    assert.equal(doc?.route, `/guides/${id}`, id);
  }
});

test('an id ending in a file extension fails at its line: its route would be a markdown copy or a file', () => {
  for (const [id, extension, plain] of [
    ['first-steps.md', '.md', 'first-steps'],
    ['page.HTML', '.HTML', 'page'],
  ]) {
    const text = `---\ntitle: A\nid: ${id}\n---\nx`;
    assert.throws(
      () => loadContent([{ file: 'content/guides/a.md', relative: 'guides/a', text }], '/'),
      (error: unknown) => {
        assert.ok(error instanceof DocgenError, String(error));
        assert.ok(
          error.message.startsWith(
            `content/guides/a.md cannot be a page: its front matter id "${id}" ends in "${extension}", a file's extension`,
          ),
          error.message,
        );
        assert.deepEqual(error.location, {
          file: 'content/guides/a.md',
          line: 3,
          column: undefined,
        });
        assert.equal(error.hint, `Write the id without the extension: \`${plain}\`.`);
        return true;
      },
      id,
    );
  }
  // A dot inside a name is fine.
  const text = '---\ntitle: A\nid: v1.2\n---\nx';
  const { docs } = loadContent([{ file: 'content/a.md', relative: 'a', text }], '/');
  assert.equal(docs[0]?.route, '/v1.2');
});

test('id: index is an error that says to name the file index.md, with an index page or not', () => {
  const weird = { file: 'content/guides/weird.md', relative: 'guides/weird' };
  const index = { file: 'content/guides/index.md', relative: 'guides/index', text: '# G\n' };
  for (const others of [[index], []]) {
    const files = [{ ...weird, text: '---\ntitle: W\nid: index\n---\nx' }, ...others];
    assert.throws(
      () => loadContent(files, '/'),
      (error: unknown) => {
        assert.ok(error instanceof DocgenError, String(error));
        assert.match(
          error.message,
          /content\/guides\/weird\.md cannot be a page: its front matter id "index"/,
        );
        assert.equal(error.location.line, 3);
        assert.match(error.hint ?? '', /Rename the file to index\.md/);
        return true;
      },
    );
  }
});

test("id: index on a file that is its folder's index page (index.md, README.md) names what it is: the page builds", () => {
  const files = [
    { file: 'content/index.md', relative: 'index', text: '---\nid: index\ntitle: Home\n---\nx' },
    {
      file: 'content/guides/README.md',
      relative: 'guides/README',
      text: '---\nid: index\ntitle: G\n---\nx',
    },
  ];
  const { docs } = loadContent(files, '/');
  assert.deepEqual(
    docs.map((d) => [d.route, d.id]),
    [
      ['/', 'index'],
      ['/guides/', 'guides/index'],
    ],
  );
  // In other capitals it is still an error, whose hint says to remove the line.
  assert.throws(
    () => loadContent([{ ...files[0]!, text: '---\nid: Index\ntitle: Home\n---\nx' }], '/'),
    (error: unknown) => {
      assert.ok(error instanceof DocgenError, String(error));
      assert.equal(error.location.line, 2);
      assert.match(error.hint ?? '', /^Remove the `id` line/);
      return true;
    },
  );
});

test('a clash that an id makes is reported at the id line, whichever file comes first', () => {
  const files = [
    { file: 'content/clash.md', relative: 'clash', text: '---\nid: guides\n---\nx' },
    { file: 'content/guides/index.md', relative: 'guides/index', text: '# G\n' },
  ];
  for (const order of [files, [...files].reverse()]) {
    assert.throws(
      () => loadContent(order, '/'),
      (error: unknown) => {
        assert.ok(error instanceof DocgenError, String(error));
        assert.match(error.message, /content\/clash\.md has `id: guides`, which names its route/);
        assert.equal(error.location.file, 'content/clash.md');
        assert.equal(error.location.line, 2);
        return true;
      },
    );
  }
});

test("a page that id moved leaves a redirect at its file's route, unless a page is there", () => {
  const { redirects } = loadContent(
    [
      {
        file: 'content/docs/introduction.md',
        relative: 'docs/introduction',
        text: '---\nid: getting-started\n---\n# I\n',
      },
      {
        file: 'content/docs/getting-started.md',
        relative: 'docs/getting-started',
        text: '---\nid: setup\n---\n# S\n',
      },
      {
        file: 'content/docs/02-install.md',
        relative: 'docs/02-install',
        text: '---\nid: installing\n---\n# In\n',
      },
      { file: 'content/docs/same.md', relative: 'docs/same', text: '---\nid: same\n---\n# Same\n' },
    ],
    '/base',
  );
  assert.deepEqual(redirects, [
    { from: '/base/docs/introduction', to: '/base/docs/getting-started' },
    { from: '/base/docs/install', to: '/base/docs/installing' },
  ]);
});

test('doc ids take the front matter id in place of the file name', () => {
  assert.equal(docIdForFile('sdks/sdks-python', 'python'), 'sdks/python');
  assert.equal(docIdForFile('contributing', undefined), 'contributing');
});

test('route R is written to R/index.html', () => {
  assert.equal(outputFileForRoute('/'), 'index.html');
  assert.equal(outputFileForRoute('/overview/workspaces/'), 'overview/workspaces/index.html');
  assert.equal(outputFileForRoute('/sdks-python'), 'sdks-python/index.html');
});

test('slugs are kebab-case and unique within a page', () => {
  assert.equal(slugify('Address UTXOs'), 'address-utxos');
  assert.equal(slugify('Specific nut.link address'), 'specific-nut-link-address');
  assert.equal(slugify('Cardano » Accounts'), 'cardano-accounts');
  assert.equal(slugify('Café déjà vu'), 'cafe-deja-vu');
  const slug = createSlugger();
  assert.deepEqual(['A', 'A', 'a-1', 'A'].map(slug), ['a', 'a-1', 'a-1-1', 'a-2']);
});

test('two documents claiming one route name both files', () => {
  const files = [
    { file: 'content/a.md', relative: 'a', text: '---\ntitle: A\nslug: /same\n---\nx' },
    { file: 'content/b.md', relative: 'b', text: '---\ntitle: B\nslug: /same\n---\ny' },
  ];
  assert.throws(
    () => loadContent(files, '/'),
    (error: unknown) => {
      assert.ok(error instanceof DocgenError);
      assert.match(
        error.message,
        /Two documents claim the route \/same: content\/a\.md and content\/b\.md/,
      );
      return true;
    },
  );
});

test('drafts are left out of the build but remembered', () => {
  const result = loadContent(
    [
      { file: 'content/a.md', relative: 'a', text: '---\ntitle: A\n---\nBody' },
      { file: 'content/d.md', relative: 'd', text: '---\ntitle: D\ndraft: true\n---\nBody' },
    ],
    '/',
  );
  assert.deepEqual(
    result.docs.map((d) => d.id),
    ['a'],
  );
  assert.ok(result.draftIds.has('d'));
});

test('a page without a title front matter takes its first # heading, which is not repeated', () => {
  const [doc] = loadContent(
    [{ file: 'content/t.md', relative: 't', text: '# From heading\n\nBody text here.\n' }],
    '/',
  ).docs;
  assert.equal(doc?.title, 'From heading');
  assert.doesNotMatch(doc?.html ?? '', /<h1/);
  assert.equal(doc?.description, 'Body text here.');
});

test('a huge sidebar keeps only the current category in full; a small one stays whole', async () => {
  const { pruneSidebar, countLinks } = await import('../../src/site/sidebar.js');
  const category = (label: string, n: number) => ({
    type: 'category' as const,
    label,
    collapsible: true,
    collapsed: false,
    items: Array.from({ length: n }, (_, i) => ({
      type: 'link' as const,
      label: `${label} ${i}`,
      href: `/api/${label}-${i}`,
    })),
  });
  const items = [category('a', 300), category('b', 300)];
  assert.equal(countLinks(items), 600);
  assert.equal(pruneSidebar(items, '/api/a-5', 1000), items);
  const pruned = pruneSidebar(items, '/api/a-5', 400);
  assert.equal(pruned[0]?.type, 'category');
  assert.deepEqual(pruned[1], {
    type: 'link',
    label: 'b (300)',
    href: '/api/b-0',
    className: 'menu__link--category-summary',
  });
});

test("a page's sidebar of 300 links (GitHub's webhooks) is pruned; one of 150 (the portal's API) stays whole", async () => {
  const { pruneSidebar } = await import('../../src/site/sidebar.js');
  const { maxSidebarLinks } = await import('../../src/render/render-page.js');
  const category = (label: string, n: number) => ({
    type: 'category' as const,
    label,
    collapsible: true,
    collapsed: false,
    items: Array.from({ length: n }, (_, i) => ({
      type: 'link' as const,
      label: `${label} ${i}`,
      href: `/api/${label}-${i}`,
    })),
  });
  // 300 links whole were 78 KB of every webhook page, a quarter of the median page.
  const webhooks = Array.from({ length: 30 }, (_, i) => category(`event${i}`, 10));
  const pruned = pruneSidebar(webhooks, '/api/event3-2', maxSidebarLinks);
  assert.equal(pruned.filter((item) => item.type === 'category').length, 1);
  assert.equal(pruned.length, 30, 'every other category is a link to its first page');
  const portal = Array.from({ length: 15 }, (_, i) => category(`group${i}`, 10));
  assert.equal(pruneSidebar(portal, '/api/group3-2', maxSidebarLinks), portal);
});

test('a page belongs to the sidebar that lists it as a doc, not to one that merely links to it', async () => {
  const { assemblePages } = await import('../../src/site/pages.js');
  const doc = (id: string, route: string) => ({
    id,
    kind: 'doc' as const,
    route,
    title: id,
    sidebarLabel: id,
    hideTableOfContents: false,
    html: '',
    toc: [],
    sections: [],
    links: [],
    anchors: [],
  });
  const docs = [doc('intro', '/'), doc('api/intro', '/api/intro'), doc('api/op', '/api/op')];
  const pages = assemblePages(
    docs,
    {
      docs: [
        { type: 'link', label: 'Intro', href: '/', docId: 'intro' },
        { type: 'link', label: 'API reference', href: '/api/intro' },
      ],
      api: [
        { type: 'link', label: 'Introduction', href: '/api/intro', docId: 'api/intro' },
        { type: 'link', label: 'Op', href: '/api/op', docId: 'api/op' },
      ],
    },
    { breadcrumbs: true, homeRoute: '/' },
  );
  const intro = pages.find((p) => p.route === '/api/intro')!;
  assert.equal(intro.sidebarId, 'api');
  assert.equal(intro.next?.href, '/api/op');
  assert.equal(intro.prev, undefined);
  assert.equal(
    pages.find((p) => p.route === '/')!.next?.href,
    '/api/intro',
    'the docs sidebar still leads on to it',
  );
});

test('a slug or file name longer than a file name can be says to shorten it, at its line', () => {
  const long = '画'.repeat(86);
  const cases: [string, string, RegExp, number | undefined][] = [
    [`content/a.md`, `---\ntitle: A\nslug: /${long}\n---\nx`, /^Shorten the slug: /, 3],
    [`content/${long}.md`, '---\ntitle: A\n---\nx', /^Shorten the file name: /, undefined],
  ];
  for (const [file, text, hint, line] of cases) {
    assert.throws(
      () => loadContent([{ file, relative: file.slice(8, -3), text }], '/'),
      (error: unknown) => {
        assert.ok(error instanceof DocgenError, String(error));
        assert.match(error.message, /is longer than 255 bytes/);
        assert.match(error.hint ?? '', hint);
        assert.equal(error.location.line, line);
        return true;
      },
    );
  }
});
