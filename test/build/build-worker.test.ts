// A first build makes the API reference and the search index on a worker thread
// (src/worker/build-worker.ts). What crosses the thread must be what the main
// thread would have made: the same reference and index, the code it highlighted
// (for the highlight cache), and errors that still name the file and the fix.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import diagnostics_channel from 'node:diagnostics_channel';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from '../../src/build.js';
import { DocgenError, errorFromData, errorToData } from '../../src/errors.js';
import { buildAndStoreReference, type ReferenceJob } from '../../src/openapi/index.js';
import {
  BuildWorker,
  buildsOnWorker,
  maxWorkerTextBytes,
  minWorkerSearchSections,
} from '../../src/worker/build-worker.js';
import { highlightMemo } from '../../src/content/highlight.js';
import { renderApiArticle } from '../../src/render/api-article.js';
import { loadConfig } from '../../src/config/load-config.js';
import { indexSearchEntries, searchEntries } from '../../src/search/search-output.js';
import { makeSmallSite, smallApiSiteConfig } from '../fixtures/small-site.js';

const cli = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../bin/docgen.js');
const made: string[] = [];
after(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));

const spec = {
  openapi: '3.0.3',
  // A fence in a description is highlighted while the reference is made (samples are highlighted when pages render).
  info: {
    title: 'Threaded API',
    version: '1',
    description: "Call it:\n\n```js\nconst pet = await fetch('/pets/rex');\n```\n",
  },
  servers: [{ url: 'https://api.example.test' }],
  paths: {
    '/pets/{id}': {
      get: {
        summary: 'Get a pet',
        tags: ['Pets'],
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'string', example: 'rex' } },
        ],
        responses: {
          '200': {
            description: 'OK',
            content: {
              'application/json': {
                schema: { type: 'object', properties: { name: { type: 'string' } } },
              },
            },
          },
        },
      },
    },
  },
};

function job(text: string, cacheDir: string): ReferenceJob {
  return {
    sources: [{ id: 'pets', source: { file: 'openapi.json' } }],
    routeBase: '/api',
    root: path.dirname(cacheDir),
    cacheDir,
    buildId: 'test',
    key: 'k',
    texts: [{ origin: 'openapi.json', text }],
  };
}

test('the reference made on a worker thread is the one made on the main thread, and its highlighted code is handed over', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'docgen-thread-'));
  made.push(dir);
  const text = JSON.stringify(spec);
  highlightMemo.used.clear();
  highlightMemo.entries.clear();
  const worker = new BuildWorker();
  const threaded = await worker.reference(job(text, path.join(dir, 'a', '.docgen-cache')));
  // Articles are rendered before the cache entry is written: by now the thread has claimed every one.
  await threaded.stored;
  const pet = threaded.reference.docs.find((d) => d.route === '/api/get-a-pet');
  assert.ok(pet?.apiPage, 'the operation has a page');
  // The thread rendered the operation's article after handing the reference over: the HTML this thread would make, handed out once.
  const article = worker.articles()!.take('/api/get-a-pet');
  assert.equal(article, renderApiArticle(pet.apiPage));
  assert.match(article!, /Get a pet/);
  assert.equal(worker.articles()!.take('/api/get-a-pet'), undefined);
  worker.stop();
  // The description's code was highlighted on the worker: the memo knows it as used, so the highlight cache keeps it.
  const adopted = [...highlightMemo.used].filter(
    (key) => key.startsWith('js\u0000') && key.includes('/pets/rex'),
  );
  assert.equal(
    adopted.length,
    1,
    `the description's code came back (${[...highlightMemo.used].length} keys)`,
  );
  assert.match(highlightMemo.entries.get(adopted[0]!)!.html, /hljs-/);
  const here = await buildAndStoreReference(job(text, path.join(dir, 'b', '.docgen-cache')));
  // As JSON, the form a cached reference takes too (no `undefined` fields).
  assert.deepEqual(threaded.reference, JSON.parse(JSON.stringify(here.reference)));
  assert.ok(threaded.reference.docs.some((d) => d.route === '/api/get-a-pet'));
  // The worker stored the reference in the cache, as the main thread does.
  const stored = (sub: string) =>
    readFileSync(
      path.join(
        dir,
        sub,
        '.docgen-cache',
        'api',
        readdirSync(path.join(dir, sub, '.docgen-cache', 'api'))[0]!,
      ),
      'utf8',
    );
  assert.equal(stored('a'), stored('b'));
});

