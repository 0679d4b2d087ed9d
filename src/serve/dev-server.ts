// `docgen serve`: builds, then serves the site on 127.0.0.1. With `watch`, the
// site is kept in memory, rebuilt from what changed, and open browsers reload
// over server-sent events; a failed build keeps the last good site and shows
// the error in an overlay and the terminal. A watched site that fails its first
// build is served as that error on every route until a save fixes it.
import { createServer, type Server, type ServerResponse } from 'node:http';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { stat } from 'node:fs/promises';
import { isIP } from 'node:net';
import path from 'node:path';
import { createBuilder, type BuildOptions, type BuildResult } from '../build.js';
import { DocgenError, isDocgenError } from '../errors.js';
import {
  builtSiteBase,
  builtSiteTrailingSlash,
  createStaticHandler,
  directorySource,
  memorySource,
} from '../http/static-handler.js';
import {
  type DevError,
  errorPage,
  eventsPath,
  reloadScript,
  withCodeFrame,
} from './reload-client.js';
import { hostChecker } from './host-check.js';
import { InputWatcher, type InputEvent, watchFailure } from './input-watcher.js';
import { sameOutput } from './same-output.js';
import { cornerWarnings, type CornerWarnings } from './warning-corner.js';
import { warningCount } from '../shared/warning-groups.js';
import { counted } from '../shared/counted.js';
import { ChangeBatch, describeChanges } from './change-batch.js';

interface ServerOptions
  extends Pick<
    BuildOptions,
    'root' | 'configFile' | 'outDir' | 'emptyOutDir' | 'log' | 'checkpoint'
  > {
  port?: number;
  host?: string;
  watch?: boolean;
  open?: boolean;
  /** Called after each rebuild's reload event went out (for tests and the benchmark). */
  onReload?: (info: { changed: string[]; buildMs: number; sinceChangeMs: number }) => void;
  /** Called when a rebuild failed. */
  onError?: (error: DevError) => void;
  /** How long after a rebuild's reload event its search index is built, ms (default 300). */
  searchDelayMs?: number;
}

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
  /** Resolves when no rebuild is pending (for tests). */
  idle(): Promise<void>;
}

/** The port `server` listens on; rejects with the listen's error (`once` rejects on 'error'). */
async function listen(server: Server, port: number, host: string): Promise<number> {
  server.listen(port, host);
  await once(server, 'listening');
  const address = server.address();
  return typeof address === 'object' && address ? address.port : port;
}

/**
 * True when `host` is the unspecified address in any spelling the URL parser reads as it
 * (0.0.0.0, 0, ::, :: written longer, ::ffff:0.0.0.0): every interface.
 */
function isUnspecified(host: string): boolean {
  try {
    const { hostname } = new URL(`http://${isIP(host) === 6 ? `[${host}]` : host}/`);
    return ['0.0.0.0', '[::]', '[::ffff:0:0]'].includes(hostname);
  } catch {
    return false;
  }
}

function openBrowser(url: string): void {
  const command =
    process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'cmd' : 'xdg-open';
  const args = process.platform === 'win32' ? ['/c', 'start', '', url] : [url];
  try {
    spawn(command, args, { stdio: 'ignore', detached: true })
      .on('error', () => {})
      .unref();
  } catch {
    // No browser to open: the URL is printed anyway.
  }
}

/** A file's modification time and size, to tell whether it moved on; '' when it is gone. */
const stampOf = async (file: string) => {
  const s = await stat(file).catch(() => undefined);
  return s ? `${s.mtimeMs}:${s.size}` : '';
};

function describeError(error: unknown): DevError {
  if (isDocgenError(error))
    return { message: error.format(), file: error.location.file, line: error.location.line };
  return { message: error instanceof Error ? (error.stack ?? error.message) : String(error) };
}

