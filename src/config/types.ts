// The config's types, inferred from its schemas (site-schema.ts, sidebars-schema.ts),
// so the types editors complete and the values the build checks are one definition.
import type * as v from 'valibot';
import type { navbarItemTypes, siteConfigSchema } from './site-schema.js';

export type {
  SidebarItemConfig,
  SidebarItemInput,
  SidebarsConfig,
  SidebarsInput,
} from './sidebars-schema.js';
export type { EditUrlOption, EditUrlPage } from './site-schema.js';

/** The complete config the build reads: every default filled in. */
export type SiteConfig = v.InferOutput<typeof siteConfigSchema>;
/** What authors write in site.config.ts: everything with a default may be left out. */
export type UserSiteConfig = v.InferInput<typeof siteConfigSchema>;

export type NavbarItem = SiteConfig['navbar']['items'][number];
export type NavbarItemType = (typeof navbarItemTypes)[number];
export type BrokenLinkPolicy = SiteConfig['onBrokenLinks'];
export type FooterColumn = SiteConfig['footer']['links'][number];
