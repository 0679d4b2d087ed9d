// Identity helpers so editors type-check site.config.ts and content/sidebars.ts.
// The loaded objects are validated at run time all the same.
import type { SidebarsInput, UserSiteConfig } from './types.js';

export type * from './types.js';

/** Types a site config; returns it unchanged. */
export function defineConfig(config: UserSiteConfig): UserSiteConfig {
  return config;
}

/** Types a sidebars module; returns it unchanged. */
export function defineSidebars(sidebars: SidebarsInput): SidebarsInput {
  return sidebars;
}
