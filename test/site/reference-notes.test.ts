// What the portal says about its own reference: the Hosted badge is explained
// where it appears, the Mithril pages say which aggregator API version and which
// spec release they come from, the home page tries an endpoint of the current
// spec, and Midnight is in the docs' list of networks as it is in the spec's.
// Read from the markdown copies of the run's shared portal build.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { readBuiltFiles, sharedSite } from '../fixtures/shared-sites.js';

let files: Map<string, string | Uint8Array>;
before(async () => {
  files = readBuiltFiles(await sharedSite('portal'));
});
const text = (name: string) => {
  const content = files.get(name);
  assert.ok(content !== undefined, `${name} is written`);
  return String(content);
};
const apiCopies = () =>
  [...files]
    .filter(([name]) => /^api\/[^/]+\.md$/.test(name))
    .map(([name, content]) => [name, String(content)] as const);

test('every page with the Hosted badge explains it in a sentence that links to Hosted endpoints', () => {
  const hosted = apiCopies().filter(([, md]) => md.includes('only available for hosted variant'));
  assert.ok(hosted.length >= 8, `${hosted.length} pages with the badge`);
  for (const [name, md] of hosted)
    assert.match(
      md,
      /The \*\*Hosted\*\* badge: [^\n]*\[Hosted endpoints\]\(\/start-building#hosted-endpoints\)/,
      name,
    );
  assert.match(text('start-building.md'), /^### Hosted endpoints$/m);
  assert.match(String(files.get('start-building/index.html')), /id="hosted-endpoints"/);
});

test('every Mithril page names the aggregator API version and the earlier spec release it comes from', () => {
  const mithril = apiCopies().filter(([, md]) => /^curl "[^"]*\/api\/v0\/mithril\//m.test(md));
  assert.equal(mithril.length, 15);
  for (const [name, md] of mithril) {
    assert.match(md, /Mithril aggregator API \*\*v0\.1\.27\*\*/, name);
    assert.match(
      md,
      /`@blockfrost\/openapi` \*\*0\.1\.65\*\*, an earlier release of the spec/,
      name,
    );
  }
  const others = apiCopies().filter(([, md]) => /^curl "[^"]*\/api\/v0\/(?!mithril)/m.test(md));
  assert.ok(others.length > 100);
  for (const [name, md] of others) assert.doesNotMatch(md, /v0\.1\.27/, name);
});

test("the home page's Try it calls endpoints of the current spec, not Mithril", () => {
  const home = text('index.md');
  const tryIt = /^## Try it\n([\s\S]*?)^## /m.exec(home)?.[1] ?? '';
  const paths = [...tryIt.matchAll(/blockfrost\.io\/api\/v0(\/[^\s"?]+)/g)].map((m) => m[1]!);
  assert.ok(paths.length >= 2, `Try it calls ${paths.join(', ')}`);
  const spec = text('api/openapi-blockfrost.yaml');
  for (const p of paths) {
    assert.doesNotMatch(p, /^\/mithril/);
    assert.ok(spec.includes(`\n  ${p}:\n`), `${p} is a path of the current spec`);
  }
});

test('Midnight is in the docs list of networks, as it is in the spec the reference shows', () => {
  const spec = text('api/openapi-blockfrost.yaml');
  const networks = /^## Available networks\n([\s\S]*?)^## /m.exec(text('start-building.md'))?.[1];
  assert.ok(networks);
  const inSpec = spec.includes('midnight-mainnet.blockfrost.io');
  const inDocs =
    /^\| Midnight [^|]*\| `https:\/\/midnight-\{network\}\.blockfrost\.io\/api\/v0` \|$/m.test(
      networks,
    );
  assert.equal(inDocs, inSpec, 'Midnight is listed in both places or in neither');
  assert.match(text('index.md'), /Midnight/);
});

test("every operation's Try it offers the base URLs its page lists, by the same names", () => {
  const consoles = [...files].filter(([name]) => /^api\/_try\/[^/]+\.json$/.test(name));
  assert.ok(consoles.length >= 140, `${consoles.length} consoles`);
  for (const [name, json] of consoles) {
    const slug = /^api\/_try\/([^/]+)\.json$/.exec(name)![1]!;
    const listed = /^Base URLs:\n\n((?:- .*\n)+)/m.exec(text(`api/${slug}.md`))?.[1] ?? '';
    const offered = (JSON.parse(String(json)) as { servers: { url: string; label?: string }[] })
      .servers;
    assert.equal(
      listed,
      offered.map((s) => `- \`${s.url}\`${s.label ? ` (${s.label})` : ''}\n`).join(''),
      slug,
    );
  }
});
