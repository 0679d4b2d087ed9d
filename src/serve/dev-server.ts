// `docgen serve`: builds, then serves the site on 127.0.0.1. With `watch`, the
// site is kept in memory, rebuilt from what changed, and open browsers reload
// over server-sent events; a failed build keeps the last good site and shows
// the error in an overlay and the terminal.
import { createServer, type Server, type ServerResponse } from 'node:http';
import { spawn } from 'node:child_process';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { watch, type FSWatcher } from 'chokidar';
import { createBuilder, type BuildOptions, type BuildResult } from '../build.js';
import { isDocgenError } from '../errors.js';
import {
  builtSiteBase,
  createStaticHandler,
  directorySource,
  memorySource,
} from '../http/static-handler.js';
import { type DevError, eventsPath, reloadScript, withCodeFrame } from './reload-client.js';
import { hostChecker } from './host-check.js';

interface ServerOptions
  extends Pick<BuildOptions, 'root' | 'configFile' | 'outDir' | 'emptyOutDir' | 'log'> {
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

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off('listening', onListening);
      reject(error);
    };
    const onListening = () => {
      server.off('error', onError);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
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

function describeError(error: unknown): DevError {
  if (isDocgenError(error))
    return { message: error.format(), file: error.location.file, line: error.location.line };
  return { message: error instanceof Error ? (error.stack ?? error.message) : String(error) };
}

/** How long the watcher is given after chokidar's 'ready' to attach every watch. */
const watcherSettleMs = 250;

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
  });
  let current: BuildResult = await builder.build();
  log('info', `Built ${current.pageCount} pages in ${current.durationMs} ms`);
  let lastError: DevError | undefined;
  const clients = new Set<ServerResponse>();

  const source = options.watch
    ? memorySource(
        () => current.files,
        () => current.copies,
      )
    : directorySource(path.resolve(root, options.outDir ?? 'build'));
  // The site is served under the base path it was built for (read again after each rebuild).
  let base = await builtSiteBase(source);
  const handler = createStaticHandler(source, {
    basePath: () => base,
    ...(options.watch
      ? {
          transformHtml: (html) =>
            html.replace(/<\/body>/, `${reloadScript(lastError, current.warnings)}</body>`),
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
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt >= 20) throw error;
      log('warn', `Port ${port} is in use, using ${port + 1}`);
      port += 1;
    }
  }
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}${base}`;
  log('info', `Serving ${url}${options.watch ? ' (watching for changes)' : ''}`);

  let watcher: FSWatcher | undefined;
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
    const watched = new Set([
      path.resolve(root, 'content'),
      path.resolve(root, options.configFile ?? 'site.config.ts'),
      path.resolve(root, 'templates'),
      path.resolve(root, 'client'),
      ...current.inputs.filter((f) => !f.includes(`${path.sep}node_modules${path.sep}`)),
    ]);
    watcher = watch([...watched], {
      ignoreInitial: true,
      ignored: (p) =>
        /(^|[\\/])(\.git|node_modules|\.docgen-[^\\/]*)([\\/]|$)/.test(p) ||
        /\.docgen-load-/.test(p),
    });
    let changed = new Set<string>();
    let firstChangeAt = 0;
    let timer: NodeJS.Timeout | undefined;
    const rebuild = async () => {
      const files = [...changed];
      const since = firstChangeAt;
      changed = new Set();
      firstChangeAt = 0;
      const mtimes = await Promise.all(
        files.map(async (f) => (await stat(f).catch(() => undefined))?.mtimeMs ?? -1),
      );
      try {
        current = await builder.build(files);
        base = await builtSiteBase(source);
        lastError = undefined;
        const relative = files.map((f) => path.relative(root, f));
        broadcast('reload', { changed: relative });
        const sinceChangeMs = Math.round(performance.now() - since);
        scheduleSearch(current.completeSearch);
        log('info', `Rebuilt in ${current.durationMs} ms (changed: ${relative.join(', ')})`);
        options.onReload?.({ changed: files, buildMs: current.durationMs, sinceChangeMs });
      } catch (error) {
        lastError = withCodeFrame(describeError(error), root);
        broadcast('error-report', lastError);
        log('error', `Build failed: ${lastError.message}`);
        options.onError?.(lastError);
      }
      // chokidar drops a second change of one file within 50 ms of the first; an
      // editor's save-then-format does exactly that. Look again once that window
      // has passed, and rebuild if a file moved on since this build read it.
      setTimeout(() => {
        files.forEach(async (f, i) => {
          const now = (await stat(f).catch(() => undefined))?.mtimeMs ?? -1;
          if (now !== mtimes[i] && !closed) onEvent(f);
        });
      }, 80).unref();
    };
    function onEvent(file: string): void {
      if (firstChangeAt === 0) firstChangeAt = performance.now();
      changed.add(path.resolve(file));
      // One rebuild for the burst of events a save makes.
      clearTimeout(timer);
      timer = setTimeout(() => {
        pending = pending.then(rebuild);
      }, 15);
    }
    watcher.on('add', onEvent).on('change', onEvent).on('unlink', onEvent);
    await new Promise<void>((resolve) => watcher!.once('ready', () => resolve()));
    // chokidar can say 'ready' a moment before every folder's watch is attached: a file
    // added in that moment went unseen (a flaky test showed it). Wait until it settles,
    // so that once startServer resolves every change is caught.
    await new Promise((resolve) => setTimeout(resolve, watcherSettleMs));
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
