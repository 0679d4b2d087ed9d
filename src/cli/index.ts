// The command line: the only place that reads argv, writes to the terminal and
// sets the exit code.
import { Command, InvalidArgumentError, Option } from 'commander';
import path from 'node:path';
import { statSync } from 'node:fs';
import { reportError } from './report-error.js';
import { builtLine } from './built-line.js';
import { shellPath } from './shell-quote.js';
import { groupingLog } from './warning-log.js';
import { print, write } from './terminal.js';
import { OutputLockedError } from '../output/output-lock.js';

const program = new Command();

function positiveInt(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0)
    throw new InvalidArgumentError('expected a positive whole number.');
  return n;
}

/** A TCP port: 1 to 65535 (Node's own check would fail only after the build). */
function portNumber(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 65535)
    throw new InvalidArgumentError('expected a port number from 1 to 65535.');
  return n;
}

const log = (level: 'info' | 'warn' | 'error', message: string) => {
  if (level === 'warn') print('err', `warn: ${message}`);
  else if (level === 'error') print('err', message);
  else print('out', message);
};

/**
 * Cache news for the terminal: always one line when .docgen-cache/ cannot be
 * written (a read-only checkout builds, uncached), and under --verbose each
 * damaged entry that was dropped.
 */
async function reportCacheNotes(root: string, verbose: boolean): Promise<void> {
  const { onDroppedEntry, onUnwritableCache } = await import('../cache/disk-cache.js');
  onUnwritableCache((dir, code) =>
    print(
      'out',
      `note: ${path.relative(root, dir) || dir}/ cannot be written (${code}); building without a cache`,
    ),
  );
  if (!verbose) return;
  onDroppedEntry((file, why) =>
    print(
      'out',
      `  note: dropped the cache entry ${path.relative(root, file)} (${why}); what it held is made afresh`,
    ),
  );
}

/** The options of `build` and `serve`: the site's config and its output folder. */
interface SiteOptions {
  config: string;
  out: string;
  emptyOutDir?: boolean;
}

/**
 * Where a site's files are: the project root is the config file's folder (content, static,
 * sidebars, OpenAPI files, .docgen-cache/ and the default build/ are read and written there),
 * so `--config packages/docs/site.config.ts` from a monorepo's root builds that site as
 * from its own folder; an `--out` given on the command line is from the current folder.
 */
function siteLocations(opts: SiteOptions, command: Command) {
  // A folder given as --config is the site's folder: its site.config.ts.
  const given = path.resolve(opts.config);
  const configFile = isFolder(given) ? path.join(given, 'site.config.ts') : given;
  const root = path.dirname(configFile);
  const outGiven = command.getOptionValueSource('out') === 'cli';
  return { root, configFile, outDir: path.resolve(outGiven ? '.' : root, opts.out) };
}

function isFolder(file: string): boolean {
  try {
    return statSync(file).isDirectory();
  } catch {
    return false;
  }
}

/**
 * A `--spec` file named on the command line, as `--out` is, from the current folder: written
 * from the project root, where the build reads sources (a URL is left as it is).
 */
