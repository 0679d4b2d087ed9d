// The portal's sitemap.xml, robots.txt, llms.txt, markdown copies and /sdks cards,
// in the run's shared portal build.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readBuiltFiles, sharedSite, sharedSitePages } from '../fixtures/shared-sites.js';
import type { Page } from '../../src/types.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let result: { files: Map<string, string | Uint8Array>; pages: Page[] };
before(async () => {
  result = {
    files: readBuiltFiles(await sharedSite('portal')),
    pages: await sharedSitePages('portal'),
  };
});
const file = (name: string) => {
  const content = result.files.get(name);
  assert.ok(content !== undefined, `${name} is written`);
  return String(content);
};
const htmlFileOf = (route: string) =>
  route === '/' ? 'index.html' : `${route.replace(/^\/|\/$/g, '')}/index.html`;

test('sitemap.xml lists every canonical route of the portal and nothing else', () => {
  const locs = [...file('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  assert.deepEqual(locs, result.pages.map((p) => `https://blockfrost.dev${p.route}`).sort());
  assert.ok(locs.length >= 180, `${locs.length} routes`);
  for (const route of [
    '/',
    '/sdks',
    '/overview/workspaces/',
    '/api/add-a-file-to-ipfs',
    '/showcases/assets-explorer',
  ])
    assert.ok(locs.includes(`https://blockfrost.dev${route}`), route);
  const stubs = [...result.files]
    .filter(([name, c]) => name.endsWith('.html') && String(c).includes('http-equiv="refresh"'))
    .map(([name]) => name);
  assert.ok(stubs.length > 0);
  for (const stub of stubs)
    assert.ok(
      !locs.includes(`https://blockfrost.dev/${stub.replace(/\/?index\.html$/, '')}`),
      `${stub} is a redirect stub`,
    );
  assert.ok(!locs.some((l) => l.includes('404')));
});

test('robots.txt points to the sitemap', () => {
  assert.match(
    file('robots.txt'),
    /^User-agent: \*\nAllow: \/\n\nSitemap: https:\/\/blockfrost\.dev\/sitemap\.xml\n$/,
  );
});

test('llms.txt indexes every page under its sidebar section, docs pages by their markdown copy', () => {
  const llms = file('llms.txt');
  assert.match(
    llms,
    /^# Blockfrost Development Hub\n\n> Blockfrost gives you Cardano chain data[^\n]+\n\n## /,
  );
  for (const section of [
    'Overview',
    'Start building',
    'Software Development Kits',
    'Support & FAQ',
    'Cardano',
    'Mithril aggregator',
  ])
    assert.match(llms, new RegExp(`^## ${section}$`, 'm'));
  const links = [...llms.matchAll(/^- \[[^\]]+\]\((https:\/\/blockfrost\.dev\/[^)]*)\)/gm)].map(
    (m) => m[1]!,
  );
  assert.equal(new Set(links).size, result.pages.length, 'each page once');
  for (const page of result.pages) {
    const target =
      page.doc.markdown !== undefined
        ? page.route.endsWith('/')
          ? `${page.route}index.md`
          : `${page.route}.md`
        : page.route;
    assert.ok(links.includes(`https://blockfrost.dev${target}`), target);
  }
  assert.match(
    llms,
    /^- \[Python SDK\]\(https:\/\/blockfrost\.dev\/sdks-python\.md\): blockfrost-python, the official/m,
  );
});

test('every docs page has its markdown copy and the button that copies it', () => {
  const docs = result.pages.filter((p) => p.doc.kind === 'doc');
  assert.ok(docs.length >= 38);
  for (const page of docs) {
    const copyRoute = page.route.endsWith('/') ? `${page.route}index.md` : `${page.route}.md`;
    const copy = file(copyRoute.slice(1));
    assert.ok(copy.startsWith(`# ${page.doc.title}\n`), `${copyRoute} starts with its title`);
    assert.doesNotMatch(copy, /^slug: /m, `${copyRoute} has no front matter`);
    assert.match(
      file(htmlFileOf(page.route)),
      new RegExp(
        `class="doc-copy-markdown" data-markdown="${copyRoute.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}"`,
      ),
    );
  }
  // Links between docs became routes, not paths to markdown files.
  assert.doesNotMatch(file('sdks.md'), /\]\([^)]*\.md[)#]/);
});

test('every /api/ page has its markdown copy, listed in llms.txt, and the button that copies it', () => {
  const api = result.pages.filter((p) => p.route.startsWith('/api/'));
  assert.ok(api.length >= 140, `${api.length} API pages`);
  const llms = file('llms.txt');
  for (const page of api) {
    const copy = file(`${page.route.slice(1)}.md`);
    assert.equal(
      copy.split('\n')[0]!.replace(/\\(.)/g, '$1'),
      `# ${page.doc.title}`,
      `${page.route}.md starts with its title`,
    );
    if (page.doc.apiPage?.kind === 'operation')
      assert.ok(
        copy.includes(`\`${page.doc.apiPage.method.toUpperCase()} ${page.doc.apiPage.path}\``),
        `${page.route}.md names its method and path`,
      );
    assert.ok(
      llms.includes(`(https://blockfrost.dev${page.route}.md)`),
      `llms.txt links ${page.route}.md`,
    );
    assert.ok(
      file(htmlFileOf(page.route)).includes(
        `class="doc-copy-markdown" data-markdown="${page.route}.md"`,
      ),
      `${page.route} has the button`,
    );
  }
  // The copy says what the page says: a Blockfrost operation with its parameters, fields and sample.
  const address = file('api/specific-address.md');
  assert.match(address, /^# Specific address\n\n`GET \/addresses\/\{address\}`\n/);
  assert.match(
    address,
    /\n\| `address` \| path \| string \| required \| Bech32 address\. example: `addr1[a-z0-9]+`\. \|/,
  );
  assert.match(
    address,
    /\n- `stake_address` \(string, required, nullable\): Stake address that controls the key/,
  );
  assert.match(
    address,
    /\n### Errors\n\n\| Status \| Meaning \|\n\| --- \| --- \|\n\| `400` \| The request is invalid: check the path, parameters and body\. \|\n/,
  );
  assert.match(
    address,
    /\n```bash\ncurl "https:\/\/cardano-mainnet\.blockfrost\.io\/api\/v0\/addresses\//,
  );
});

test('/sdks shows a card per SDK with an install line taken from that SDK page', () => {
  const page = result.pages.find((p) => p.route === '/sdks')!;
  const cards = page.cards ?? [];
  assert.equal(cards.length, 15);
  for (const card of cards) {
    const sdk = result.pages.find((p) => p.route === card.href)!;
    assert.ok(card.code, `${card.href} has an install line`);
    // The line must not drift from the page: each of its words is in one of the page's code blocks.
    const source = readFileSync(path.join(root, sdk.doc.sourcePath!), 'utf8');
    const code = [...source.matchAll(/^```[^\n]*\n([\s\S]*?)^```/gm)].map((m) =>
      m[1]!.replace(/\s+/g, ' '),
    );
    for (const word of card.code!.split(/\s+/))
      assert.ok(
        code.some((c) => c.includes(word)),
        `${card.href}: "${word}" of "${card.code}" is in a code block of ${sdk.doc.sourcePath}`,
      );
  }
  const html = file('sdks/index.html');
  assert.equal((html.match(/<li class="doc-card">/g) ?? []).length, 15);
  assert.match(html, /<code>npm install @blockfrost\/blockfrost-js<\/code>/);
  assert.match(html, /<code>pip install blockfrost-python<\/code>/);
});
