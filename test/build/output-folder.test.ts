// The output folder a build replaces: never the project, an input, or a folder
// docgen did not write (src/output/output-folder.ts). Each refusal is run through
// the CLI, as a user runs it, and every file of the project and its neighbours is
// compared before and after.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from '../../src/build.js';
import { isDocgenError } from '../../src/errors.js';
import { outputMarker } from '../../src/output/output-folder.js';
import { makeSmallSite } from '../fixtures/small-site.js';

const cli = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../bin/docgen.js');
// The site sits in a folder of its own beside a neighbour project, so `--out ..` has something to lose.
const parent = mkdtempSync(path.join(tmpdir(), 'docgen-out-rules-'));
after(() => rmSync(parent, { recursive: true, force: true }));
const site = path.join(parent, 'site');
renameSync(
  makeSmallSite({
    'openapi.json': JSON.stringify({
      openapi: '3.0.3',
      info: { title: 'Items API', version: '1' },
      paths: {},
    }),
    'node_modules/some-package/index.js': 'module.exports = 1;\n',
    '.git/HEAD': 'ref: refs/heads/main\n',
  }),
  site,
);
mkdirSync(path.join(parent, 'neighbour'));
writeFileSync(path.join(parent, 'neighbour/notes.md'), 'a neighbour project');

/** Every file under `root`, by relative path, with its text; `skip` names top-level entries left out. */
function snapshot(root: string, skip: string[] = []): Map<string, string> {
  return new Map(
    readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
      .filter((f) => !skip.includes(f.split(path.sep)[0]!))
      .map((f) => [f, readFileSync(path.join(root, f), 'utf8')]),
  );
}

const docgen = (...args: string[]) =>
  spawnSync(process.execPath, [cli, 'build', ...args], { cwd: site, encoding: 'utf8' });

test('an output folder that is the project, above it, or an input is refused with exit 1, and nothing is touched', () => {
  const cases: [string[], RegExp][] = [
    [['--out', 'content'], /output folder content is the content folder \(docs\.contentDir\)/],
    [['--out', '.'], /output folder \. is the project root/],
    [['--out', '..'], /output folder \.\. is a folder above the project/],
    [['--out', 'site.config.ts'], /output folder site\.config\.ts is the site config file/],
    [['--out', 'node_modules'], /output folder node_modules is node_modules/],
    [['--out', '.git'], /output folder \.git is the git repository/],
    [['--out', 'openapi.json'], /is an OpenAPI document/],
    [['--out', 'content/static/out'], /lies inside the content folder/],
  ];
  const before = snapshot(parent, ['.docgen-cache']);
  for (const [args, message] of cases) {
    // The spec file is an input only when the config names it.
    const withSpec = args[1] === 'openapi.json';
    if (withSpec)
      writeFileSync(
        path.join(site, 'site.config.ts'),
        readFileSync(path.join(site, 'site.config.ts'), 'utf8').replace(
          'openapi: false',
          "openapi: { sources: [{ id: 'items', source: { file: 'openapi.json' } }] }",
        ),
      );
    const run = docgen(...args);
    assert.equal(run.status, 1, `${args.join(' ')}: exit code\n${run.stdout}${run.stderr}`);
    assert.match(run.stderr, message, args.join(' '));
    assert.match(run.stderr, /hint: Build into a folder of its own, such as --out build\./);
    assert.doesNotMatch(run.stderr, /bug/i);
    if (withSpec)
      writeFileSync(path.join(site, 'site.config.ts'), before.get('site/site.config.ts')!);
    const now = snapshot(parent, ['.docgen-cache']);
    assert.deepEqual(
      [...now.keys()].filter((f) => !f.startsWith(`site${path.sep}.docgen-cache`)).sort(),
      [...before.keys()].filter((f) => !f.startsWith(`site${path.sep}.docgen-cache`)).sort(),
      `${args.join(' ')}: no file added or removed`,
    );
    for (const [file, text] of before)
      assert.equal(now.get(file), text, `${args.join(' ')}: ${file}`);
  }
});

test('a non-empty folder docgen did not write is refused, and replaced with --empty-out-dir', () => {
  const mine = path.join(site, 'mine');
  mkdirSync(mine);
  writeFileSync(path.join(mine, 'thesis.tex'), 'my thesis');
  const refused = docgen('--out', 'mine');
  assert.equal(refused.status, 1, refused.stderr);
  assert.match(
    refused.stderr,
    /The output folder mine is not empty and was not written by docgen \(it holds thesis\.tex\)/,
  );
  assert.match(refused.stderr, /pass --empty-out-dir/);
  assert.equal(readFileSync(path.join(mine, 'thesis.tex'), 'utf8'), 'my thesis');

  const emptied = docgen('--out', 'mine', '--empty-out-dir');
  assert.equal(emptied.status, 0, emptied.stderr);
  assert.ok(existsSync(path.join(mine, 'index.html')));
  assert.ok(!existsSync(path.join(mine, 'thesis.tex')));
  assert.match(readFileSync(path.join(mine, outputMarker), 'utf8'), /^docgen output /);
  rmSync(mine, { recursive: true });
});

