// README.md pictures the build's stages (the block under "runs these stages in
// order"); src/build.ts runs them. This keeps the picture true: the same stages, in
// the same order, each line naming the function its stage calls.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The stages src/build.ts times, in the order they are written, with the function each calls. */
function buildStages(): { stage: string; calls: string }[] {
  const source = readFileSync(path.join(repo, 'src/build.ts'), 'utf8');
  // The formatter may break a stage's call over lines: the call is read from the text after the arrow.
  return [...source.matchAll(/timer\s*\.run\(\s*'([a-z-]+)',\s*\(\) =>([^;]*)/g)].map((m) => {
    // The first call in the stage's arrow function, Promise.all aside; `output.commit` counts as `commit`.
    const call = [...m[2]!.matchAll(/([\w.]+)\(/g)]
      .map((c) => c[1]!)
      .find((name) => name !== 'Promise.all')!;
    return { stage: m[1]!, calls: call.split('.').pop()! };
  });
}

/** The README's stage lines: the first lower-case word that starts a line or follows an arrow (►) and is followed by a name. */
function readmeStages(): { stage: string; line: string }[] {
  const readme = readFileSync(path.join(repo, 'README.md'), 'utf8');
  const block = /runs these stages in order[\s\S]*?```\n([\s\S]*?)```/.exec(readme);
  assert.ok(block, 'README.md has the stage picture after "runs these stages in order"');
  return block[1]!
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => ({
      stage:
        /(?:^|►)\s*([a-z][a-z-]*)\s+[A-Za-z]/.exec(line)?.[1] ?? `(no stage on: ${line.trim()})`,
      line,
    }));
}

test("the README's picture of the stages lists src/build.ts's stages, in order", () => {
  const code = buildStages();
  assert.ok(code.length >= 8, `found ${code.length} stages in src/build.ts`);
  assert.deepEqual(
    readmeStages().map((s) => s.stage),
    code.map((s) => s.stage),
  );
});

test("each stage's line in the README names the function the stage calls", () => {
  const lines = new Map(readmeStages().map((s) => [s.stage, s.line]));
  for (const { stage, calls } of buildStages())
    assert.match(
      lines.get(stage) ?? '',
      new RegExp(`\\b${calls}\\b`),
      `the ${stage} line names ${calls}`,
    );
});
