// `docgen check-links`: serves the built folder on a loopback port with the same
// handler as `docgen serve`, and crawls it with linkinator. Every internal link,
// image, script and stylesheet must resolve; other sites are checked on request.
import { createServer } from 'node:http';
import { existsSync } from 'node:fs';
import { LinkChecker, LinkState } from 'linkinator';
import { createStaticHandler, directorySource } from '../serve/static-handler.js';

export interface CheckLinksOptions {
  dir: string;
  external?: boolean;
  concurrency?: number;
  timeoutMs?: number;
  retries?: number;
}

export interface BrokenLinkReport {
  source: string;
  link: string;
  status: number | string;
}

export interface CheckLinksResult {
  ok: boolean;
  checked: number;
  broken: BrokenLinkReport[];
}

export async function checkLinks(options: CheckLinksOptions): Promise<CheckLinksResult> {
  const handler = createStaticHandler(directorySource(options.dir));
  const server = createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  try {
    const checker = new LinkChecker();
    const result = await checker.check({
      path: `${origin}/`,
      recurse: true,
      concurrency: options.concurrency ?? (options.external ? 10 : 50),
      timeout: options.timeoutMs ?? 10000,
      retryErrors: Boolean(options.external),
      retryErrorsCount: options.retries ?? 2,
      // CI is often offline: only this site's links unless asked for the rest.
      linksToSkip: options.external ? [] : async (link: string) => !link.startsWith(origin),
      redirects: 'allow',
      // Routes are clean URLs (`/sdks` is a page, not a folder): resolve relative and
      // `#anchor` links against them as a browser does.
      cleanUrls: true,
    });
    const strip = (url: string | undefined) => (url ?? '').replace(origin, '') || '/';
    const broken = result.links
      .filter((l) => l.state === LinkState.BROKEN)
      .map((l) => ({ source: strip(l.parent), link: l.url.startsWith(origin) ? strip(l.url) : l.url, status: l.status ?? 'error' }));
    return { ok: broken.length === 0, checked: result.links.filter((l) => l.state !== LinkState.SKIPPED).length, broken };
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

export function formatLinkReport(result: CheckLinksResult, format: 'text' | 'json'): string {
  if (format === 'json') return JSON.stringify(result, null, 2);
  if (result.ok) return `Checked ${result.checked} links: none broken.`;
  const lines = [`Checked ${result.checked} links: ${result.broken.length} broken.`];
  for (const b of result.broken) lines.push(`  ${b.source} -> ${b.link} (${b.status})`);
  return lines.join('\n');
}

export async function runCheckLinksCommand(options: { dir: string; external: boolean; format: 'text' | 'json' }): Promise<{ output: string; exitCode: number }> {
  if (!existsSync(options.dir)) {
    return { output: `error: ${options.dir} does not exist. Run \`docgen build\` first, or pass --dir.`, exitCode: 1 };
  }
  const result = await checkLinks({ dir: options.dir, external: options.external });
  return { output: formatLinkReport(result, options.format), exitCode: result.ok ? 0 : 1 };
}
