// Resolves navbar items from the config into plain links and menus the template
// renders, validating doc ids and sidebars against the content.
import { DocgenError } from '../errors.js';
import type { NavbarItem, SiteConfig } from '../config/types.js';
import type { Doc } from '../types.js';
import { firstLink, getSidebar, type Sidebars } from './sidebar.js';

/** A navbar entry ready to render; `activeBase` marks it active for routes under it. */
export type ResolvedNavbarItem =
  | {
      kind: 'link';
      label?: string;
      href: string;
      external: boolean;
      ariaLabel?: string;
      icon?: string;
      className?: string;
      position: 'left' | 'right';
      activeBase?: string;
      sidebarId?: string;
    }
  | {
      kind: 'dropdown';
      label: string;
      items: { label: string; href: string; external: boolean }[];
      position: 'left' | 'right';
      className?: string;
      role?: 'locale' | 'version';
    }
  | { kind: 'search'; position: 'left' | 'right' }
  | { kind: 'html'; html: string; position: 'left' | 'right'; className?: string };

const isExternal = (href: string) => /^[a-z][a-z0-9+.-]*:|^\/\//i.test(href);

export function resolveNavbar(
  config: SiteConfig,
  docs: Doc[],
  draftIds: Set<string>,
  sidebars: Sidebars,
  configFile: string,
): ResolvedNavbarItem[] {
  const byId = new Map(docs.map((d) => [d.id, d]));
  const resolve = (item: NavbarItem): ResolvedNavbarItem | undefined => {
    const position = item.position ?? 'right';
    switch (item.type) {
      case undefined:
      case 'default': {
        const href = item.to ?? item.href ?? '/';
        return {
          kind: 'link',
          label: item.label,
          href,
          external: isExternal(href),
          ariaLabel: item['aria-label'],
          icon: item.icon,
          className: item.className,
          position,
        };
      }
      case 'search':
        return { kind: 'search', position };
      case 'html':
        return { kind: 'html', html: item.value, position, className: item.className };
      case 'dropdown':
        return {
          kind: 'dropdown',
          label: item.label,
          position,
          className: item.className,
          items: item.items.map((sub) => {
            const href = sub.to ?? sub.href ?? '/';
            return {
              label: sub.label ?? sub['aria-label'] ?? href,
              href,
              external: isExternal(href),
            };
          }),
        };
      case 'doc': {
        const doc = byId.get(item.docId);
        if (!doc) {
          if (draftIds.has(item.docId)) return undefined;
          throw new DocgenError(
            `Couldn't find any doc with id "${item.docId}" in version ${config.docs.version.name}. Available ids are:\n- ${[...byId.keys()].sort().join('\n- ')}`,
            { file: configFile, hint: 'Fix the docId of this navbar item.' },
          );
        }
        return {
          kind: 'link',
          label: item.label ?? doc.sidebarLabel,
          href: doc.route,
          external: false,
          position,
          className: item.className,
          activeBase: doc.route,
        };
      }
      case 'docSidebar': {
        const sidebar = getSidebar(sidebars, item.sidebarId, configFile);
        const href = firstLink(sidebar);
        if (!href) {
          throw new DocgenError(
            `Sidebar with ID ${item.sidebarId} doesn't have anything to be linked to.`,
            { file: configFile },
          );
        }
        return {
          kind: 'link',
          label: item.label,
          href,
          external: false,
          position,
          className: item.className,
          sidebarId: item.sidebarId,
        };
      }
      case 'docsVersion': {
        const main = byId.get(config.docs.version.mainDocId ?? 'index');
        return {
          kind: 'link',
          label: item.label ?? config.docs.version.label,
          href: main?.route ?? config.docs.routeBasePath,
          external: false,
          position,
          className: item.className,
        };
      }
      case 'docsVersionDropdown':
        return {
          kind: 'dropdown',
          label: config.docs.version.label,
          position,
          className: item.className,
          role: 'version',
          items: [],
        };
      case 'localeDropdown':
        return {
          kind: 'dropdown',
          label:
            config.i18n.localeConfigs[config.i18n.defaultLocale]?.label ??
            config.i18n.defaultLocale,
          position,
          className: item.className,
          role: 'locale',
          items: [],
        };
      default:
        throw new DocgenError(
          `No NavbarItem component found for type "${(item as { type: string }).type}".`,
          { file: configFile },
        );
    }
  };
  return config.navbar.items.flatMap((item) => resolve(item) ?? []);
}
