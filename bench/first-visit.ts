// What a reader's first visit to a docs page costs, measured in Chromium against the
// built site served with gzip (as a static host serves it): bytes transferred and
// requests, from navigation until the network has been idle (so prefetches count),
// total blocking time with the CPU slowed 4×, and the time from a click on a hovered
// link to the new page's title. Medians of `visits` fresh visits.
// Run on its own against any built site: `node --import tsx bench/first-visit.ts <dir>`.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';

export interface FirstVisit {
  route: string;
  bytes: number;
  requests: number;
  /** Total blocking time (ms) at 4× CPU slowdown: the sum of each long task's time over 50 ms. */
  blockingMs: number;
  /** From the click on a link the pointer rested on to the new page's title (ms). */
  hoverClickMs: number;
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};
const compressible = new Set(['.html', '.js', '.css', '.json', '.svg', '.md', '.txt', '.xml']);

/** A static host for the built folder: clean URLs, gzip for text, long caching for hashed assets. */
export function serveGzipped(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const gzipped = new Map<string, Buffer>();
  const resolve = (pathname: string): string | undefined => {
    const clean = path.normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
    for (const candidate of [clean, path.join(clean, 'index.html'), `${clean}.html`]) {
      const file = path.join(dir, candidate);
      if (file.startsWith(dir) && existsSync(file) && statSync(file).isFile()) return file;
    }
    return undefined;
  };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    const file = resolve(pathname) ?? path.join(dir, '404.html');
    const ext = path.extname(file);
    let body: Buffer = readFileSync(file);
    const headers: Record<string, string> = {
      'content-type': types[ext] ?? 'application/octet-stream',
    };
    if (compressible.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding']))) {
      const gz = gzipped.get(file) ?? gzipSync(body);
      gzipped.set(file, gz);
      body = gz;
      headers['content-encoding'] = 'gzip';
    }
    if (/\/assets\//.test(pathname))
      headers['cache-control'] = 'public, max-age=31536000, immutable';
    res.writeHead(resolve(pathname) ? 200 : 404, headers);
    res.end(body);
  });
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () =>
      done({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () => new Promise((closed) => server.close(() => closed())),
      }),
    ),
  );
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** Resolves once no request has been in flight for `quietMs` (prefetches started after load included). */
function quiet(inFlight: Set<string>, quietMs: number): Promise<void> {
  return new Promise((resolve) => {
    let since = Date.now();
    const timer = setInterval(() => {
      if (inFlight.size > 0) since = Date.now();
      else if (Date.now() - since >= quietMs) {
        clearInterval(timer);
        resolve();
      }
    }, 50);
  });
}

// In-page code is given as text: this file compiles with Node's types, not the DOM's.
const recordLongTasks = `window.__blocking = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.__blocking += Math.max(0, entry.duration - 50);
}).observe({ type: 'longtask', buffered: true });`;
const prefetched = (href: string) =>
  `performance.getEntriesByType('resource').some((e) => new URL(e.name).pathname === ${JSON.stringify(href)} && e.responseEnd > 0)`;
const timeTitleChange = `(() => {
  const title = document.title;
  window.__titleAt = 0;
  document.addEventListener('click', () => (window.__clickAt = performance.now()), { capture: true, once: true });
  new MutationObserver(() => {
    if (document.title !== title && !window.__titleAt) window.__titleAt = performance.now();
  }).observe(document.head, { subtree: true, childList: true, characterData: true });
})()`;

async function visitOnce(browser: Browser, url: string, route: string): Promise<FirstVisit> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  let bytes = 0;
  let requests = 0;
  const inFlight = new Set<string>();
  cdp.on('Network.requestWillBeSent', (e: { requestId: string; request: { url: string } }) => {
    if (!e.request.url.startsWith(url)) return;
    requests++;
    inFlight.add(e.requestId);
  });
  cdp.on('Network.loadingFinished', (e: { requestId: string; encodedDataLength: number }) => {
    if (inFlight.delete(e.requestId)) bytes += e.encodedDataLength;
  });
  cdp.on('Network.loadingFailed', (e: { requestId: string }) => inFlight.delete(e.requestId));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(recordLongTasks);
  await page.goto(url + route, { waitUntil: 'load' });
  // Quiet for 2 s: a client that prefetches after start-up has done so by then.
  await quiet(inFlight, 2000);
  const blockingMs = Number(await page.evaluate('window.__blocking'));
  const loadBytes = bytes;
  const loadRequests = requests;
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

  // Rest the pointer on the "next" link, let its prefetch finish, click and time the title.
  const next = page.locator('a.pagination-nav__link--next');
  const href = (await next.getAttribute('href'))!;
  await next.hover();
  await page.waitForFunction(prefetched(href));
  await page.evaluate(timeTitleChange);
  await next.click();
  await page.waitForFunction('window.__titleAt > 0');
  const hoverClickMs = Number(await page.evaluate('window.__titleAt - window.__clickAt'));
  await context.close();
  return { route, bytes: loadBytes, requests: loadRequests, blockingMs, hoverClickMs };
}

/** Medians of `visits` first visits to `route` of the site built in `dir`. */
export async function firstVisit(dir: string, route: string, visits = 5): Promise<FirstVisit> {
  const host = await serveGzipped(path.resolve(dir));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
    ],
  });
  try {
    const runs: FirstVisit[] = [];
    for (let i = 0; i < visits; i++) runs.push(await visitOnce(browser, host.url, route));
    return {
      route,
      bytes: median(runs.map((r) => r.bytes)),
      requests: median(runs.map((r) => r.requests)),
      blockingMs: median(runs.map((r) => r.blockingMs)),
      hoverClickMs: median(runs.map((r) => r.hoverClickMs)),
    };
  } finally {
    await browser.close();
    await host.close();
  }
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const result = await firstVisit(
    process.argv[2] ?? 'build',
    process.argv[3] ?? '/overview/getting-started',
  );
  console.log(JSON.stringify(result));
}