test('a document too big to hand over is built on the main thread', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'docgen-thread-'));
  made.push(dir);
  // Padding in an extension field: the document stays quick to build but counts as big.
  const big = JSON.stringify({ ...spec, 'x-padding': 'x'.repeat(maxWorkerTextBytes) });
  highlightMemo.used.clear();
  const before = highlightMemo.fresh;
  highlightMemo.entries.clear();
  assert.equal(buildsOnWorker([{ text: big }]), false);
  assert.equal(buildsOnWorker([{ text: JSON.stringify(spec) }]), true);
  const worker = new BuildWorker();
  const { reference } = await worker.reference(job(big, path.join(dir, '.docgen-cache')));
  assert.ok(reference.docs.some((d) => d.route === '/api/get-a-pet'));
  // No thread made the reference: none shares the articles, and the render stage keeps the pages' order.
  assert.equal(worker.articles(), undefined);
  assert.equal(highlightMemo.fresh, before + 1);
});

test('an invalid document fails the build from the worker with a DocgenError naming the file', async () => {
  const bad = {
    ...spec,
    paths: { '/pets': { get: { summary: 'List', responses: { '200': { description: 5 } } } } },
  };
  const site = makeSmallSite({
    'site.config.ts': smallApiSiteConfig('pets', 'openapi.json', 'error'),
    'openapi.json': JSON.stringify(bad),
  });
  made.push(site);
  const error = await build({ root: site }).then(
    () => undefined,
    (e: unknown) => e,
  );
  assert.ok(error instanceof DocgenError, `a DocgenError, got ${String(error)}`);
  assert.equal(error.location.file, 'openapi.json');
  assert.match(error.message, /openapi\.json is not a valid OpenAPI document/);
  assert.match(error.hint ?? '', /Fix the document/);

  // The bundled CLI (dist/cli.cjs, its thread dist/build-worker.cjs) says the same and exits 1, and builds nothing.
  const r = spawnSync(process.execPath, [cli, 'build'], { cwd: site, encoding: 'utf8' });
  assert.equal(r.status, 1, r.stderr);
  assert.match(r.stderr, /openapi\.json.*is not a valid OpenAPI document/);
  assert.match(r.stderr, /hint: Fix the document/);
});

test('a document that only validation rejects fails the build after its pages were made on the worker: nothing is swapped in or cached', async () => {
  // A number where a string belongs: the pages can be made from it, the validator refuses it.
  const invalid = {
    ...spec,
    paths: { '/pets': { get: { summary: 'List', responses: { '200': { description: 5 } } } } },
  };
  const site = makeSmallSite({
    'site.config.ts': smallApiSiteConfig('pets', 'openapi.json', 'error'),
    'openapi.json': JSON.stringify(spec),
  });
  made.push(site);
  // A first good build, from the CLI: a worker thread makes the reference, as in a fresh clone.
  const first = spawnSync(process.execPath, [cli, 'build'], { cwd: site, encoding: 'utf8' });
  assert.equal(first.status, 0, first.stderr);
  const before = readFileSync(path.join(site, 'build', 'api', 'get-a-pet', 'index.html'), 'utf8');
  rmSync(path.join(site, '.docgen-cache'), { recursive: true, force: true });
  writeFileSync(path.join(site, 'openapi.json'), JSON.stringify(invalid));
  const r = spawnSync(process.execPath, [cli, 'build'], { cwd: site, encoding: 'utf8' });
  assert.equal(r.status, 1, r.stdout);
  assert.match(r.stderr, /openapi\.json.*is not a valid OpenAPI document/);
  assert.match(r.stderr, /hint: Fix the document/);
  assert.equal(
    readFileSync(path.join(site, 'build', 'api', 'get-a-pet', 'index.html'), 'utf8'),
    before,
    'the previous output stands',
  );
  // No reference and no validated document were cached: the next build validates again, and fails again.
  const cached = (kind: string) =>
    existsSync(path.join(site, '.docgen-cache', kind))
      ? readdirSync(path.join(site, '.docgen-cache', kind)).filter((f) => !f.startsWith('.'))
      : [];
  assert.deepEqual(cached('api'), []);
  assert.deepEqual(cached('validated'), []);
  const again = spawnSync(process.execPath, [cli, 'build'], { cwd: site, encoding: 'utf8' });
  assert.equal(again.status, 1);
  assert.match(again.stderr, /is not a valid OpenAPI document/);
});

