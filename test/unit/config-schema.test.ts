// The config schema: every field of site.config.ts and content/sidebars.ts given a
// wrong-typed value fails as a DocgenError whose exact text names the config path,
// what was expected and what was found (as Starlight's config-errors tests do), and
// a config that throws while loading is reported in the author's file and line.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { validateConfig, validateSidebars } from '../../src/config/validate-config.js';
import { configWarnings, loadConfig, loadSidebarsConfig } from '../../src/config/load-config.js';
import { callInWorker } from '../fixtures/in-worker.js';
import { defineConfig } from '../../src/config/define-config.js';
import { DocgenError } from '../../src/errors.js';

const file = 'site.config.ts';

/** `{ title: 'T' }` with `value` at `at` ('navbar.items[0].label'), plus the `with` values beside it. */
function configWith(
  at: string,
  value: unknown,
  beside: Record<string, unknown> = {},
): Record<string, unknown> {
  const config: Record<string, unknown> = { title: 'T' };
  for (const [where, v] of [...Object.entries(beside), [at, value] as const]) {
    const keys = where.match(/[^.[\]]+/g)!.map((k) => (/^\d+$/.test(k) ? Number(k) : k));
    let node = config as Record<string | number, unknown>;
    keys.forEach((key, i) => {
      if (i === keys.length - 1) node[key] = v;
      else
        node = (node[key] ??= typeof keys[i + 1] === 'number' ? [] : {}) as Record<
          string | number,
          unknown
        >;
    });
  }
  return config;
}

