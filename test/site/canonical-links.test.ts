// The portal links to canonical routes only (no redirect stubs anywhere: content,
// navbar, footer, announcement), and the home page has its own title. Reads the
// run's shared portal build.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { readBuiltFiles, sharedSite } from '../fixtures/shared-sites.js';

let result: { files: Map<string, string | Uint8Array> };
before(async () => {
  result = { files: readBuiltFiles(await sharedSite('portal')) };
});

const routeOfFile = (file: string) => `/${file.replace(/index\.html$/, '').replace(/\/$/, '')}`;

test('no page links to a redirect stub', () => {
  const stubs = new Set<string>();
  for (const [file, content] of result.files)
    if (file.endsWith('.html') && String(content).includes('http-equiv="refresh"'))
      stubs.add(routeOfFile(file));
  assert.ok(stubs.has('/api/ipfs-add'), 'the old IPFS slug is a stub');
  const offending: string[] = [];
  for (const [file, content] of result.files) {
    if (!file.endsWith('.html') || stubs.has(routeOfFile(file))) continue;
    for (const [, href] of String(content).matchAll(/href="(\/[^"]*)"/g)) {
      const target = href!.split(/[?#]/)[0]!.replace(/\/$/, '') || '/';
      if (stubs.has(target)) offending.push(`${file} -> ${href}`);
    }
  }
  assert.deepEqual(offending, []);
});

test('the home page has its own title, not only the site title', () => {
  const home = String(result.files.get('index.html'));
  assert.match(home, /<title>Blockfrost Overview \| Blockfrost Development Hub<\/title>/);
});