/** The build's warnings counted for its terminal line (`2 warnings`), or nothing. */
function warningsNote(result: BuildResult, before: string, after: string): string {
  const n = warningCount(result.warnings);
  return n === 0 ? '' : `${before}${counted(n, 'warning')}${after}`;
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const log = options.log ?? (() => {});
  const root = path.resolve(options.root);
  const host = options.host ?? '127.0.0.1';
  const builder = createBuilder({
    root,
    configFile: options.configFile,
    outDir: options.outDir,
    emptyOutDir: options.emptyOutDir,
    write: !options.watch,
    deferSearch: options.watch,
    log,
    checkpoint: options.checkpoint,
  });
  /** The last good build; none while a watched site has not built yet. */
  let current: BuildResult | undefined;
  let lastError: DevError | undefined;
  try {
    current = await builder.build();
    log(
      'info',
      `Built ${current.pageCount} pages in ${current.durationMs} ms${warningsNote(current, ' (', ')')}`,
    );
  } catch (error) {
    // Without --watch there is nothing to serve. With it, every route shows the error
    // until a save fixes it, as a failed rebuild would.
    if (!options.watch) throw error;
    lastError = withCodeFrame(describeError(error), root);
    log('error', `Build failed: ${lastError.message}`);
  }
  const clients = new Set<ServerResponse>();

  const source = options.watch
    ? memorySource(
        () => current?.files ?? new Map(),
        () => current?.copies,
      )
    : directorySource(path.resolve(root, options.outDir ?? 'build'));
  // The site is served under the base path it was built for (read again after each rebuild).
  let base = await builtSiteBase(source);
  // And redirected to the page URLs its `trailingSlash` writes.
  let trailingSlash = await builtSiteTrailingSlash(source);
  /** The corner's warnings, grouped once per build (a page is served many times). */
  let corner: { of?: BuildResult; base?: string; shown?: CornerWarnings } = {};
  const warningsShown = () => {
    if (!current?.warnings.length) return undefined;
    if (corner.of !== current || corner.base !== base)
      corner = { of: current, base, shown: cornerWarnings(current.warnings, current.pages, base) };
    return corner.shown;
  };
  const handler = createStaticHandler(source, {
    basePath: () => base,
    trailingSlash: () => trailingSlash,
    ...(options.watch
      ? {
          transformHtml: (html) =>
            html.replace(/<\/body>/, `${reloadScript(lastError, warningsShown())}</body>`),
        }
      : {}),
  });

  const broadcast = (event: string, data: unknown) => {
    const frame = `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
    for (const client of clients) client.write(frame);
  };

  const hostAllowed = hostChecker(host);
  const server = createServer((req, res) => {
    if (hostAllowed && !hostAllowed(req.headers.host)) {
      res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(
        'This server answers only for localhost. To serve it under other host names, start it with --host <address>.',
      );
      return;
    }
    if (options.watch && req.url === eventsPath) {
      res.writeHead(200, {
        'content-type': 'text/event-stream',
        'cache-control': 'no-cache',
        connection: 'keep-alive',
      });
      res.write(': connected\n\n');
      clients.add(res);
      req.on('close', () => clients.delete(res));
      return;
    }
    if (!current && lastError) {
      res.writeHead(500, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
      });
      res.end(errorPage(lastError));
      return;
    }
    void handler(req, res);
  });
  server.keepAliveTimeout = 5000;
  server.maxConnections = 10000;

  let port = options.port ?? 3000;
  for (let attempt = 0; ; attempt++) {
    try {
      port = await listen(server, port, host);
      break;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EADDRINUSE' && attempt < 20) {
        log('warn', `Port ${port} is in use, using ${port + 1}`);
        port += 1;
        continue;
      }
      // The user's to fix (a port below 1024 without privileges, an address this machine lacks).
      throw new DocgenError(`Cannot listen on ${host} port ${port} (${code ?? String(error)}).`, {
        hint: 'Pass another --port (such as 3000), or an address of this machine with --host (127.0.0.1, or 0.0.0.0 for every network interface).',
        cause: error,
      });
    }
  }
  // 0.0.0.0 and :: are no address a browser opens: they mean every interface, this
  // machine's loopback included, so the URL printed (and opened) is localhost's.
  const everywhere = isUnspecified(host);
  const shownHost = everywhere ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  const url = `http://${shownHost}:${port}${base}`;
  log(
    'info',
    `Serving ${url}${everywhere ? ` (listening on all interfaces, ${host})` : ''}${options.watch ? ' (watching for changes)' : ''}`,
  );

  let watcher: InputWatcher | undefined;
  let closed = false;
  let pending = Promise.resolve();
  let searchTimer: NodeJS.Timeout | undefined;
  /**
   * The search index of a rebuild is built once the reloaded browsers have fetched
   * their page: readers open search later, if at all, and the page must not wait
   * behind it. It joins the queue of rebuilds so the two never interleave.
   */
  const scheduleSearch = (complete: (() => Promise<void>) | undefined) => {
    clearTimeout(searchTimer);
    if (!complete) return;
    searchTimer = setTimeout(() => {
      pending = pending
        .then(complete)
        .catch((error: unknown) =>
          log('error', `Search index failed: ${describeError(error).message}`),
        );
    }, options.searchDelayMs ?? 300);
    searchTimer.unref();
  };
  const keepAlive = setInterval(() => {
    for (const client of clients) client.write(': keep-alive\n\n');
  }, 15000);
  keepAlive.unref();

  if (options.watch) {
    /** What to watch: what the last build read, and docgen's own templates/ and client/ in its checkout. */
    const watchList = () => {
      const read = builder.inputs();
      const own = ['templates', 'client'].map((f) => path.resolve(root, f));
      return { files: read.files, folders: [...read.folders, ...own] };
    };
    const changed = new ChangeBatch();
    let firstChangeAt = 0;
    let timer: NodeJS.Timeout | undefined;
    const rebuild = async () => {
      const since = firstChangeAt;
      const files = changed.take();
      firstChangeAt = 0;
      // A batch of temporary files only, or a save that came in as the server closed.
      if (files.length === 0 || closed) return;
      const stamps = await Promise.all(files.map(stampOf));
      const previous = current;
      const wasFailing = lastError !== undefined;
      const relative = files.map((f) => path.relative(root, f));
      const changedLine = describeChanges(relative);
      try {
        // Until a build succeeded there is nothing to reuse: build it all.
        current = await builder.build(previous ? files : undefined);
        base = await builtSiteBase(source);
        trailingSlash = await builtSiteTrailingSlash(source);
        lastError = undefined;
        // Inputs the build read for the first time are watched before anyone is told.
        await watcher?.follow(watchList());
        scheduleSearch(current.completeSearch);
        if (previous && !wasFailing && sameOutput(previous, current, files)) {
          log(
            'info',
            `Rebuilt in ${current.durationMs} ms; no page changed (changed: ${changedLine}${warningsNote(current, '; ', '')})`,
          );
        } else {
          // Browsers only reload: they are told no more than the terminal.
          broadcast('reload', { changed: changedLine });
          const sinceChangeMs = Math.round(performance.now() - since);
          log(
            'info',
            `Rebuilt in ${current.durationMs} ms (changed: ${changedLine}${warningsNote(current, '; ', '')})`,
          );
          options.onReload?.({ changed: files, buildMs: current.durationMs, sinceChangeMs });
        }
      } catch (error) {
        lastError = withCodeFrame(describeError(error), root);
        await watcher?.follow(watchList());
        broadcast('error-report', lastError);
        log('error', `Build failed: ${lastError.message}`);
        options.onError?.(lastError);
      }
      // chokidar drops a second change of one file within 50 ms of the first; an
      // editor's save-then-format does exactly that. Look again once that window
      // has passed, and rebuild if a file moved on since this build read it (its size
      // too: two writes within one tick of the file system's clock share a time).
      setTimeout(() => {
        files.forEach(async (f, i) => {
          if ((await stampOf(f)) !== stamps[i] && !closed) onEvent(f, 'change', true);
        });
      }, 80).unref();
    };
    function onEvent(file: string, event: InputEvent, known: boolean): void {
      // A file beside an input that no build read: while the site fails to build, it may
      // be what the build missed (a module the config imports, created after the import).
      if (!known && lastError === undefined) return;
      if (firstChangeAt === 0) firstChangeAt = performance.now();
      changed.add(file, event);
      // One rebuild for the burst of events a save makes.
      clearTimeout(timer);
      timer = setTimeout(() => {
        pending = pending.then(rebuild);
      }, 15);
    }
    watcher = new InputWatcher(onEvent, (folder, error) =>
      log('warn', watchFailure(path.relative(root, folder) || '.', error)),
    );
    await watcher.follow(watchList());
  }

  if (options.open) openBrowser(url);

  return {
    url,
    port,
    idle: () => pending,
    async close() {
      closed = true;
      clearTimeout(searchTimer);
      clearInterval(keepAlive);
      await watcher?.close();
      for (const client of clients) client.end();
      clients.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
