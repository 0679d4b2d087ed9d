// Reads content/**/*.md, parses front matter and renders markdown into Docs.
// Two passes: routes first (so links to .md files can be rewritten), then bodies.
import { readFile } from 'node:fs/promises';
import { walkFolder } from './folder-walk.js';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { markdownCopy } from './markdown-copy.js';
import type { AdmonitionLabels } from './plugins/admonition-header.js';
import { DocgenError } from '../errors.js';
import type { Doc, LocalFile, Redirect, RenderWarning, UnsupportedSyntax } from '../types.js';
import { localFileResolver, unchanged } from './local-files.js';
import { decodeSourceText } from './source-text.js';
import { parseFrontMatter, type FrontMatter } from './front-matter.js';
import { numberPrefix, withoutNumberPrefixes } from './number-prefix.js';
import { createMarkdown, renderMarkdown } from './markdown.js';
import { resetTabIds } from './code-block.js';
import { mathAssets } from './math.js';
import { mermaidAssets, mermaidScriptPlaceholder } from './mermaid.js';
import {
  expandIncludes,
  type IncludeSource,
  includerOf,
  isPartial,
  type LineOrigin,
} from './includes.js';
import type { Written } from './markdown-env.js';
import { escapeHtml } from '../shared/html-escape.js';
import { cutDescription } from '../shared/description-cut.js';
import { fromRoute, isPageRelative } from '../shared/route-relative.js';
import {
  routeForFile,
  docIdForFile,
  idProblem,
  isIndexFile,
  outputFileForRoute,
  routeProblem,
} from './routes.js';
import { overlongName } from '../shared/output-path.js';
import { escapeRegExp } from '../shared/regexp-escape.js';
import { directionOf } from './page-language.js';

interface SourceFile {
  /** Path relative to the project root, forward slashes. */
  file: string;
  /** Path relative to the content folder, without extension. */
  relative: string;
  text: string;
  /** Set when the file was not valid UTF-8 (see decodeSourceText). */
  warning?: string;
}

export interface ContentResult {
  docs: Doc[];
  /** Drafts are not built, but navbar items pointing at them must be hidden, not fail. */
  draftIds: Set<string>;
  /** The routes drafts would have, so that a link to one is told it is a draft. */
  draftRoutes: Set<string>;
  /** The routes their file names gave pages that front matter `id` moved, to the new routes. */
  redirects: Redirect[];
  files: string[];
  /** Problems that do not stop the build: files that were not valid UTF-8. */
  warnings: string[];
}

/** The content folder's pages, and the symbolic links in it (absolute paths), which were skipped. */
export async function readContentFiles(
  root: string,
  contentDir: string,
  staticDir: string,
): Promise<{ sources: SourceFile[]; links: string[] }> {
  const dir = path.resolve(root, contentDir);
  if (!existsSync(dir)) {
    throw new DocgenError(`The content folder ${contentDir}/ does not exist (looked for ${dir}).`, {
      hint: 'Create it with your markdown pages, or set docs.contentDir in site.config.ts.',
    });
  }
  const { files, links } = await walkFolder(dir, path.resolve(root, staticDir));
  const sources = await Promise.all(
    files
      .filter((file) => /\.mdx?$/.test(file))
      .sort()
      .map(async (abs) => {
        const file = path.relative(root, abs).split(path.sep).join('/');
        const { text, warning } = decodeSourceText(await readFile(abs), file);
        return {
          file,
          // In NFC, so the route of a file a macOS file system named in NFD is its typed spelling.
          relative: path
            .relative(dir, abs)
            .split(path.sep)
            .join('/')
            .replace(/\.mdx?$/, '')
            .normalize('NFC'),
          text,
          warning,
        };
      }),
  );
  return { sources, links };
}

interface Parsed {
  source: SourceFile;
  fm: FrontMatter;
  body: string;
  lineOffset: number;
  /** Line of a front matter key, for messages about the route (found only when a message needs it). */
  lineOf: (
    key: 'slug' | 'id' | 'image' | 'pagination_prev' | 'pagination_next',
  ) => number | undefined;
  id: string;
  route: string;
  /** The route its file name gives (without slug or id). */
  fileRoute: string;
  /** The front matter key that set the route, when one did. */
  routedBy: 'slug' | 'id' | undefined;
  /** VitePress's `hero.name`, which docgen does not read: named when the page has no title. */
  heroName?: string;
}