/** [config path, wrong value, values the case needs beside it, the exact message]. */
const wrongValues: [string, unknown, Record<string, unknown> | undefined, string][] = [
  ['title', 42, undefined, 'Invalid site config: "title" must be a string, received number 42.'],
  [
    'title',
    undefined,
    undefined,
    'Invalid site config: "title" must be a string, received nothing.',
  ],
  [
    'tagline',
    ['a'],
    undefined,
    'Invalid site config: "tagline" must be a string, received an array.',
  ],
  [
    'url',
    'docs.example.com',
    undefined,
    'Invalid site config: "url" must be an http(s) origin (e.g. "https://docs.example.com"), received "docs.example.com".',
  ],
  [
    'url',
    'javascript:alert(1)',
    undefined,
    'Invalid site config: "url" must be an http(s) origin (e.g. "https://docs.example.com"), received "javascript:alert(1)".',
  ],
  [
    'url',
    'https://docs.example.com/?x#y',
    undefined,
    'Invalid site config: "url" must be an http(s) origin (e.g. "https://docs.example.com"), received "https://docs.example.com/?x#y".',
  ],
  [
    'baseUrl',
    '//evil.example/',
    undefined,
    'Invalid site config: "baseUrl" must be a path of plain segments (letters, digits, "-", "_", ".", "~"), such as "/docs/", received "//evil.example/".',
  ],
  [
    'baseUrl',
    '/docs/../',
    undefined,
    'Invalid site config: "baseUrl" must be a path of plain segments (letters, digits, "-", "_", ".", "~"), such as "/docs/", received "/docs/../".',
  ],
  ['url', 1, undefined, 'Invalid site config: "url" must be a string, received number 1.'],
  [
    'baseUrl',
    'docs',
    undefined,
    'Invalid site config: "baseUrl" must be a path that starts and ends with "/", received "docs".',
  ],
  [
    'baseUrl',
    true,
    undefined,
    'Invalid site config: "baseUrl" must be a string, received boolean true.',
  ],
  [
    'titleDelimiter',
    {},
    undefined,
    'Invalid site config: "titleDelimiter" must be a string, received an object.',
  ],
  ['favicon', 3, undefined, 'Invalid site config: "favicon" must be a string, received number 3.'],
  [
    'onBrokenLinks',
    'explode',
    undefined,
    'Invalid site config: "onBrokenLinks" must be one of "throw", "warn", "ignore", received "explode".',
  ],
  [
    'onBrokenMarkdownLinks',
    false,
    undefined,
    'Invalid site config: "onBrokenMarkdownLinks" must be one of "throw", "warn", "ignore", received boolean false.',
  ],
  [
    'onBrokenAnchors',
    'error',
    undefined,
    'Invalid site config: "onBrokenAnchors" must be one of "throw", "warn", "ignore", received "error".',
  ],
  ['i18n', 'en', undefined, 'Invalid site config: "i18n" must be an object, received "en".'],
  [
    'i18n.defaultLocale',
    'fr',
    undefined,
    'Invalid site config: "i18n.defaultLocale" must be one of the locales (en), received "fr".',
  ],
  [
    'i18n.locales',
    'en',
    undefined,
    'Invalid site config: "i18n.locales" must be an array, received "en".',
  ],
  [
    'i18n.locales[0]',
    1,
    undefined,
    'Invalid site config: "i18n.locales[0]" must be a string, received number 1.',
  ],
  [
    'i18n.locales[1]',
    'en',
    { 'i18n.locales[0]': 'en' },
    'Invalid site config: "i18n.locales[1]" must be a locale not listed before (it is i18n.locales[0] already), received "en".',
  ],
  [
    'i18n.locales[1]',
    'EN',
    { 'i18n.locales[0]': 'en' },
    'Invalid site config: "i18n.locales[1]" must be a locale not listed before (it is i18n.locales[0] already), received "EN".',
  ],
  [
    'i18n.locales[1]',
    '../fr',
    { 'i18n.locales[0]': 'en' },
    'Invalid site config: "i18n.locales[1]" must be a language tag (e.g. "en", "pt-BR"), received "../fr".',
  ],
  [
    'i18n.localeConfigs',
    [],
    undefined,
    'Invalid site config: "i18n.localeConfigs" must be an object, received an array.',
  ],
  [
    'i18n.localeConfigs.en.direction',
    'up',
    undefined,
    'Invalid site config: "i18n.localeConfigs.en.direction" must be one of "ltr", "rtl", received "up".',
  ],
  [
    'i18n.localeConfigs.en.label',
    null,
    undefined,
    'Invalid site config: "i18n.localeConfigs.en.label" must be a string, received null.',
  ],
  [
    'docs',
    true,
    undefined,
    'Invalid site config: "docs" must be an object, received boolean true.',
  ],
  [
    'docs',
    new Date(0),
    undefined,
    'Invalid site config: "docs" must be an object, received a Date.',
  ],
  [
    'docs',
    new Map([['contentDir', 'content']]),
    undefined,
    'Invalid site config: "docs" must be an object, received a Map.',
  ],
  [
    'docs.contentDir',
    '../other-project',
    undefined,
    'Invalid site config: "docs.contentDir" must be a path inside the project, relative to its root (e.g. "content"), received "../other-project".',
  ],
  [
    'docs.contentDir',
    '/etc',
    undefined,
    'Invalid site config: "docs.contentDir" must be a path inside the project, relative to its root (e.g. "content"), received "/etc".',
  ],
  [
    'docs.staticDir',
    'content/../../secrets',
    undefined,
    'Invalid site config: "docs.staticDir" must be a path inside the project, relative to its root (e.g. "content/static"), received "content/../../secrets".',
  ],
  [
    'docs.routeBasePath',
    1,
    undefined,
    'Invalid site config: "docs.routeBasePath" must be a string, received number 1.',
  ],
  [
    'docs.contentDir',
    null,
    undefined,
    'Invalid site config: "docs.contentDir" must be a string, received null.',
  ],
  [
    'docs.staticDir',
    [],
    undefined,
    'Invalid site config: "docs.staticDir" must be a string, received an array.',
  ],
  [
    'docs.sidebarPath',
    {},
    undefined,
    'Invalid site config: "docs.sidebarPath" must be a string, received an object.',
  ],
  [
    'docs.breadcrumbs',
    'yes',
    undefined,
    'Invalid site config: "docs.breadcrumbs" must be true or false, received "yes".',
  ],
  [
    'docs.editUrl',
    5,
    undefined,
    'Invalid site config: "docs.editUrl" must be an absolute http(s) URL (the base the source path is appended to) or a function of the page, received number 5.',
  ],
  [
    'docs.editUrl',
    'github.com/org/repo',
    undefined,
    'Invalid site config: "docs.editUrl" must be an absolute http(s) URL (the base the source path is appended to) or a function of the page, received "github.com/org/repo".',
  ],
  [
    'docs.version',
    'next',
    undefined,
    'Invalid site config: "docs.version" must be an object, received "next".',
  ],
  [
    'docs.version.label',
    2,
    undefined,
    'Invalid site config: "docs.version.label" must be a string, received number 2.',
  ],
  [
    'docs.versionPersistence',
    'cookie',
    undefined,
    'Invalid site config: "docs.versionPersistence" must be one of "localStorage", "none", received "cookie".',
  ],
  [
    'tableOfContents',
    3,
    undefined,
    'Invalid site config: "tableOfContents" must be an object, received number 3.',
  ],
  [
    'tableOfContents.minHeadingLevel',
    1,
    undefined,
    'Invalid site config: "tableOfContents.minHeadingLevel" must be one of 2, 3, received number 1.',
  ],
  [
    'tableOfContents.maxHeadingLevel',
    '3',
    undefined,
    'Invalid site config: "tableOfContents.maxHeadingLevel" must be one of 2, 3, received "3".',
  ],
  ['navbar', [], undefined, 'Invalid site config: "navbar" must be an object, received an array.'],
  // An empty label leaves a link with no name to read or announce.
  [
    'navbar.items[0].label',
    ' ',
    { 'navbar.items[0].to': '/api' },
    'Invalid site config: "navbar.items[0].label" must be a text with something to read (not empty or spaces), received " ".',
  ],
  [
    'navbar.title',
    false,
    undefined,
    'Invalid site config: "navbar.title" must be a string, received boolean false.',
  ],
  [
    'navbar.logo',
    '/logo.svg',
    undefined,
    'Invalid site config: "navbar.logo" must be an object, received "/logo.svg".',
  ],
  [
    'navbar.logo.src',
    undefined,
    { 'navbar.logo.alt': 'A' },
    'Invalid site config: "navbar.logo.src" must be a string, received nothing.',
  ],
  [
    'navbar.hideOnScroll',
    'no',
    undefined,
    'Invalid site config: "navbar.hideOnScroll" must be true or false, received "no".',
  ],
  [
    'navbar.items',
    {},
    undefined,
    'Invalid site config: "navbar.items" must be an array, received an object.',
  ],
  [
    'navbar.items[0]',
    'Docs',
    undefined,
    'Invalid site config: "navbar.items[0]" must be an object, received "Docs".',
  ],
  ['navbar.items[0].type', 'fancy', undefined, 'No NavbarItem component found for type "fancy".'],
  [
    'navbar.items[0].position',
    'center',
    { 'navbar.items[0].type': 'search' },
    'Invalid site config: "navbar.items[0].position" must be one of "left", "right", received "center".',
  ],
  [
    'navbar.items[0].label',
    7,
    { 'navbar.items[0].to': '/' },
    'Invalid site config: "navbar.items[0].label" must be a string, received number 7.',
  ],
  [
    'navbar.items[0].icon',
    'myspace',
    { 'navbar.items[0].href': 'https://x', 'navbar.items[0].aria-label': 'X' },
    'Invalid site config: "navbar.items[0].icon" must be one of "github", "twitter", "discord", received "myspace".',
  ],
  [
    'navbar.items[0].docId',
    undefined,
    { 'navbar.items[0].type': 'doc' },
    'Invalid site config: "navbar.items[0].docId" must be a string, received nothing.',
  ],
  [
    'navbar.items[0].items',
    'x',
    { 'navbar.items[0].type': 'dropdown', 'navbar.items[0].label': 'More' },
    'Invalid site config: "navbar.items[0].items" must be an array, received "x".',
  ],
  [
    'navbar.items[0].value',
    1,
    { 'navbar.items[0].type': 'html' },
    'Invalid site config: "navbar.items[0].value" must be a string, received number 1.',
  ],
  [
    'navbar.items[0].sidebarId',
    1,
    { 'navbar.items[0].type': 'docSidebar', 'navbar.items[0].label': 'D' },
    'Invalid site config: "navbar.items[0].sidebarId" must be a string, received number 1.',
  ],
  [
    'footer',
    'dark',
    undefined,
    'Invalid site config: "footer" must be an object, received "dark".',
  ],
  [
    'footer.style',
    'blue',
    undefined,
    'Invalid site config: "footer.style" must be one of "dark", "light", received "blue".',
  ],
  [
    'footer.links',
    {},
    undefined,
    'Invalid site config: "footer.links" must be an array, received an object.',
  ],
  [
    'footer.links[0].title',
    1,
    { 'footer.links[0].items': [] },
    'Invalid site config: "footer.links[0].title" must be a string, received number 1.',
  ],
  [
    'footer.links[0].items',
    'x',
    { 'footer.links[0].title': 'T' },
    'Invalid site config: "footer.links[0].items" must be an array, received "x".',
  ],
  [
    'footer.links[0].items[0]',
    { label: 'Nowhere' },
    { 'footer.links[0].title': 'T' },
    'Invalid site config: "footer.links[0].items[0].to" must be a route (or href an URL), received nothing.',
  ],
  [
    'footer.copyright',
    2025,
    undefined,
    'Invalid site config: "footer.copyright" must be a string, received number 2025.',
  ],
  [
    'colorMode',
    'dark',
    undefined,
    'Invalid site config: "colorMode" must be an object, received "dark".',
  ],
  [
    'colorMode',
    [],
    undefined,
    'Invalid site config: "colorMode" must be an object, received an array.',
  ],
  [
    'openapi.download',
    [],
    undefined,
    'Invalid site config: "openapi.download" must be an object, received an array.',
  ],
  [
    'docs.version',
    [],
    undefined,
    'Invalid site config: "docs.version" must be an object, received an array.',
  ],
  [
    'colorMode.defaultMode',
    'black',
    undefined,
    'Invalid site config: "colorMode.defaultMode" must be one of "light", "dark", received "black".',
  ],
  [
    'colorMode.disableSwitch',
    'no',
    undefined,
    'Invalid site config: "colorMode.disableSwitch" must be true or false, received "no".',
  ],
  [
    'colorMode.respectPrefersColorScheme',
    1,
    undefined,
    'Invalid site config: "colorMode.respectPrefersColorScheme" must be true or false, received number 1.',
  ],
  [
    'announcementBar',
    'Hello',
    undefined,
    'Invalid site config: "announcementBar" must be an object, received "Hello".',
  ],
  [
    'announcementBar.content',
    undefined,
    { 'announcementBar.id': 'a' },
    'Invalid site config: "announcementBar.content" must be a string, received nothing.',
  ],
  [
    'announcementBar.isCloseable',
    'yes',
    { 'announcementBar.id': 'a', 'announcementBar.content': 'c' },
    'Invalid site config: "announcementBar.isCloseable" must be true or false, received "yes".',
  ],
  [
    'search',
    true,
    undefined,
    'Invalid site config: "search" must be an object, received boolean true.',
  ],
  [
    'search.indexDocs',
    'yes',
    undefined,
    'Invalid site config: "search.indexDocs" must be true or false, received "yes".',
  ],
  [
    'search.maxSearchResults',
    '8',
    undefined,
    'Invalid site config: "search.maxSearchResults" must be a whole number, at least 1, received "8".',
  ],
  [
    'search.maxSearchResults',
    2.5,
    undefined,
    'Invalid site config: "search.maxSearchResults" must be a whole number, at least 1, received number 2.5.',
  ],
  [
    'openapi',
    'yes',
    undefined,
    'Invalid site config: "openapi" must be false or an object, received "yes".',
  ],
  [
    'openapi',
    true,
    undefined,
    'Invalid site config: "openapi" must be false or an object, received boolean true.',
  ],
  [
    'openapi.routeBase',
    1,
    undefined,
    'Invalid site config: "openapi.routeBase" must be a string, received number 1.',
  ],
  [
    'openapi.routeBase',
    'api',
    undefined,
    'Invalid site config: "openapi.routeBase" must be a route of plain segments that starts with "/" (e.g. "/api"), received "api".',
  ],
  [
    'openapi.sources[1].id',
    'a',
    {
      'openapi.sources[0].id': 'a',
      'openapi.sources[0].source': { file: 'a.yaml' },
      'openapi.sources[1].source': { file: 'b.yaml' },
    },
    'Invalid site config: "openapi.sources[1].id" must be an id no other source has (openapi.sources[0].id is "a" too), received "a".',
  ],
  [
    'openapi.sidebarId',
    null,
    undefined,
    'Invalid site config: "openapi.sidebarId" must be a string, received null.',
  ],
  [
    'openapi.sources',
    {},
    undefined,
    'Invalid site config: "openapi.sources" must be an array, received an object.',
  ],
  [
    'openapi.sources[0]',
    'blockfrost',
    undefined,
    'Invalid site config: "openapi.sources[0]" must be an object, received "blockfrost".',
  ],
  [
    'openapi.sources[0].id',
    1,
    { 'openapi.sources[0].source': { file: 'a.yaml' } },
    'Invalid site config: "openapi.sources[0].id" must be a string, received number 1.',
  ],
  [
    'openapi.sources[0].source',
    'a.yaml',
    { 'openapi.sources[0].id': 'a' },
    'Invalid site config: "openapi.sources[0].source" must be one of { package, path? }, { file } or { url }, received "a.yaml".',
  ],
  [
    'openapi.sources[0].source.url',
    'not a url',
    { 'openapi.sources[0].id': 'a' },
    'Invalid site config: "openapi.sources[0].source.url" must be an absolute URL (e.g. "https://example.com/openapi.yaml"), received "not a url".',
  ],
  [
    'openapi.sources[0].filter.tags',
    'Users',
    { 'openapi.sources[0].id': 'a', 'openapi.sources[0].source': { file: 'a.yaml' } },
    'Invalid site config: "openapi.sources[0].filter.tags" must be an array, received "Users".',
  ],
  [
    'openapi.sources[0].download.maxBytes',
    '50MB',
    { 'openapi.sources[0].id': 'a', 'openapi.sources[0].source': { url: 'https://x/a.yaml' } },
    'Invalid site config: "openapi.sources[0].download.maxBytes" must be a whole number of bytes, at least 1, received "50MB".',
  ],
  [
    'openapi.sources[0].codeSamples',
    'only',
    { 'openapi.sources[0].id': 'a', 'openapi.sources[0].source': { file: 'a.yaml' } },
    'Invalid site config: "openapi.sources[0].codeSamples" must be one of "add", "replace", received "only".',
  ],
  [
    'openapi.sources[0].patch[0].op',
    'move',
    {
      'openapi.sources[0].id': 'a',
      'openapi.sources[0].source': { file: 'a.yaml' },
      'openapi.sources[0].patch[0].path': '/info',
    },
    'Invalid site config: "openapi.sources[0].patch[0].op" must be one of "add", "replace", "test", "remove", received "move".',
  ],
  [
    'openapi.sources[0].patch[0].path',
    'paths/~1pets',
    {
      'openapi.sources[0].id': 'a',
      'openapi.sources[0].source': { file: 'a.yaml' },
      'openapi.sources[0].patch[0].op': 'remove',
    },
    'Invalid site config: "openapi.sources[0].patch[0].path" must be a JSON Pointer: "" or "/" then keys, "~1" for a "/" in a key, "~0" for a "~" (e.g. "/paths/~1pets/get"), received "paths/~1pets".',
  ],
  [
    'openapi.sources[0].patch[0].value',
    undefined,
    {
      'openapi.sources[0].id': 'a',
      'openapi.sources[0].source': { file: 'a.yaml' },
      'openapi.sources[0].patch[0].op': 'add',
      'openapi.sources[0].patch[0].path': '/info/summary',
    },
    'Invalid site config: "openapi.sources[0].patch[0].value" must be a JSON value, received nothing.',
  ],
  [
    'openapi.download.allowPrivateHosts',
    'yes',
    undefined,
    'Invalid site config: "openapi.download.allowPrivateHosts" must be true, false or a list of host names (e.g. ["localhost", "10.0.0.5"]), received "yes".',
  ],
  [
    'openapi.download.timeoutMs',
    -1,
    undefined,
    'Invalid site config: "openapi.download.timeoutMs" must be a whole number of milliseconds, at least 1, received number -1.',
  ],
  [
    'scripts',
    'https://x/a.js',
    undefined,
    'Invalid site config: "scripts" must be an array, received "https://x/a.js".',
  ],
  [
    'scripts[0]',
    42,
    undefined,
    'Invalid site config: "scripts[0]" must be a URL or an object of attributes with a src, received number 42.',
  ],
  [
    'metadata',
    {},
    undefined,
    'Invalid site config: "metadata" must be an array, received an object.',
  ],
  [
    'metadata[0].content',
    undefined,
    { 'metadata[0].name': 'x' },
    'Invalid site config: "metadata[0].content" must be a string, received nothing.',
  ],
];

