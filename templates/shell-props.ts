// The props of the interactive shell islands. The server embeds them as JSON in
// each page; they stay the same size whatever the number of pages.
import type { ChunkLabelOverrides } from './chunk-labels.js';
import type { LabelOverrides } from './labels.js';
import type { TryItLabelOverrides } from './try-it-labels.js';

export type NavbarItemProps =
  | {
      kind: 'link';
      label?: string;
      href: string;
      external: boolean;
      ariaLabel?: string;
      icon?: string;
      className?: string;
      position: 'left' | 'right';
      active?: boolean;
    }
  | {
      kind: 'dropdown';
      label: string;
      items: { label: string; href: string; external: boolean; active?: boolean }[];
      position: 'left' | 'right';
      className?: string;
      role?: 'locale' | 'version';
    }
  | { kind: 'search'; position: 'left' | 'right' }
  | { kind: 'html'; html: string; position: 'left' | 'right'; className?: string };

export interface ShellProps {
  baseUrl: string;
  /** The site's `trailingSlash` when set: how `serve` and `check-links` redirect in a built folder. */
  trailingSlash?: boolean;
  /** The page's route, from the site's root (without the base). */
  route: string;
  /** Where the brand links when the logo names no link: the home page. */
  home: string;
  title?: string;
  logo?: { alt: string; src: string; srcDark?: string; href: string };
  items: NavbarItemProps[];
  colorMode: {
    defaultMode: 'light' | 'dark';
    disableSwitch: boolean;
    respectPrefersColorScheme: boolean;
  };
  announcement?: { id: string; content: string; isCloseable: boolean };
  /** Search index tags: ['default', docs tag]. */
  searchTags: string[];
  /** search.maxSearchResults: how many results the search overlay lists. */
  maxSearchResults: number;
  /** The docs plugin's version names, for the preferred-version choice. */
  docsVersion: {
    pluginId: string;
    name: string;
    label: string;
    mainDocRoute: string;
    /** docs.versionPersistence is 'localStorage': choosing a version is remembered. */
    persist: boolean;
  };
  /** True when the page has a docs sidebar (the mobile panel shows 'Back to main menu'). */
  hasSidebar: boolean;
  /** navbar.hideOnScroll; the navbar hides while scrolling down unless this is false. */
  hideOnScroll?: boolean;
  /** The site's own labels of the client's and its chunks' texts (site.config.ts `labels`); absent when it sets none. */
  labels?: LabelOverrides & ChunkLabelOverrides & TryItLabelOverrides;
}
