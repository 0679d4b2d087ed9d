// Turns what site.config.ts and the sidebars module export into complete, typed
// configs, or fails with messages that name the config path, what was expected and
// what was found (the schemas: site-schema.ts, sidebars-schema.ts).
import { DocgenError } from '../errors.js';
import { parseConfig, quote } from './config-errors.js';
import { navbarItemTypes, siteConfigSchema } from './site-schema.js';
import { sidebarsSchema } from './sidebars-schema.js';
import type { SidebarsConfig, SiteConfig } from './types.js';

/** Fills defaults and validates. `file` names the config in messages; its `source` text gives them a line. */
export function validateConfig(input: unknown, file: string, source?: string): SiteConfig {
  return parseConfig(siteConfigSchema, input, {
    file,
    source,
    what: 'the site config',
    // The product's own wording for a navbar item of unknown type.
    special: (issue, path) =>
      issue.type === 'variant' && /^navbar\.items\[\d+\]\.type$/.test(path)
        ? new DocgenError(`No NavbarItem component found for type ${quote(String(issue.input))}.`, {
            file,
            hint: `${path} must be one of: ${navbarItemTypes.join(', ')}.`,
          })
        : undefined,
  });
}

/** Validates the sidebars module's default export. `file` names it in messages. */
export function validateSidebars(input: unknown, file: string, source?: string): SidebarsConfig {
  return parseConfig(sidebarsSchema, input, { file, source, what: 'the sidebars' });
}
