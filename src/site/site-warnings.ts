// What the site stage can tell about a site that builds but will not work as its
// author expects: pages no reader can navigate to. (A config's own warnings, such as
// `url` unset, are told when it is loaded: load-config.ts.)
import type { SiteConfig } from '../config/types.js';
import type { Page } from '../types.js';

/** How many unlisted pages a warning names before it says how many more there are. */
const namedPages = 5;

export function siteWarnings(
  config: SiteConfig,
  pages: readonly Page[],
  configFile: string,
): string[] {
  const warnings: string[] = [];
  if (config.onUnlistedDocs === 'warn') {
    const unlisted = pages.filter((p) => p.doc.kind === 'doc' && !p.sidebarId && !p.doc.unlisted);
    if (unlisted.length > 0) {
      const names = unlisted
        .slice(0, namedPages)
        .map((p) => p.doc.sourcePath ?? p.route)
        .join(', ');
      const more = unlisted.length > namedPages ? ` and ${unlisted.length - namedPages} more` : '';
      warnings.push(
        `${unlisted.length === 1 ? 'A page is' : `${unlisted.length} pages are`} in no sidebar, so readers reach ${unlisted.length === 1 ? 'it' : 'them'} only by links: ${names}${more}. Add ${unlisted.length === 1 ? 'it' : 'them'} to a sidebar, or mark a page that is meant to stand apart with \`unlisted: true\` in its front matter (onUnlistedDocs: 'ignore' in ${configFile} silences this for every page).`,
      );
    }
  }
  return warnings;
}
