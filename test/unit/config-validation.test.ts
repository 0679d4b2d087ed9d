import { test } from 'node:test';
import assert from 'node:assert/strict';
import { validateConfig } from '../../src/config/validate-config.js';
import { resolveNavbar } from '../../src/site/navbar.js';
import { getSidebar, resolveSidebars } from '../../src/site/sidebar.js';
import { DocgenError } from '../../src/errors.js';
import { siteStage } from '../../src/site/site-stage.js';
import type { Doc } from '../../src/types.js';

const file = 'site.config.ts';

function doc(id: string, route: string): Doc {
  return {
    id,
    kind: 'doc',
    route,
    title: id,
    sidebarLabel: id,
    hideTableOfContents: false,
    html: '',
    toc: [],
    sections: [],
    links: [],
    anchors: [],
  };
}

const docs = [doc('intro', '/'), doc('guide', '/guide')];

function navbarWith(
  items: unknown[],
  extra: { drafts?: string[]; sidebars?: Record<string, unknown[]> } = {},
) {
  const config = validateConfig({ title: 'T', navbar: { items } }, file);
  const sidebars = resolveSidebars(
    (extra.sidebars ?? { docs: ['intro', 'guide'] }) as never,
    docs,
    'content/sidebars.ts',
  );
  return resolveNavbar(config, docs, new Set(extra.drafts ?? []), sidebars, file);
}

test('defaults fill every field of a minimal config', () => {
  const config = validateConfig({ title: 'Site' }, file);
  assert.equal(config.baseUrl, '/');
  assert.equal(config.onBrokenLinks, 'throw');
  assert.equal(config.onBrokenMarkdownLinks, 'warn');
  assert.equal(config.colorMode.defaultMode, 'light');
  assert.deepEqual(config.i18n.locales, ['en']);
  assert.equal(config.i18n.localeConfigs.en?.direction, 'ltr');
  assert.equal(config.tableOfContents.minHeadingLevel, 2);
  assert.equal(config.tableOfContents.maxHeadingLevel, 3);
  assert.equal(config.docs.version.label, 'Next');
});

test('a navbar item of unknown type names the type and the config file', () => {
  assert.throws(
    () => validateConfig({ title: 'T', navbar: { items: [{ type: 'fancy', label: 'x' }] } }, file),
    (error: unknown) =>
      error instanceof DocgenError &&
      error.message === 'No NavbarItem component found for type "fancy".' &&
      error.location.file === file,
  );
});

test('a wrong field type names the config path, the expectation and what was found', () => {
  assert.throws(
    () => validateConfig({ title: 'T', onBrokenLinks: 'explode' }, file),
    /"onBrokenLinks" must be one of "throw", "warn", "ignore", received "explode"/,
  );
  assert.throws(
    () => validateConfig({ title: 42 }, file),
    /"title" must be a string, received number 42/,
  );
  assert.throws(
    () => validateConfig({ title: 'T', baseUrl: 'docs' }, file),
    /"baseUrl" must be a path that starts and ends with "\/"/,
  );
  assert.throws(
    () => validateConfig({ title: 'T', trailingSlash: 'yes' }, file),
    /"trailingSlash" must be true or false, received "yes"/,
  );
});

test('a doc sidebar item whose sidebar links to nothing fails with the product message', () => {
  assert.throws(
    () =>
      navbarWith([{ type: 'docSidebar', sidebarId: 'empty', label: 'Empty' }], {
        sidebars: { docs: ['intro'], empty: [] },
      }),
    (error: unknown) =>
      error instanceof DocgenError &&
      error.message === "Sidebar with ID empty doesn't have anything to be linked to." &&
      error.location.file === file,
  );
});

