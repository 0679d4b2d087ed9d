// Downloads an OpenAPI document with undici: retries, a size limit, a deadline and
// conditional requests against the cache. Only a download `accept` approves replaces
// the cached copy, so a bad answer cannot poison it; a failed download falls back to
// it with a warning of its age.
import { Agent, buildConnector, errors, interceptors, request, type Dispatcher } from 'undici';
import { stat, utimes } from 'node:fs/promises';
import { DocgenError } from '../errors.js';
import { counted } from '../shared/counted.js';
import { DiskCache } from '../cache/disk-cache.js';
import { defaultDownloadLimits, type DownloadLimits } from './source-config.js';
import { isIP } from 'node:net';
import { checkedAddress, PrivateHostError, type PrivateHostsAllowed } from './host-guard.js';

/** The guard's refusal, however undici wrapped it on the way out. */
function privateHostRefusal(error: unknown): PrivateHostError | undefined {
  for (let e = error; e instanceof Error; e = e.cause) if (e instanceof PrivateHostError) return e;
  return undefined;
}

interface FetchOptions {
  cacheDir: string;
  /** Size limit and whole-download deadline; defaults in defaultDownloadLimits. */
  limits?: DownloadLimits;
  /** Per attempt: the longest wait for the headers, or between two chunks of the body. */
  idleTimeoutMs?: number;
  retries?: number;
  /** Base delay between retries; doubled each time. */
  backoffMs?: number;
  /** Throws when the downloaded text is not a usable document; only accepted text is cached. */
  accept?: (text: string) => Promise<void>;
  warn?: (message: string) => void;
  /**
   * A host the site config names itself (a `url` source's): reachable even when it
   * is private. Any other private host only as `limits.allowPrivateHosts` says.
   */
  trustedHost?: string;
}

/** The cached copy: one entry of the disk cache, so replacing it is one atomic write. */
interface CacheEntry {
  url: string;
  etag?: string;
  lastModified?: string;
  text: string;
}

const maxRedirections = 5;

/** Downloads by URL; the entry's modification time is when the copy was last confirmed current. */
const downloadCache = (cacheDir: string) =>
  new DiskCache({ dir: cacheDir, kind: 'download', version: 'v1', maxEntries: 32 });

/** An undici connector that refuses private addresses (checkedAddress) before `connect` connects. */
export function guardedConnector(
  allowed: PrivateHostsAllowed,
  connect: buildConnector.connector = buildConnector({}),
): buildConnector.connector {
  return (options, callback) => {
    checkedAddress(options.hostname, allowed).then(
      (address) =>
        connect(
          address === undefined
            ? options
            : // The checked address, and the name for TLS (the certificate is the host's).
              {
                ...options,
                hostname: address,
                servername:
                  options.servername ??
                  (isIP(options.hostname.replace(/^\[|\]$/g, '')) ? undefined : options.hostname),
              },
          callback,
        ),
      (error: Error) => callback(error, null),
    );
  };
}

const dispatchers = new Map<string, Dispatcher>();
/** One agent per set of private hosts allowed: every connection, each redirect's too, goes through the host guard. */
function downloadAgent(allowed: PrivateHostsAllowed): Dispatcher {
  const key = allowed === true ? '*' : JSON.stringify([...allowed].sort());
  let agent = dispatchers.get(key);
  if (!agent) {
    agent = new Agent({ connect: guardedConnector(allowed) }).compose(
      interceptors.retry({ throwOnError: true }),
      interceptors.redirect({ maxRedirections }),
    );
    dispatchers.set(key, agent);
  }
  return agent;
}

/** The private hosts a download may reach: what the config allows, and the host the config itself names for it. */
function allowedHosts(options: FetchOptions): PrivateHostsAllowed {
  const allow = options.limits?.allowPrivateHosts ?? false;
  if (allow === true) return true;
  const hosts = new Set((allow === false ? [] : allow).map((h) => h.toLowerCase()));
  if (options.trustedHost) hosts.add(options.trustedHost.toLowerCase());
  return hosts;
}

const megabytes = (bytes: number) => `${Math.round((bytes / 1_000_000) * 10) / 10} MB`;

/** How long ago, in the largest unit that fits: '40 seconds', '3 hours', '2 days'. */
export function ageOf(ms: number): string {
  const units = [
    ['day', 86_400_000],
    ['hour', 3_600_000],
    ['minute', 60_000],
  ] as const;
  const [name, size] = units.find(([, size]) => ms >= size) ?? ['second', 1000];
  const n = Math.max(Math.floor(ms / size), 0);
  return counted(n, name);
}

/** A problem with one download: said as the error, or as the warning when the cache is used. */
class DownloadProblem extends Error {
  constructor(
    message: string,
    readonly hint?: string,
  ) {
    super(message);
  }
}

function header(
  headers: Record<string, string | string[] | undefined>,
  name: string,
): string | undefined {
  const v = headers[name];
  return Array.isArray(v) ? v[0] : v;
}