function specFromHere(spec: string | undefined, root: string): string | undefined {
  if (spec === undefined || /^https?:\/\//.test(spec)) return spec;
  return path.relative(root, path.resolve(spec)) || '.';
}

function siteOptions(command: Command): Command {
  return command
    .option('-c, --config <file>', "site config file (or the site's folder)", 'site.config.ts')
    .option('-o, --out <dir>', 'output folder', 'build')
    .option(
      '--empty-out-dir',
      'replace an output folder that holds files docgen did not write (its .git is kept)',
    );
}

program
  .name('docgen')
  .description(
    'Builds a fast static documentation portal from markdown, a site config and OpenAPI documents.',
  )
  .version('0.1.0', '-v, --version', 'print the docgen version')
  .showHelpAfterError('(run with --help for usage)')
  // Commander exits by itself on usage errors; docgen sets exit codes in one place.
  .exitOverride()
  // A usage error repeats the argument given, which may hold control characters.
  .configureOutput({
    writeOut: (text) => write('out', text),
    writeErr: (text) => write('err', text),
  });

program
  .command('init')
  .description(
    'Start a new site: a config, a home page, a guide, a sidebar and a small OpenAPI document.',
  )
  .argument('[folder]', 'folder to create the site in (new or empty)', '.')
  .addHelpText('after', '\nExamples:\n  $ docgen init my-docs\n  $ docgen init')
  .action(async (folder: string) => {
    const { initSite } = await import('../init/init-site.js');
    const { toolRoot } = await import('../config/load-module.js');
    const result = initSite(folder, toolRoot());
    const relative = path.relative(process.cwd(), result.folder);
    const where = relative.startsWith('..') ? result.folder : relative;
    print('out', `Created a docgen site in ${where || '.'}:`);
    for (const file of result.files) print('out', `  ${file}`);
    for (const note of result.notes) print('out', `\n${note}`);
    print(
      'out',
      `\nNext:\n${where ? `  cd ${shellPath(where)}\n` : ''}  npm install\n  npm start          # serve it at http://localhost:3000/, rebuilt as you edit\n  npm run build      # write the site to build/`,
    );
  });

siteOptions(program.command('build'))
  .description('Build the site into the output folder (default build/).')
  .option(
    '--spec <url|file>',
    'build the API reference from this OpenAPI document instead of the configured sources',
  )
  .option('--verbose', 'print every warning in full, and the time of each build stage')
  .addHelpText(
    'after',
    '\nExamples:\n  $ docgen build\n  $ docgen build --out dist --verbose\n  $ docgen build --spec ./openapi.yaml',
  )
  .action(async (opts: SiteOptions & { spec?: string; verbose?: boolean }, command: Command) => {
    const { root, configFile, outDir } = siteLocations(opts, command);
    // The pipeline's modules run only for a build: `--help` and `--version` answer at once.
    const { build } = await import('../build.js');
    await reportCacheNotes(root, opts.verbose === true);
    // No SIGINT/SIGTERM listener: with one, Node no longer dies of the signal and runs the
    // listener only once the event loop is free, so a build busy computing could not be
    // stopped. What is held is printed once it has waited 5 seconds (holdAtMostMs), seen when
    // a stage starts or ends, a warning comes or the loop is free, which bounds what a
    // stopped build loses.
    const grouped = groupingLog(log);
    const result = await build({
      root,
      configFile,
      outDir,
      spec: specFromHere(opts.spec, root),
      emptyOutDir: opts.emptyOutDir,
      log: opts.verbose ? log : grouped.log,
      checkpoint: grouped.flushIfDue,
      removeOldOutputInBackground: true,
    })
      .catch((error: unknown) => {
        // The output is another running build's: this one's warnings would only bury the
        // line that matters (the lock is taken after the content stage has warned).
        if (error instanceof OutputLockedError) grouped.drop();
        throw error;
      })
      .finally(grouped.flush);
    if (opts.verbose) {
      for (const t of result.timings)
        print('out', `  ${t.stage.padEnd(10)} ${t.ms.toFixed(1).padStart(8)} ms`);
      const reused = result.pageCount - result.renderedPages;
      print(
        'out',
        `  ${result.renderedPages} of ${result.pageCount} pages rendered${reused > 0 ? `, ${reused} reused (from .docgen-cache/ or the previous output)` : ''}`,
      );
    }
    print('out', builtLine(result.pageCount, result.durationMs, result.warnings, opts.verbose));
  });

siteOptions(program.command('serve'))
  .description(
    'Build, then serve the site over HTTP; with --watch, rebuild and reload browsers on every change.',
  )
  .option(
    '-p, --port <port>',
    'port to listen on (the next free one is used if taken)',
    portNumber,
    3000,
  )
  .option('--host <host>', 'address to bind to', '127.0.0.1')
  .option('-w, --watch', 'rebuild on changes and live-reload open browsers')
  .option('--open', 'open the site in a browser')
  .action(
    async (
      opts: SiteOptions & {
        port: number;
        host: string;
        watch?: boolean;
        open?: boolean;
      },
      command: Command,
    ) => {
      const { hostProblem } = await import('../serve/host-probe.js');
      const problem = await hostProblem(opts.host);
      // Reported as commander reports a bad argument (exit 2), before anything is built.
      if (problem)
        command.error(
          `error: option '--host <host>' argument '${opts.host}' is invalid: ${problem}`,
        );
      const { root, configFile, outDir } = siteLocations(opts, command);
      await reportCacheNotes(root, false);
      const { startServer } = await import('../serve/dev-server.js');
      // Ctrl-C reaches this process twice when bin/docgen.js runs it from a checkout (from
      // the terminal, and forwarded by the wrapper): a signal while stopping must not kill
      // it. Set before the server starts: it prints its address before it is done starting.
      let server: Awaited<ReturnType<typeof startServer>> | undefined;
      let stopping = false;
      // Warnings are held until the build's (or rebuild's) next line, then printed grouped.
      const grouped = groupingLog(log);
      // Stopped while starting, nothing was written (a build writes beside the output
      // folder, and the next one clears that away): exit at once.
      const stop = () => {
        if (stopping) return;
        stopping = true;
        // A build still running when stopped has warnings held: print them.
        grouped.flush();
        void (server?.close() ?? Promise.resolve()).then(() => process.exit(0));
      };
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
      server = await startServer({
        root,
        configFile,
        outDir,
        emptyOutDir: opts.emptyOutDir,
        port: opts.port,
        host: opts.host,
        watch: opts.watch,
        open: opts.open,
        log: grouped.log,
        checkpoint: grouped.flushIfDue,
      });
    },
  );

program
  .command('check-links')
  .description(
    'Serve the built site locally and check every link, image, script and stylesheet with linkinator.',
  )
  .option('-d, --dir <dir>', 'built site folder', 'build')
  .option('--external', 'also check links to other sites (prints progress to stderr)')
  .option(
    '--budget <seconds>',
    'stop the whole check after this long, reporting what was not checked (default 120 with --external)',
    positiveInt,
  )
  .addOption(
    new Option('--format <format>', 'report format').choices(['text', 'json']).default('text'),
  )
  .action(
    async (opts: { dir: string; external?: boolean; budget?: number; format: 'text' | 'json' }) => {
      const { runCheckLinksCommand } = await import('../links/check-links.js');
      const { output, exitCode } = await runCheckLinksCommand({
        dir: path.resolve(opts.dir),
        external: Boolean(opts.external),
        format: opts.format,
        budgetMs: opts.budget === undefined ? undefined : opts.budget * 1000,
        progress: opts.external ? (line) => print('err', line) : undefined,
      });
      // Requests to other sites may still be in flight after a budget stop: do not wait for them.
      print('out', output.replace(/\n$/, ''), () => process.exit(exitCode));
    },
  );

program
  .command('search')
  .description(
    'Query the built search index from the terminal: pages with their matching sections, ranked as in the browser.',
  )
  .argument('<query...>', 'words to search for')
  .option('-d, --dir <dir>', 'built site folder', 'build')
  .option('--json', 'print JSON')
  .option(
    '-n, --limit <n>',
    "number of pages listed, each with its best sections (default: the site's search.maxSearchResults, as the browser lists)",
    positiveInt,
  )
  .action(async (query: string[], opts: { dir: string; json?: boolean; limit?: number }) => {
    const { runSearchCommand } = await import('../search/search-cli.js');
    const output = await runSearchCommand(query.join(' '), {
      dir: path.resolve(opts.dir),
      json: Boolean(opts.json),
      limit: opts.limit,
    });
    print('out', output.replace(/\n$/, ''));
  });

program.parseAsync(process.argv).catch((error: unknown) => {
  process.exitCode = reportError(error);
});
