// Serves a built site from a folder or from memory: clean routes, .html and
// /index.html redirects, the not-found page with status 404, ETags and cache
// headers. Nothing outside the site is ever served. Used by the dev server
// (src/serve) and the link checker (src/links), which serves build/ to check it;
// its own folder so the link checker does not import the dev server.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createReadStream } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { mimeTypes } from '../mime-types.js';
import { byteRange } from './byte-range.js';
import { cleanRedirect } from './clean-redirect.js';

/** A file served from disk as a stream, never read whole: a static file may be gigabytes. */
interface DiskFile {
  path: string;
  size: number;
  mtimeMs: number;
}

/** Where the site's files come from. Paths are relative, with forward slashes. */
export interface FileSource {
  read(relative: string): Promise<Uint8Array | string | undefined>;
  /** The file on disk, when the source has it there: streamed, with byte ranges. */
  file?(relative: string): Promise<DiskFile | undefined>;
}

/** `file` as a DiskFile when it is a regular file. */
async function diskFile(file: string): Promise<DiskFile | undefined> {
  try {
    const info = await stat(file);
    return info.isFile() ? { path: file, size: info.size, mtimeMs: info.mtimeMs } : undefined;
  } catch {
    return undefined;
  }
}

export function directorySource(dir: string): FileSource {
  const root = path.resolve(dir);
  /** The real path of `relative`, or undefined when it is missing or leads outside the folder. */
  const inside = async (relative: string): Promise<string | undefined> => {
    try {
      // A symlink may point outside the folder: resolve it and check again.
      const real = await realpath(path.join(root, relative));
      const realRoot = await realpath(root);
      return real === realRoot || real.startsWith(realRoot + path.sep) ? real : undefined;
    } catch {
      return undefined;
    }
  };
  return {
    async read(relative) {
      const real = await inside(relative);
      if (real === undefined || (await diskFile(real)) === undefined) return undefined;
      return readFile(real).catch(() => undefined);
    },
    async file(relative) {
      const real = await inside(relative);
      return real === undefined ? undefined : diskFile(real);
    },
  };
}

/**
 * A build kept in memory: its files, and the static files it copies from disk
 * (`copies`, output path → path on disk), which are streamed from where they are.
 */
export function memorySource(
  files: () => Map<string, string | Uint8Array>,
  copies: () => Map<string, string> | undefined = () => undefined,
): FileSource {
  return {
    async read(relative) {
      const inMemory = files().get(relative);
      if (inMemory !== undefined) return inMemory;
      const onDisk = copies()?.get(relative);
      return onDisk === undefined ? undefined : readFile(onDisk).catch(() => undefined);
    },
    async file(relative) {
      const onDisk = copies()?.get(relative);
      return onDisk === undefined ? undefined : diskFile(onDisk);
    },
  };
}

/**
 * The Content-Type for a file name, from mime-types (mime-db, the table Express and
 * most Node servers use): a site's static folder may hold any kind of file (fonts,
 * video, wasm, manifests), and a hand-kept table always missed some. Text types
 * carry `charset=utf-8`; an unknown extension is served as bytes.
 */
export function contentType(file: string): string {
  return mimeTypes().contentType(path.extname(file).toLowerCase()) || 'application/octet-stream';
}

/**
 * The safe relative path of a URL path, or undefined when it tries to leave the
 * site: `..` in any spelling, backslashes, NUL bytes, encoded slashes, or a drive.
 */
export function safeRelativePath(urlPath: string): string | undefined {
  if (/%2f|%5c|%00/i.test(urlPath)) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\') || /^\/*[a-z]:/i.test(decoded))
    return undefined;
  const segments = decoded.split('/');
  if (segments.some((s) => s === '..' || s === '.')) return undefined;
  return segments.filter(Boolean).join('/');
}

