// The API reference of public OpenAPI documents nobody here wrote: GitHub's REST
// description (@octokit/openapi, ~1,200 operations) and ReadMe's examples
// (@readme/oas-examples). Every page is bounded, allOf is merged, auth comes from
// the document, paths never read `string`, and search ranks an exact title first.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadApiReference, type ApiReference } from '../../src/openapi/index.js';
import { validateConfig } from '../../src/config/validate-config.js';
import { buildSearchOutput } from '../../src/search/search-output.js';
import { loadIndex, search, type SearchIndexFile } from '../../src/shared/search-engine.js';
import type { Doc, Page } from '../../src/types.js';
import MarkdownIt, { type MarkdownIt as MarkdownItType } from 'markdown-it';
import { articleHtml } from '../fixtures/crafted-api.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const cacheDir = mkdtempSync(path.join(tmpdir(), 'docgen-public-specs-'));
const github = path.join(root, 'node_modules/@octokit/openapi/generated/api.github.com.json');
const examples = path.join(root, 'node_modules/@readme/oas-examples');

const reference = (id: string, file: string) =>
  loadApiReference({
    sources: [{ id, source: { file } }],
    routeBase: '/api',
    root,
    cacheDir,
    buildId: 'test',
  });
const byPath = (ref: ApiReference, method: string, p: string): Doc => {
  const doc = ref.docs.find((d) => d.api?.method === method && d.api.path === p);
  assert.ok(doc, `no page for ${method} ${p}`);
  return doc;
};

/** The article's HTML stays well under 1 MB, leaving room for the page's shell and sidebar. */
const maxArticleChars = 900_000;

let gh: ApiReference;
before(async () => {
  gh = await reference('github', github);
});