for (const [at, value, beside, message] of wrongValues) {
  test(`${at} = ${JSON.stringify(value) ?? 'nothing'} fails naming the path, the expectation and what was found`, () => {
    assert.throws(
      () => validateConfig(configWith(at, value, beside), file),
      (error: unknown) => {
        assert.ok(error instanceof DocgenError, `a DocgenError, not ${String(error)}`);
        assert.equal(error.message, message);
        assert.equal(error.location.file, file);
        return true;
      },
    );
  });
}

test('the values the wrong ones replace are accepted: each case fails for its one value', () => {
  const fine: Record<string, unknown> = {
    title: 'T',
    navbar: { items: [{ label: 'Docs', to: '/' }] },
  };
  assert.doesNotThrow(() => validateConfig(fine, file));
  for (const [at, , beside] of wrongValues) {
    if (!beside) continue;
    // The values beside are valid on their own, with a valid value at the path where one is needed.
    const cases: Record<string, unknown> = {
      'navbar.logo.src': '/logo.svg',
      'navbar.items[0].position': 'left',
      'navbar.items[0].label': 'L',
      'navbar.items[0].icon': 'github',
      'navbar.items[0].docId': 'd',
      'navbar.items[0].items': [],
      'navbar.items[0].value': '<b>x</b>',
      'navbar.items[0].sidebarId': 's',
      'footer.links[0].title': 'T',
      'footer.links[0].items[0]': { label: 'Home', to: '/' },
      'i18n.locales[1]': 'zh_Hant-TW',
      'openapi.sources[1].id': 'b',
      'footer.links[0].items': [],
      'announcementBar.content': 'c',
      'announcementBar.isCloseable': false,
      'openapi.sources[0].id': 'a',
      'openapi.sources[0].source': { file: 'a.yaml' },
      'openapi.sources[0].source.url': 'https://example.com/a.yaml',
      'openapi.sources[0].filter.tags': ['Users'],
      'openapi.sources[0].download.maxBytes': 10,
      'openapi.sources[0].codeSamples': 'replace',
      'openapi.sources[0].patch[0].op': 'remove',
      'openapi.sources[0].patch[0].path': '/info/summary',
      'openapi.sources[0].patch[0].value': 'A summary',
      'metadata[0].content': 'c',
    };
    assert.ok(at in cases, `a valid value for ${at}`);
    assert.doesNotThrow(() => validateConfig(configWith(at, cases[at], beside), file), at);
  }
});