const md = createMarkdown();
// Rendered docs by content hash and route table, so a watch rebuild re-renders only what changed.
// Each call keeps only the entries it used: an edited page's old versions are dropped, so
// hours of watch rebuilds hold one rendered copy of each current page, not one per save.
let renderCache = new Map<string, Doc>();
/** Docs the last loadContent rendered afresh (not found in renderCache). */
let renderedAfresh = 0;

/**
 * The rendered docs loadContent keeps, by content hash and route table: what
 * content-cache.ts stores between builds, and how many of them the last call
 * rendered afresh.
 */
export function renderedDocs(): { entries: [string, Doc][]; fresh: number } {
  return { entries: [...renderCache], fresh: renderedAfresh };
}

/** Seeds the rendered docs with a cache's (a new process's first build): each is used only if its key comes up. */
export function seedRenderedDocs(entries: Iterable<[string, Doc]>): void {
  if (renderCache.size > 0) return;
  renderCache = new Map(entries);
}

/** What the site config says about content. */
interface ContentOptions {
  /** MDX that docgen does not run: left out with a warning, or the build fails. */
  onUnsupportedSyntax?: 'warn' | 'throw';
  /** The project root and content folder: files beside a page are copied from there (off without). */
  files?: { root: string; contentDir: string };
  /** Symbolic links (relative to the project root) the content folder's walk skipped. */
  skippedLinks?: readonly string[];
  /** The site's titles of admonitions written without one; the English ones when not given. */
  admonitionLabels?: AdmonitionLabels;
}

/** Where line `line` (1-based, of the page's file) of a page with these origins was written. */
function writtenAt(
  file: string,
  lineOffset: number,
  origins: LineOrigin[] | undefined,
  line: number | undefined,
): Written {
  const origin = line === undefined ? undefined : origins?.[line - lineOffset - 1];
  return origin ?? { file, line };
}

const includedNote = (where: Written) =>
  where.includedFrom ? ` (Included from ${where.includedFrom}.)` : '';
const located = (at: Written) => (at.line === undefined ? at.file : `${at.file}:${at.line}`);

/** The warning (or, under 'throw', the error) for MDX a page holds. */
function unsupportedProblem(
  at: Written,
  found: UnsupportedSyntax,
  policy: 'warn' | 'throw',
): string {
  const outcome = found.shownAsText
    ? 'the page shows the text it stands for'
    : 'it was left out of the page';
  if (policy === 'throw') {
    throw new DocgenError(`${found.what} is MDX, which docgen does not run.${includedNote(at)}`, {
      file: at.file,
      line: at.line,
      hint: `Instead, ${found.instead}. (markdown.onUnsupportedSyntax: 'warn' builds the page without it.)`,
    });
  }
  return `${located(at)}: ${found.what} is MDX, which docgen does not run; ${outcome}. Instead, ${found.instead}.${includedNote(at)}`;
}

const renderProblem = (at: Written, w: RenderWarning) =>
  `${located(at)}: ${w.message}${includedNote(at)}`;

/**
 * The page's social card: front matter `image` as written (a URL, or a path of the
 * site), or, written as `./img/card.png`, the copy of that file beside the page, as
 * an image in its body would be.
 */
