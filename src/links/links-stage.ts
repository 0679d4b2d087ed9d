// The links stage: every internal link of every page checked against the routes,
// anchors and files the build will write; the config says what fails the build.
import { DocgenError } from '../errors.js';
import { counted } from '../shared/counted.js';
import type { SiteConfig } from '../config/types.js';
import type { Page, Redirect } from '../types.js';
import { brokenLinkWarning, findBrokenLinks, formatBrokenLinks, policyFor } from './link-graph.js';
import type { SiteLink } from '../site/site-links.js';

interface LinksStageInput {
  config: SiteConfig;
  pages: Page[];
  /** Old routes that redirect (a link to one is reported with its target), downloadable specs, static files. */
  redirects: Redirect[];
  assetPaths: string[];
  staticFiles: Iterable<string>;
  /** Links of the navbar, footer and sidebars: checked once, named by config path. */
  siteLinks?: SiteLink[];
  /** Routes of pages marked `draft: true`: not built, and a link to one says so. */
  draftRoutes?: ReadonlySet<string>;
  warn: (message: string) => void;
}

export function linksStage({
  config,
  pages,
  redirects,
  assetPaths,
  staticFiles,
  siteLinks,
  draftRoutes,
  warn,
}: LinksStageInput): void {
  const extraPaths = new Set<string>([...assetPaths, ...[...staticFiles].map((f) => `/${f}`)]);
  const broken = findBrokenLinks({
    pages,
    extraPaths,
    redirects: new Map(redirects.map((r) => [r.from, r.to])),
    baseUrl: config.baseUrl,
    siteLinks,
    draftRoutes,
    trailingSlash: config.trailingSlash,
  });
  const policies = {
    links: config.onBrokenLinks,
    markdown: config.onBrokenMarkdownLinks,
    anchors: config.onBrokenAnchors,
  };
  const fatal = broken.filter((b) => policyFor(b.reason, policies) === 'throw');
  const warned = broken.filter((b) => policyFor(b.reason, policies) === 'warn');
  for (const b of warned) warn(brokenLinkWarning(b));
  if (fatal.length === 0) return;
  // Each link of the list names its own file and line: the error names a file only when
  // every link is in it, and a line only when the list is that one link.
  const files = new Set(fatal.map((b) => b.file));
  const only = fatal.length === 1 ? fatal[0] : undefined;
  const sources = new Set(fatal.map((b) => b.source)).size;
  throw new DocgenError(
    `Found ${counted(fatal.length, 'broken link')}${sources > 1 ? ` on ${counted(sources, 'page')}` : ''}:\n${formatBrokenLinks(fatal)}`,
    {
      file: files.size === 1 ? [...files][0] : undefined,
      line: only?.line,
      hint: fatal.some((b) => pages.find((p) => p.route === b.source)?.doc.kind === 'api')
        ? 'Links on /api pages come from the OpenAPI document: fix the document, or set `linkBase` on its source in site.config.ts to the site its relative links were written for.'
        : 'Fix the links, or set onBrokenLinks / onBrokenAnchors / onBrokenMarkdownLinks to "warn" in site.config.ts.',
    },
  );
}