test('a misspelt field is an error that names the nearest field and lists the fields there are', () => {
  assert.throws(() => validateConfig({ title: 'T', colourMode: { defaultMode: 'dark' } }, file), {
    message:
      'Invalid site config: "colourMode" is not a known field (did you mean "colorMode"?): expected one of title, tagline, url, baseUrl, trailingSlash, titleDelimiter, favicon, customCss, onBrokenLinks, onBrokenMarkdownLinks, onBrokenAnchors, onUnlistedDocs, i18n, labels, docs, markdown, tableOfContents, navbar, footer, colorMode, announcementBar, search, openapi, scripts, metadata, received "colourMode".',
  });
  assert.throws(
    () =>
      validateConfig(
        { title: 'T', navbar: { items: [{ type: 'doc', docId: 'x', to: '/' }] } },
        file,
      ),
    {
      message:
        'Invalid site config: "navbar.items[0].to" is not a known field: expected one of type, position, className, docId, label, received "to".',
    },
  );
});

test('search.indexPages is refused: docgen makes every page a doc, which indexDocs governs', () => {
  assert.throws(() => validateConfig({ title: 'T', search: { indexPages: false } }, file), {
    message:
      'Invalid site config: "search.indexPages" is not a known field: expected one of indexDocs, maxSearchResults, received "indexPages".',
  });
});

