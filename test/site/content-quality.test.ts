// Holds the portal's written pages to the content bar: no placeholder text, enough
// words to help a reader, and curl examples that call endpoints the spec really has.
// Reads the pages of the run's shared portal build.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sharedSitePages } from '../fixtures/shared-sites.js';
import type { Page } from '../../src/types.js';
import {
  curlExamples,
  matchesSpec,
  apiPathOf,
  type CurlExample,
  type SpecOperation,
} from './curl-examples.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MIN_WORDS = 150;

let docs: Page[];
let operations: SpecOperation[];
let examples: CurlExample[];

before(async () => {
  const pages = await sharedSitePages('portal');
  docs = pages.filter((p) => p.doc.kind === 'doc');
  operations = pages
    .filter((p) => p.doc.kind === 'api' && p.doc.api)
    .map((p) => p.doc.api as SpecOperation);
  examples = docs.flatMap((p) => {
    const file = p.doc.sourcePath;
    return file ? curlExamples(file, readFileSync(path.join(root, file), 'utf8')) : [];
  });
});

/** The article as a reader sees it: HTML tags dropped, entities decoded. */
function articleText(page: Page): string {
  return textOf(page.doc.html);
}

function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(
      /&(amp|lt|gt|quot|#39|#x27);/g,
      (_, e: string) =>
        ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" })[e] ?? ' ',
    );
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;
}

/** The home page and the support pages may be short: they route readers elsewhere. */
function exempt(route: string): boolean {
  return route === '/' || route === '/support' || route.startsWith('/support/');
}

test('the build has every written page of the portal', () => {
  // Guards the checks below against passing on an empty or partial site.
  assert.ok(docs.length >= 38, `only ${docs.length} markdown pages were built`);
  for (const route of [
    '/',
    '/start-building/webhooks/webhooks-signatures',
    '/sdks-rust',
    '/showcases/assets-explorer',
  ]) {
    assert.ok(
      docs.some((p) => p.route === route),
      `no page for ${route}`,
    );
  }
});

test('no page contains placeholder text', () => {
  const placeholders = [/\blorem\b/i, /\bipsum\b/i, /\bTODO\b/i, /\bTBD\b/i, /\bFIXME\b/i];
  const found = docs.flatMap((p) => {
    const text = `${p.doc.title}\n${p.doc.description ?? ''}\n${articleText(p)}`;
    return placeholders.filter((re) => re.test(text)).map((re) => `${p.route}: ${re.source}`);
  });
  assert.deepEqual(found, []);
});

test('claims that no source supports stay out of the pages', () => {
  // Each was once on a page and is contradicted or unsupported by the provider's
  // facts; the public pages also say nothing about this project's own tests.
  const unsupported: Array<[RegExp, string]> = [
    [/STARTER plan is enough to follow every guide/i, 'workspaces need DEVELOPER or ENTERPRISE'],
    [
      /\brotat(e|ion)\b[^.]*\btoken|\btokens?\b[^.]*\brotat/i,
      'tokens cannot be rotated, only deleted with their project',
    ],
    [/`\/txs\/\*`/, 'no wildcard syntax is documented for the endpoint allowlist'],
    [/direct support|dedicated channel/i, 'no such support channel is documented'],
    [/every 30 seconds/i, 'the showcase does not poll'],
    [/test suite|npm test/i, "the project's own tests are not the reader's business"],
  ];
  const found = docs.flatMap((p) => {
    const text = `${p.doc.description ?? ''}\n${articleText(p)}`;
    return unsupported
      .filter(([re]) => re.test(text))
      .map(([re, why]) => `${p.route}: ${re.source} (${why})`);
  });
  assert.deepEqual(found, []);
});

