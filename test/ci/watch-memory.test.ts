// Watch mode runs for hours: every rebuild must let go of what the previous one
// made. Hundreds of rebuilds of one large page keep the heap (after a full
// collection) within a fixed bound instead of growing with the number of rebuilds.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { createBuilder } from '../../src/build.js';
import { makeSmallSite } from '../fixtures/small-site.js';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

const dir = makeSmallSite();
after(() => rmSync(dir, { recursive: true, force: true }));

// About 150 KB of markdown: each rebuild renders it to a new Doc of similar size.
const page = (n: number) =>
  `---\ntitle: Guide\n---\n## Edit ${n}\n${Array.from({ length: 1500 }, (_, i) => `Line ${i} of edit ${n}, with some words to render.`).join('\n\n')}\n`;

function heapMb(): number {
  gc();
  gc();
  return process.memoryUsage().heapUsed / 1024 / 1024;
}

test('200 watch rebuilds of one page keep the heap within a fixed bound', async (t) => {
  const builder = createBuilder({ root: dir, write: false, deferSearch: true });
  const guide = path.join(dir, 'content/guide.md');
  await builder.build();
  // Warm up: the first rebuilds load lazily created state that stays.
  for (let i = 0; i < 20; i++) {
    writeFileSync(guide, page(i));
    await builder.build([guide]);
  }
  const before = heapMb();
  for (let i = 20; i < 220; i++) {
    writeFileSync(guide, page(i));
    await builder.build([guide]);
  }
  const grown = heapMb() - before;
  t.diagnostic(`heap growth over 200 rebuilds: ${grown.toFixed(1)} MB`);
  // A leak of one rendered page per rebuild is well over 100 MB here.
  assert.ok(grown < 40, `the heap grew by ${grown.toFixed(1)} MB over 200 rebuilds`);
});
