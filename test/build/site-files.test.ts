// sitemap.xml, robots.txt, llms.txt and the markdown copies of a small site.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { build, type BuildResult } from '../../src/build.js';
import { makeSmallSite, smallApiSiteConfig } from '../fixtures/small-site.js';
import { absoluteUrl } from '../../src/site-files/sitemap.js';

// operationId 'pingServer' leaves a redirect stub at /api/ping-server.
const spec = JSON.stringify({
  openapi: '3.0.3',
  info: { title: 'Tiny API', version: '1' },
  paths: {
    '/ping': {
      get: {
        operationId: 'pingServer',
        summary: 'Ping',
        description: 'Answers pong.',
        responses: { '200': { description: 'ok' } },
      },
    },
  },
});
const config = smallApiSiteConfig('tiny', 'api.json').replace(
  "title: 'Test site',\n  url: 'https://example.org',",
  "title: 'Test site',\n  tagline: 'A tagline',\n  url: 'https://docs.example.com',",
);
const site = (extra: Record<string, string> = {}) =>
  makeSmallSite({
    'site.config.ts': config,
    'api.json': spec,
    'content/sidebars.ts':
      "export default { docs: ['index', { type: 'category', label: 'Guides & more', items: ['guide', 'folder/folder'] }] };\n",
    'content/index.md':
      '---\ntitle: Home\ndescription: The home of [the] test site.\n---\nWelcome. See [the guide](./guide.md#setup).\n',
    'content/folder/folder.md': '---\ntitle: Folder page\n---\nIn a folder.\n',
    'content/draft.md': '---\ntitle: Draft\ndraft: true\n---\nNot yet.\n',
    'content/orphan.md': '---\ntitle: Orphan\n---\nIn no sidebar.\n',
    ...extra,
  });

let built: BuildResult | undefined;
async function result(): Promise<BuildResult> {
  built ??= await build({ root: site(), write: false });
  return built;
}
const text = async (file: string) => {
  const content = (await result()).files.get(file);
  assert.ok(content !== undefined, `${file} is written`);
  return String(content);
};

test('sitemap.xml lists every page at url + baseUrl, and no redirect stub, 404 page or draft', async () => {
  const xml = await text('sitemap.xml');
  assert.match(
    xml,
    /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">\n/,
  );
  const locs = [...xml.matchAll(/<url><loc>([^<]+)<\/loc><\/url>/g)].map((m) => m[1]);
  const pages = (await result()).pages.map((p) => `https://docs.example.com${p.route}`).sort();
  assert.deepEqual(locs, pages);
  assert.ok(locs.includes('https://docs.example.com/folder/'), 'a folder route keeps its slash');
  assert.ok(locs.includes('https://docs.example.com/api/ping'));
  assert.ok((await result()).files.has('api/ping-server/index.html'), 'the stub exists…');
  assert.ok(
    !locs.some((l) => /ping-server|404|draft/.test(l!)),
    '…but is not listed, nor the 404 page or the draft',
  );
  assert.equal(
    absoluteUrl({ url: 'https://x.org', baseUrl: '/docs/' }, '/a b/'),
    'https://x.org/docs/a%20b/',
  );
});

test('robots.txt points to the sitemap; a robots.txt of the static folder wins', async () => {
  assert.equal(
    await text('robots.txt'),
    'User-agent: *\nAllow: /\n\nSitemap: https://docs.example.com/sitemap.xml\n',
  );
  const own = await build({
    root: site({ 'content/static/robots.txt': 'User-agent: *\nDisallow: /\n' }),
    write: false,
  });
  // A static file of a build kept in memory is served from where it is (BuildResult.copies).
  assert.ok(!own.files.has('robots.txt'), 'no generated robots.txt');
  assert.equal(
    readFileSync(own.copies!.get('robots.txt')!, 'utf8'),
    'User-agent: *\nDisallow: /\n',
  );
});

