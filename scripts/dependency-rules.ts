// The import rules of docgen's code, checked by a test (test/unit/dependency-rules.test.ts)
// on every `npm test`: no import cycles, and the never-imports that keep the pipeline
// flowing one way. Violations known when a rule is added may be listed, so the rule
// holds for all new code at once; the list may only shrink (a listed violation
// that is gone fails the check until it is struck off, so it cannot come back).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** An import of one of our own files by another, as paths relative to the repository root. */
export interface ImportEdge {
  from: string;
  to: string;
  /** `import type` / `export type`: gone at run time, but still a dependency of the design. */
  typeOnly: boolean;
}

export interface Rule {
  name: string;
  /** Files the rule applies to (relative paths). */
  from: (file: string) => boolean;
  /** Imports those files must not make. */
  forbidden: (target: string) => boolean;
}

const under =
  (...dirs: string[]) =>
  (file: string) =>
    dirs.some((d) => file === d || file.startsWith(`${d}/`));

/** Pipeline code: what runs in Node to build a site (everything in src/ but what templates and the browser share). */
const pipeline = (file: string) =>
  file.startsWith('src/') &&
  !under('src/shared')(file) &&
  file !== 'src/types.ts' &&
  file !== 'src/config/types.ts';

/**
 * The pipeline's stages in the order src/build.ts lists them, each with its folder
 * under src/ (README.md, "Layout of the code"). A stage may use what an earlier stage
 * made, never the code of a later one, so data flows one way. Folders outside this
 * list (cache/, errors, shared/, types, http/, …) are tools any stage may use.
 * test/unit/readme-stages.test.ts fails when this order and src/build.ts's disagree.
 */
export const stageFolders = [
  ['config', 'config'],
  ['content', 'content'],
  ['api', 'openapi'],
  ['client', 'client-build'],
  ['site', 'site'],
  ['links', 'links'],
  ['search', 'search'],
  ['render', 'render'],
  ['site-files', 'site-files'],
  ['write', 'output'],
] as const;

const folderOrder: readonly string[] = stageFolders.map(([, folder]) => folder);

const stageOf = (file: string): number => {
  const m = /^src\/([^/]+)\//.exec(file);
  return m ? folderOrder.indexOf(m[1]!) : -1;
};

const ruleNames = {
  stages:
    'a stage does not import a later stage (the order of stageFolders, as src/build.ts lists them)',
  links: 'links/ does not import the dev server (serve/)',
  config: 'the config types do not import openapi/',
  templates:
    'templates/ import no pipeline code (only templates/, src/shared/, src/types.ts, src/config/types.ts)',
  client: 'client/ imports no pipeline code',
};

export const rules: Rule[] = [
  ...folderOrder.map(
    (folder, at): Rule => ({
      name: ruleNames.stages,
      from: under(`src/${folder}`),
      forbidden: (target) => stageOf(target) > at,
    }),
  ),
  { name: ruleNames.links, from: under('src/links'), forbidden: under('src/serve') },
  {
    name: ruleNames.config,
    from: (f) => f === 'src/config/types.ts',
    forbidden: under('src/openapi'),
  },
  { name: ruleNames.templates, from: under('templates'), forbidden: pipeline },
  { name: ruleNames.client, from: under('client'), forbidden: pipeline },
];

/**
 * Violations allowed to stand, as "rule name: from -> to" and "cycle: a, b, ..."
 * lines. None today: when a new rule finds old violations, list them here with
 * the reason, so the rule holds for all new code at once; the list may only shrink.
 */
export const knownViolations: string[] = [];

const sourceDirs = ['src', 'templates', 'client'];

/** Every import between files of src/, templates/ and client/ under `root`. */
export function importGraph(root: string, dirs = sourceDirs): ImportEdge[] {
  const files = dirs.flatMap((dir) =>
    existsSync(path.join(root, dir))
      ? readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
          .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts'))
          .map((e) =>
            path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'),
          )
      : [],
  );
  const edges: ImportEdge[] = [];
  // Static imports and re-exports (`import x from`, `import type x from`, `export { x } from`, `import 'x'`) and dynamic `import('x')`.
  const pattern =
    /(?:^|[\s;])(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;
  for (const file of files) {
    const text = readFileSync(path.join(root, file), 'utf8').replace(
      /\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm,
      '',
    );
    for (const m of text.matchAll(pattern)) {
      const spec = m[3] ?? m[4]!;
      const to = resolveImport(root, file, spec);
      if (to) edges.push({ from: file, to, typeOnly: m[2] !== undefined });
    }
  }
  return edges;
}

/** The file an import names: `./x.js` is written for `./x.ts` or `./x.tsx`. */
function resolveImport(root: string, from: string, spec: string): string | undefined {
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));
  const stem = base.replace(/\.(js|jsx|mjs)$/, '');
  for (const candidate of [base, `${stem}.ts`, `${stem}.tsx`, `${stem}/index.ts`]) {
    if (/\.tsx?$/.test(candidate) && existsSync(path.join(root, candidate))) return candidate;
  }
  return undefined;
}

/** Groups of files that import each other round in a circle (strongly connected components of two or more files), each as one cycle through them. */
export function findCycles(edges: ImportEdge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const e of edges) next.set(e.from, [...(next.get(e.from) ?? []), e.to]);
  // Tarjan's algorithm.
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (v: string) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const v of [...next.keys()].sort()) if (!index.has(v)) visit(v);
  return groups;
}

/** Every violation as one line: "cycle: a, b, c" (the files of one cycle, sorted) or "<rule>: from -> to". */
export function violations(edges: ImportEdge[], checked: Rule[] = rules): string[] {
  const found = findCycles(edges).map((group) => `cycle: ${group.join(', ')}`);
  for (const rule of checked) {
    for (const e of edges)
      if (rule.from(e.from) && rule.forbidden(e.to))
        found.push(`${rule.name}: ${e.from} -> ${e.to}`);
  }
  return [...new Set(found)].sort();
}

const cycleFiles = (line: string) =>
  line.startsWith('cycle: ') ? line.slice('cycle: '.length).split(', ') : undefined;

/** True when `found` is `known`, or a cycle through some of the files of a known cycle (it shrank). */
function covers(known: string, found: string): boolean {
  const k = cycleFiles(known);
  const f = cycleFiles(found);
  return k && f ? f.every((file) => k.includes(file)) : known === found;
}

/**
 * What fails the check: violations no known one covers (a cycle counts as known
 * while its files are all in one known cycle), and known ones that no longer occur.
 */
export function compareWithKnown(
  found: string[],
  known: string[] = knownViolations,
): { added: string[]; fixed: string[] } {
  return {
    added: found.filter((f) => !known.some((k) => covers(k, f))),
    fixed: known.filter((k) => !found.some((f) => covers(k, f))),
  };
}
