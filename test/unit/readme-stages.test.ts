// README.md pictures the build's stages (the block under "runs these stages in
// order"); src/build.ts runs them. This keeps the picture true: the same stages, in
// the same order, each line naming the function its stage calls; and the import rule
// that a stage's folder imports no later stage's orders them as src/build.ts does.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stageFolders } from '../../scripts/dependency-rules.js';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Calls in a stage's glue that are not the stage's work: telling warnings, opening the output. */
const glue = new Set(['warn', 'all', 'map', 'keys', 'Set', 'MemoryOutput', 'openOutput']);

/**
 * The stages src/build.ts lists, in order, each with the function it calls: the
 * first call in its run function (src/build-stages.ts) that is not glue;
 * `s.writer!.commit` counts as `commit`.
 */
function buildStages(): { stage: string; calls: string; needs: string[] }[] {
  const list = readFileSync(path.join(repo, 'src/build.ts'), 'utf8');
  const runs = readFileSync(path.join(repo, 'src/build-stages.ts'), 'utf8');
  const stage = /\{ name: '([a-z-]+)', needs: \[([^\]]*)\][^}]*?run: run\.(\w+) \}/g;
  return [...list.matchAll(stage)].map((m) => {
    const body = new RegExp(`function ${m[3]}\\([\\s\\S]*?\\n\\}\\n`).exec(runs)?.[0] ?? '';
    const call = [...body.slice(body.indexOf('{')).matchAll(/([\w.!]+)\(/g)]
      .map((c) => c[1]!.split('.').pop()!)
      .find((name) => !glue.has(name));
    const needs = [...m[2]!.matchAll(/'([a-z-]+)'/g)].map((n) => n[1]!);
    return { stage: m[1]!, calls: call ?? `(no call in ${m[3]})`, needs };
  });
}

/** The README's stage lines (the table after its header line): stage, needs ("-" for none), the rest. */
function readmeStages(): { stage: string; needs: string[]; line: string }[] {
  const readme = readFileSync(path.join(repo, 'README.md'), 'utf8');
  const block = /runs these stages in order[\s\S]*?```\n([\s\S]*?)```/.exec(readme);
  assert.ok(block, 'README.md has the stage picture after "runs these stages in order"');
  return block[1]!
    .split('\n')
    .slice(1)
    .filter((line) => line.trim())
    .map((line) => {
      const [, stage, needs, rest] = /^(\S+)\s{2,}(.+?)\s{2,}(.*)$/.exec(line) ?? [];
      return {
        stage: stage ?? `(no stage on: ${line.trim()})`,
        needs: needs === '-' || !needs ? [] : needs.split(/,\s*/),
        line: rest ?? '',
      };
    });
}

test("the README's picture of the stages lists src/build.ts's stages, in order", () => {
  const code = buildStages();
  assert.ok(code.length >= 8, `found ${code.length} stages in src/build.ts`);
  assert.deepEqual(
    readmeStages().map((s) => s.stage),
    code.map((s) => s.stage),
  );
});

test("each stage's line in the README names the function the stage calls, and what it needs", () => {
  const lines = new Map(readmeStages().map((s) => [s.stage, s]));
  for (const { stage, calls, needs } of buildStages()) {
    assert.match(
      lines.get(stage)?.line ?? '',
      new RegExp(`\\b${calls}\\b`),
      `the ${stage} line names ${calls}`,
    );
    assert.deepEqual(lines.get(stage)?.needs, needs, `the ${stage} line's needs`);
  }
});

test("the import rule's stage order (scripts/dependency-rules.ts) is src/build.ts's, each stage by its folder", () => {
  assert.deepEqual(
    stageFolders.map(([stage]) => stage),
    buildStages().map((s) => s.stage),
  );
  for (const [, folder] of stageFolders)
    assert.ok(existsSync(path.join(repo, 'src', folder)), `src/${folder}/ exists`);
});