test('several problems are listed together, one line each', () => {
  assert.throws(() => validateConfig({ title: 'T', colorMode: 'dark', titleDelimiter: {} }, file), {
    message:
      'Invalid site config:\n  - "titleDelimiter" must be a string, received an object.\n  - "colorMode" must be an object, received "dark".',
  });
});

test('a navbar item of unknown type keeps the product wording; a link without a target names the field', () => {
  assert.throws(
    () => validateConfig(configWith('navbar.items[0].type', 'fancy'), file),
    (error: unknown) => {
      assert.ok(error instanceof DocgenError);
      assert.equal(error.message, 'No NavbarItem component found for type "fancy".');
      assert.equal(
        error.hint,
        'navbar.items[0].type must be one of: default, localeDropdown, search, dropdown, html, doc, docSidebar, docsVersion, docsVersionDropdown.',
      );
      return true;
    },
  );
  assert.throws(() => validateConfig(configWith('navbar.items[0].label', 'Docs'), file), {
    message:
      'Invalid site config: "navbar.items[0].to" must be a route (or href an URL), received nothing.',
  });
  assert.throws(() => validateConfig(configWith('navbar.items[0].href', 'https://x'), file), {
    message:
      'Invalid site config: "navbar.items[0].label" must be a string (or aria-label for an icon link), received nothing.',
  });
  assert.throws(
    () =>
      validateConfig(
        configWith('navbar.items[0]', { type: 'dropdown', label: 'More', items: [{ label: 'A' }] }),
        file,
      ),
    {
      message:
        'Invalid site config: "navbar.items[0].items[0].to" must be a route (or href an URL), received nothing.',
    },
  );
  assert.throws(
    () =>
      validateConfig(
        configWith('navbar.items[0]', {
          type: 'dropdown',
          label: 'More',
          items: [{ type: 'search' }],
        }),
        file,
      ),
    {
      message:
        'Invalid site config: "navbar.items[0].items[0].type" must be "default", received "search".',
    },
  );
});

