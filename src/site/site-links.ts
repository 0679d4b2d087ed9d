// The links every page renders besides its article: navbar, footer, announcement
// bar and the `link` items of the sidebars. They are checked like the article's,
// and a broken one is named by where it is written: the config path, not a page.
import type { SiteConfig, SidebarItemConfig, SidebarsConfig } from '../config/types.js';
import { htmlTargets } from '../content/html-links.js';

/** A link written in the site config or the sidebars file. */
export interface SiteLink {
  href: string;
  /** The file it is written in. */
  file: string;
  /** Where in that file: a config path such as `navbar.items[2].to`. */
  where: string;
}

const external = /^[a-z][a-z0-9+.-]*:|^\/\//i;

export function collectSiteLinks(
  config: SiteConfig,
  configFile: string,
  sidebars: SidebarsConfig,
  sidebarsFile: string,
): SiteLink[] {
  const links: SiteLink[] = [];
  const add = (href: string | undefined, file: string, where: string) => {
    if (href && !external.test(href)) links.push({ href, file, where });
  };
  const addHtml = (html: string | undefined, where: string) => {
    for (const link of htmlTargets(html ?? '').links) add(link.href, configFile, where);
  };
  config.navbar.items.forEach((item, i) => {
    const at = `navbar.items[${i}]`;
    if (item.type === undefined || item.type === 'default') {
      add(item.to, configFile, `${at}.to`);
      add(item.href, configFile, `${at}.href`);
    } else if (item.type === 'dropdown') {
      item.items.forEach((sub, j) => {
        add(sub.to, configFile, `${at}.items[${j}].to`);
        add(sub.href, configFile, `${at}.items[${j}].href`);
      });
    } else if (item.type === 'html') addHtml(item.value, `${at}.value`);
  });
  add(config.navbar.logo?.href, configFile, 'navbar.logo.href');
  config.footer.links.forEach((column, i) =>
    column.items.forEach((item, j) => {
      add(item.to, configFile, `footer.links[${i}].items[${j}].to`);
      add(item.href, configFile, `footer.links[${i}].items[${j}].href`);
    }),
  );
  addHtml(config.footer.copyright, 'footer.copyright');
  addHtml(config.announcementBar?.content, 'announcementBar.content');
  const walk = (items: SidebarItemConfig[], at: string) =>
    items.forEach((item, i) => {
      if (typeof item === 'string') return;
      if (item.type === 'link') add(item.href, sidebarsFile, `${at}[${i}].href`);
      if (item.type === 'category') walk(item.items, `${at}[${i}].items`);
    });
  for (const [id, items] of Object.entries(sidebars)) walk(items, id);
  return links;
}