test('a git checkout is refused, and with --empty-out-dir built over with its .git kept', () => {
  const pages = path.join(parent, 'gh-pages');
  mkdirSync(path.join(pages, '.git/refs'), { recursive: true });
  writeFileSync(path.join(pages, '.git/HEAD'), 'ref: refs/heads/gh-pages\n');
  writeFileSync(path.join(pages, 'CNAME'), 'docs.example.com\n');
  const refused = docgen('--out', '../gh-pages');
  assert.equal(refused.status, 1, refused.stderr);
  assert.match(
    refused.stderr,
    /The output folder \.\.\/gh-pages holds \.git, which docgen did not write/,
  );
  assert.match(refused.stderr, /pass --empty-out-dir .*\(the build keeps \.git\)/);
  assert.ok(existsSync(path.join(pages, 'CNAME')));

  const built = docgen('--out', '../gh-pages', '--empty-out-dir');
  assert.equal(built.status, 0, built.stderr);
  assert.ok(existsSync(path.join(pages, 'index.html')));
  assert.ok(!existsSync(path.join(pages, 'CNAME')), 'the rest of what it held is replaced');
  assert.equal(readFileSync(path.join(pages, '.git/HEAD'), 'utf8'), 'ref: refs/heads/gh-pages\n');
  assert.ok(existsSync(path.join(pages, '.git/refs')));
  rmSync(pages, { recursive: true });
});

test('a folder that looks like a project is refused even with --empty-out-dir, naming what it holds', () => {
  const cases: [string, Record<string, string>, RegExp][] = [
    [
      'tool-copy',
      { 'package.json': '{}', 'node_modules/x/index.js': '', 'src/a.ts': '' },
      /The output folder \.\.\/tool-copy holds node_modules, package\.json, which docgen did not write: it looks like a project/,
    ],
    [
      'other-site',
      { 'site.config.mjs': 'export default {}', 'content/index.md': '# Hi' },
      /The output folder \.\.\/other-site holds site\.config\.mjs, which docgen did not write/,
    ],
    // Only the top-level .git is kept: a repository in a subfolder, as a folder or as a
    // submodule's .git file, would be deleted with it.
    [
      'nested-repo',
      { 'sub/.git/HEAD': 'ref: refs/heads/main\n', 'sub/file': 'mine' },
      /The output folder \.\.\/nested-repo holds a git repository at \.\.\/nested-repo\/sub\/\.git, which docgen did not write: it looks like a project/,
    ],
    [
      'clone-with-submodule',
      { '.git/HEAD': 'ref: refs/heads/gh-pages\n', 'a/b/.git': 'gitdir: ../../.git/modules/b\n' },
      /The output folder \.\.\/clone-with-submodule holds a git repository at \.\.\/clone-with-submodule\/a\/b\/\.git, which/,
    ],
  ];
  for (const [name, files, message] of cases) {
    const folder = path.join(parent, name);
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
      writeFileSync(path.join(folder, file), text);
    }
    const before = snapshot(folder);
    for (const args of [[], ['--empty-out-dir']]) {
      const run = docgen('--out', `../${name}`, ...args);
      assert.equal(run.status, 1, run.stderr);
      assert.match(run.stderr, message);
      assert.doesNotMatch(run.stderr, /pass --empty-out-dir/);
    }
    assert.deepEqual(snapshot(folder), before);
    rmSync(folder, { recursive: true });
  }
});

test("another repository's .git folder is refused as the output, even with --empty-out-dir", () => {
  const repository = path.join(parent, 'other-repo/.git');
  mkdirSync(path.join(repository, 'refs'), { recursive: true });
  writeFileSync(path.join(repository, 'HEAD'), 'ref: refs/heads/main\n');
  const before = snapshot(repository);
  for (const args of [[], ['--empty-out-dir']]) {
    const run = docgen('--out', '../other-repo/.git', ...args);
    assert.equal(run.status, 1, run.stderr);
    assert.match(
      run.stderr,
      /is a git repository's \.git folder: building would replace its history/,
    );
  }
  assert.deepEqual(snapshot(repository), before);
});