/**
 * The files a clean URL path may be served from, in order: `/` is index.html, `/a/` is
 * a/index.html, `/a` is the file a, then a/index.html and a.html as `htmlPages` says.
 * `first`: a.html before a/index.html, as the hosts of a `trailingSlash: false` site look
 * (nginx's `try_files $uri $uri.html $uri/index.html`, GitHub Pages, Netlify), so a page
 * `a.html` is what `/a` shows. `none`: no a.html, for other sites: their hosts need not
 * serve it at `/a`, and check-links must not pass a link they would answer with 404.
 * `last` (the default): after a/index.html, for a reader of any site's pages.
 */
export function candidateFiles(
  urlPath: string,
  relative: string,
  htmlPages: 'first' | 'last' | 'none' = 'last',
): string[] {
  if (relative === '') return ['index.html'];
  if (urlPath.endsWith('/')) return [`${relative}/index.html`];
  const html = `${relative}.html`;
  const index = `${relative}/index.html`;
  if (htmlPages === 'first') return [relative, html, index];
  return htmlPages === 'last' ? [relative, index, html] : [relative, index];
}

/**
 * A clean path as a `Location` header writes it: each segment percent-encoded where
 * encodeURI is not enough (`?` and `#` in a name would start the query or the anchor).
 */
function locationPath(path: string): string {
  return encodeURI(path).replace(/[?#]/g, (c) => encodeURIComponent(c));
}

interface HandlerOptions {
  /** Adds to HTML responses (the dev server's reload script). */
  transformHtml?: (html: string) => string;
  /**
   * The site's base path (`/docs/`; default `/`), read on each request so a rebuilt
   * site's new base applies: the site is served under it, `/` redirects to it, and
   * any other path outside it is not found.
   */
  basePath?: () => string;
  /** The site's `trailingSlash`, read on each request as the base is: where clean redirects lead. */
  trailingSlash?: () => boolean | undefined;
}

/** The site's files as URL paths under `base` name them (`docs/guide` → `guide`); nothing outside it. */
export function sourceUnderBase(source: FileSource, base: string): FileSource {
  const prefix = base.slice(1);
  if (prefix === '') return source;
  return {
    read: async (relative) =>
      relative.startsWith(prefix) ? source.read(relative.slice(prefix.length)) : undefined,
    file: async (relative) =>
      relative.startsWith(prefix) ? source.file?.(relative.slice(prefix.length)) : undefined,
  };
}

/** The island props of a built site's 404 page (every page carries them), or undefined. */
export async function builtSiteProps(
  source: FileSource,
  file = '404.html',
): Promise<Record<string, unknown> | undefined> {
  const page = await source.read(file);
  if (page === undefined) return undefined;
  const html = typeof page === 'string' ? page : Buffer.from(page).toString('utf8');
  const json = /<script type="application\/json" id="__docgen_props">([^<]*)<\/script>/.exec(html);
  try {
    const props: unknown = json ? JSON.parse(json[1]!) : undefined;
    return typeof props === 'object' && props !== null
      ? (props as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The base path a built site was made for, read from its 404 page's island props:
 * what `serve` and `check-links` serve the folder under.
 */
export async function builtSiteBase(source: FileSource): Promise<string> {
  const base = (await builtSiteProps(source))?.baseUrl;
  return typeof base === 'string' && base.startsWith('/') && base.endsWith('/') ? base : '/';
}

/** The `trailingSlash` a built site was made with (its 404 page's props; unset when absent). */
export async function builtSiteTrailingSlash(source: FileSource): Promise<boolean | undefined> {
  const setting = (await builtSiteProps(source))?.trailingSlash;
  return typeof setting === 'boolean' ? setting : undefined;
}

function etagOf(body: Uint8Array | string): string {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
}

/** Headers every file is served with. */
function fileHeaders(file: string, type: string, etag: string): Record<string, string> {
  return {
    'content-type': type,
    etag,
    'x-content-type-options': 'nosniff',
    // Hashed assets never change under their name; everything else is revalidated.
    'cache-control': file.startsWith('assets/')
      ? 'public, max-age=31536000, immutable'
      : 'no-cache',
  };
}

/**
 * Streams a file from disk, whole or the one byte range asked for (206, or 416
 * past its end), so serving a big static file costs a stream's buffer, not its
 * size. Its ETag is its size and time of change, known without reading it.
 */
async function sendDiskFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  disk: DiskFile,
): Promise<void> {
  const etag = `"${disk.size.toString(36)}-${Math.floor(disk.mtimeMs).toString(36)}"`;
  const headers: Record<string, string> = {
    ...fileHeaders(file, contentType(file), etag),
    'accept-ranges': 'bytes',
  };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const ifRange = req.headers['if-range'];
  const range =
    ifRange === undefined || ifRange === etag ? byteRange(req.headers.range, disk.size) : undefined;
  if (range === 'unsatisfiable') {
    res.writeHead(416, { ...headers, 'content-range': `bytes */${disk.size}` });
    res.end();
    return;
  }
  const { start, end } = range ?? { start: 0, end: disk.size - 1 };
  if (range) headers['content-range'] = `bytes ${start}-${end}/${disk.size}`;
  res.writeHead(range ? 206 : 200, { ...headers, 'content-length': String(end - start + 1) });
  if (req.method === 'HEAD' || end < start) {
    res.end();
    return;
  }
  // A client that goes away mid-file ends the stream; nothing else is left to answer.
  await pipeline(createReadStream(disk.path, { start, end }), res).catch(() => res.destroy());
}

export function createStaticHandler(source: FileSource, options: HandlerOptions = {}) {
  async function send(
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    file: string,
    body: Uint8Array | string,
  ): Promise<void> {
    const type = contentType(file);
    let payload: Uint8Array | string = body;
    if (type.startsWith('text/html') && options.transformHtml)
      payload = options.transformHtml(
        typeof body === 'string' ? body : Buffer.from(body).toString('utf8'),
      );
    const etag = etagOf(payload);
    const headers = fileHeaders(file, type, etag);
    if (status === 200 && req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    headers['content-length'] = String(Buffer.byteLength(payload));
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : payload);
  }

  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
        res.end('Method not allowed');
        return;
      }
      const requestUrl = req.url ?? '/';
      const base = options.basePath?.() ?? '/';
      let raw = requestUrl.split('?')[0]!;
      // The query as the request wrote it, carried over to a redirect's `Location`.
      const query = requestUrl.slice(raw.length);
      if (base !== '/') {
        if (raw === '/' || raw === base.slice(0, -1)) {
          res.writeHead(302, { location: base + query, 'cache-control': 'no-cache' });
          res.end();
          return;
        }
        if (!raw.startsWith(base)) {
          const notFound = await source.read('404.html');
          await send(req, res, 404, '404.html', notFound ?? 'Not found');
          return;
        }
        raw = raw.slice(base.length - 1);
      }
      const relative = safeRelativePath(raw);
      if (relative === undefined) {
        res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('Bad request');
        return;
      }
      // `/a/index.html` and `/a.html` are spelled `/a/` and `/a` on this site (`/a/` for both,
      // and `/a` too, with trailingSlash true).
      const clean = await cleanRedirect(source, relative, raw, options.trailingSlash?.());
      if (clean !== undefined) {
        res.writeHead(301, {
          location: locationPath(`${base}${clean}`) + query,
          'cache-control': 'no-cache',
        });
        res.end();
        return;
      }
      const htmlPages = options.trailingSlash?.() === false ? 'first' : 'none';
      for (const candidate of candidateFiles(raw, relative, htmlPages)) {
        // Pages are read whole (the dev server adds its reload script); any other file is streamed.
        const disk = candidate.endsWith('.html') ? undefined : await source.file?.(candidate);
        if (disk) {
          await sendDiskFile(req, res, candidate, disk);
          return;
        }
        const body = await source.read(candidate);
        if (body !== undefined) {
          await send(req, res, 200, candidate, body);
          return;
        }
      }
      const notFound = await source.read('404.html');
      await send(req, res, 404, '404.html', notFound ?? 'Not found');
    } catch (error) {
      res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`Internal error: ${(error as Error).message}`);
    }
  };
}
