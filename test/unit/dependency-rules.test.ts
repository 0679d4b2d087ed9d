// The import rules (scripts/dependency-rules.ts): docgen's own code follows them,
// and the checker finds what it should in small trees written here.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  compareWithKnown,
  findCycles,
  importGraph,
  violations,
} from '../../scripts/dependency-rules.js';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const work = mkdtempSync(path.join(tmpdir(), 'docgen-deps-'));
after(() => rmSync(work, { recursive: true, force: true }));

function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(work, 't-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

test("docgen's imports form no cycle, not even through type-only imports", () => {
  assert.deepEqual(findCycles(importGraph(repo)), []);
});

test("docgen's imports add no forbidden import, and every known violation still exists", () => {
  const { added, fixed } = compareWithKnown(violations(importGraph(repo)));
  assert.deepEqual(
    added,
    [],
    'new violations: fix them (the rules are in scripts/dependency-rules.ts)',
  );
  assert.deepEqual(
    fixed,
    [],
    'fixed: strike these off knownViolations in scripts/dependency-rules.ts so they cannot come back',
  );
});

test('a cycle is found through static, type-only and dynamic imports, and named by its files', () => {
  const dir = tree({
    'src/a.ts': "import { b } from './b.js';\nexport const a = b;\n",
    'src/b.ts': "import type { C } from './deep/c.js';\nexport const b = 1;\nexport type B = C;\n",
    'src/deep/c.ts': "export type C = number;\nexport const load = () => import('../a.js');\n",
    'src/free.ts': "import { a } from './a.js';\nexport const free = a;\n",
  });
  assert.deepEqual(findCycles(importGraph(dir)), [['src/a.ts', 'src/b.ts', 'src/deep/c.ts']]);
});

test('templates may import templates, src/shared and the shared types, but no pipeline code; links/ may not import serve/', () => {
  const dir = tree({
    'templates/Page.tsx':
      "import { slug } from '../src/shared/slug.js';\nimport type { Doc } from '../src/types.js';\nimport { Nav } from './Nav.js';\nimport { renderMarkdown } from '../src/content/markdown.js';\n",
    'templates/Nav.tsx': 'export const Nav = 1;\n',
    'src/shared/slug.ts': 'export const slug = 1;\n',
    'src/types.ts': 'export type Doc = 1;\n',
    'src/content/markdown.ts': 'export const renderMarkdown = 1;\n',
    'src/links/check.ts':
      "// import { x } from '../serve/server.js' in a comment is no import\nimport { handler } from '../serve/server.js';\n",
    'src/serve/server.ts': 'export const handler = 1;\n',
  });
  const found = violations(importGraph(dir));
  assert.equal(found.length, 2, found.join('\n'));
  assert.match(
    found[0]!,
    /^links\/ does not import the dev server \(serve\/\): src\/links\/check\.ts -> src\/serve\/server\.ts$/,
  );
  assert.match(
    found[1]!,
    /^templates\/ import no pipeline code .*: templates\/Page\.tsx -> src\/content\/markdown\.ts$/,
  );
});

test('the known list may only shrink: a new violation and a fixed one both fail, a cycle that lost files still counts as known', () => {
  const known = ['cycle: a.ts, b.ts, c.ts', 'rule: x.ts -> y.ts'];
  assert.deepEqual(compareWithKnown(['cycle: a.ts, b.ts', 'rule: x.ts -> y.ts'], known), {
    added: [],
    fixed: [],
  });
  assert.deepEqual(compareWithKnown(['cycle: a.ts, d.ts', 'rule: x.ts -> y.ts'], known), {
    added: ['cycle: a.ts, d.ts'],
    fixed: ['cycle: a.ts, b.ts, c.ts'],
  });
  assert.deepEqual(compareWithKnown(['cycle: a.ts, b.ts, c.ts'], known), {
    added: [],
    fixed: ['rule: x.ts -> y.ts'],
  });
});

test('a stage may import an earlier stage and the shared tools, never a later stage, type-only imports included', () => {
  const dir = tree({
    'src/content/markdown.ts':
      "import { load } from '../config/load.js';\nimport { cache } from '../cache/disk.js';\nimport type { Link } from '../links/graph.js';\n",
    'src/config/load.ts': 'export const load = 1;\n',
    'src/cache/disk.ts': 'export const cache = 1;\n',
    'src/links/graph.ts': "import { x } from '../site/site-links.js';\nexport type Link = 1;\n",
    'src/site/site-links.ts': "import { y } from '../output/write.js';\nexport const x = 1;\n",
    'src/output/write.ts': "import { load } from '../config/load.js';\nexport const y = 1;\n",
  });
  assert.deepEqual(
    violations(importGraph(dir)).map((v) => v.replace(/^[^:]*: /, '')),
    [
      'src/content/markdown.ts -> src/links/graph.ts',
      'src/site/site-links.ts -> src/output/write.ts',
    ],
  );
});
