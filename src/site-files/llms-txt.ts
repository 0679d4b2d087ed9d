// llms.txt (llmstxt.org): an index of the site for language-model tools. An h1
// with the site title, a blockquote summary, then one h2 per sidebar section (sections of
// one name share it) with a link per page (to its markdown copy where it has one) and a
// one-line description.
// Pages outside every sidebar go under "Optional", the format's name for what a
// tool may skip.
import type { SiteConfig } from '../config/types.js';
import type { Sidebars } from '../site/sidebar.js';
import { flattenSidebar } from '../site/sidebar.js';
import { markdownRouteFor } from '../shared/markdown-route.js';
import { escapeMarkdownText } from '../shared/markdown-escape.js';
import type { Page, SidebarItem } from '../types.js';
import { absoluteUrl } from './sitemap.js';
import { routeUrl } from '../shared/route-url.js';

/**
 * One line of text, escaped as the markdown copies escape it: a title or description
 * (from front matter or an OpenAPI document) holding `<script>` or `](` stays text,
 * and cannot break the list.
 */
function oneLine(text: string, max: number, inline = false): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const cut = flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
  return escapeMarkdownText(cut, { inline });
}

interface Section {
  title: string;
  routes: string[];
}

/** A sidebar's sections: each top-level category, and its loose top-level links under the sidebar's own name. */
function sectionsOf(items: SidebarItem[], name: string): Section[] {
  const loose: Section = { title: name, routes: [] };
  const sections: Section[] = [loose];
  for (const item of items) {
    if (item.type === 'category') {
      const routes = [
        ...(item.href ? [item.href] : []),
        ...flattenSidebar(item.items).map((l) => l.href),
      ];
      sections.push({ title: item.label, routes });
    } else loose.routes.push(item.href);
  }
  return sections;
}

export function llmsTxt(all: readonly Page[], sidebars: Sidebars, config: SiteConfig): string {
  // Unlisted pages are reached by their URL alone: no index of the site names them.
  const pages = all.filter((p) => !p.doc.unlisted);
  const byRoute = new Map(pages.map((p) => [p.route, p]));
  const listed = new Set<string>();
  const mainDoc = pages.find((p) => p.doc.id === (config.docs.version.mainDocId ?? 'index'));
  const summary = oneLine(mainDoc?.doc.description ?? (config.tagline || config.title), 400);
  const lines = [`# ${oneLine(config.title, 200)}`, '', `> ${summary}`];
  const entry = (page: Page) => {
    const target =
      page.doc.markdown !== undefined
        ? markdownRouteFor(page.route)
        : routeUrl(page.route, config.trailingSlash);
    const description = page.doc.description ? `: ${oneLine(page.doc.description, 200, true)}` : '';
    return `- [${oneLine(page.doc.title, 120, true)}](${absoluteUrl(config, target)})${description}`;
  };
  // Pages by heading, in the order the headings are first met: a category named like its
  // sidebar's navbar label (the 'Guides' category of the sidebar the navbar calls 'Guides')
  // shares that heading rather than repeating it.
  const headings = new Map<string, Page[]>();
  const write = (title: string, list: Page[]) => {
    if (list.length === 0) return;
    const heading = oneLine(title, 120);
    headings.set(heading, [...(headings.get(heading) ?? []), ...list]);
  };
  for (const [id, items] of Object.entries(sidebars)) {
    // The navbar names the sidebar ('Docs', 'API reference'); else its id does.
    const navbarItem = config.navbar.items.find(
      (i) => i.type === 'docSidebar' && i.sidebarId === id,
    );
    const name = navbarItem && 'label' in navbarItem && navbarItem.label ? navbarItem.label : id;
    for (const section of sectionsOf(items, name)) {
      const list: Page[] = [];
      for (const route of section.routes) {
        const page = byRoute.get(route);
        // A page listed in two sidebars (or twice) appears once, where it is first met.
        if (!page || listed.has(route)) continue;
        listed.add(route);
        list.push(page);
      }
      write(section.title, list);
    }
  }
  write(
    'Optional',
    pages.filter((p) => !listed.has(p.route)),
  );
  for (const [heading, list] of headings) lines.push('', `## ${heading}`, '', ...list.map(entry));
  return `${lines.join('\n')}\n`;
}
