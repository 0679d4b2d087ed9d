// Large public OpenAPI documents from npm, each built as the only API of a small
// site by the bundled CLI in a fresh process: wall time, peak memory and the
// largest operation page. Targets (issue 14): any public spec up to 1,500
// operations in < 30 s and < 1.5 GB, no operation page over 1 MB of HTML.
// Run alone with `node --import tsx bench/public-specs.ts` (`--only Figma` for one
// document); `npm run bench` adds its rows.
import { spawnSync } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { projectRoot } from './child.js';
import { foreignRelevance } from './foreign-search-queries.js';

export interface PublicSpec {
  name: string;
  /** Path from the project root, or an absolute path; a `.gz` file is unpacked into the site first. */
  file: string;
  /** Targets of this document's own (issue 31 set Stripe's), besides those every document has. */
  targets?: { medianPageKb?: number; peakMb?: number; cpuS?: number };
  /** Left out of `npm run bench -- --quick` (the largest documents). */
  heavy?: boolean;
}

/**
 * Documents named on the command line, `--public-spec "Name=path"` (repeatable):
 * public documents no npm package carries (Stripe's spec3.json), measured where a
 * copy is at hand and never committed here.
 */
export function extraPublicSpecs(argv: readonly string[]): PublicSpec[] {
  const specs: PublicSpec[] = [];
  argv.forEach((arg, i) => {
    const value =
      arg === '--public-spec'
        ? argv[i + 1]
        : arg.startsWith('--public-spec=')
          ? arg.slice('--public-spec='.length)
          : undefined;
    if (value === undefined) return;
    const at = value.lastIndexOf('=');
    if (at <= 0) throw new Error(`--public-spec takes "Name=path", not ${JSON.stringify(value)}`);
    specs.push({ name: value.slice(0, at), file: path.resolve(value.slice(at + 1)) });
  });
  return specs;
}

/** The public documents measured: GitHub's REST API and the largest of ReadMe's examples. */
export const publicSpecs: PublicSpec[] = [
  {
    name: 'GitHub REST (@octokit/openapi)',
    file: 'node_modules/@octokit/openapi/generated/api.github.com.json',
    heavy: true,
  },
  {
    name: 'ReadMe train-travel 3.1 (@readme/oas-examples)',
    file: 'node_modules/@readme/oas-examples/3.1/json/train-travel.json',
  },
  {
    name: 'ReadMe complex-nesting (@readme/oas-examples)',
    file: 'node_modules/@readme/oas-examples/3.0/json/complex-nesting.json',
  },
  {
    name: 'ReadMe discriminators (@readme/oas-examples)',
    file: 'node_modules/@readme/oas-examples/3.0/json/discriminators.json',
  },
  {
    name: 'ReadMe polymorphism (@readme/oas-examples)',
    file: 'node_modules/@readme/oas-examples/3.0/json/polymorphism.json',
  },
  {
    name: 'ReadMe webhooks 3.1 (@readme/oas-examples)',
    file: 'node_modules/@readme/oas-examples/3.1/json/webhooks.json',
  },
  {
    name: 'GitHub webhooks (@octokit/openapi-webhooks)',
    file: 'node_modules/@octokit/openapi-webhooks/generated/api.github.com.json',
  },
  {
    name: 'Directus (@directus/specs), a node that breaks the schema',
    file: 'node_modules/@directus/specs/dist/openapi.json',
  },
  {
    name: 'Figma (@figma/rest-api-spec)',
    file: 'node_modules/@figma/rest-api-spec/openapi/openapi.yaml',
  },
  {
    name: 'Netlify (@netlify/open-api), Swagger 2.0',
    file: 'node_modules/@netlify/open-api/dist/swagger.json',
  },
  {
    // The copy the echo tests use (test/fixtures/specs/, see ../shared/specs/SOURCES.md).
    name: 'Stripe (spec3.json), no tags and no summaries',
    file: 'test/fixtures/specs/stripe-spec3.json.gz',
    targets: { medianPageKb: 250, peakMb: 1024, cpuS: 12 },
    heavy: true,
  },
];

