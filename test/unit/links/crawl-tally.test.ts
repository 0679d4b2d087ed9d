// check-links' progress lines count broken links as its report does: links found on the 404
// page served for a missing URL are not that URL's, and one page's links to one missing target
// are one line.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LinkState } from 'linkinator';
import { crawlTally } from '../../../src/links/crawl-tally.js';
import { byTarget } from '../../../src/links/broken-targets.js';
import { checkLinks } from '../../../src/links/check-links.js';

const origin = 'http://127.0.0.1:1234';
const strip = (url: string) => url.replace(origin, '') || '/';

test("the tally's broken count is the report's number of lines", () => {
  const tally = crawlTally(origin, strip);
  const link = (url: string, state: LinkState, status: number, parent?: string) =>
    tally.record({ url: `${origin}${url}`, state, status, parent: parent && `${origin}${parent}` });
  link('/', LinkState.OK, 200);
  link('/a?tab=1', LinkState.OK, 200, '/');
  link('/missing', LinkState.BROKEN, 404, '/');
  // The 404 page answered for /missing links on, relative to it: not a page, not reported.
  link('/also-missing', LinkState.BROKEN, 404, '/missing');
  link('/nosuch?v=1', LinkState.BROKEN, 404, '/a?tab=1');
  link('/nosuch?v=2', LinkState.BROKEN, 404, '/a?tab=1');
  tally.record({ url: 'https://elsewhere.example/', state: LinkState.SKIPPED, parent: origin });
  tally.add({ source: '/a', link: '/a#nope', status: 'missing anchor' });
  assert.equal(tally.checked, 6);
  assert.deepEqual(
    byTarget(tally.found).map((b) => `${b.source} -> ${b.link}`),
    ['/ -> /missing', '/a -> /a#nope', '/a -> /nosuch'],
  );
  assert.equal(tally.broken(), 3);
});

const dirs: string[] = [];
after(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

test('a progress line taken when every other link is checked says what the report says', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'docgen-check-progress-'));
  dirs.push(dir);
  const page = (body: string) => `<!DOCTYPE html><html><body>${body}</body></html>`;
  const files: Record<string, string> = {
    // One missing target with three queries: one line of the report.
    'index.html': page(
      '<a href="/missing?v=1">1</a> <a href="/missing?v=2">2</a> <a href="/missing?v=3">3</a> <a href="/held">h</a>',
    ),
    '404.html': page('Page Not Found'),
    'held/index.html': page('held back'),
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  // /held is answered once a progress line has been printed after every other request was
  // answered (/ and its 3 links to /missing): that line has seen the whole crawl but one page
  // with no broken links.
  const answered = new Set<string>();
  const progress: { checked: number; broken: number }[] = [];
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let releasedAt: { checked: number; broken: number } | undefined;
  // The line after the one that first sees them all answered: linkinator has read them by then.
  let allAnswered = false;
  const result = await checkLinks({
    dir,
    onProgress: (p) => {
      progress.push(p);
      if (!releasedAt && allAnswered) {
        releasedAt = p;
        release();
      }
      allAnswered = answered.size >= 4;
    },
    wrapHandler: (handler) => async (req, res) => {
      if (req.url === '/held') await held;
      else res.on('finish', () => answered.add(req.url!));
      await handler(req, res);
    },
  });
  assert.deepEqual(
    result.broken.map((b) => `${b.source} -> ${b.link} (${b.status})`),
    ['/ -> /missing (404)'],
  );
  assert.ok(releasedAt, `progress: ${JSON.stringify(progress)}`);
  assert.equal(releasedAt.broken, result.broken.length);
  assert.ok(
    progress.every((p) => p.broken <= result.broken.length),
    JSON.stringify(progress),
  );
});
