// A site whose OpenAPI document is split over several files (test/fixtures/multi-file-spec):
// its pages build from the bundled document, the download offered is that one
// document, and in watch mode an edit to a file a $ref names rebuilds the API pages.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createBuilder } from '../../src/build.js';
import { makeSmallSite, smallApiSiteConfig } from '../fixtures/small-site.js';

const fixture = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../fixtures/multi-file-spec/project',
);
const dir = makeSmallSite({ 'site.config.ts': smallApiSiteConfig('shop', 'spec/openapi.yaml') });
cpSync(fixture, path.join(dir, 'spec'), { recursive: true });
after(() => rmSync(dir, { recursive: true, force: true }));

const text = (r: { files: Map<string, string | Uint8Array> }, file: string) =>
  String(r.files.get(file));

test('a multi-file document builds its pages; an edit to a file its $refs name rebuilds them in watch mode', async () => {
  const builder = createBuilder({ root: dir, write: false });
  const first = await builder.build();
  const page = text(first, 'api/get-a-user/index.html');
  assert.match(
    page,
    /<code[^>]*>&quot;fish&quot;<\/code>/,
    'the enum from schemas/pet.yaml, two refs away',
  );
  const download = JSON.parse(text(first, 'api/openapi-shop.json')) as { info: { title: string } };
  assert.equal(download.info.title, 'Pet Shop', 'the download is the one bundled document');
  assert.doesNotMatch(
    text(first, 'api/openapi-shop.json'),
    /"\$ref":"(?!#)/,
    'with internal refs only',
  );

  const pet = path.join(dir, 'spec/schemas/pet.yaml');
  writeFileSync(pet, readFileSync(pet, 'utf8').replace('[cat, dog, fish]', '[cat, dog, quokka]'));
  const next = await builder.build([pet]);
  assert.ok(
    next.timings.some((t) => t.stage === 'api'),
    `stages: ${next.timings.map((t) => t.stage).join(', ')}`,
  );
  assert.match(text(next, 'api/get-a-user/index.html'), /<code[^>]*>&quot;quokka&quot;<\/code>/);
});