test('defaults fill what is left out; openapi: false is a site without an API reference', () => {
  const config = validateConfig(
    { title: 'T', openapi: false, colorMode: { defaultMode: 'dark' } },
    file,
  );
  assert.deepEqual(config.colorMode, {
    defaultMode: 'dark',
    disableSwitch: false,
    respectPrefersColorScheme: false,
  });
  assert.deepEqual(config.openapi.sources, []);
  assert.equal(config.url, 'http://localhost');
  assert.deepEqual(config.i18n.localeConfigs, {
    en: { label: 'English', direction: 'ltr', htmlLang: 'en' },
  });
  const sourced = validateConfig(
    {
      title: 'T',
      openapi: {
        sources: [
          { id: 'a', source: { package: 'p', path: 'x.yaml' } },
          { id: 'b', source: { url: 'https://x/b.yaml' } },
        ],
      },
    },
    file,
  );
  assert.deepEqual(
    sourced.openapi.sources.map((s) => s.source),
    [{ package: 'p', path: 'x.yaml' }, { url: 'https://x/b.yaml' }],
  );
  // x-codeSamples are added unless a source says replace.
  assert.deepEqual(
    sourced.openapi.sources.map((s) => s.codeSamples),
    [undefined, undefined],
  );
  const replacing = validateConfig(
    {
      title: 'T',
      openapi: { sources: [{ id: 'a', source: { file: 'a.yaml' }, codeSamples: 'replace' }] },
    },
    file,
  );
  assert.equal(replacing.openapi.sources[0]!.codeSamples, 'replace');
  assert.throws(
    () =>
      validateConfig(
        {
          title: 'T',
          openapi: { sources: [{ id: 'a', source: { file: 'a.yaml', url: 'https://x/a.yaml' } }] },
        },
        file,
      ),
    {
      message:
        'Invalid site config: "openapi.sources[0].source" must be one of { package, path? }, { file } or { url }, received an object.',
    },
  );
});

test('defineConfig returns the config unchanged (it is there for editors)', () => {
  const config = { title: 'T', colorMode: { defaultMode: 'dark' as const } };
  assert.equal(defineConfig(config), config);
});

test('the types inferred from the schema make a wrong value an editor error too (checked by npm run typecheck)', () => {
  const written = () => [
    // @ts-expect-error colorMode is an object, not a mode
    defineConfig({ title: 'T', colorMode: 'dark' }),
    // @ts-expect-error titleDelimiter is a string
    defineConfig({ title: 'T', titleDelimiter: {} }),
    // @ts-expect-error a misspelt field
    defineConfig({ title: 'T', colourMode: {} }),
    // @ts-expect-error heading levels are 2 or 3
    defineConfig({ title: 'T', tableOfContents: { maxHeadingLevel: 4 } }),
    defineConfig({
      title: 'T',
      docs: { editUrl: (page) => `https://example.com/edit${page.route}` },
      openapi: {
        sources: [
          { id: 'a', source: { url: 'https://example.com/a.yaml' }, download: { maxBytes: 1000 } },
        ],
      },
    }),
  ];
  assert.equal(written().length, 5);
});

const sidebarCases: [unknown, string][] = [
  [
    [],
    'Invalid sidebars: the default export must be an object of sidebars by id, received an array.',
  ],
  [
    'docs',
    'Invalid sidebars: the default export must be an object of sidebars by id, received "docs".',
  ],
  [{ docs: 'intro' }, 'Invalid sidebars: "docs" must be an array, received "intro".'],
  [
    { docs: [3] },
    'Invalid sidebars: "docs[0]" must be a doc id, or an object with type "doc", "link", "category" or "autogenerated", received number 3.',
  ],
  [
    { docs: [{ type: 'fancy' }] },
    'Invalid sidebars: "docs[0].type" must be one of "doc", "link", "category", "autogenerated", received "fancy".',
  ],
  [
    { docs: [{ type: 'doc' }] },
    'Invalid sidebars: "docs[0].id" must be a string, received nothing.',
  ],
  [
    { docs: [{ type: 'doc', id: 'a', label: 1 }] },
    'Invalid sidebars: "docs[0].label" must be a string, received number 1.',
  ],
  [
    { docs: [{ type: 'link', label: 'L' }] },
    'Invalid sidebars: "docs[0].href" must be a string, received nothing.',
  ],
  [
    { docs: [{ type: 'category', label: 'C', items: 'a' }] },
    'Invalid sidebars: "docs[0].items" must be an array, received "a".',
  ],
  [
    { docs: [{ type: 'category', label: 'C', items: [], collapsed: 'yes' }] },
    'Invalid sidebars: "docs[0].collapsed" must be true or false, received "yes".',
  ],
  [
    { docs: [{ type: 'category', label: 'C', items: [{ type: 'doc', id: 'a', colour: 1 }] }] },
    'Invalid sidebars: "docs[0].items[0].colour" is not a known field: expected one of type, id, label, className, received "colour".',
  ],
];

