// `docgen check-links`: serves the built folder on a loopback port with the same
// handler as `docgen serve`, and crawls it with linkinator. Every internal link,
// image, script and stylesheet must resolve, and every `#anchor` must name an
// element of its page; other sites are checked on request, within a time budget.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { existsSync, statSync, type Stats } from 'node:fs';
import path from 'node:path';
import { LinkChecker, LinkState, type LinkResult } from 'linkinator';
import {
  builtSiteBase,
  builtSiteTrailingSlash,
  createStaticHandler,
  directorySource,
  sourceUnderBase,
  type FileSource,
} from '../http/static-handler.js';
import { DocgenError } from '../errors.js';
import { findBrokenFragments } from './fragment-check.js';
import { findBrokenStyleUrls } from './style-url-check.js';
import { didYouMean, routeSuggester } from './route-suggestions.js';
import { readableUrl } from '../shared/readable-url.js';
import { type BrokenTarget, byTarget, linkedAsList } from './broken-targets.js';
import { builtSiteUrl, localUrlOf } from './own-site-links.js';
import { crawlTally } from './crawl-tally.js';
import { shortNotFound } from './short-not-found.js';

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

interface CheckLinksOptions {
  dir: string;
  external?: boolean;
  /** Tries again after a network error, a timeout or a 5xx, this many times. */
  retries?: number;
  /** The whole check stops after this long, reporting what was not checked (default 120 s with --external, none without). */
  budgetMs?: number;
  /** Called every second with counts so far (the CLI prints a line to stderr). */
  onProgress?: (progress: { checked: number; broken: number; elapsedMs: number }) => void;
  /** Wraps the local server's handler (tests add latency or failures with it). */
  wrapHandler?: (handler: Handler) => Handler;
}

interface BrokenLinkReport extends BrokenTarget {
  /** For a page of this site that is not there: pages whose route ends as the link does. */
  suggestions?: string[];
}

interface CheckLinksResult {
  ok: boolean;
  checked: number;
  broken: BrokenLinkReport[];
  /** Set when the time budget ran out before the crawl finished. */
  stoppedAfterMs?: number;
}

const defaultExternalBudgetMs = 120_000;
/**
 * Requests in flight at once. The local server shares the machine's cores with the
 * crawler: past a few parallel requests the pages only queue up and time out under
 * load (a 1,200-page site reported thousands of false timeouts at 50).
 */
const concurrency = 8;

export async function checkLinks(options: CheckLinksOptions): Promise<CheckLinksResult> {
  const source = directorySource(options.dir);
  // A site built for a base path is crawled under it, where its links point.
  const base = await builtSiteBase(source);
  // And answered as its hosts answer it: a page's file name redirects where its `trailingSlash`
  // says (`/a.html` to `/a/` with true); on a false site, `/a/index.html` is not found.
  const trailingSlash = await builtSiteTrailingSlash(source);
  const staticHandler = createStaticHandler(source, {
    basePath: () => base,
    trailingSlash: () => trailingSlash,
  });
  const siteUrl = await builtSiteUrl(source);
  const checked = shortNotFound(staticHandler);
  const handler = options.wrapHandler ? options.wrapHandler(checked) : checked;
  const server = createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const ownUrl = (link: string) =>
    siteUrl === undefined ? undefined : localUrlOf(link, siteUrl, origin, base);
  const started = performance.now();
  const budgetMs = options.budgetMs ?? (options.external ? defaultExternalBudgetMs : undefined);
  let outOfTime = false;
  const strip = (url: string) => url.replace(origin, '') || '/';
  const tally = crawlTally(origin, strip);
  const progress = options.onProgress
    ? setInterval(
        () =>
          options.onProgress!({
            checked: tally.checked,
            broken: tally.broken(),
            elapsedMs: Math.round(performance.now() - started),
          }),
        1000,
      )
    : undefined;
  progress?.unref();
  let budgetTimer: NodeJS.Timeout | undefined;
  try {
    const checker = new LinkChecker();
    // Links to the site's own address, skipped by the crawl and checked here (own-site-links.ts).
    const ownLinks: LinkResult[] = [];
    // Collected as they come, so a crawl stopped by the budget still reports what it found.
    checker.on('link', (link: LinkResult) => {
      if (link.state === LinkState.SKIPPED && ownUrl(link.url) !== undefined) {
        ownLinks.push(link);
        return;
      }
      tally.record(link);
    });
    const crawl = checker.check({
      path: `${origin}${base}`,
      recurse: true,
      concurrency,
      timeout: 20_000,
      retryErrors: true,
      retryErrorsCount: options.retries ?? 3,
      retryErrorsJitter: 500,
      // CI is often offline: only this site's links unless asked for the rest. Once the
      // budget is spent every remaining link is skipped, so the crawl drains at once.
      linksToSkip: async (link: string) =>
        outOfTime || ownUrl(link) !== undefined || (!options.external && !link.startsWith(origin)),
      redirects: 'allow',
      // Routes are clean URLs (`/sdks` is a page, not a folder): resolve relative and
      // `#anchor` links against them as a browser does.
      cleanUrls: true,
    });
    const outcome = await (budgetMs === undefined
      ? crawl
      : Promise.race([
          crawl,
          new Promise<undefined>((resolve) => {
            budgetTimer = setTimeout(() => {
              outOfTime = true;
              resolve(undefined);
            }, budgetMs);
          }),
        ]));
    for (const own of ownLinks) {
      if (own.parent === undefined || !tally.answered.has(own.parent)) continue;
      const status = await fetch(ownUrl(own.url)!, { method: 'HEAD' }).then(
        (res) => res.status,
        () => 0,
      );
      tally.checked++;
      if (status < 200 || status >= 300)
        tally.add({ source: strip(own.parent), link: own.url, status });
    }
    const pages = [
      ...new Set(
        [...tally.answered]
          .filter((url) => url.startsWith(origin))
          .map((url) => strip(url.split('#')[0]!)),
      ),
    ];
    for (const f of await findBrokenFragments(sourceUnderBase(source, base), pages))
      tally.add({ ...f, status: 'missing anchor' });
    const pagePaths = [...new Set(pages.map((p) => p.replace(/\?.*$/, '')))];
    for (const f of await findBrokenStyleUrls(sourceUnderBase(source, base), pagePaths, origin))
      tally.add(f);
    // The built folder holds routes, not source files: a link is matched by its last
    // segment against the pages' (an id gives a page's last segment). The sitemap lists
    // each page once, as its route is spelt, those no link reaches too; without one,
    // the pages the crawl reached (not their markdown copies or other files).
    const listed = await sitemapRoutes(source);
    const routes = listed.length > 0 ? listed : pages.filter((p) => !/\.\w+$/.test(p));
    const broken: BrokenLinkReport[] = byTarget(tally.found);
    const suggest = routeSuggester(routes.map((route) => ({ route, names: [] })));
    for (const b of broken) {
      if (b.status !== 404 || !b.link.startsWith('/')) continue;
      const suggestions = suggest(b.link.split('#')[0]!);
      if (suggestions.length > 0) b.suggestions = suggestions;
    }
    return {
      ok: broken.length === 0 && outcome !== undefined,
      checked: tally.checked,
      broken,
      ...(outcome ? {} : { stoppedAfterMs: budgetMs }),
    };
  } finally {
    clearTimeout(budgetTimer);
    clearInterval(progress);
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** The paths of the pages a built site's sitemap.xml lists (none when it has none). */
async function sitemapRoutes(source: FileSource): Promise<string[]> {
  const sitemap = await source.read('sitemap.xml');
  if (sitemap === undefined) return [];
  const text = typeof sitemap === 'string' ? sitemap : new TextDecoder().decode(sitemap);
  return [...text.matchAll(/<loc>([^<]*)<\/loc>/g)].flatMap(([, loc]) => {
    try {
      return [new URL(unescapeXml(loc!)).pathname];
    } catch {
      return [];
    }
  });
}

const unescapeXml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) =>
    name === 'amp' ? '&' : name === 'lt' ? '<' : name === 'gt' ? '>' : name === 'quot' ? '"' : "'",
  );