export interface PublicSpecRun {
  name: string;
  operations: number;
  wallMs: number;
  maxRssMb: number;
  /** CPU time of the build's process, user and system, all threads. */
  cpuMs: number;
  largestPage: { route: string; bytes: number };
  /** The median size of the API pages' HTML. */
  medianPageBytes: number;
  /** Search relevance of the document's query set (foreign-search-queries.ts), when it has one. */
  search?: { queries: number; top3: number; mrr: number; misses: string[] };
}

export const maxOperationPageBytes = 1024 * 1024;

/** The document's file, unpacked into the site's folder when it is gzipped. */
function documentFile(spec: PublicSpec, dir: string): string {
  const file = path.resolve(projectRoot, spec.file);
  if (!file.endsWith('.gz')) return file;
  const unpacked = path.join(dir, path.basename(file, '.gz'));
  writeFileSync(unpacked, gunzipSync(readFileSync(file)));
  return unpacked;
}

/** A site with no docs of its own besides a home page, and the document as its one API source. */
function siteFor(spec: PublicSpec): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'docgen-public-spec-'));
  mkdirSync(path.join(dir, 'content'), { recursive: true });
  writeFileSync(path.join(dir, 'content/index.md'), '---\ntitle: Home\n---\nThe API reference.\n');
  writeFileSync(path.join(dir, 'content/sidebars.ts'), "export default { docs: ['index'] };\n");
  writeFileSync(
    path.join(dir, 'site.config.ts'),
    `import { defineConfig } from 'docgen/config';
export default defineConfig({
  title: ${JSON.stringify(spec.name)},
  // Links inside a public document's text point at its publisher's site.
  onBrokenLinks: 'warn',
  onBrokenAnchors: 'warn',
  navbar: { items: [{ type: 'docSidebar', sidebarId: 'api', label: 'API' }] },
  openapi: { sources: [{ id: 'api', source: { file: ${JSON.stringify(documentFile(spec, dir))} } }] },
});
`,
  );
  return dir;
}