function socialImage(
  p: Parsed,
  resolveAsset: ((target: string, fromFile: string) => string | undefined) | undefined,
): { url?: string; warnings: RenderWarning[] } {
  const written = p.fm.image;
  if (written === undefined || !/^\.\.?\//.test(written) || !resolveAsset)
    return { url: written, warnings: [] };
  const url = resolveAsset(written, p.source.file);
  if (url) return { url, warnings: [] };
  const file = path.posix.normalize(path.posix.join(path.posix.dirname(p.source.file), written));
  return {
    warnings: [
      {
        line: p.lineOf('image'),
        message: `the front matter image ${written} names no file (looked for ${file}); the page has no og:image. Write the path of an image relative to this page, or a path of the site such as /img/card.png.`,
      },
    ],
  };
}

/**
 * The file with its lines ended by `\n`: one saved with Windows (CRLF) or old Mac (CR) line
 * endings reads as any other, where rules read it line by line (an include line, a fence, `:::`).
 */
function withLfLines(source: SourceFile): SourceFile {
  return source.text.includes('\r')
    ? { ...source, text: source.text.replace(/\r\n?/g, '\n') }
    : source;
}

export function loadContent(
  files: SourceFile[],
  routeBasePath: string,
  options: ContentOptions = {},
): ContentResult {
  const sources = files.map(withLfLines);
  const policy = options.onUnsupportedSyntax ?? 'warn';
  const warnings = sources.flatMap((s) => s.warning ?? []);
  const mdxFiles = sources.filter((s) => s.file.endsWith('.mdx')).map((s) => s.file);
  // Under 'throw' an `.mdx` file fails the build at once.
  if (policy === 'throw' && mdxFiles[0] !== undefined) {
    unsupportedProblem(
      { file: mdxFiles[0], line: 1 },
      { line: 1, what: 'a `.mdx` file', instead: 'rename it to `.md`' },
      policy,
    );
  }
  /** Files with MDX reported at its lines: what to do is said there. */
  const reportedFiles = new Set<string>();
  const baseProblem = routeProblem(routeBasePath);
  if (baseProblem) {
    throw new DocgenError(
      `docs.routeBasePath ${JSON.stringify(routeBasePath)} in the site config cannot hold pages: ${baseProblem}.`,
      {
        hint: 'Set docs.routeBasePath to a path inside the site, such as `/` or `/docs`.',
      },
    );
  }
  // Partials (a `_` file or folder) are not pages: pages include them.
  const partials = new Map<string, IncludeSource>();
  for (const source of sources) {
    if (isPartial(source.relative))
      partials.set(source.file, parseFrontMatter(source.text, source.file));
  }
  const includable = new Map(partials);
  const usedPartials = new Set<string>();
  const parsed: Parsed[] = sources
    .filter((s) => !isPartial(s.relative))
    .map((source) => {
      const parsedFm = parseFrontMatter(source.text, source.file);
      const { data: fm, body, lineOffset, lineOf } = parsedFm;
      if (!fm.draft) warnings.push(...parsedFm.warnings);
      // Docusaurus's number prefixes (`01-intro`) name no route or id: they place the page.
      const logical = withoutNumberPrefixes(source.relative);
      const badId = fm.id === undefined ? undefined : idProblem(fm.id, isIndexFile(logical));
      if (badId) {
        throw new DocgenError(
          `${source.file} cannot be a page: its front matter id ${JSON.stringify(fm.id)} ${badId.why}.`,
          { file: source.file, line: lineOf('id'), hint: badId.hint },
        );
      }
      const route = routeForFile(logical, fm.slug, routeBasePath, fm.id);
      /** The route its file name gives: where a page that `id` moves used to be. */
      const fileRoute = routeForFile(logical, undefined, routeBasePath);
      // The front matter key that gave the route, for messages about it.
      const routedBy = fm.slug !== undefined ? 'slug' : route !== fileRoute ? 'id' : undefined;
      const problem = routeProblem(route);
      if (problem) {
        const from = routedBy ? `its ${routedBy} ${JSON.stringify(fm[routedBy])}` : 'its file name';
        throw new DocgenError(
          `${source.file} cannot be a page: ${from} gives the route ${JSON.stringify(route)}, and ${problem}.`,
          {
            file: source.file,
            line: routedBy ? lineOf(routedBy) : undefined,
            hint: overlongName(outputFileForRoute(route))
              ? `Shorten ${routedBy ? `the ${routedBy}` : 'the file name'}: each folder or file name of a route is at most 255 bytes (85 CJK letters).`
              : routedBy === 'slug'
                ? 'Write the slug as a path inside the site, such as `/guides/setup`.'
                : routedBy === 'id'
                  ? 'Write the id as a plain name, such as `setup`, or set `slug`.'
                  : 'Rename the file.',
          },
        );
      }
      return {
        source,
        fm,
        body,
        lineOffset,
        lineOf,
        id: docIdForFile(logical, fm.id),
        route,
        fileRoute,
        routedBy,
        heroName: parsedFm.heroName,
      };
    });

  const draftIds = new Set(parsed.filter((p) => p.fm.draft).map((p) => p.id));
  const draftRoutes = new Set(parsed.filter((p) => p.fm.draft).map((p) => p.route));
  const live = parsed.filter((p) => !p.fm.draft);
  // By output file: `/x` and `/x/` (or foo.md and foo/index.md) are both x/index.html.
  const byFile = new Map<string, Parsed>();
  const byId = new Map<string, Parsed>();
  for (const p of live) {
    const file = outputFileForRoute(p.route);
    const other = byFile.get(file);
    if (other) {
      const claim =
        other.route === p.route
          ? `claim the route ${p.route}`
          : `are both written to ${file} (routes ${other.route} and ${p.route})`;
      const idNote = [other, p]
        .filter((d) => d.routedBy === 'id')
        .map((d) => ` (${d.source.file} has \`id: ${d.fm.id}\`, which names its route)`)
        .join('');
      // At the slug or id that took the route, when one of the two was moved by one.
      const moved = p.routedBy || !other.routedBy ? p : other;
      throw new DocgenError(
        `Two documents ${claim}: ${other.source.file} and ${p.source.file}.${idNote}`,
        {
          file: moved.source.file,
          line: moved.routedBy ? moved.lineOf(moved.routedBy) : undefined,
          hint: 'Change the slug, id or file name of one of them.',
        },
      );
    }
    byFile.set(file, p);
    const sameId = byId.get(p.id);
    if (sameId) {
      throw new DocgenError(
        `Two documents have the id "${p.id}": ${sameId.source.file} and ${p.source.file}.`,
        {
          file: p.source.file,
          hint: 'Give one of them another `id` in its front matter.',
        },
      );
    }
    byId.set(p.id, p);
  }
  // A page that `id` moved keeps its file-name route as a redirect, for bookmarks and
  // other sites' links, as API pages keep their old slugs; a page there now wins.
  const redirects: Redirect[] = live
    .filter((p) => p.routedBy === 'id' && !byFile.has(outputFileForRoute(p.fileRoute)))
    .map((p) => ({ from: p.fileRoute, to: p.route }));
  // By NFC file name: a link written in either form names the file in either form.
  const routeByFile = new Map(parsed.map((p) => [p.source.file.normalize('NFC'), p.route]));
  const tableKey = createHash('sha1')
    .update([...routeByFile].join('\n'))
    .digest('hex');
  const resolveLink = (target: string, fromFile: string): string | undefined => {
    const resolved = path.posix
      .normalize(path.posix.join(path.posix.dirname(fromFile), target))
      .normalize('NFC');
    return routeByFile.get(resolved) ?? routeByFile.get(resolved.replace(/\.md$/, '.mdx'));
  };

  // The route each included file's place gives: a partial's relative links to routes are read
  // from it, as its `.md` links are read from its file, so they name one page wherever it is included.
  const routeOfFile = new Map<string, string>([
    ...sources
      .filter((s) => isPartial(s.relative))
      .map(
        (s) =>
          [
            s.file,
            routeForFile(withoutNumberPrefixes(s.relative), undefined, routeBasePath),
          ] as const,
      ),
    ...parsed.map((p) => [p.source.file, p.route] as const),
  ]);
  const routeOf = (file: string) => routeOfFile.get(file);

  const previous = renderCache;
  const current = new Map<string, Doc>();
  renderedAfresh = 0;
  for (const p of parsed) includable.set(p.source.file, { body: p.body, lineOffset: p.lineOffset });
  const docs = live.map((p): Doc => {
    const {
      body,
      origins,
      warnings: includeWarnings,
    } = expandIncludes(
      p.body,
      { file: p.source.file, lineOffset: p.lineOffset },
      includable,
      usedPartials,
      { skippedLinks: options.skippedLinks, contentDir: options.files?.contentDir },
    );
    for (const w of includeWarnings) warnings.push(renderProblem(w.at, w));
    const written = (line: number | undefined) =>
      writtenAt(p.source.file, p.lineOffset, origins, line);
    // A partial's relative links and images resolve from its own file.
    const fileAt = (bodyLine: number) => origins?.[bodyLine]?.file ?? p.source.file;
    const key = createHash('sha1')
      .update(tableKey)
      .update(p.source.file)
      .update(p.source.text)
      .update(body === p.body ? '' : body)
      // Where a partial's lines sit in its file (its front matter may grow): its links record them.
      .update(
        origins ? origins.map((o) => (o.includedFrom ? `${o.file}:${o.line}` : '')).join() : '',
      )
      // A page that may have math links KaTeX's stylesheet by its hash.
      .update(p.source.text.includes('$') ? mathAssets().main : '')
      .update(body.includes('mermaid') ? mermaidAssets().main : '')
      .update(options.admonitionLabels ? JSON.stringify(options.admonitionLabels) : '')
      .digest('hex');
    const cached = previous.get(key);
    if (
      cached &&
      (!cached.localFiles || !options.files || unchanged(options.files.root, cached.localFiles))
    ) {
      current.set(key, cached);
      for (const u of cached.unsupportedSyntax ?? []) {
        reportedFiles.add(written(u.line).file);
        warnings.push(unsupportedProblem(written(u.line), u, policy));
      }
      for (const w of cached.renderWarnings ?? []) warnings.push(renderProblem(written(w.line), w));
      return cached;
    }
    resetTabIds();
    renderedAfresh++;
    const localFiles: LocalFile[] = [];
    const resolveAsset = options.files
      ? localFileResolver(options.files.root, options.files.contentDir, localFiles)
      : undefined;
    const rendered = renderMarkdown(md, body, {
      file: p.source.file,
      lineOffset: p.lineOffset,
      resolveLink,
      resolveAsset,
      written: origins && written,
      route: p.route,
      routeOf,
      title: p.fm.title,
      titleAbove: p.fm.title !== undefined && !p.fm.hide_title,
      hideTitle: p.fm.hide_title,
      admonitionLabels: options.admonitionLabels,
    });
    // A link in the copy to a file beside the page, or (on a partial's line) to a route: the
    // page's HTML reads a partial's relative route links from the partial's own route
    // (plugins/links.ts) and writes them absolute, and so does the copy, which sits by the page.
    const copyTarget = (target: string, at: number): string | undefined => {
      const file = fileAt(at);
      const asset = resolveAsset?.(target, file);
      const route = file === p.source.file ? undefined : routeOf(file);
      return asset ?? (route && isPageRelative(target) ? fromRoute(target, route) : undefined);
    };
    const image = socialImage(p, resolveAsset);
    const renderWarnings = [...rendered.warnings, ...image.warnings];
    const leading = rendered.leadingH1 ? rendered.h1 : undefined;
    const title = p.fm.title ?? rendered.h1;
    if (!title) {
      const includer = includerOf(
        p.source.file,
        parsed.map((q) => ({ file: q.source.file, body: q.body, lineOffset: q.lineOffset })),
      );
      throw new DocgenError(`${p.source.file} has no title.`, {
        file: p.source.file,
        line: 1,
        hint: includer
          ? `It is included by ${includer}: a file written to be included is a partial, not a page. Move it to a file or folder whose name starts with \`_\` (\`_${path.posix.basename(p.source.file)}\`) and change the include line.`
          : p.heroName !== undefined
            ? `VitePress's \`hero.name\` is not read as the title: add \`title: ${p.heroName}\` to its front matter, or start the body with a \`# Heading\`.`
            : 'Add `title:` to its front matter, or start the body with a `# Heading`.',
      });
    }
    // A body h1 duplicates the page title the layout renders, which takes its id and
    // aliases. Under hide_title the layout shows no title: the body keeps its h1, as a
    // markdown title stays in Docusaurus.
    const titleFromBody =
      !p.fm.hide_title &&
      Boolean((p.fm.title === undefined && rendered.h1) || leading !== undefined);
    const article = titleFromBody ? withoutH1(rendered.html, rendered.h1Ids?.[0]) : rendered.html;
    // In the article, not the head: a page swapped in by client-side navigation loads it too.
    const withMath = rendered.usesMath
      ? `<link rel="stylesheet" href="${escapeHtml(`/${mathAssets().main}`)}">\n${article}`
      : article;
    const usesMermaid = withMath.includes(mermaidScriptPlaceholder);
    const html = usesMermaid
      ? withMath.split(mermaidScriptPlaceholder).join(escapeHtml(`/${mermaidAssets().main}`))
      : withMath;
    const pageAssets = [
      ...(rendered.usesMath ? (['math'] as const) : []),
      ...(usesMermaid ? (['mermaid'] as const) : []),
    ];
    const doc: Doc = {
      id: p.id,
      kind: 'doc',
      route: p.route,
      sourcePath: p.source.file,
      ...(p.routedBy
        ? {
            routedBy: {
              key: p.routedBy,
              value: String(p.fm[p.routedBy]),
              line: p.lineOf(p.routedBy),
            },
          }
        : {}),
      title,
      ...(leading !== undefined && leading !== title ? { heading: leading } : {}),
      ...(titleFromBody && rendered.h1Ids ? { titleIds: rendered.h1Ids } : {}),
      sidebarLabel: p.fm.sidebar_label ?? title,
      sidebarPosition:
        p.fm.sidebar_position ?? numberPrefix(p.source.relative.split('/').pop()!).position,
      sidebarClassName: p.fm.sidebar_class_name,
      // The author's description as written; one read from the text is cut as an API page's is.
      description:
        p.fm.description ?? (rendered.firstParagraph && cutDescription(rendered.firstParagraph)),
      ...(p.fm.unlisted ? { unlisted: true } : {}),
      ...(p.fm.search === false ? { searchable: false as const } : {}),
      hideTableOfContents: p.fm.hide_table_of_contents ?? false,
      ...(p.fm.toc_min_heading_level !== undefined || p.fm.toc_max_heading_level !== undefined
        ? { tocLevels: { min: p.fm.toc_min_heading_level, max: p.fm.toc_max_heading_level } }
        : {}),
      html,
      toc: rendered.headings,
      sections: rendered.sections.map((s, i) => (i === 0 && s.anchor === '' ? { ...s, title } : s)),
      links: rendered.links,
      cardCode: p.fm.card_code,
      docCardsAt:
        rendered.docCardsLines.length > 0
          ? rendered.docCardsLines.map((line) => located(written(line)))
          : undefined,
      image: image.url,
      keywords: p.fm.keywords,
      hideTitle: p.fm.hide_title,
      ...(p.fm.lang || p.fm.dir
        ? { lang: p.fm.lang, dir: p.fm.dir ?? (p.fm.lang ? directionOf(p.fm.lang) : undefined) }
        : {}),
      pagination:
        p.fm.pagination_prev !== undefined || p.fm.pagination_next !== undefined
          ? {
              prev: p.fm.pagination_prev,
              next: p.fm.pagination_next,
              lines: { prev: p.lineOf('pagination_prev'), next: p.lineOf('pagination_next') },
            }
          : undefined,
      lastUpdate: p.fm.last_update,
      markdown: markdownCopy(
        // The body's h1 that leads it, or that hide_title keeps in place, is the copy's title.
        leading !== undefined || (p.fm.hide_title && rendered.h1 !== undefined) ? undefined : title,
        body,
        (target, at) => resolveLink(target, fileAt(at)),
        rendered.leftOut,
        resolveAsset || origins ? copyTarget : undefined,
        options.admonitionLabels,
      ),
      anchors: rendered.anchors,
      // The file's text and the route table: what the doc is rendered from.
      cacheKey: key,
      unsupportedSyntax: rendered.unsupported.length > 0 ? rendered.unsupported : undefined,
      renderWarnings: renderWarnings.length > 0 ? renderWarnings : undefined,
      pageAssets: pageAssets.length > 0 ? pageAssets : undefined,
      localFiles: localFiles.length > 0 ? localFiles : undefined,
    };
    for (const u of rendered.unsupported) {
      reportedFiles.add(written(u.line).file);
      warnings.push(unsupportedProblem(written(u.line), u, policy));
    }
    for (const w of renderWarnings) warnings.push(renderProblem(written(w.line), w));
    current.set(key, doc);
    return doc;
  });
  renderCache = current;
  const built = new Set([...live.map((p) => p.source.file), ...usedPartials]);
  for (const file of mdxFiles) {
    if (built.has(file) && !reportedFiles.has(file))
      warnings.push(
        `${file}:1: a \`.mdx\` file is read as markdown, and this one holds no MDX that docgen left out: rename it to \`.md\`.`,
      );
  }
  for (const file of partials.keys()) {
    if (usedPartials.has(file)) continue;
    warnings.push(
      `${file}:1: no page includes this partial (files and folders starting with \`_\` are not pages). Include it with \`<!-- @include: ./${path.posix.basename(file)} -->\` in a page, or delete it.`,
    );
  }
  return {
    docs,
    draftIds,
    draftRoutes,
    redirects,
    files: sources.map((s) => s.file),
    warnings,
  };
}

/**
 * The article without the markdown h1 whose id is `id` (the first `# Heading`; an
 * `<h1>` written as HTML before it stays), or without its first h1 when the id is unknown.
 */
function withoutH1(html: string, id: string | undefined): string {
  const open = id === undefined ? '<h1[^>]*>' : `<h1 id="${escapeRegExp(escapeHtml(id))}">`;
  return html.replace(new RegExp(`${open}[\\s\\S]*?</h1>\n?`), '');
}