/** Reads a body up to `maxBytes`; a longer one is cut off and refused. */
async function readLimited(
  body: Dispatcher.ResponseData['body'],
  url: string,
  maxBytes: number,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      body.destroy();
      throw tooBig(url, maxBytes);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

const tooBig = (url: string, maxBytes: number) =>
  new DownloadProblem(
    `${url} is bigger than the download size limit of ${megabytes(maxBytes)} (${maxBytes} bytes).`,
    'Raise the limit with `download: { maxBytes }` on this source or `openapi.download.maxBytes` in site.config.ts, or point the source at a local file.',
  );

/** One download, retried and redirected by the agent; returns the accepted text, or undefined for a 304. */
async function download(
  url: string,
  cached: CacheEntry | undefined,
  options: FetchOptions,
): Promise<{ text: string; entry: CacheEntry } | undefined> {
  const limits = { ...defaultDownloadLimits, ...options.limits };
  const deadline = AbortSignal.timeout(limits.timeoutMs);
  const headers: Record<string, string> = {
    accept: 'application/yaml, application/json;q=0.9, */*;q=0.5',
  };
  if (cached?.etag) headers['if-none-match'] = cached.etag;
  if (cached?.lastModified) headers['if-modified-since'] = cached.lastModified;
  const idle = options.idleTimeoutMs ?? 15000;
  try {
    const res = await request(url, {
      headers,
      signal: deadline,
      headersTimeout: idle,
      bodyTimeout: idle,
      dispatcher: downloadAgent(allowedHosts(options)),
      retryOptions: {
        maxRetries: options.retries ?? 3,
        minTimeout: options.backoffMs ?? 500,
        timeoutFactor: 2,
        maxTimeout: 10_000,
        // Timeouts are retried too: the deadline bounds the whole download.
        errorCodes: [
          'ECONNRESET',
          'ECONNREFUSED',
          'ENOTFOUND',
          'ENETDOWN',
          'ENETUNREACH',
          'EHOSTDOWN',
          'EHOSTUNREACH',
          'EPIPE',
          'UND_ERR_SOCKET',
          'UND_ERR_HEADERS_TIMEOUT',
          'UND_ERR_BODY_TIMEOUT',
        ],
      },
    } as Parameters<typeof request>[1]);
    if (res.statusCode === 304 && cached) {
      await res.body.dump();
      return undefined;
    }
    if (res.statusCode >= 300 && res.statusCode < 400) {
      await res.body.dump();
      throw new DownloadProblem(
        `${url} redirects in a loop (or more than ${maxRedirections} times): the last answer was HTTP ${res.statusCode} to ${header(res.headers, 'location') ?? 'nowhere'}.`,
      );
    }
    if (res.statusCode < 200 || res.statusCode >= 300) {
      await res.body.dump();
      throw new DownloadProblem(`HTTP ${res.statusCode}`);
    }
    const declared = Number(header(res.headers, 'content-length') ?? NaN);
    if (declared > limits.maxBytes) {
      res.body.destroy();
      throw tooBig(url, limits.maxBytes);
    }
    const bytes = await readLimited(res.body, url, limits.maxBytes);
    if (Number.isFinite(declared) && bytes.length !== declared) {
      throw new DownloadProblem(`the body was cut off (${bytes.length} of ${declared} bytes)`);
    }
    const text = bytes.toString('utf8');
    if (text.trim() === '') throw new DownloadProblem(`${url} answered with an empty body.`);
    await options.accept?.(text);
    return {
      text,
      entry: {
        url,
        etag: header(res.headers, 'etag'),
        lastModified: header(res.headers, 'last-modified'),
        text,
      },
    };
  } catch (error) {
    if (deadline.aborted) {
      throw new DownloadProblem(
        `${url} did not finish downloading within the ${limits.timeoutMs / 1000} s limit.`,
        'Raise the limit with `download: { timeoutMs }` on this source or `openapi.download.timeoutMs` in site.config.ts, or point the source at a local file.',
      );
    }
    if (error instanceof DownloadProblem || error instanceof DocgenError) throw error;
    const refused = privateHostRefusal(error);
    if (refused) throw refused;
    if (error instanceof errors.RequestRetryError)
      throw new DownloadProblem(`HTTP ${error.statusCode}`);
    if (error instanceof errors.InvalidArgumentError && /redirect loop/i.test(error.message)) {
      throw new DownloadProblem(`${url} redirects in a loop.`);
    }
    throw new DownloadProblem((error as Error).message || String(error));
  }
}

export async function fetchSpec(url: string, options: FetchOptions): Promise<string> {
  const cache = downloadCache(options.cacheDir);
  const file = cache.fileFor(url);
  const isEntry = (e: unknown): e is CacheEntry =>
    typeof (e as CacheEntry | null)?.text === 'string' && (e as CacheEntry).url === url;
  const cached = await cache.readJson(url, isEntry);
  let problem: DownloadProblem | DocgenError;
  try {
    const fresh = await download(url, cached, options);
    if (!fresh) {
      // A 304: the copy is confirmed current now; its age counts from here.
      const now = new Date();
      await utimes(file, now, now).catch(() => {});
      return cached!.text;
    }
    await cache.writeJson(url, fresh.entry);
    return fresh.text;
  } catch (error) {
    // A refused host is refused, whatever an earlier build may have kept of it.
    if (error instanceof PrivateHostError) throw error;
    if (!(error instanceof DownloadProblem || error instanceof DocgenError)) throw error;
    problem = error;
  }
  if (cached) {
    const age = await stat(file).then(
      (s) => ageOf(Date.now() - s.mtimeMs),
      () => 'unknown',
    );
    options.warn?.(
      `Could not download ${url} (${problem.message.replace(/\.$/, '')}); using the cached copy from ${age} ago.`,
    );
    return cached.text;
  }
  if (problem instanceof DocgenError) throw problem;
  throw new DocgenError(
    `Could not download the OpenAPI document ${url}: ${problem.message.replace(/\.$/, '')}.`,
    {
      hint:
        problem.hint ??
        'Check the URL and your network, or point the source at a local file ({ file: "openapi.yaml" }) or an npm package.',
    },
  );
}