test('llms.txt: an h1, a blockquote summary, and sections of links with one-line descriptions', async () => {
  const llms = await text('llms.txt');
  const lines = llms.split('\n');
  assert.equal(lines[0], '# Test site');
  assert.equal(lines[1], '');
  assert.equal(lines[2], '> The home of \\[the\\] test site.', "the main doc's description");
  const sections = lines.filter((l) => l.startsWith('## '));
  assert.deepEqual(
    sections.slice(0, 2),
    ['## Docs', '## Guides & more'],
    'named by the navbar and by the categories',
  );
  assert.ok(sections.includes('## Optional'), 'pages outside the sidebars');
  assert.match(
    llms,
    /^- \[Home\]\(https:\/\/docs\.example\.com\/index\.md\): The home of \\\[the\\\] test site\.$/m,
  );
  assert.match(
    llms,
    /^- \[Folder page\]\(https:\/\/docs\.example\.com\/folder\/index\.md\): In a folder\.$/m,
  );
  assert.match(llms, /^## Optional\n\n- \[Orphan\]\(https:\/\/docs\.example\.com\/orphan\.md\)/m);
  // Every entry is one line: a link and an optional description.
  for (const line of lines.filter((l) => l.startsWith('- ')))
    assert.match(line, /^- \[[^\]\n]+\]\(https:\/\/docs\.example\.com\/[^)\s]*\)(: .+)?$/);
  assert.doesNotMatch(llms, /Draft|ping-server/);
});

test('llms.txt escapes the markup of titles and descriptions from front matter and OpenAPI, as the markdown copies do', async () => {
  const hostileSpec = JSON.parse(spec);
  hostileSpec.paths['/ping'].get.summary = 'Get <img src=x onerror=alert(1)> note';
  const { files } = await build({
    root: site({
      'api.json': JSON.stringify(hostileSpec),
      'content/orphan.md':
        '---\ntitle: "Home](https://evil.example) x"\ndescription: "d <script>alert(2)</script> [z](javascript:alert(3))"\n---\nText.\n',
    }),
    write: false,
  });
  const llms = String(files.get('llms.txt'));
  assert.match(
    llms,
    /^- \[Home\\\]\(https:\/\/evil\.example\) x\]\(https:\/\/docs\.example\.com\/orphan\.md\): d \\<script\\>alert\(2\)\\<\/script\\> \\\[z\\\]\(javascript:alert\(3\)\)$/m,
  );
  assert.match(llms, /^- \[Get \\<img src=x onerror=alert\(1\)\\> note\]\(/m);
  // No raw markup: each `<` or `>` is escaped, but the blockquote's.
  assert.doesNotMatch(llms, /[^\\\n][<>]/);
});

test('every markdown page has its plain-markdown copy at route + .md, and a Copy page as Markdown button', async () => {
  assert.equal(await text('guide.md'), '# Guide\n\n## Setup\nText.\n');
  assert.equal(await text('index.md'), '# Home\n\nWelcome. See [the guide](/guide#setup).\n');
  assert.equal(await text('folder/index.md'), '# Folder page\n\nIn a folder.\n');
  assert.match(
    await text('guide/index.html'),
    /<button type="button" class="doc-copy-markdown" data-markdown="\/guide\.md">Copy page as Markdown<\/button>/,
  );
  assert.match(await text('folder/index.html'), /data-markdown="\/folder\/index\.md"/);
  for (const page of (await result()).pages) {
    const html = await text(
      page.route === '/' ? 'index.html' : `${page.route.replace(/^\/|\/$/g, '')}/index.html`,
    );
    // The button shows exactly where a copy is written.
    const copy = /data-markdown="([^"]+)"/.exec(html)?.[1];
    assert.equal(copy !== undefined, page.doc.markdown !== undefined, page.route);
    if (copy) assert.equal(await text(copy.slice(1)), page.doc.markdown);
  }
  assert.equal((await result()).files.has('draft.md'), false);
});

test('every API page (operations and introduction) has its markdown copy, the button, and its copy in llms.txt', async () => {
  const api = (await result()).pages.filter((p) => p.doc.kind === 'api');
  assert.deepEqual(api.map((p) => p.route).sort(), ['/api/ping', '/api/tiny-api']);
  const llms = await text('llms.txt');
  for (const page of api) {
    const copy = await text(`${page.route.slice(1)}.md`);
    assert.ok(copy.startsWith(`# ${page.doc.title}\n`), `${page.route}.md starts with its title`);
    assert.match(
      await text(`${page.route.slice(1)}/index.html`),
      new RegExp(`class="doc-copy-markdown" data-markdown="${page.route}\\.md"`),
    );
    assert.match(
      llms,
      new RegExp(
        `^- \\[${page.doc.title}\\]\\(https://docs\\.example\\.com${page.route}\\.md\\)`,
        'm',
      ),
      `llms.txt links ${page.route}.md`,
    );
  }
  const ping = await text('api/ping.md');
  assert.match(ping, /^# Ping\n\n`GET \/ping`\n\nAnswers pong\.\n\n## Request\n/);
  assert.match(ping, /\n### 200 ok\n/);
  assert.match(ping, /\n## Request samples\n\n```bash\ncurl /);
  assert.equal(
    (await result()).files.has('api/ping-server.md'),
    false,
    'a redirect stub has no copy',
  );
});
