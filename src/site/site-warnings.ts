// What the site stage can tell about a site that builds but will not work as its
// author expects: pages no reader can navigate to. (A config's own warnings, such as
// `url` unset, are told when it is loaded: load-config.ts.)
import type { NavbarItem, SiteConfig } from '../config/types.js';
import type { Page } from '../types.js';

/** How many unlisted pages a warning names before it says how many more there are. */
const namedPages = 5;

/** The routes and doc ids the navbar links to, its dropdowns' links too. */
function navbarTargets(items: readonly NavbarItem[]): { routes: Set<string>; ids: Set<string> } {
  const routes = new Set<string>();
  const ids = new Set<string>();
  const visit = (item: NavbarItem) => {
    if ('to' in item && item.to) routes.add(item.to.replace(/[?#].*$/, '').replace(/(.)\/$/, '$1'));
    if ('docId' in item) ids.add(item.docId);
    if ('items' in item) for (const sub of item.items) visit(sub);
  };
  for (const item of items) visit(item);
  return { routes, ids };
}

export function siteWarnings(
  config: SiteConfig,
  pages: readonly Page[],
  configFile: string,
): string[] {
  const warnings: string[] = [];
  if (config.onUnlistedDocs === 'warn') {
    // A page the navbar links to is reached from every page, as a sidebar's are.
    const navbar = navbarTargets(config.navbar.items);
    const unlisted = pages.filter(
      (p) =>
        p.doc.kind === 'doc' &&
        !p.sidebarId &&
        !p.doc.unlisted &&
        !navbar.routes.has(p.route) &&
        !navbar.ids.has(p.doc.id),
    );
    if (unlisted.length > 0) {
      const names = unlisted
        .slice(0, namedPages)
        .map((p) => p.doc.sourcePath ?? p.route)
        .join(', ');
      const more = unlisted.length > namedPages ? ` and ${unlisted.length - namedPages} more` : '';
      warnings.push(
        `${unlisted.length === 1 ? 'A page is' : `${unlisted.length} pages are`} in no sidebar, so readers reach ${unlisted.length === 1 ? 'it' : 'them'} only by links: ${names}${more}. Add ${unlisted.length === 1 ? 'it' : 'them'} to a sidebar or the navbar, or mark a page that is meant to be reached by its URL alone with \`unlisted: true\` in its front matter (it is then left out of search and the sitemap too) (onUnlistedDocs: 'ignore' in ${configFile} silences this for every page).`,
      );
    }
  }
  return warnings;
}
