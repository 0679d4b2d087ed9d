// Finds every fenced code sample in content/ and checks it with the tool its
// language has on this machine. Each checker says what it proves: a syntax check
// proves the sample parses, a type check also proves the SDK names it uses exist.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { parse as parseYaml } from 'yaml';
import { createMarkdown, parseFenceInfo } from '../../src/content/markdown.js';
import type { MarkdownEnv } from '../../src/content/markdown-env.js';

export interface Sample {
  /** Markdown file, relative to the project root. */
  file: string;
  /** 1-based line of the opening fence. */
  line: number;
  lang: string;
  title?: string;
  /** The reason given by `nocheck="..."`, when the fence has one. */
  nocheck?: string;
  code: string;
  /** Every sample of the same page, in order (relative imports between them resolve). */
  page: string;
  /** The tab the sample sits in: its set's groupId and its position in the set. */
  tab?: { group?: string; index: number };
}

/** Fence meta that marks a sample this machine cannot check, with the reason. */
export const NOCHECK = /\bnocheck="([^"]*)"/;

/** Languages with no program to check: the fence shows text, not code. */
export const NOT_CODE = new Set(['text']);

export type Checker =
  | 'node'
  | 'typescript'
  | 'python'
  | 'bash'
  | 'json'
  | 'yaml'
  | 'toml'
  | 'gofmt';

/** Which checker runs for a language. */
export const checkers: Record<string, Checker> = {
  js: 'node',
  javascript: 'node',
  mjs: 'node',
  ts: 'typescript',
  typescript: 'typescript',
  python: 'python',
  py: 'python',
  bash: 'bash',
  sh: 'bash',
  shell: 'bash',
  json: 'json',
  yaml: 'yaml',
  yml: 'yaml',
  toml: 'toml',
  go: 'gofmt',
};

const md = createMarkdown();

/** Every fence of one markdown file, found by the same parser the build uses (tabs and admonitions included). */
export function samplesOf(file: string, source: string): Sample[] {
  // Blank out the front matter but keep its lines, so token lines are file lines.
  const body = source.replace(/^---\n[\s\S]*?\n---\n/, (fm) => fm.replace(/[^\n]/g, ''));
  const env: MarkdownEnv = { file, links: [], headings: [], ids: [] };
  // The tab set and tab each fence sits in, innermost first.
  const sets: { group?: string; tabs: number }[] = [];
  const tabOf = new Map<object, Sample['tab']>();
  const tokens = md.parse(body, env);
  for (const t of tokens) {
    if (t.type === 'container_tabs_open')
      sets.push({ group: /\bgroupId=(\S+)/.exec(t.info)?.[1], tabs: 0 });
    else if (t.type === 'container_tabs_close') sets.pop();
    else if (t.type === 'container_tab_open' && sets.length > 0) sets.at(-1)!.tabs++;
    else if (t.type === 'fence' && sets.length > 0)
      tabOf.set(t, { group: sets.at(-1)!.group, index: sets.at(-1)!.tabs - 1 });
  }
  return tokens
    .filter((t) => t.type === 'fence')
    .map((t) => {
      const info = parseFenceInfo(t.info);
      return {
        tab: tabOf.get(t),
        file,
        line: (t.map?.[0] ?? 0) + 1,
        lang: info.lang ?? '',
        title: info.title,
        nocheck: NOCHECK.exec(t.info)?.[1],
        code: t.content,
        page: file,
      };
    });
}

/** The code of the one fence titled `title` in a markdown file. */
export function codeBlock(file: string, source: string, title: string): string {
  const matches = samplesOf(file, source).filter((s) => s.title === title);
  if (matches.length !== 1)
    throw new Error(`${file} has ${matches.length} code blocks titled "${title}", expected one`);
  return matches[0]!.code;
}

export function contentSamples(root: string): Sample[] {
  const dir = path.join(root, 'content');
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.md'))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    .sort()
    .flatMap((file) => samplesOf(file, readFileSync(path.join(root, file), 'utf8')));
}

export const where = (s: Sample) => `${s.file}:${s.line}${s.title ? ` (${s.title})` : ''}`;

/** A file name for the sample: its title when that is a file name, else sample-<line>.<ext>. */
export function fileNameOf(sample: Sample, ext: string): string {
  const title = sample.title && /^[\w.-]+\.[a-z]+$/.test(sample.title) ? sample.title : undefined;
  return title ?? `sample-${sample.line}.${ext}`;
}

/** `node --check`: the sample parses as the module kind its file name gives it. */
export function checkWithNode(
  sample: Sample,
  dir: string,
  pageSaysTypeModule: boolean,
): string | undefined {
  const sampleDir = path.join(dir, `node-${sample.line}`);
  mkdirSync(sampleDir, { recursive: true });
  // A plain .js file is CommonJS unless the page tells the reader to set "type": "module".
  writeFileSync(
    path.join(sampleDir, 'package.json'),
    `{ "type": "${pageSaysTypeModule ? 'module' : 'commonjs'}" }\n`,
  );
  const file = path.join(sampleDir, fileNameOf(sample, 'mjs'));
  writeFileSync(file, sample.code);
  const run = spawnSync(process.execPath, ['--check', file], { encoding: 'utf8' });
  return run.status === 0 ? undefined : run.stderr.trim();
}

export function checkWithBash(sample: Sample, dir: string): string | undefined {
  const file = path.join(dir, `sample-${sample.line}.sh`);
  writeFileSync(file, sample.code);
  const run = spawnSync('bash', ['-n', file], { encoding: 'utf8' });
  return run.status === 0 ? undefined : run.stderr.trim();
}

