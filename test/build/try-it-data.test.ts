// The "Try it" data a build writes (one JSON per operation) and the switches that
// turn the console off: the site's `openapi.tryIt`, a source's `tryIt`, an
// operation's `x-docgen-try-it`; the servers a site names; a proxy.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { build } from '../../src/build.js';
import { makeTryItSite } from '../fixtures/try-it-site.js';
import type { TryItOperation } from '../../src/types.js';

const server = 'https://api.example.com/v1';

async function built(openapi?: string) {
  const dir = makeTryItSite(server, openapi);
  try {
    const { files } = await build({ root: dir, write: false });
    const data = new Map<string, TryItOperation>();
    for (const [file, content] of files)
      if (file.startsWith('api/_try/')) data.set(file, JSON.parse(String(content)));
    const buttons = [...files].filter(
      ([file, content]) => file.endsWith('.html') && String(content).includes('data-try-it='),
    );
    const intro = [...files].find(
      ([file]) => /^api\/echo-api[./]/.test(file) && file.endsWith('.md'),
    );
    return {
      data,
      buttons: buttons.map(([file]) => file).sort(),
      introMarkdown: String(intro?.[1]),
      pageMarkdown: (slug: string) => String(files.get(`api/${slug}.md`)),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('every operation gets its data and a button; webhooks and x-docgen-try-it: false get neither', async () => {
  const { data, buttons, introMarkdown } = await built();
  assert.deepEqual([...data.keys()].sort(), [
    'api/_try/answer-with-a-status.json',
    'api/_try/create-an-item.json',
    'api/_try/evaluate-text.json',
    'api/_try/get-an-item.json',
    'api/_try/send-a-form.json',
    'api/_try/submit-bytes.json',
    'api/_try/upload-a-file.json',
  ]);
  assert.equal(buttons.length, 7);
  assert.match(introMarkdown, /\| Server \| Base URL \|/);
  assert.ok(!buttons.some((f) => /item-created|no-console-here/.test(f)));
  const get = data.get('api/_try/get-an-item.json')!;
  assert.equal(get.method, 'GET');
  assert.deepEqual(
    get.parameters.map((p) => [p.name, p.in, p.required, p.style ?? '', p.type]),
    [
      ['id', 'path', true, '', 'string'],
      ['tags', 'query', false, '', 'array'],
      ['ids', 'query', false, 'pipeDelimited', 'array'],
      ['filter', 'query', false, 'deepObject', 'object'],
      ['order', 'query', false, '', 'string'],
      ['X-Trace', 'header', false, '', 'string'],
    ],
  );
  assert.deepEqual(get.parameters[4]!.enum, ['asc', 'desc']);
  assert.deepEqual(
    get.security.map((alt) => alt.map((s) => s.label)),
    [['API key (header X-Api-Key)'], ['Bearer token']],
  );
  assert.deepEqual(get.servers[1]!.variables, {
    scheme: { default: 'https', enum: ['https', 'http'] },
    version: { default: 'v1' },
  });
  const create = data.get('api/_try/create-an-item.json')!;
  assert.deepEqual(create.body!.media[0]!.check, {
    type: 'object',
    required: ['name', 'count'],
    properties: { name: 'string', count: 'integer' },
  });
  assert.deepEqual(
    data.get('api/_try/submit-bytes.json')!.body!.media.map((m) => m.kind),
    ['file'],
  );
  assert.deepEqual(data.get('api/_try/answer-with-a-status.json')!.security, []);
});

test("the site's names for servers replace the document's list; a proxy is passed on", async () => {
  const { data, introMarkdown, pageMarkdown } = await built(
    `{ tryIt: { proxy: 'https://proxy.example.com/?u=' }, sources: [{ id: 'echo', source: { file: 'openapi.json' }, servers: [{ url: '${server}/', label: 'Production' }, { url: 'https://sandbox.example.com', label: 'Sandbox' }] }] }`,
  );
  const get = data.get('api/_try/get-an-item.json')!;
  assert.deepEqual(get.servers, [
    { url: server, label: 'Production' },
    { url: 'https://sandbox.example.com', label: 'Sandbox' },
  ]);
  assert.equal(get.proxy, 'https://proxy.example.com/?u=');
  // The page's base URLs are the servers Try it offers, by the same names.
  assert.match(
    pageMarkdown('get-an-item'),
    /Base URLs:\n\n- `https:\/\/api\.example\.com\/v1` \(Production\)\n- `https:\/\/sandbox\.example\.com` \(Sandbox\)\n\n/,
  );
  // The introduction lists the servers by the same names.
  assert.match(
    introMarkdown,
    /\| Network \| Base URL \|\n\| --- \| --- \|\n\| Production \| `https:\/\/api\.example\.com\/v1\/` \|\n\| Sandbox \|/,
  );
});

test("the site's tryIt: false and a source's tryIt: false leave no console anywhere", async () => {
  for (const openapi of [
    "{ tryIt: false, sources: [{ id: 'echo', source: { file: 'openapi.json' } }] }",
    "{ sources: [{ id: 'echo', source: { file: 'openapi.json' }, tryIt: false }] }",
  ]) {
    const { data, buttons } = await built(openapi);
    assert.equal(data.size, 0, openapi);
    assert.deepEqual(buttons, [], openapi);
  }
});
