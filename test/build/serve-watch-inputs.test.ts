// `serve --watch` keeps watching what the site is made of: a file deleted and written
// again, inputs that appear after the start, content folders the config names, and
// saves through a temporary file. Each test waits on the server's own reload and
// error events or log lines, never on a guessed time.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  appendFileSync,
  cpSync,
  renameSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { startServer, type RunningServer } from '../../src/serve/dev-server.js';
import { makeSmallSite, smallSiteConfig } from '../fixtures/small-site.js';
import { waitUntil } from '../fixtures/wait.js';

const cleanups: (() => Promise<void> | void)[] = [];
after(async () => {
  for (const c of cleanups.reverse()) await c();
});

interface Watched {
  dir: string;
  server: RunningServer;
  /** Every log line so far. */
  lines: string[];
  /** Every reload's changed paths, relative to the site. */
  reloads: string[][];
  /** Resolves with the next event of that kind after `action` ran: its data. */
  next(kind: 'reload' | 'error-report' | 'quiet rebuild', action: () => void): Promise<string>;
}

async function watchSite(
  files: Record<string, string> = {},
  prepare: (dir: string) => void = () => {},
): Promise<Watched> {
  const dir = makeSmallSite(files);
  prepare(dir);
  const lines: string[] = [];
  const reloads: string[][] = [];
  let waiter: { kind: string; resolve: (data: string) => void } | undefined;
  const tell = (kind: string, data: string) => {
    if (waiter?.kind !== kind) return;
    waiter.resolve(data);
    waiter = undefined;
  };
  const server = await startServer({
    root: dir,
    port: 0,
    watch: true,
    log: (_level, message) => {
      lines.push(message);
      if (/^Rebuilt in \d+ ms; no page changed/.test(message)) tell('quiet rebuild', message);
    },
    onReload: ({ changed }) => {
      const relative = changed.map((f) => path.relative(dir, f));
      reloads.push(relative);
      tell('reload', relative.join(', '));
    },
    onError: (error) => tell('error-report', error.message),
  });
  cleanups.push(
    () => server.close(),
    () => rmSync(dir, { recursive: true, force: true }),
  );
  const next = (kind: string, action: () => void) =>
    new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no ${kind} event; the log:\n${lines.join('\n')}`)),
        15_000,
      );
      waiter = {
        kind,
        resolve: (data) => {
          clearTimeout(timer);
          resolve(data);
        },
      };
      action();
    });
  return { dir, server, lines, reloads, next };
}

const page = async (w: Watched, route: string) => {
  const res = await fetch(`${w.server.url}${route}`);
  return { status: res.status, html: await res.text() };
};

test('watch: the config deleted and written again (git checkout) is still watched, as is one renamed over', async () => {
  const w = await watchSite();
  const config = path.join(w.dir, 'site.config.ts');
  const error = await w.next('error-report', () => rmSync(config));
  assert.match(error, /site\.config\.ts/);
  // The author's pause before the file comes back: longer than the 100 ms in which
  // chokidar takes an unlink and an add for one atomic save.
  await delay(150); // latency: a person's pause between `rm` and writing the file again
  await w.next('reload', () => writeFileSync(config, smallSiteConfig));
  assert.equal((await page(w, 'guide')).status, 200);
  // Edits after the file came back are seen, again and again.
  await w.next('reload', () =>
    writeFileSync(config, smallSiteConfig.replace('Test site', 'Renamed site')),
  );
  assert.match((await page(w, 'guide')).html, /Renamed site/);
  // An editor's save: a new file renamed over the config.
  const saved = path.join(w.dir, 'site.config.ts.new');
  await w.next('reload', () => {
    writeFileSync(saved, smallSiteConfig.replace('Test site', 'Third title'));
    renameSync(saved, config);
  });
  assert.match((await page(w, 'guide')).html, /Third title/);
  await w.next('reload', () =>
    writeFileSync(config, smallSiteConfig.replace('Test site', 'Fourth title')),
  );
  assert.match((await page(w, 'guide')).html, /Fourth title/);
  assert.match((await page(w, 'guide')).html, /show\(null\)/, 'no error is left shown');
});

test('watch: a stylesheet and a module the config names after the start are watched', async () => {
  const w = await watchSite({
    'src/brand.css': ':root { --brand: red; }\n',
    'nav.ts': "export const title = 'From nav';\n",
  });
  const config = path.join(w.dir, 'site.config.ts');
  await w.next('reload', () =>
    writeFileSync(
      config,
      `import { title } from './nav';\n${smallSiteConfig.replace("'Test site'", "title, customCss: ['src/brand.css']")}`,
    ),
  );
  assert.match((await page(w, 'guide')).html, /From nav/);
  const css = await w.next('reload', () =>
    writeFileSync(path.join(w.dir, 'src/brand.css'), ':root { --brand: rebeccapurple; }\n'),
  );
  assert.equal(css, 'src/brand.css');
  const nav = await w.next('reload', () =>
    writeFileSync(path.join(w.dir, 'nav.ts'), "export const title = 'Nav edited';\n"),
  );
  assert.equal(nav, 'nav.ts');
  assert.match((await page(w, 'guide')).html, /Nav edited/);
});

test('watch: a module the config imports before it exists is seen once it is written', async () => {
  const w = await watchSite();
  const config = path.join(w.dir, 'site.config.ts');
  await w.next('error-report', () =>
    writeFileSync(
      config,
      `import { title } from './later';\n${smallSiteConfig.replace("'Test site'", 'title')}`,
    ),
  );
  await w.next('reload', () =>
    writeFileSync(path.join(w.dir, 'later.ts'), "export const title = 'Later title';\n"),
  );
  assert.match((await page(w, 'guide')).html, /Later title/);
});

test('watch: the content folder the config names is watched, and follows a change of it', async () => {
  const docs = (folder: string) =>
    smallSiteConfig.replace(
      'openapi: false,',
      `openapi: false,\n  docs: { contentDir: '${folder}', staticDir: '${folder}/static' },`,
    );
  const w = await watchSite({
    'site.config.ts': docs('docs'),
    'docs/index.md': '---\ntitle: Home\n---\nWelcome.\n',
    'docs/guide.md': '---\ntitle: Guide\n---\nText.\n',
    'pages/index.md': '---\ntitle: Home\n---\nWelcome to pages.\n',
    'pages/guide.md': '---\ntitle: Guide\n---\nText.\n',
  });
  await w.next('reload', () =>
    writeFileSync(path.join(w.dir, 'docs/new.md'), '---\ntitle: New\n---\nA new page.\n'),
  );
  assert.equal((await page(w, 'new')).status, 200);
  // A page broken, then restored, is seen both times.
  const guide = path.join(w.dir, 'docs/guide.md');
  await w.next('error-report', () => writeFileSync(guide, '---\ntitle: [broken\n---\nText.\n'));
  await w.next('reload', () => writeFileSync(guide, '---\ntitle: Guide\n---\nRestored.\n'));
  assert.match((await page(w, 'guide')).html, /Restored\./);
  await w.next('reload', () => writeFileSync(path.join(w.dir, 'site.config.ts'), docs('pages')));
  assert.match((await page(w, '')).html, /Welcome to pages\./);
  await w.next('reload', () =>
    writeFileSync(path.join(w.dir, 'pages/later.md'), '---\ntitle: Later\n---\nLater.\n'),
  );
  assert.equal((await page(w, 'later')).status, 200);
});

test('watch: a save through a temporary file (sed -i) rebuilds once and never names it', async () => {
  const w = await watchSite();
  const guide = path.join(w.dir, 'content/guide.md');
  // sed -i writes a sedXXXXXX file beside the one it edits and renames it over it.
  const changed = await w.next('reload', () => {
    const temporary = path.join(w.dir, 'content/sedAb12Cd');
    writeFileSync(temporary, '---\ntitle: Guide\n---\n## Setup\nEdited by sed.\n');
    renameSync(temporary, guide);
  });
  assert.equal(changed, 'content/guide.md');
  assert.match((await page(w, 'guide')).html, /Edited by sed\./);
  await w.next('reload', () =>
    writeFileSync(path.join(w.dir, 'content/index.md'), '---\ntitle: Home\n---\nHello.\n'),
  );
  assert.deepEqual(w.reloads, [['content/guide.md'], ['content/index.md']]);
  assert.ok(!w.lines.some((l) => /sedAb12Cd/.test(l)), w.lines.join('\n'));
});

test('watch: a touch that changes no byte of the site rebuilds and reloads no page', async () => {
  const w = await watchSite();
  const guide = path.join(w.dir, 'content/guide.md');
  const now = new Date();
  const quiet = await w.next('quiet rebuild', () => utimesSync(guide, now, now));
  assert.match(quiet, /changed: content\/guide\.md/);
  await w.next('reload', () =>
    writeFileSync(path.join(w.dir, 'content/index.md'), '---\ntitle: Home\n---\nHello.\n'),
  );
  assert.deepEqual(w.reloads, [['content/index.md']]);
});

test('watch: an edited static file reloads open pages, although its path is the same', async () => {
  const w = await watchSite();
  const changed = await w.next('reload', () =>
    writeFileSync(
      path.join(w.dir, 'content/static/img/dot.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="2"/>',
    ),
  );
  assert.equal(changed, 'content/static/img/dot.svg');
  assert.match((await page(w, 'img/dot.svg')).html, /width="2"/);
});

const petsDocument = (schema: string, title = 'Pets', id = 'listPets') => `openapi: 3.0.3
info: { title: ${title}, version: '1' }
paths:
  /${id}:
    get:
      operationId: ${id}
      summary: ${id} summary
      responses:
        '200':
          description: OK
          content:
            application/json:
              schema: ${schema}
`;

test('watch: a $ref file and a second OpenAPI source named after the start are watched', async () => {
  const source = (id: string, file: string) => `{ id: '${id}', source: { file: '${file}' } }`;
  const withSources = (...sources: string[]) =>
    smallSiteConfig.replace('openapi: false', `openapi: { sources: [${sources.join(', ')}] }`);
  const w = await watchSite({
    'site.config.ts': withSources(source('pets', 'openapi/pets.yaml')),
    'openapi/pets.yaml': petsDocument('{ type: string }'),
    'openapi/pet.yaml': 'type: object\ndescription: A quokka.\n',
    'more/more.yaml': petsDocument('{ type: string }', 'More', 'listMore'),
  });
  await w.next('reload', () =>
    writeFileSync(path.join(w.dir, 'openapi/pets.yaml'), petsDocument("{ $ref: './pet.yaml' }")),
  );
  const ref = await w.next('reload', () =>
    writeFileSync(path.join(w.dir, 'openapi/pet.yaml'), 'type: object\ndescription: A wombat.\n'),
  );
  assert.equal(ref, 'openapi/pet.yaml');
  await w.next('reload', () =>
    writeFileSync(
      path.join(w.dir, 'site.config.ts'),
      withSources(source('pets', 'openapi/pets.yaml'), source('more', 'more/more.yaml')),
    ),
  );
  const more = await w.next('reload', () =>
    writeFileSync(
      path.join(w.dir, 'more/more.yaml'),
      petsDocument('{ type: string }', 'More', 'listMoreEdited'),
    ),
  );
  assert.equal(more, 'more/more.yaml');
});

test('watch: a sidebars file and a static folder the config names outside the content folder are watched', async () => {
  const w = await watchSite({
    'site.config.ts': smallSiteConfig.replace(
      'openapi: false,',
      "openapi: false,\n  docs: { sidebarPath: 'nav/sidebars.ts', staticDir: 'public' },",
    ),
    'nav/sidebars.ts': "export default { docs: ['index', 'guide'] };\n",
    'public/robots-note.txt': 'one',
  });
  const sidebars = await w.next('reload', () =>
    writeFileSync(
      path.join(w.dir, 'nav/sidebars.ts'),
      "export default { docs: ['guide', 'index'] };\n",
    ),
  );
  assert.equal(sidebars, 'nav/sidebars.ts');
  const added = await w.next('reload', () =>
    writeFileSync(path.join(w.dir, 'public/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>'),
  );
  assert.equal(added, 'public/logo.svg');
  assert.equal((await page(w, 'logo.svg')).status, 200);
});

/** Resolves once the page at `route` answers 200 with HTML that matches `pattern`. */
const pageShows = (w: Watched, route: string, pattern: RegExp) =>
  waitUntil(
    async () => {
      const { status, html } = await page(w, route);
      return status === 200 && pattern.test(html);
    },
    `/${route} to show ${pattern}; the log:\n${w.lines.join('\n')}`,
    { everyMs: 50 },
  );

test('watch: the content folder moved away and back, or deleted and restored, is watched again', async () => {
  const w = await watchSite();
  const content = path.join(w.dir, 'content');
  const away = path.join(w.dir, 'content.tmp');
  await w.next('error-report', () => renameSync(content, away));
  // Edited while away: the sidebars module it holds names a new page.
  writeFileSync(path.join(away, 'extra.md'), '---\ntitle: Extra page\n---\nExtra.\n');
  writeFileSync(
    path.join(away, 'sidebars.ts'),
    "export default { docs: ['index', 'guide', 'extra'] };\n",
  );
  // A person's pause before the folder comes back: every late report of its going has
  // been rebuilt for, so only a watch of the folder that came back can see what follows.
  await delay(300); // latency: a person's pause between moving the folder away and back
  renameSync(away, content);
  await pageShows(w, 'guide', /Extra page/);
  appendFileSync(path.join(content, 'guide.md'), '\nEdited after the move.\n');
  await pageShows(w, 'guide', /Edited after the move\./);
  writeFileSync(path.join(content, 'new.md'), '---\ntitle: New\nunlisted: true\n---\nNew page.\n');
  await pageShows(w, 'new', /New page\./);
  // `rm -rf content` and a copy put back, as a checkout of another branch does.
  const copy = path.join(w.dir, 'copy');
  cpSync(content, copy, { recursive: true });
  writeFileSync(path.join(copy, 'guide.md'), '---\ntitle: Guide\n---\nFrom the copy.\n');
  await w.next('error-report', () => rmSync(content, { recursive: true }));
  await delay(300); // latency: a person's pause between deleting the folder and restoring it
  cpSync(copy, content, { recursive: true });
  await pageShows(w, 'guide', /From the copy\./);
  appendFileSync(path.join(content, 'guide.md'), '\nEdited after the restore.\n');
  await pageShows(w, 'guide', /Edited after the restore\./);
  assert.match((await page(w, 'guide')).html, /show\(null\)/, 'no error is left shown');
});

test('watch: a symbolic link in the static folder back to the project neither stops nor loops the watcher', async () => {
  const w = await watchSite({}, (dir) => {
    symlinkSync('../..', path.join(dir, 'content/static/project'));
    symlinkSync('../../content', path.join(dir, 'content/static/loop'));
  });
  const changed = await w.next('reload', () =>
    appendFileSync(path.join(w.dir, 'content/guide.md'), '\nEdited.\n'),
  );
  assert.equal(changed, 'content/guide.md');
  assert.ok(
    !w.lines.some((l) => /changed: .*content\/static\/(project|loop)|Watching/.test(l)),
    w.lines.join('\n'),
  );
});

test("watch: the serve lines count the build's warnings, a partial's warning once for the pages that include it", async () => {
  const partial = '<!-- @include: ./_part.md -->\n';
  const w = await watchSite({
    'content/_part.md': 'Shared {x} text.\n',
    'content/a.md': `---\ntitle: A\n---\n${partial}`,
    'content/b.md': `---\ntitle: B\n---\n${partial}`,
  });
  assert.ok(
    // The partial's {x} once (not once a page), and the two pages in no sidebar.
    w.lines.some((l) => /^Built \d+ pages in \d+ ms \(2 warnings\)$/.test(l)),
    w.lines.join('\n'),
  );
  await w.next('reload', () =>
    writeFileSync(path.join(w.dir, 'content/_part.md'), 'Shared {x} and {y} text.\n'),
  );
  assert.ok(
    w.lines.some((l) => /^Rebuilt in \d+ ms \(changed: content\/_part\.md; 3 warnings\)$/.test(l)),
    w.lines.join('\n'),
  );
});