test('a doc item with an unknown doc id lists the available ids', () => {
  assert.throws(
    () => navbarWith([{ type: 'doc', docId: 'nope' }]),
    (error: unknown) => {
      assert.ok(error instanceof DocgenError);
      assert.match(error.message, /Couldn't find any doc with id "nope"/);
      assert.match(error.message, /- guide\n- intro/);
      assert.equal(error.location.file, file);
      return true;
    },
  );
});

test("a draft doc's navbar item is silently hidden", () => {
  const items = navbarWith(
    [
      { type: 'doc', docId: 'draft-page', label: 'Draft' },
      { type: 'doc', docId: 'guide' },
    ],
    { drafts: ['draft-page'] },
  );
  assert.equal(items.length, 1);
  assert.deepEqual(items[0], {
    kind: 'link',
    label: 'guide',
    href: '/guide',
    external: false,
    position: 'right',
    className: undefined,
    activeBase: '/guide',
  });
});

test('a sidebar looked up by an unknown id lists the available sidebar ids', () => {
  const sidebars = resolveSidebars(
    { docs: ['intro'], api: ['guide'] },
    docs,
    'content/sidebars.ts',
  );
  assert.throws(
    () => getSidebar(sidebars, 'missing'),
    /Can't find any sidebar with ID "missing". Available sidebars: docs, api/,
  );
  assert.throws(
    () => navbarWith([{ type: 'docSidebar', sidebarId: 'missing', label: 'X' }]),
    /Available sidebars: docs/,
  );
});

test('all nine navbar item kinds resolve, left or right (default right)', () => {
  const items = navbarWith([
    { label: 'Home', to: '/', position: 'left' },
    { type: 'localeDropdown' },
    { type: 'search' },
    { type: 'dropdown', label: 'More', items: [{ label: 'Guide', to: '/guide' }] },
    { type: 'html', value: '<b>hi</b>' },
    { type: 'doc', docId: 'guide' },
    { type: 'docSidebar', sidebarId: 'docs', label: 'Docs' },
    { type: 'docsVersion' },
    { type: 'docsVersionDropdown' },
  ]);
  assert.deepEqual(
    items.map((i) => [i.kind, i.position]),
    [
      ['link', 'left'],
      ['dropdown', 'right'],
      ['search', 'right'],
      ['dropdown', 'right'],
      ['html', 'right'],
      ['link', 'right'],
      ['link', 'right'],
      ['link', 'right'],
      ['dropdown', 'right'],
    ],
  );
  const sidebarLink = items[6];
  assert.ok(sidebarLink?.kind === 'link' && sidebarLink.href === '/');
});

test('a sidebar entry with an unknown doc id names the sidebars file and lists ids', () => {
  assert.throws(
    () => resolveSidebars({ docs: ['ghost'] }, docs, 'content/sidebars.ts'),
    (error: unknown) => {
      assert.ok(error instanceof DocgenError);
      assert.equal(error.location.file, 'content/sidebars.ts');
      assert.match(error.message, /unknown doc id "ghost"/);
      assert.match(error.hint ?? '', /guide, intro/);
      return true;
    },
  );
});

test('an OpenAPI source linkBase must be an absolute URL, named by its config path', () => {
  const config = (linkBase: unknown) => ({
    title: 'T',
    openapi: { sources: [{ id: 'a', source: { file: 'a.yaml' }, linkBase }] },
  });
  assert.equal(
    validateConfig(config('https://docs.example.com/'), file).openapi.sources[0]?.linkBase,
    'https://docs.example.com/',
  );
  assert.throws(
    () => validateConfig(config('docs/'), file),
    (error: unknown) =>
      error instanceof DocgenError &&
      /openapi\.sources\[0\]\.linkBase/.test(error.message) &&
      /absolute URL/.test(error.message),
  );
});

test("openapi.download limits reach every source, a source's own limits win, and a wrong one names its path", () => {
  const config = validateConfig(
    {
      title: 'T',
      openapi: {
        download: { maxBytes: 1000, timeoutMs: 5000 },
        sources: [
          { id: 'a', source: { url: 'https://example.com/a.yaml' } },
          { id: 'b', source: { url: 'https://example.com/b.yaml' }, download: { maxBytes: 99 } },
        ],
      },
    },
    file,
  );
  assert.deepEqual(
    config.openapi.sources.map((s) => s.download),
    [
      { maxBytes: 1000, timeoutMs: 5000 },
      { maxBytes: 99, timeoutMs: 5000 },
    ],
  );
  assert.throws(
    () =>
      validateConfig(
        {
          title: 'T',
          openapi: {
            download: { maxBytes: '50MB' },
            sources: [{ id: 'a', source: { file: 'a.yaml' } }],
          },
        },
        file,
      ),
    /openapi\.download\.maxBytes/,
  );
});

test('a config whose getter throws is a config error naming the field, not a crash', () => {
  const config = {
    title: 'T',
    get docs(): unknown {
      throw new Error('DOCS_DIR is not set');
    },
  };
  assert.throws(
    () => validateConfig(config, file),
    (error: unknown) => {
      assert.ok(error instanceof DocgenError, `a DocgenError, not ${String(error)}`);
      assert.equal(
        error.message,
        'Invalid site config: reading "docs" threw an error: DOCS_DIR is not set',
      );
      assert.equal(error.location.file, file);
      assert.match(error.hint ?? '', /getter or a Proxy/);
      return true;
    },
  );
});

test('a config that is a throwing proxy, or holds a revoked one, is a config error', () => {
  const trap = () => {
    throw new Error('no keys here');
  };
  assert.throws(
    () => validateConfig(new Proxy({}, { get: trap, ownKeys: trap, has: trap }), file),
    (error: unknown) =>
      error instanceof DocgenError &&
      error.message ===
        'Invalid site config: reading the default export threw an error: no keys here',
  );
  const revoked = Proxy.revocable({}, {});
  revoked.revoke();
  assert.throws(
    () => validateConfig({ title: 'T', navbar: { items: [revoked.proxy] } }, file),
    (error: unknown) =>
      error instanceof DocgenError && /reading "navbar\.items\[0\]" threw/.test(error.message),
  );
});

test('a proxy whose has, getPrototypeOf or array length trap throws is a config error at its path', () => {
  const trap = () => {
    throw new Error('trap');
  };
  const cases: [unknown, RegExp][] = [
    [
      { title: 'T', docs: new Proxy({ sidebarPath: 'x.ts' }, { has: trap }) },
      /reading "docs" threw/,
    ],
    [new Proxy({ title: 'T' }, { getPrototypeOf: trap }), /reading the default export threw/],
    [
      {
        title: 'T',
        navbar: {
          items: new Proxy([], {
            get: (t, k) => (k === 'length' ? trap() : Reflect.get(t, k)),
          }),
        },
      },
      /reading "navbar\.items" threw/,
    ],
  ];
  for (const [config, message] of cases)
    assert.throws(
      () => validateConfig(config, file),
      (error: unknown) => error instanceof DocgenError && message.test(error.message),
    );
});

test('a huge wrong value is quoted shortened, with its length', () => {
  assert.throws(
    () => validateConfig({ title: 'T', colorMode: 'x'.repeat(100_000) }, file),
    (error: unknown) => {
      assert.ok(error instanceof DocgenError);
      assert.equal(
        error.message,
        `Invalid site config: "colorMode" must be an object, received "${'x'.repeat(60)}"… (100000 characters).`,
      );
      return true;
    },
  );
  assert.throws(
    () => validateConfig({ title: 'T', navbar: { items: [{ type: 't'.repeat(5000) }] } }, file),
    (error: unknown) => error instanceof DocgenError && error.message.length < 200,
  );
});

/** The site stage of `docs` with the docs sidebars given and an API sidebar when `api` is set. */
function siteWith(config: Record<string, unknown>, sidebars: Record<string, unknown[]>) {
  const loaded = {
    config: validateConfig({ title: 'T', ...config }, file),
    configFile: file,
    inputs: [],
    warnings: [],
  };
  const apiDoc = { ...doc('api/get-x', '/api/get-x'), kind: 'api' as const };
  return siteStage({
    loaded,
    content: { docs, draftIds: new Set(['draft-page']), sidebars: { sidebars: sidebars as never } },
    api: { docs: [apiDoc], sidebar: [{ type: 'link', label: 'Get x', href: '/api/get-x' }] },
  });
}

test('openapi.sidebarId equal to a docs sidebar id is a config error', () => {
  assert.throws(
    () => siteWith({ openapi: { sidebarId: 'docs' } }, { docs: ['intro', 'guide'] }),
    (error: unknown) => {
      assert.ok(error instanceof DocgenError);
      assert.equal(
        error.message,
        'openapi.sidebarId "docs" in the site config is also the id of a docs sidebar in content/sidebars.ts.',
      );
      assert.equal(error.location.file, file);
      return true;
    },
  );
  assert.ok(siteWith({}, { docs: ['intro', 'guide'] }).sidebars.api, 'the default id is fine');
});

test('a docs.version.mainDocId that names no doc is a config error listing doc ids', () => {
  assert.throws(
    () => siteWith({ docs: { version: { mainDocId: 'intoduction' } } }, { docs: ['intro'] }),
    (error: unknown) => {
      assert.ok(error instanceof DocgenError);
      assert.equal(
        error.message,
        'docs.version.mainDocId in the site config names no doc: there is no doc with id "intoduction".',
      );
      assert.equal(error.location.file, file);
      assert.match(error.hint ?? '', /such as guide, intro/);
      return true;
    },
  );
  const site = siteWith({ docs: { version: { mainDocId: 'guide' } } }, { docs: ['intro'] });
  assert.equal(site.mainDocRoute, '/guide');
  // Left out, it is the doc "index" where there is one, else the docs' base route: no error.
  assert.equal(siteWith({}, { docs: ['intro'] }).mainDocRoute, '/');
  // A draft is a doc: its links hide rather than fail.
  assert.doesNotThrow(() =>
    siteWith({ docs: { version: { mainDocId: 'draft-page' } } }, { docs: ['intro'] }),
  );
});

test('the try-it options: a site-wide switch folded into each source, a proxy that must be a URL', () => {
  const source = { id: 'a', source: { file: 'a.json' } };
  const off = validateConfig({ title: 'T', openapi: { tryIt: false, sources: [source] } }, file);
  assert.equal(off.openapi.sources[0]!.tryIt, false);
  const proxied = validateConfig(
    {
      title: 'T',
      openapi: {
        tryIt: { proxy: 'https://proxy.example.com/?u=' },
        sources: [{ ...source, servers: [{ url: 'https://api.example.com', label: 'Live' }] }],
      },
    },
    file,
  );
  assert.deepEqual(proxied.openapi.sources[0]!.tryIt, { proxy: 'https://proxy.example.com/?u=' });
  assert.deepEqual(proxied.openapi.sources[0]!.servers, [
    { url: 'https://api.example.com', label: 'Live' },
  ]);
  assert.throws(
    () =>
      validateConfig(
        { title: 'T', openapi: { sources: [{ ...source, tryIt: { proxy: 'nope' } }] } },
        file,
      ),
    /"openapi\.sources\[0\]\.tryIt\.proxy".*absolute URL/s,
  );
});