for (const [sidebars, message] of sidebarCases) {
  test(`sidebars ${JSON.stringify(sidebars)} fails naming the path, the expectation and what was found`, () => {
    assert.throws(
      () => validateSidebars(sidebars, 'content/sidebars.ts'),
      (error: unknown) => {
        assert.ok(error instanceof DocgenError);
        assert.equal(error.message, message);
        assert.equal(error.location.file, 'content/sidebars.ts');
        return true;
      },
    );
  });
}

test("a config that throws while loading is an error at the line of the author's file, with their stack", async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'docgen-config-'));
  after(() => rmSync(root, { recursive: true, force: true }));
  writeFileSync(
    path.join(root, 'sources.ts'),
    "export function sources(): never {\n  throw new Error('SPEC_URL is not set');\n}\n",
  );
  writeFileSync(
    path.join(root, 'site.config.ts'),
    "import { defineConfig } from 'docgen/config';\nimport { sources } from './sources';\n\nexport default defineConfig({\n  title: 'T',\n  openapi: { sources: sources() },\n});\n",
  );
  const sourceMaps = process.sourceMapsEnabled;
  await assert.rejects(loadConfig(root), (error: unknown) => {
    assert.ok(error instanceof DocgenError, `a DocgenError, not ${String(error)}`);
    assert.equal(
      error.message,
      'site.config.ts threw an error while loading: SPEC_URL is not set\n    at sources (sources.ts:2:9)\n    at site.config.ts:6:23',
    );
    assert.equal(error.where, 'sources.ts:2:9');
    assert.match(error.hint ?? '', /fix it there/);
    return true;
  });
  // The bundle kept in .docgen-cache/ for the next build aside.
  assert.deepEqual(
    readdirSync(root)
      .filter((f) => f !== '.docgen-cache')
      .sort(),
    ['site.config.ts', 'sources.ts'],
    'the temporary bundle is gone',
  );
  assert.equal(process.sourceMapsEnabled, sourceMaps, 'source maps are switched back as they were');
});

test('a problem found in the config file carries the line its field is written on', async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'docgen-config-'));
  after(() => rmSync(root, { recursive: true, force: true }));
  writeFileSync(
    path.join(root, 'site.config.ts'),
    "import { defineConfig } from 'docgen/config';\n\nexport default defineConfig({\n  title: 'T',\n  navbar: {\n    hideOnScroll: true,\n    items: [\n      { label: 'Docs', to: '/', position: 'center' as never },\n    ],\n  },\n});\n",
  );
  await assert.rejects(loadConfig(root), (error: unknown) => {
    assert.ok(error instanceof DocgenError);
    assert.equal(
      error.message,
      'Invalid site config: "navbar.items[0].position" must be one of "left", "right", received "center".',
    );
    assert.equal(error.where, 'site.config.ts:8');
    return true;
  });
});

test("a url with a path (a project site's /repo/) is an error at its line that says to write the origin and baseUrl", async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'docgen-config-'));
  after(() => rmSync(root, { recursive: true, force: true }));
  const write = (url: string, baseUrl: string) =>
    writeFileSync(
      path.join(root, 'site.config.ts'),
      `import { defineConfig } from 'docgen/config';\n\nexport default defineConfig({\n  title: 'T',\n  url: '${url}',\n  baseUrl: '${baseUrl}',\n});\n`,
    );
  for (const [url, baseUrl, fix] of [
    [
      'https://org.github.io/repo/',
      '/repo/',
      "write url: 'https://org.github.io' with baseUrl: '/repo/'",
    ],
    [
      'https://org.github.io/repo',
      '/repo/',
      "write url: 'https://org.github.io' with baseUrl: '/repo/'",
    ],
    [
      'https://example.com/docs/v2',
      '/',
      "write url: 'https://example.com' with baseUrl: '/docs/v2/'",
    ],
  ] as const) {
    write(url, baseUrl);
    await assert.rejects(loadConfig(root), (error: unknown) => {
      assert.ok(error instanceof DocgenError);
      assert.equal(
        error.message,
        `Invalid site config: "url" must be an origin without a path, which goes in baseUrl: ${fix}, received "${url}".`,
      );
      assert.equal(error.where, 'site.config.ts:5');
      return true;
    });
  }
  // Doubled slashes are no base path: the fix never suggests baseUrl '//'.
  assert.throws(
    () => validateConfig({ title: 'T', url: 'https://x.com//' }, file),
    (error: Error) =>
      error.message ===
      `Invalid site config: "url" must be an origin without a path: write url: 'https://x.com', received "https://x.com//".`,
  );
  assert.throws(
    () => validateConfig({ title: 'T', url: 'https://x.com//docs//' }, file),
    (error: Error) =>
      error.message.includes("write url: 'https://x.com' with baseUrl: '/docs/', received"),
  );
  // The origin alone, with or without its slash, is what a project site writes.
  for (const url of ['https://org.github.io', 'https://org.github.io/']) {
    const config = validateConfig({ title: 'T', url, baseUrl: '/repo/' }, file);
    assert.equal(config.url, 'https://org.github.io');
  }
});

