// The site's files besides its pages: sitemap.xml, robots.txt, llms.txt and the
// plain-markdown copy of every page that has one. One call from the build; the
// output writer refuses a second write to a path, so a page or static file that
// claims one of these names fails the build.
import type { SiteConfig } from '../config/types.js';
import type { Sidebars } from '../site/sidebar.js';
import { markdownRouteFor } from '../shared/markdown-route.js';
import { rebaseMarkdownCopy } from './markdown-copy-base.js';
import { slashMarkdownLinks } from './markdown-copy-slash.js';
import { bareRoutes, staticPageTwins } from '../shared/route-url.js';
import type { DocCard, OutputSink, OutputSource, Page } from '../types.js';
import { pageSource } from '../page-source.js';
import { llmsTxt } from './llms-txt.js';
import { robotsTxt, sitemapXml } from './sitemap.js';

interface SiteFile {
  /** Path below the output folder. */
  file: string;
  content: string;
  /** What the file is made from, when a clash is the author's to fix there. */
  source?: OutputSource;
}

interface SiteFilesInput {
  pages: readonly Page[];
  sidebars: Sidebars;
  config: SiteConfig;
  /** Paths the static folder already provides: a site's own robots.txt wins over the generated one. */
  staticFiles: ReadonlySet<string>;
}

/** A `:::doc-cards` block of a markdown copy, written out as the list of its cards. */
const docCardsBlock = /^:::doc-cards[ \t]*\n(?:[\s\S]*?\n)?:::[ \t]*$/m;

function withCards(markdown: string, cards: readonly DocCard[]): string {
  const list = cards.map((c) => {
    const description = c.description ? `: ${c.description.replace(/\s+/g, ' ')}` : '';
    const code = c.code ? `\n\n  \`\`\`\n  ${c.code}\n  \`\`\`\n` : '';
    return `- [${c.title}](${c.href})${description}${code}`;
  });
  return markdown.replace(docCardsBlock, () => list.join('\n'));
}

/** Writes the site files to the build's output (disk or memory). */
export function writeSiteFiles(input: SiteFilesInput, output: Pick<OutputSink, 'write'>): void {
  for (const f of siteFiles(input)) output.write(f.file, f.content, f.source);
}

function siteFiles({ pages, sidebars, config, staticFiles }: SiteFilesInput): SiteFile[] {
  const files: SiteFile[] = [
    { file: 'sitemap.xml', content: sitemapXml(pages, config) },
    { file: 'llms.txt', content: llmsTxt(pages, sidebars, config) },
  ];
  if (!staticFiles.has('robots.txt'))
    files.push({ file: 'robots.txt', content: robotsTxt(config) });
  // `trailingSlash` writes the copies' links to pages as the pages' own links are written.
  const slash = config.trailingSlash;
  const routes = slash === undefined ? undefined : bareRoutes(pages.map((p) => p.route));
  const twins = routes && staticPageTwins(staticFiles, routes);
  for (const page of pages) {
    const markdown = page.doc.markdown;
    if (markdown === undefined) continue;
    const copy = page.cards ? withCards(markdown, page.cards) : markdown;
    // A clash is the page's: its route (its slug or id) decides where its copy goes.
    const ofPage = pageSource(page.doc);
    files.push({
      file: markdownRouteFor(page.route).replace(/^\//, ''),
      content: rebaseMarkdownCopy(
        routes ? slashMarkdownLinks(copy, routes, slash === true, page.route, twins) : copy,
        config.baseUrl,
      ),
      source: { ...ofPage, label: `the markdown copy of ${ofPage.label}` },
    });
  }
  return files;
}