function formatLinkReport(result: CheckLinksResult, format: 'text' | 'json'): string {
  if (format === 'json') return JSON.stringify(result, null, 2);
  const lines: string[] = [];
  if (result.stoppedAfterMs !== undefined) {
    lines.push(
      `Stopped after the time budget of ${Math.round(result.stoppedAfterMs / 1000)} s with ${result.checked} links checked: the rest were not checked. Raise it with --budget <seconds>, or leave out --external if this machine is offline.`,
    );
  } else if (result.ok) {
    return `Checked ${result.checked} links: none broken.`;
  }
  if (result.broken.length > 0 || result.stoppedAfterMs === undefined)
    lines.push(`Checked ${result.checked} links: ${result.broken.length} broken.`);
  for (const b of result.broken) {
    // As the author wrote them: the crawl sees every non-ASCII character %-escaped.
    const notes = [
      b.status,
      // The JSON report has every one; a counter in a generated link makes thousands.
      ...(b.linkedAs ? [`linked as ${linkedAsList(b.linkedAs.map(readableUrl))}`] : []),
      ...(b.suggestions ? [didYouMean(b.suggestions)] : []),
    ];
    lines.push(`  ${readableUrl(b.source)} -> ${readableUrl(b.link)} (${notes.join('; ')})`);
  }
  return lines.join('\n');
}

/**
 * Throws a DocgenError unless `dir` is a folder docgen built: crawled, a folder of
 * sources (`--dir content`) answers 404 at its root and reads as one broken link.
 */
function assertBuiltSite(dir: string): void {
  const hint = 'Build the site first (docgen build), or pass its folder with --dir.';
  let stats: Stats;
  try {
    stats = statSync(dir);
  } catch {
    throw new DocgenError(`${dir} does not exist.`, { hint });
  }
  // Every build writes a 404 page (a site without a home page has no index.html).
  const built =
    stats.isDirectory() && ['index.html', '404.html'].some((f) => existsSync(path.join(dir, f)));
  if (!built)
    throw new DocgenError(`${dir} is not a built site: it holds no index.html or 404.html.`, {
      hint,
    });
}

export async function runCheckLinksCommand(options: {
  dir: string;
  external: boolean;
  format: 'text' | 'json';
  budgetMs?: number;
  progress?: (line: string) => void;
}): Promise<{ output: string; exitCode: number }> {
  assertBuiltSite(options.dir);
  const progress = options.progress;
  const result = await checkLinks({
    dir: options.dir,
    external: options.external,
    budgetMs: options.budgetMs,
    ...(progress
      ? {
          onProgress: (p) =>
            progress(
              `… ${p.checked} links checked, ${p.broken} broken, ${Math.round(p.elapsedMs / 1000)} s`,
            ),
        }
      : {}),
  });
  return { output: formatLinkReport(result, options.format), exitCode: result.ok ? 0 : 1 };
}
