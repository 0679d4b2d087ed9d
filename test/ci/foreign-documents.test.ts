// Documents that other readers render build here too: Directus's (a `"schema": null`
// that breaks the OpenAPI schema) with a warning naming the node, and Netlify's
// (Swagger 2.0) converted to OpenAPI 3 with one note saying so.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadApiReference } from '../../src/openapi/index.js';
import type { ApiSourceConfig } from '../../src/openapi/source-config.js';
import { DocgenError } from '../../src/errors.js';
import { operationSlug } from '../../src/openapi/slugs.js';
import { articleHtml } from '../fixtures/crafted-api.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dirs: string[] = [];
after(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
const directus = path.join(root, 'node_modules/@directus/specs/dist/openapi.json');
const netlify = path.join(root, 'node_modules/@netlify/open-api/dist/swagger.json');
const figma = path.join(root, 'node_modules/@figma/rest-api-spec/openapi/openapi.yaml');

async function build(file: string, extra: Partial<ApiSourceConfig> = {}) {
  const cacheDir = mkdtempSync(path.join(tmpdir(), 'docgen-foreign-'));
  dirs.push(cacheDir);
  const warnings: string[] = [];
  const reference = await loadApiReference({
    sources: [{ id: 'api', source: { file }, ...extra }],
    routeBase: '/api',
    root,
    cacheDir,
    buildId: 'test',
    log: (_level, message) => warnings.push(message),
  });
  return { reference, warnings };
}

const nullSchema =
  '#/paths/~1items~1{collection}/post/requestBody/content/application~1json/schema';

test("Directus's document builds: its null schema is one warning naming the JSON pointer", async () => {
  const { reference, warnings } = await build(directus);
  const broken = warnings.filter((w) => w.includes('breaks the OpenAPI schema'));
  assert.equal(broken.length, 1, broken.join('\n'));
  assert.ok(broken[0]!.includes(`at ${nullSchema}: a schema is expected, found null`), broken[0]);
  const ops = reference.docs.filter((d) => d.api);
  assert.ok(ops.length > 100, `${ops.length} operations`);
  // The operation with the broken node has its page, without a body schema.
  assert.ok(ops.some((d) => d.api?.method === 'post' && d.api.path === '/items/{collection}'));
});

test("with validation: 'error', Directus's document fails the build naming the node", async () => {
  await assert.rejects(build(directus, { validation: 'error' }), (error: unknown) => {
    assert.ok(error instanceof DocgenError, String(error));
    assert.ok(error.message.includes(`at ${nullSchema}`), error.message);
    return true;
  });
});

test("Netlify's Swagger 2.0 document is converted with swagger2openapi, said once, and builds", async () => {
  const { reference, warnings } = await build(netlify);
  const notes = warnings.filter((w) => /Swagger/.test(w));
  assert.deepEqual(notes, [
    `${path.relative(root, netlify)} is a Swagger 2.0 document; converted to OpenAPI 3.0.0 with swagger2openapi.`,
  ]);
  const ops = reference.docs.filter((d) => d.api);
  assert.ok(ops.length > 100, `${ops.length} operations`);
  const sites = ops.find((d) => d.api?.method === 'get' && d.api.path === '/sites');
  assert.ok(sites, 'GET /sites has a page');
  // The converted document's server (2.0's host and basePath) is what the samples call.
  const page = sites.apiPage;
  assert.ok(page?.kind === 'operation');
  assert.ok(
    page.samples.some((s) => s.code.includes('https://api.netlify.com/api/v1/sites')),
    page.samples.map((s) => s.code).join('\n'),
  );
});

test("GitHub's webhooks (@octokit/openapi-webhooks): each page's slug and title come from its key, grouped by event", async () => {
  const file = path.join(
    root,
    'node_modules/@octokit/openapi-webhooks/generated/api.github.com.json',
  );
  const { reference } = await build(file);
  const hooks = reference.docs.filter((d) => d.apiPage?.kind === 'operation');
  assert.ok(hooks.length > 250, `${hooks.length} webhooks`);
  for (const d of hooks) {
    assert.equal(d.route, `/api/${operationSlug(d.api!.path)}`);
    assert.ok(d.title.length < 80 && !d.title.includes('This event'), d.title);
  }
  const checkRun = reference.sidebar.find((i) => i.label === 'Check run');
  assert.ok(checkRun?.type === 'category', 'a "Check run" group');
  assert.ok(
    checkRun.items.some(
      (i) => i.label === 'Check run created' && 'href' in i && i.href === '/api/check-run-created',
    ),
  );
  assert.equal(reference.sidebar.filter((i) => i.label === 'Other').length, 0);
});

test("ReadMe's examples: titles never read METHOD /path, and every operation is in the sidebar under each of its tags", async () => {
  const examples = path.join(root, 'node_modules/@readme/oas-examples/3.0/json');
  for (const name of [
    'petstore.json',
    'petstore-simple-no-tags.json',
    'uspto.json',
    'discriminators.json',
  ]) {
    const { reference } = await build(path.join(examples, name));
    const links = new Map<string, number>();
    const walk = (items: typeof reference.sidebar): void => {
      for (const i of items)
        if (i.type === 'category') walk(i.items);
        else links.set(i.href, (links.get(i.href) ?? 0) + 1);
    };
    walk(reference.sidebar);
    for (const d of reference.docs.filter((x) => x.apiPage?.kind === 'operation')) {
      assert.doesNotMatch(d.title, /^[A-Z]+ \//, `${name} ${d.route}`);
      const tags = new Set(d.api!.tags).size;
      assert.equal(links.get(d.route), Math.max(tags, 1), `${name} ${d.route} under each tag`);
    }
  }
});

test("Figma's document: no operation page near 1 MB; the budget stops inside its oneOf of node types", async () => {
  const { reference } = await build(figma);
  const pages = reference.docs.filter((d) => d.apiPage);
  assert.ok(pages.length > 40, `${pages.length} pages`);
  const sizes = pages.map((d) => ({ route: d.route, html: articleHtml(d) }));
  for (const { route, html } of sizes)
    assert.ok(html.length < 500_000, `${route}: ${html.length} characters`);
  // 2.6 MB when each of the 28 node types listed all its fields past the budget.
  const nodes = sizes.find((p) => p.route === '/api/get-file-json-for-specific-nodes')!;
  assert.match(nodes.html, /\d+ more fields not shown on this page/);
});