test('a url left out is warned of as not set; a url set to a local address is warned of as local, at its line', async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'docgen-config-'));
  after(() => rmSync(root, { recursive: true, force: true }));
  const urlWarnings = async (url?: string) => {
    writeFileSync(
      path.join(root, 'site.config.ts'),
      `import { defineConfig } from 'docgen/config';\n\nexport default defineConfig({\n  title: 'T',\n  // A project site writes url: 'https://org.github.io' (a comment is not where it is set).\n${url === undefined ? '' : `  url: '${url}',\n`}});\n`,
    );
    return (await loadConfig(root)).warnings.filter((w) => w.includes('"url"'));
  };
  assert.deepEqual(await urlWarnings(), [
    `"url" is not set in site.config.ts: canonical links, the sitemap, robots.txt and llms.txt will point at http://localhost. Set it to the address the site is published at, such as url: 'https://docs.example.com'.`,
  ]);
  for (const url of ['http://localhost:3000', 'http://localhost:3000/']) {
    assert.deepEqual(await urlWarnings(url), [
      `site.config.ts:6: "url" is a local address: canonical links, the sitemap, robots.txt and llms.txt will point at http://localhost:3000, which only this machine can open. Set it to the address the site is published at, such as url: 'https://docs.example.com'.`,
    ]);
  }
  for (const url of [
    'http://127.0.0.1:8080',
    'http://docs.localhost',
    'http://[::1]',
    'http://localhost.:3000',
  ])
    assert.match((await urlWarnings(url))[0]!, /"url" is a local address/, url);
  assert.deepEqual(await urlWarnings('https://docs.example.com'), []);
  assert.deepEqual(await urlWarnings('http://localhost.example.com'), []);
});

test('a missing sidebars file is named, with a hint that names docs.sidebarPath', async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'docgen-config-'));
  after(() => rmSync(root, { recursive: true, force: true }));
  const config = validateConfig({ title: 'T', docs: { sidebarPath: 'content/nav.ts' } }, file);
  await assert.rejects(loadSidebarsConfig(root, config), (error: unknown) => {
    assert.ok(error instanceof DocgenError);
    assert.equal(
      error.message,
      `Cannot find content/nav.ts (looked for ${path.join(root, 'content/nav.ts')}).`,
    );
    assert.equal(
      error.hint,
      'Create it, or set docs.sidebarPath in the site config to the module that exports your sidebars.',
    );
    return true;
  });
});

test('a Docusaurus `autogenerated` sidebar item is read (the content stage expands it); its dirName is required', () => {
  assert.deepEqual(
    validateSidebars({ docs: ['index', { type: 'autogenerated', dirName: '.' }] }, 'sidebars.js'),
    { docs: ['index', { type: 'autogenerated', dirName: '.' }] },
  );
  assert.throws(
    () => validateSidebars({ docs: [{ type: 'autogenerated' }] }, 'sidebars.js'),
    /"docs\[0\]\.dirName" must be a string, received nothing\./,
  );
});

test('a config of thousands of locales is warned of by its first few, and a wrong default names a few', async () => {
  const locales = ['en', ...Array.from({ length: 30_000 }, (_, i) => `xx-${i}`)];
  const config = validateConfig({ title: 'T', i18n: { locales } }, file);
  const [warning, ...others] = configWarnings(config, file).filter((w) => w.includes('locales'));
  assert.deepEqual(others, []);
  assert.match(
    warning!,
    /^site\.config\.ts: i18n\.locales lists "xx-0", "xx-1", "xx-2", "xx-3", "xx-4", … and 29995 more besides the default locale "en", but docgen builds one locale/,
  );
  assert.throws(
    () => validateConfig({ title: 'T', i18n: { defaultLocale: 'fr', locales } }, file),
    (error: Error) =>
      error.message.includes(
        'must be one of the locales (en, xx-0, xx-1, xx-2, xx-3 … and 29996 more), received "fr"',
      ),
  );
});

// Each locale was compared with every one before it: 30,000 took 4 s, 200,000 do not
// finish before the worker is killed after 10 s.
test('duplicate locales are found in one pass, however many there are', async () => {
  const answer = await callInWorker<string>(
    new URL('../../src/config/validate-config.ts', import.meta.url).href,
    `({ validateConfig }) => {
      const locales = ['en', ...Array.from({ length: 200000 }, (_, i) => 'xx-' + i), 'XX-7'];
      try {
        validateConfig({ title: 'T', i18n: { locales } }, 'site.config.ts');
        return 'valid';
      } catch (error) {
        return error.message;
      }
    }`,
  );
  assert.match(
    answer,
    /"i18n\.locales\[200001\]" must be a locale not listed before \(it is i18n\.locales\[8\] already\), received "XX-7"/,
  );
});
