// The CLI starts a first build's worker thread before it loads the pipeline
// (src/worker/worker-thread.ts), so the thread loads its code meanwhile; the
// build then takes that thread instead of starting another.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEarly, takeEarlyWorker } from '../../src/worker/worker-thread.js';
import { BuildWorker } from '../../src/worker/build-worker.js';

const dir = mkdtempSync(path.join(tmpdir(), 'docgen-early-'));
after(() => rmSync(dir, { recursive: true, force: true }));

test('a thread is started early only for a project with no cache yet, and handed out once to that project', async () => {
  const warm = path.join(dir, 'warm', '.docgen-cache');
  mkdirSync(path.join(warm, 'api'), { recursive: true });
  startEarly(warm);
  assert.equal(takeEarlyWorker(warm), undefined, 'a cached reference needs no thread at start');
  // Built before, and no reference was cached: a site without an API.
  const noApi = path.join(dir, 'no-api', '.docgen-cache');
  mkdirSync(path.join(noApi, 'content'), { recursive: true });
  startEarly(noApi);
  assert.equal(
    takeEarlyWorker(noApi),
    undefined,
    'a site built before without a reference gets no thread at start',
  );

  const cold = path.join(dir, 'cold', '.docgen-cache');
  startEarly(cold);
  assert.equal(
    takeEarlyWorker(path.join(dir, 'other', '.docgen-cache')),
    undefined,
    'another project does not get it',
  );
  const worker = takeEarlyWorker(cold);
  assert.ok(worker, 'the cold project gets the thread');
  assert.equal(takeEarlyWorker(cold), undefined, 'handed out once');
  await worker.terminate();
});

test("a first build's BuildWorker takes the thread the CLI started, and builds with it", async () => {
  const cold = path.join(dir, 'adopt', '.docgen-cache');
  startEarly(cold);
  const build = new BuildWorker(cold).start();
  assert.equal(takeEarlyWorker(cold), undefined, 'the build took the early thread');
  // The thread it took does the work: a search job comes back from it.
  const output = await build.searchIndex(
    new Map([
      [
        'default',
        [
          {
            document: {
              id: 0,
              title: 'Pets',
              content: 'rex',
              tags: [],
              sidebarParentCategories: [],
              sectionTitle: '',
              pageTitle: 'Pets',
              sectionRoute: '/pets',
              type: 'page',
            } as never,
            indexCategories: false,
          },
        ],
      ],
    ]),
  );
  assert.deepEqual(output.tags, ['default']);
  await build.terminate();
});