function largestPage(apiDir: string): {
  route: string;
  bytes: number;
  pages: number;
  medianBytes: number;
} {
  let largest = { route: '', bytes: 0 };
  const sizes: number[] = [];
  for (const entry of readdirSync(apiDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const file = path.join(apiDir, entry.name, 'index.html');
    const bytes = statSync(file, { throwIfNoEntry: false })?.size ?? 0;
    // Old slugs' redirect stubs are not pages.
    if (bytes === 0 || (bytes < 2048 && readFileSync(file, 'utf8').includes('<title>Redirecting')))
      continue;
    sizes.push(bytes);
    if (bytes > largest.bytes) largest = { route: `/api/${entry.name}`, bytes };
  }
  sizes.sort((a, b) => a - b);
  return { ...largest, pages: sizes.length, medianBytes: sizes[sizes.length >> 1] ?? 0 };
}

export async function buildPublicSpec(spec: PublicSpec): Promise<PublicSpecRun> {
  const site = siteFor(spec);
  try {
    const started = performance.now();
    const r = spawnSync(
      process.execPath,
      [
        '--import',
        pathToFileURL(path.join(projectRoot, 'bench/report-usage.mjs')).href,
        path.join(projectRoot, 'bin/docgen.js'),
        'build',
        '--out',
        'build',
      ],
      {
        cwd: site,
        encoding: 'utf8',
        env: { ...process.env, NODE_ENV: 'production' },
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    const wallMs = Math.round(performance.now() - started);
    if (r.status !== 0)
      throw new Error(
        `docgen build of ${spec.name} failed (exit ${r.status}):\n${r.stderr.slice(0, 4000)}`,
      );
    const usage = /@docgen-usage (\{.*\})/.exec(r.stderr);
    const figures = usage
      ? (JSON.parse(usage[1]!) as { maxRssKb: number; userMs: number; systemMs: number })
      : undefined;
    const maxRssMb = figures ? Math.round(figures.maxRssKb / 1024) : NaN;
    const cpuMs = figures ? figures.userMs + figures.systemMs : NaN;
    const { route, bytes, pages, medianBytes } = largestPage(path.join(site, 'build/api'));
    // One page per operation plus the introduction.
    return {
      name: spec.name,
      operations: pages - 1,
      wallMs,
      maxRssMb,
      cpuMs,
      largestPage: { route, bytes },
      medianPageBytes: medianBytes,
      search: await foreignRelevance(path.join(site, 'build'), documentFile(spec, site)),
    };
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
}

/** Bench rows: one per document, in the bench's (section, metric, value, target, ok) shape. */
export async function publicSpecRows(
  row: (section: string, metric: string, value: string, target?: string, ok?: boolean) => void,
  specs: PublicSpec[] = publicSpecs,
): Promise<PublicSpecRun[]> {
  const runs: PublicSpecRun[] = [];
  for (const spec of specs) {
    const run = await buildPublicSpec(spec);
    runs.push(run);
    row(
      'public',
      `${spec.name}: ${run.operations} operations, build time`,
      `${(run.wallMs / 1000).toFixed(1)} s`,
      '< 30 s',
      run.wallMs < 30_000,
    );
    const targets = spec.targets ?? {};
    const peakMb = targets.peakMb ?? 1536;
    row(
      'public',
      `${spec.name}: peak memory`,
      `${run.maxRssMb} MB`,
      `< ${peakMb} MB`,
      run.maxRssMb < peakMb,
    );
    row(
      'public',
      `${spec.name}: largest page (${run.largestPage.route})`,
      `${(run.largestPage.bytes / 1024).toFixed(0)} KB`,
      '< 1024 KB',
      run.largestPage.bytes < maxOperationPageBytes,
    );
    const cpu = `${(run.cpuMs / 1000).toFixed(1)} s`;
    if (targets.cpuS === undefined) row('public', `${spec.name}: CPU time`, cpu);
    else
      row(
        'public',
        `${spec.name}: CPU time`,
        cpu,
        `< ${targets.cpuS} s`,
        run.cpuMs < targets.cpuS * 1000,
      );
    // Issue 31: Stripe's median page was 577 KB, most of it schema trees.
    const median = `${(run.medianPageBytes / 1024).toFixed(0)} KB`;
    if (targets.medianPageKb === undefined) row('public', `${spec.name}: median page`, median);
    else
      row(
        'public',
        `${spec.name}: median page`,
        median,
        `< ${targets.medianPageKb} KB`,
        run.medianPageBytes < targets.medianPageKb * 1024,
      );
    if (run.search)
      row(
        'public',
        `${spec.name}: search, top 3 / MRR (${run.search.queries} queries)`,
        `${(run.search.top3 * 100).toFixed(0)} % / ${run.search.mrr.toFixed(3)}`,
      );
  }
  return runs;
}

/**
 * `--only <text>` (repeatable): the documents whose name holds one of the texts
 * (any case), to measure one document without building all of them.
 */
export function onlySpecs(specs: PublicSpec[], argv: readonly string[]): PublicSpec[] {
  const wanted = argv.flatMap((arg, i) =>
    arg === '--only' && argv[i + 1] !== undefined
      ? [argv[i + 1]!.toLowerCase()]
      : arg.startsWith('--only=')
        ? [arg.slice('--only='.length).toLowerCase()]
        : [],
  );
  if (wanted.length === 0) return specs;
  return specs.filter((s) => wanted.some((w) => s.name.toLowerCase().includes(w)));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const argv = process.argv.slice(2);
  await publicSpecRows(
    (section, metric, value, target, ok) =>
      console.log(
        `${section.padEnd(8)} ${metric.padEnd(90)} ${value.padStart(10)}${target ? `   target ${target} ${ok ? '✓' : '✗'}` : ''}`,
      ),
    onlySpecs([...publicSpecs, ...extraPublicSpecs(argv)], argv),
  );
}