test('the error table, the rate-limit figures, the pagination loop and the onion table each live on one page', () => {
  const homes: Array<[string, (html: string) => boolean, string]> = [
    ['error table', (html) => /<td>418<\/td>/.test(html), '/start-building'],
    [
      'rate-limit figures',
      (html) => /burst of 500/.test(textOf(html)),
      '/overview/plans-and-billing',
    ],
    [
      'pagination loop',
      (html) => /for\s*\(\s*let\s+page\s*=\s*1\b/.test(textOf(html)),
      '/start-building/tips-tricks',
    ],
    [
      'onion table',
      (html) =>
        /<td>[^<]*<code>http:\/\/cardano-mainnet\.[a-z0-9]+\.onion/.test(
          html.replace(/<wbr\s*\/?>/g, ''),
        ),
      '/start-building/tor',
    ],
  ];
  for (const [what, has, home] of homes) {
    assert.deepEqual(
      docs.filter((p) => has(p.doc.html)).map((p) => p.route),
      [home],
      `the ${what} should be on ${home} only; other pages link to it`,
    );
  }
});

test(`every page has at least ${MIN_WORDS} words, except the home and support pages`, () => {
  const thin = docs
    .filter((p) => !exempt(p.route))
    .map((p) => ({ route: p.route, words: wordCount(articleText(p)) }))
    .filter((p) => p.words < MIN_WORDS);
  assert.deepEqual(thin, []);
});

test('the word count sees through markup and the exemptions are narrow', () => {
  const html = '<p>One <code>two</code> &amp; <a href="/x">three</a></p>';
  assert.equal(wordCount(textOf(html)), 3);
  assert.ok(exempt('/support/tor'));
  assert.ok(!exempt('/start-building/tor'));
  assert.ok(!exempt('/supported'));
});

test('the docs have curl examples and each one calls an API path', () => {
  assert.ok(examples.length >= 15, `only ${examples.length} curl examples found`);
  const pathless = examples.filter((e) => !e.path).map((e) => `${e.file}:${e.line}: ${e.command}`);
  assert.deepEqual(pathless, []);
});

test('every curl example uses a method and path that exist in the OpenAPI spec', () => {
  assert.ok(operations.length >= 100, `only ${operations.length} API operations were built`);
  const unknown = examples
    .filter((e) => !matchesSpec(e, operations))
    .map((e) => `${e.file}:${e.line}: ${e.method.toUpperCase()} ${e.path}`);
  assert.deepEqual(unknown, []);
});

test('the spec matcher rejects paths, methods and shapes the spec does not have', () => {
  const ops: SpecOperation[] = [
    { method: 'get', path: '/addresses/{address}/utxos' },
    { method: 'post', path: '/tx/submit' },
    { method: 'get', path: '/mithril/' },
  ];
  assert.ok(matchesSpec({ method: 'get', path: '/addresses/addr1xyz/utxos' }, ops));
  assert.ok(matchesSpec({ method: 'get', path: '/addresses/$ADDRESS/utxos' }, ops));
  assert.ok(matchesSpec({ method: 'get', path: '/mithril/' }, ops));
  assert.ok(
    !matchesSpec({ method: 'get', path: '/addresses/addr1xyz/utxo' }, ops),
    'misspelt segment',
  );
  assert.ok(!matchesSpec({ method: 'get', path: '/addresses/addr1xyz' }, ops), 'missing segment');
  assert.ok(!matchesSpec({ method: 'get', path: '/tx/submit' }, ops), 'wrong method');
  assert.ok(
    !matchesSpec({ method: 'post', path: '/$WHAT/submit' }, ops),
    'a variable cannot stand for a literal segment',
  );
  assert.equal(
    apiPathOf(
      'curl -H "project_id: $P" "https://cardano-mainnet.blockfrost.io/api/v0/blocks/latest?x=1"',
    ),
    '/blocks/latest',
  );
  assert.equal(apiPathOf('curl "$BF/epochs/latest"'), '/epochs/latest');
  assert.equal(apiPathOf('curl https://webhook.site/abc'), undefined);
});