test('a git repository in the static folder is not published, so the next build still takes its output', () => {
  const site = makeSmallSite({
    'content/static/lib/.git': 'gitdir: ../../../.git/modules/lib\n',
    'content/static/lib/a.txt': 'vendored',
    'content/static/clone/.git/HEAD': 'ref: refs/heads/main\n',
  });
  try {
    for (let run = 0; run < 2; run++) {
      const built = spawnSync(process.execPath, [cli, 'build'], { cwd: site, encoding: 'utf8' });
      assert.equal(built.status, 0, built.stderr);
      assert.match(
        built.stderr,
        /content\/static\/lib\/\.git is a git repository's, not the site's: it was not copied/,
      );
      assert.match(built.stderr, /content\/static\/clone\/\.git is a git repository's/);
    }
    assert.equal(readFileSync(path.join(site, 'build/lib/a.txt'), 'utf8'), 'vendored');
    assert.equal(existsSync(path.join(site, 'build/lib/.git')), false);
    assert.equal(existsSync(path.join(site, 'build/clone')), false);
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
});

test("a fresh folder is built, marked, and replaced by the next build; an empty one and today's docgen output are accepted", async () => {
  const out = path.join(site, 'build');
  rmSync(out, { recursive: true, force: true });
  await build({ root: site, outDir: out });
  assert.match(readFileSync(path.join(out, outputMarker), 'utf8'), /^docgen output 1\n/);
  writeFileSync(path.join(out, 'stale.html'), 'left by hand');
  await build({ root: site, outDir: out });
  assert.ok(!existsSync(path.join(out, 'stale.html')), 'a marked output is replaced whole');
  assert.ok(existsSync(path.join(out, 'guide/index.html')));

  // A project's file in a marked output (a gh-pages worktree's .git) is not docgen's to delete.
  writeFileSync(path.join(out, '.git'), 'gitdir: ../.git/worktrees/gh-pages\n');
  await assert.rejects(
    build({ root: site, outDir: out }),
    /The output folder build holds \.git, which docgen did not write/,
  );
  assert.ok(existsSync(path.join(out, '.git')));
  rmSync(path.join(out, '.git'));

  // The output of a docgen from before the marker holding a file no build writes
  // (a photo a user put there) is not taken as docgen's: the photo would be lost.
  rmSync(path.join(out, outputMarker));
  mkdirSync(path.join(out, 'photos'));
  writeFileSync(path.join(out, 'photos/a.jpg'), 'a photo');
  await assert.rejects(
    build({ root: site, outDir: out }),
    /The output folder build is not empty and was not written by docgen/,
  );
  assert.equal(readFileSync(path.join(out, 'photos/a.jpg'), 'utf8'), 'a photo');
  rmSync(path.join(out, 'photos'), { recursive: true });

  // The same files without the marker (static files included): accepted once, and marked.
  assert.ok(existsSync(path.join(out, 'img/dot.svg')), 'a static file of the site');
  await build({ root: site, outDir: out });
  assert.ok(existsSync(path.join(out, outputMarker)), 'accepted once, and marked');

  const empty = path.join(site, 'empty');
  mkdirSync(empty);
  await build({ root: site, outDir: empty });
  assert.ok(existsSync(path.join(empty, 'index.html')));
  rmSync(empty, { recursive: true });
});

test('a folder that only resembles a docgen output (no docgen 404 page) is refused', async () => {
  const out = path.join(site, 'lookalike');
  mkdirSync(path.join(out, 'assets'), { recursive: true });
  for (const f of ['404.html', 'sitemap.xml', 'llms.txt']) writeFileSync(path.join(out, f), 'x');
  await assert.rejects(build({ root: site, outDir: out }), (error: unknown) => {
    assert.ok(isDocgenError(error), String(error));
    assert.match(error.message, /is not empty and was not written by docgen/);
    return true;
  });
  assert.equal(readFileSync(path.join(out, '404.html'), 'utf8'), 'x');
  rmSync(out, { recursive: true });
});

test('docgen serve (without --watch) keeps the same rules: a foreign folder is refused, and taken with emptyOutDir', async () => {
  const { startServer } = await import('../../src/serve/dev-server.js');
  const mine = path.join(site, 'served');
  mkdirSync(mine);
  writeFileSync(path.join(mine, 'keep.txt'), 'mine');
  await assert.rejects(startServer({ root: site, outDir: mine, port: 0 }), (error: unknown) => {
    assert.ok(isDocgenError(error), String(error));
    assert.match(
      error.message,
      /The output folder served is not empty and was not written by docgen/,
    );
    return true;
  });
  await assert.rejects(
    startServer({ root: site, outDir: path.join(site, 'content'), port: 0 }),
    /is the content folder/,
  );
  assert.equal(readFileSync(path.join(mine, 'keep.txt'), 'utf8'), 'mine');
  assert.ok(existsSync(path.join(site, 'content/guide.md')));
  const server = await startServer({ root: site, outDir: mine, emptyOutDir: true, port: 0 });
  try {
    assert.ok(existsSync(path.join(mine, outputMarker)));
    assert.ok(!existsSync(path.join(mine, 'keep.txt')));
  } finally {
    await server.close();
    rmSync(mine, { recursive: true });
  }
});

test('the static folder and the sidebar file are inputs wherever the config puts them: refused as output by build and serve', async () => {
  // Outside the content folder, so that their own rules answer, not the content folder's.
  const other = makeSmallSite({
    'site.config.ts': smallSiteConfigWith(
      "docs: { staticDir: 'public', sidebarPath: 'sidebars.ts' },",
    ),
    'sidebars.ts': "export default { docs: ['index', 'guide'] };\n",
    'public/img/dot.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  });
  try {
    rmSync(path.join(other, 'content/sidebars.ts'));
    const before = snapshot(other, ['.docgen-cache']);
    for (const [out, message] of [
      ['public', /output folder public is the static folder \(docs\.staticDir\)/],
      ['sidebars.ts', /output folder sidebars\.ts is the sidebar file \(docs\.sidebarPath\)/],
    ] as const) {
      const run = spawnSync(process.execPath, [cli, 'build', '--out', out], {
        cwd: other,
        encoding: 'utf8',
      });
      assert.equal(run.status, 1, `--out ${out}: exit code\n${run.stdout}${run.stderr}`);
      assert.match(run.stderr, message);
      const { startServer } = await import('../../src/serve/dev-server.js');
      await assert.rejects(
        startServer({ root: other, outDir: path.join(other, out), port: 0 }),
        message,
      );
    }
    for (const out of ['.', '..', '.git', 'site.config.ts']) {
      const { startServer } = await import('../../src/serve/dev-server.js');
      mkdirSync(path.join(other, '.git'), { recursive: true });
      await assert.rejects(
        startServer({ root: other, outDir: path.resolve(other, out), port: 0 }),
        /output folder .* (is the project root|is a folder above the project|is the git repository|is the site config file)/,
        `serve --out ${out}`,
      );
    }
    const now = snapshot(other, ['.docgen-cache']);
    assert.deepEqual([...now.keys()].sort(), [...before.keys()].sort());
  } finally {
    rmSync(other, { recursive: true, force: true });
  }
});

/** The small site's config with `line` added to it. */
function smallSiteConfigWith(line: string): string {
  return readFileSync(path.join(site, 'site.config.ts'), 'utf8').replace(
    "title: 'Test site',",
    `title: 'Test site',\n  ${line}`,
  );
}

test("a folder holding a file a document's $ref names, or a site stylesheet, is refused even with --empty-out-dir", () => {
  const other = makeSmallSite({
    'site.config.ts': smallSiteConfigWith("customCss: 'src/brand.css',").replace(
      'openapi: false',
      "openapi: { sources: [{ id: 'notes', source: { file: 'openapi/notes.json' } }] }",
    ),
    'src/brand.css': ':root { --color-primary: #123456; }\n',
    'openapi/notes.json': JSON.stringify({
      openapi: '3.0.3',
      info: { title: 'Notes', version: '1' },
      paths: {
        '/notes': {
          get: {
            summary: 'List notes',
            responses: {
              '200': {
                description: 'OK',
                content: { 'application/json': { schema: { $ref: './schemas/note.json' } } },
              },
            },
          },
        },
      },
    }),
    'openapi/schemas/note.json': JSON.stringify({
      type: 'object',
      properties: { id: { type: 'string' } },
    }),
  });
  try {
    for (const [out, message] of [
      ['openapi/schemas', /output folder openapi\/schemas holds an OpenAPI document/],
      ['src', /output folder src holds a stylesheet of the site \(customCss\)/],
    ] as const) {
      const run = spawnSync(process.execPath, [cli, 'build', '--out', out, '--empty-out-dir'], {
        cwd: other,
        encoding: 'utf8',
      });
      assert.equal(run.status, 1, `--out ${out}: exit code\n${run.stdout}${run.stderr}`);
      assert.match(run.stderr, message);
    }
    assert.ok(existsSync(path.join(other, 'openapi/schemas/note.json')));
    assert.ok(existsSync(path.join(other, 'src/brand.css')));
  } finally {
    rmSync(other, { recursive: true, force: true });
  }
});