test("GitHub's REST description: a page per operation, and the biggest pages stay under 1 MB", () => {
  const ops = gh.docs.filter((d) => d.api);
  assert.ok(ops.length > 1000, `${ops.length} operations`);
  assert.equal(new Set(gh.docs.map((d) => d.route)).size, gh.docs.length);
  // The models that hold the most are the pages that render the most.
  const biggest = ops
    .map((d) => ({ d, size: JSON.stringify(d.apiPage).length }))
    .sort((a, b) => b.size - a.size)
    .slice(0, 8);
  for (const { d } of biggest) {
    const html = articleHtml(d);
    assert.ok(html.length < maxArticleChars, `${d.route}: ${html.length} characters`);
  }
  // 'Timeline events' was 5.4 MB when every linked schema was expanded everywhere.
  const timeline = articleHtml(
    byPath(gh, 'get', '/repos/{owner}/{repo}/issues/{issue_number}/timeline'),
  );
  assert.ok(timeline.length < maxArticleChars, `${timeline.length}`);
  assert.match(timeline, /Same fields as <a href="#response-200-/);
});

test('GitHub: allOf is one object with the fields of every part; paths never read `string`', () => {
  const doc = byPath(gh, 'post', '/app-manifests/{code}/conversions');
  for (const field of [
    'response-201-id',
    'response-201-slug',
    'response-201-client_id',
    'response-201-pem',
  ])
    assert.ok(doc.anchors.includes(field), field);
  assert.doesNotMatch(articleHtml(doc), /data-kind="allOf"|All of|Variant \d/);
  for (const d of gh.docs.filter((x) => x.apiPage?.kind === 'operation')) {
    const page = d.apiPage!;
    if (page.kind !== 'operation') continue;
    for (const s of page.samples)
      assert.doesNotMatch(s.code, /\/string(\/|\?|"|'|$)/m, `${d.route} ${s.label}`);
  }
});

/** Problems of a markdown copy: a table row whose cells do not match its header, raw HTML, not one h1. */
function copyProblems(md: MarkdownItType, text: string): string[] {
  const problems: string[] = [];
  let header: number | undefined;
  let fence: string | undefined;
  for (const line of text.split('\n')) {
    const open = /^(`{3,})/.exec(line)?.[1];
    if (fence) {
      if (line === fence) fence = undefined;
      continue;
    }
    if (open) {
      fence = open;
      continue;
    }
    if (!line.startsWith('| ')) {
      header = undefined;
      continue;
    }
    // Pipes that split cells: not escaped with a backslash.
    const cells = line.replace(/\\./g, '').split('|').length;
    header ??= cells;
    if (cells !== header)
      problems.push(
        `row with ${cells - 2} cells under a ${header - 2}-cell header: ${line.slice(0, 120)}`,
      );
  }
  const tokens = md.parse(text, {});
  if (
    tokens.some((t) => t.type === 'html_block' || t.children?.some((c) => c.type === 'html_inline'))
  )
    problems.push('raw HTML');
  const h1 = tokens.filter((t) => t.type === 'heading_open' && t.tag === 'h1').length;
  if (h1 !== 1) problems.push(`${h1} h1 headings`);
  return problems;
}

test("GitHub: every page's markdown copy is well-formed: table rows match their headers, no raw HTML, one h1", () => {
  const md = new MarkdownIt({ html: true });
  const problems = gh.docs.flatMap((d) => {
    assert.ok(d.markdown, `${d.route} has a markdown copy`);
    return copyProblems(md, d.markdown).map((p) => `${d.route}: ${p}`);
  });
  assert.deepEqual(problems.slice(0, 10), []);
  // The copies are smaller than the pages: the biggest stays well under 1 MB too.
  const biggest = Math.max(...gh.docs.map((d) => d.markdown!.length));
  assert.ok(biggest < maxArticleChars, `largest copy ${biggest} characters`);
});

test('search ranks the page whose title is the query first ("create pull request" on GitHub), and the operation a query asks for ("comment on an issue")', () => {
  const config = validateConfig({ title: 'GitHub' }, 'site.config.ts');
  const pages: Page[] = gh.docs.map((doc) => ({
    route: doc.route,
    doc,
    sidebarId: 'api',
    breadcrumbs: [],
  }));
  const indexes = buildSearchOutput(pages, config).files.map((f) =>
    loadIndex(JSON.parse(f.content) as SearchIndexFile),
  );
  const first = (query: string) => search(indexes, query)[0]?.document.sectionRoute;
  assert.equal(
    first('create pull request'),
    byPath(gh, 'post', '/repos/{owner}/{repo}/pulls').route,
  );
  assert.equal(first('create an issue'), byPath(gh, 'post', '/repos/{owner}/{repo}/issues').route);
  assert.equal(first('Get a repository'), byPath(gh, 'get', '/repos/{owner}/{repo}').route);
  // No title is the query: the operation that makes what the query names ranks first.
  assert.equal(
    first('comment on an issue'),
    byPath(gh, 'post', '/repos/{owner}/{repo}/issues/{issue_number}/comments').route,
  );
});

test("ReadMe's examples all build; auth, callbacks and webhooks come from each document", async () => {
  const files = ['3.0', '3.1'].flatMap((v) =>
    readdirSync(path.join(examples, v, 'json'))
      .filter((f) => f.endsWith('.json'))
      .map((f) => path.join(examples, v, 'json', f)),
  );
  const failures: string[] = [];
  const refs = new Map<string, ApiReference>();
  for (const file of files) {
    try {
      refs.set(path.relative(examples, file), await reference('example', file));
    } catch (error) {
      failures.push(`${path.relative(examples, file)}: ${(error as Error).message.split('\n')[0]}`);
    }
  }
  // Documents the validator rejects are the examples' own invalid cases, said as errors.
  for (const f of failures) assert.doesNotMatch(f, /unexpected|bug|TypeError|Cannot read/i, f);
  assert.ok(
    refs.size >= files.length - 8,
    `built ${refs.size} of ${files.length}: ${failures.join('; ')}`,
  );

  const security = refs.get('3.0/json/security.json')!;
  const html = security.docs
    .filter((d) => d.apiPage?.kind === 'operation')
    .map(articleHtml)
    .join('\n');
  assert.match(html, /an API key in the <code>[^<]+<\/code> cookie/);
  assert.match(html, /an API key in the <code>[^<]+<\/code> query/);
  assert.match(html, /a bearer token/);
  assert.match(html, /HTTP basic/);
  assert.match(html, /OAuth 2\.0 access token/);

  const callbacks = refs.get('3.0/json/callbacks.json')!;
  assert.ok(callbacks.docs.some((d) => d.toc.some((t) => t.id === 'callbacks')));
  const webhooks = refs.get('3.1/json/webhooks.json')!;
  assert.ok(
    webhooks.docs.some((d) => d.apiPage?.kind === 'operation' && d.apiPage.role === 'webhook'),
  );
});

test("GitHub's webhooks build: each page shows its payload, headers and receivers, never a call to the API with a token", async () => {
  const file = path.join(
    root,
    'node_modules/@octokit/openapi-webhooks/generated/api.github.com.json',
  );
  const ref = await reference('github-webhooks', file);
  const hooks = ref.docs.filter((d) => d.apiPage?.kind === 'operation');
  assert.ok(hooks.length > 250, `${hooks.length} webhook pages`);
  const problems: string[] = [];
  for (const doc of hooks) {
    const page = doc.apiPage!;
    if (page.kind !== 'operation') continue;
    if (page.role !== 'webhook') problems.push(`${doc.route}: not a webhook`);
    if (!page.requestBody) problems.push(`${doc.route}: no payload`);
    if (!page.parameters.some((p) => p.in === 'header')) problems.push(`${doc.route}: no headers`);
    const curl = page.samples.find((s) => s.value === 'curl')?.code ?? '';
    if (!curl.startsWith('curl "http://127.0.0.1:3000/webhooks/'))
      problems.push(`${doc.route}: ${curl.split('\n')[0]}`);
    const html = articleHtml(doc);
    if (!html.includes('Receiver samples')) problems.push(`${doc.route}: no receivers`);
    if (/Base URLs|_TOKEN|api\.example\.com/.test(html))
      problems.push(`${doc.route}: names the API's server or a token`);
  }
  assert.deepEqual(problems, []);
});
