// The per-render state markdown-it carries through docgen's plugins. Its own
// module so the plugins and markdown.ts, which installs them, both import it
// without importing each other.
import type { Heading, LinkRef } from '../types.js';
import type { AdmonitionLabels } from './plugins/admonition-header.js';

/** Maps a link to a `.md` file (relative to the current file) to the target's route. */
type LinkResolver = (mdPath: string, fromFile: string) => string | undefined;

/**
 * Maps a relative link to a file beside the page (`./img/x.png`, relative to
 * `fromFile`) to the URL of its hashed copy in the output, or undefined when no such file exists.
 */
type AssetResolver = (target: string, fromFile: string) => string | undefined;

/** Where a line of a page was written: in the page, or in a partial it includes (whose relative links resolve from its own file). */
export interface Written {
  /** The page or the partial, relative to the project root. */
  file: string;
  /** 1-based line in it. */
  line?: number;
  /** For a partial's line: the page's include line that brought it, through any nested partials (`content/page.md:59`). */
  includedFrom?: string;
}

/** Where line `line` (1-based, counted as the page's file) was written. */
type WrittenAt = (line: number | undefined) => Written;

/** Per-render state handed to markdown-it and filled by the plugins. */
export interface MarkdownEnv {
  [key: string | symbol]: unknown;
  /** Source file (for link records), relative to the project root. */
  file?: string;
  /** The site's titles of admonitions written without one (site.config.ts `labels`). */
  admonitionLabels?: AdmonitionLabels;
  /** Number of lines before the body (front matter), so reported lines match the file. */
  lineOffset?: number;
  resolveLink?: LinkResolver;
  resolveAsset?: AssetResolver;
  /** Set when the body includes partials: where each of its lines was written. */
  written?: WrittenAt;
  /** Absolute URL that relative links resolve against (text written for another site). */
  linkBase?: string;
  /**
   * The page's route: a relative link to a route (`config`, `../`) is written as the
   * absolute path it names from there, since a host that adds a trailing slash to the page's
   * URL (`/guide/` for `/guide`) would make the browser resolve it one folder deeper.
   */
  route?: string;
  /**
   * The route an included file's place in the content folder gives (a partial's): its relative
   * links to routes are read from there, so they name the same page on every page that includes it.
   */
  routeOf?: (file: string) => string | undefined;
  links: LinkRef[];
  headings: Heading[];
  /** Text of the first h1, if the body has one. */
  h1?: string;
  /** The first h1's id, then its aliases: the page title carries them when the layout shows it instead. */
  h1Ids?: string[];
  ids: string[];
  /** Anchors the page's raw HTML names (an element's `id`, an `<a>`'s `name`): a link's fragment may name one. */
  htmlAnchors?: string[];
  /**
   * Set for a page (unset, as for an API description, h1s are left as written): whether the
   * layout shows front matter's `title` above the body, so a `# heading` other than a leading
   * one would be a second h1 (plugins/one-h1.ts).
   */
  titleAbove?: boolean;
  /** Front matter `hide_title`: the layout shows no title, so the body's h1 stays where it is. */
  hideTitle?: boolean;
}