test('the reference is handed over before validation, whose notes come after and are cached with it', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'docgen-thread-'));
  made.push(dir);
  // 3.1's `type: "null"` in a 3.0 document: valid by 3.1's rules, with a note saying so.
  const nullTyped = {
    ...spec,
    paths: {
      '/pets/{id}': {
        get: {
          ...spec.paths['/pets/{id}'].get,
          responses: {
            '200': {
              description: 'OK',
              content: {
                'application/json': {
                  schema: { type: 'object', properties: { tag: { type: ['string', 'null'] } } },
                },
              },
            },
          },
        },
      },
    },
  };
  const worker = new BuildWorker();
  const cacheDir = path.join(dir, '.docgen-cache');
  const { reference, validated, stored } = await worker.reference(
    job(JSON.stringify(nullTyped), cacheDir),
  );
  assert.ok(validated, 'a worker reference is validated after the hand-over');
  assert.deepEqual(reference.warnings, [], 'the hand-over carries no validation notes');
  const notes = await validated;
  assert.equal(notes.length, 1);
  assert.match(notes[0]!, /type: "null".*validated with 3\.1 rules/);
  await stored;
  worker.stop();
  const entry = readFileSync(
    path.join(cacheDir, 'api', readdirSync(path.join(cacheDir, 'api'))[0]!),
    'utf8',
  );
  assert.match(
    entry,
    /validated with 3\.1 rules/,
    'the cached reference keeps the note for builds that read it',
  );
});

test('a build that fails while its worker thread is stopped still reports the error and exits 1', () => {
  // The portal's pages with another document (ReadMe's petstore, from npm): its links to the
  // provider's operations fail the links stage, and the build stops its worker thread. The
  // thread's end did not keep the process alive: the CLI exited 0 without a word.
  const site = mkdtempSync(path.join(tmpdir(), 'docgen-thread-'));
  made.push(site);
  const projectRoot = path.resolve(path.dirname(cli), '..');
  cpSync(path.join(projectRoot, 'content'), path.join(site, 'content'), { recursive: true });
  cpSync(path.join(projectRoot, 'site.config.ts'), path.join(site, 'site.config.ts'));
  const petstore = path.join(
    projectRoot,
    'node_modules/@readme/oas-examples/3.0/json/petstore.json',
  );
  const r = spawnSync(process.execPath, [cli, 'build', '--spec', petstore], {
    cwd: site,
    encoding: 'utf8',
  });
  assert.equal(r.status, 1, `exit status; stdout: ${r.stdout}; stderr: ${r.stderr.slice(0, 300)}`);
  assert.match(r.stderr, /broken links/);
  assert.match(r.stderr, /\(no such page\)/);
  assert.ok(!existsSync(path.join(site, 'build')), 'nothing written');
});

test('errors keep their class, location, hint and causes across threads', () => {
  const original = new DocgenError('spec.yaml has a bad $ref', {
    file: 'spec.yaml',
    line: 12,
    hint: 'Fix the ref.',
    cause: new TypeError('inner', { cause: 'root cause' }),
  });
  const copy = errorFromData(structuredClone(errorToData(original)));
  assert.ok(copy instanceof DocgenError);
  assert.equal(copy.format(), original.format());
  assert.equal(copy.where, 'spec.yaml:12');
  assert.equal((copy.cause as Error).message, 'inner');
  assert.equal(((copy.cause as Error).cause as Error).message, 'root cause');
  const plain = errorFromData(errorToData(new RangeError('boom')));
  assert.ok(!(plain instanceof DocgenError));
  assert.equal(plain.message, 'boom');
});