export function checkWithGofmt(sample: Sample): string | undefined {
  // Read from stdin, gofmt parses a whole file, or a fragment: a list of
  // declarations or of statements.
  const run = spawnSync('gofmt', ['-e'], { input: sample.code, encoding: 'utf8' });
  if (run.error) return `gofmt is not installed (apt-get install golang-go): ${run.error.message}`;
  return run.status === 0 ? undefined : run.stderr.trim();
}

export function checkData(sample: Sample, checker: 'json' | 'yaml'): string | undefined {
  try {
    if (checker === 'json') JSON.parse(sample.code);
    else parseYaml(sample.code);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

/**
 * py_compile for Python and tomllib for TOML, all samples in one python3 process.
 * Returns the error of each failing sample, keyed by index.
 */
export function checkWithPython(samples: Sample[], dir: string): Map<number, string> {
  const jobs = samples.map((s, i) => {
    const file = path.join(dir, `sample-${i}.${checkers[s.lang] === 'toml' ? 'toml' : 'py'}`);
    writeFileSync(file, s.code);
    return file;
  });
  const script = [
    'import json, py_compile, sys, tomllib',
    'errors = {}',
    'for i, f in enumerate(sys.argv[1:]):',
    '    try:',
    '        if f.endswith(".toml"):',
    '            tomllib.loads(open(f).read())',
    '        else:',
    '            py_compile.compile(f, doraise=True)',
    '    except Exception as e:',
    '        errors[i] = str(e)',
    'print(json.dumps(errors))',
  ].join('\n');
  const run = spawnSync('python3', ['-c', script, ...jobs], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`python3 failed: ${run.stderr || run.error?.message}`);
  return new Map(
    Object.entries(JSON.parse(run.stdout) as Record<string, string>).map(([i, e]) => [
      Number(i),
      e,
    ]),
  );
}

/** Bare module names a JS/TS sample imports (`node:` built-ins and relative paths left out). */
export function bareImports(code: string): string[] {
  return [
    ...code.matchAll(
      /\bfrom\s+['"]([^'"]+)['"]|\bimport\s+['"]([^'"]+)['"]|\brequire\(\s*['"]([^'"]+)['"]\s*\)/g,
    ),
  ]
    .map((m) => (m[1] ?? m[2] ?? m[3])!)
    .filter((name) => !name.startsWith('.') && !name.startsWith('node:'));
}

/** The SDK whose published types the type check uses; a sample importing anything else is checked for syntax only. */
export const TYPED_PACKAGES = new Set(['@blockfrost/blockfrost-js']);

/** Parsed declaration files of node_modules (TypeScript's lib, @types/node, the SDK), shared by every program. */
const declarationCache = new Map<string, ts.SourceFile>();

/** A compiler host that parses each file under node_modules once per process: the programs here differ only in their samples. */
function cachingHost(options: ts.CompilerOptions): ts.CompilerHost {
  const host = ts.createCompilerHost(options);
  const parse = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    if (!fileName.includes(`${path.sep}node_modules${path.sep}`))
      return parse(fileName, languageVersion, onError, shouldCreate);
    const cached = declarationCache.get(fileName);
    if (cached) return cached;
    const parsed = parse(fileName, languageVersion, onError, shouldCreate);
    if (parsed) declarationCache.set(fileName, parsed);
    return parsed;
  };
  return host;
}

/**
 * Type-checks samples with the TypeScript compiler against the installed SDK's
 * types: one program per page, so a sample may import another sample of its page
 * by its file name. Returns the diagnostics of each sample, keyed by sample.
 * TypeScript samples are checked strictly, as a TypeScript reader compiles them;
 * JavaScript ones without strict null checks, which their readers never run.
 */
export function typeCheck(samples: Sample[], dir: string): Map<Sample, string[]> {
  const isTs = (s: Sample) => checkers[s.lang] === 'typescript';
  return new Map([
    ...typeCheckProgram(samples.filter(isTs), path.join(dir, 'ts'), true),
    ...typeCheckProgram(
      samples.filter((s) => !isTs(s)),
      path.join(dir, 'js'),
      false,
    ),
  ]);
}

function typeCheckProgram(samples: Sample[], dir: string, strict: boolean): Map<Sample, string[]> {
  const fileOf = new Map<string, Sample>();
  const byPage = new Map<string, Sample[]>();
  for (const s of samples) byPage.set(s.page, [...(byPage.get(s.page) ?? []), s]);
  const roots: string[] = [];
  for (const [page, pageSamples] of byPage) {
    const pageDir = path.join(dir, page.replace(/[^\w]+/g, '_'));
    mkdirSync(pageDir, { recursive: true });
    for (const s of pageSamples) {
      const ext = s.lang === 'ts' || s.lang === 'typescript' ? 'ts' : 'mjs';
      const file = path.join(pageDir, fileNameOf(s, ext));
      writeFileSync(file, s.code);
      fileOf.set(path.resolve(file), s);
      roots.push(file);
    }
  }
  const options: ts.CompilerOptions = {
    strict,
    noEmit: true,
    allowJs: true,
    checkJs: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    types: ['node'],
    skipLibCheck: true,
    // Each sample is its own module, even one without imports.
    moduleDetection: ts.ModuleDetectionKind.Force,
  };
  const program = ts.createProgram({ rootNames: roots, options, host: cachingHost(options) });
  const result = new Map<Sample, string[]>();
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const sample = diagnostic.file ? fileOf.get(path.resolve(diagnostic.file.fileName)) : undefined;
    const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    if (!sample) throw new Error(`TypeScript: ${text}`);
    const line = diagnostic.file!.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line + 1;
    result.set(sample, [...(result.get(sample) ?? []), `line ${line} of the sample: ${text}`]);
  }
  return result;
}
