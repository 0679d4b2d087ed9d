// Downloads an OpenAPI document with undici: a timeout, retries with backoff on
// network errors and 5xx, and conditional requests against a cache folder so an
// unchanged spec costs one 304. A failed download falls back to the cached copy.
import { Agent, interceptors, request, type Dispatcher } from 'undici';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { DocgenError } from '../errors.js';

export interface FetchOptions {
  cacheDir: string;
  timeoutMs?: number;
  retries?: number;
  /** Base delay between retries; doubled each time. */
  backoffMs?: number;
  warn?: (message: string) => void;
}

interface CacheMeta {
  url: string;
  etag?: string;
  lastModified?: string;
}

function cachePaths(cacheDir: string, url: string) {
  const key = createHash('sha256').update(url).digest('hex').slice(0, 16);
  return { body: path.join(cacheDir, `spec-${key}.txt`), meta: path.join(cacheDir, `spec-${key}.json`) };
}

let dispatcher: Dispatcher | undefined;
/** One agent that follows redirects, made on first use. */
function redirectingAgent(): Dispatcher {
  dispatcher ??= new Agent().compose(interceptors.redirect({ maxRedirections: 5 }));
  return dispatcher;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function fetchSpec(url: string, options: FetchOptions): Promise<string> {
  const files = cachePaths(options.cacheDir, url);
  const meta = (await readFile(files.meta, 'utf8').then(JSON.parse).catch(() => undefined)) as CacheMeta | undefined;
  const cached = meta ? await readFile(files.body, 'utf8').catch(() => undefined) : undefined;
  const retries = options.retries ?? 3;
  let lastProblem = '';
  for (let attempt = 0; attempt <= retries; attempt++) {
    if (attempt > 0) await sleep((options.backoffMs ?? 500) * 2 ** (attempt - 1));
    try {
      const headers: Record<string, string> = { accept: 'application/yaml, application/json;q=0.9, */*;q=0.5' };
      if (cached && meta?.etag) headers['if-none-match'] = meta.etag;
      if (cached && meta?.lastModified) headers['if-modified-since'] = meta.lastModified;
      const timeout = options.timeoutMs ?? 15000;
      const res = await request(url, { headers, headersTimeout: timeout, bodyTimeout: timeout, dispatcher: redirectingAgent() });
      if (res.statusCode === 304 && cached !== undefined) {
        await res.body.dump();
        return cached;
      }
      if (res.statusCode >= 500) {
        await res.body.dump();
        lastProblem = `HTTP ${res.statusCode}`;
        continue;
      }
      if (res.statusCode >= 400) {
        await res.body.dump();
        lastProblem = `HTTP ${res.statusCode}`;
        break; // a 4xx will not change by asking again
      }
      const text = await res.body.text();
      await mkdir(options.cacheDir, { recursive: true });
      const header = (name: string) => {
        const v = res.headers[name];
        return Array.isArray(v) ? v[0] : v;
      };
      await writeFile(files.body, text);
      await writeFile(files.meta, JSON.stringify({ url, etag: header('etag'), lastModified: header('last-modified') } satisfies CacheMeta));
      return text;
    } catch (error) {
      lastProblem = (error as Error).message || String(error);
    }
  }
  if (cached !== undefined) {
    options.warn?.(`Could not download ${url} (${lastProblem}); using the cached copy from ${path.relative(process.cwd(), files.body)}.`);
    return cached;
  }
  throw new DocgenError(`Could not download the OpenAPI document ${url}: ${lastProblem}.`, {
    hint: 'Check the URL and your network, or point the source at a local file ({ file: "openapi.yaml" }) or an npm package.',
  });
}