test('the search index made on the worker thread is the one made on the main thread', async () => {
  const site = makeSmallSite({
    'content/guide.md':
      '---\ntitle: Guide\n---\n## Setup\nInstall the webhook receiver.\n\n## Retries\nFailed deliveries are retried.\n',
  });
  made.push(site);
  const { pages } = await build({ root: site, write: false });
  const config = (await loadConfig(site, path.join(site, 'site.config.ts'))).config;
  const entries = searchEntries(pages, config);
  assert.ok([...entries.values()].flat().length >= 3, 'the site has sections to index');
  const worker = new BuildWorker();
  try {
    assert.deepEqual(await worker.searchIndex(entries), indexSearchEntries(entries));
  } finally {
    worker.stop();
  }
});

test('a failing job rejects with its error and the worker thread takes the next one', async () => {
  const worker = new BuildWorker();
  try {
    const dir = mkdtempSync(path.join(tmpdir(), 'docgen-thread-'));
    made.push(dir);
    await assert.rejects(
      worker.reference(job('{ "openapi": "3.0.3" }', path.join(dir, '.docgen-cache'))),
      (e: unknown) => e instanceof DocgenError && /has no "paths"/.test(e.message),
    );
    const { reference } = await worker.reference(
      job(JSON.stringify(spec), path.join(dir, '.docgen-cache')),
    );
    assert.ok(reference.docs.some((d) => d.route === '/api/get-a-pet'));
  } finally {
    worker.stop();
  }
});

test('a first build starts a worker thread for an API reference, and none for a small site without one', async () => {
  const started: unknown[] = [];
  const onWorker = (message: unknown) => started.push(message);
  diagnostics_channel.subscribe('worker_threads', onWorker);
  try {
    const plain = makeSmallSite({});
    made.push(plain);
    await build({ root: plain });
    assert.equal(started.length, 0, 'a thread would cost more than indexing two pages here');
    const api = makeSmallSite({
      'site.config.ts': smallApiSiteConfig('pets', 'openapi.json'),
      'openapi.json': JSON.stringify(spec),
    });
    made.push(api);
    const { pages } = await build({ root: api });
    assert.ok(pages.some((p) => p.route === '/api/get-a-pet'));
    assert.equal(started.length, 1, 'one thread, for the reference and the search index');
  } finally {
    diagnostics_channel.unsubscribe('worker_threads', onWorker);
  }
});

test('a search index is built on the thread when it runs already or the index is big, and here otherwise', async () => {
  const entries = (count: number) =>
    new Map([
      [
        'default',
        Array.from({ length: count }, (_, id) => ({
          document: {
            id,
            title: `Section ${id}`,
            content: `webhook retry ${id}`,
            tags: [],
            sidebarParentCategories: [],
            sectionTitle: `Section ${id}`,
            pageTitle: 'Guide',
            sectionRoute: `/guide#s${id}`,
            type: 'docs',
          } as never,
          indexCategories: false,
        })),
      ],
    ]);
  const small = entries(3);
  const idle = new BuildWorker();
  assert.deepEqual(await idle.searchIndexWherePays(small), indexSearchEntries(small));
  assert.equal(idle.running, false, 'no thread started for three sections');

  const big = entries(minWorkerSearchSections);
  const starting = new BuildWorker();
  try {
    assert.deepEqual(await starting.searchIndexWherePays(big), indexSearchEntries(big));
    assert.equal(
      starting.running,
      true,
      `a thread started for ${minWorkerSearchSections} sections`,
    );
  } finally {
    starting.stop();
  }

  const running = new BuildWorker().start();
  try {
    assert.deepEqual(await running.searchIndexWherePays(small), indexSearchEntries(small));
    assert.equal(running.running, true);
  } finally {
    running.stop();
  }
});
