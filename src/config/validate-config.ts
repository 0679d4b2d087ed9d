// Turns what site.config.ts and the sidebars module export into complete, typed
// configs, or fails with messages that name the config path, what was expected and
// what was found (the schemas: site-schema.ts, sidebars-schema.ts).
import { DocgenError } from '../errors.js';
import { parseConfig, positionOfString, quote } from './config-errors.js';
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
  return parseConfig(sidebarsSchema, input, {
    file,
    source,
    what: 'the sidebars',
    special: (issue, path) => generatedIndexLink(issue.path, path, file, source),
  });
}

/**
 * Docusaurus's `link: { type: 'generated-index' }` on a category, told as what docgen does
 * instead: a page of the category's cards, which the category links to as a doc.
 */
function generatedIndexLink(
  issuePath: readonly { key: unknown; value: unknown }[] | undefined,
  path: string,
  file: string,
  source: string | undefined,
): DocgenError | undefined {
  const at = issuePath?.findIndex((item) => item.key === 'link') ?? -1;
  const link = at < 0 ? undefined : issuePath![at]!.value;
  if ((link as { type?: unknown } | undefined)?.type !== 'generated-index') return undefined;
  const linkPath = path.slice(0, path.lastIndexOf('.link') + '.link'.length);
  return new DocgenError(
    `Invalid sidebars: "${linkPath}" is Docusaurus's { type: 'generated-index' }: docgen makes no generated index page.`,
    {
      file,
      line: source === undefined ? undefined : positionOfString(source, 'generated-index')?.line,
      hint: "Write the category a page whose body is an empty `:::doc-cards` block (a card for each of its pages, in sidebar order; AUTHORING.md, \"Cards of a category\"), such as content/guides/index.md, and link it as a doc: link: 'guides/index' or link: { type: 'doc', id: 'guides/index' }. Without a link the category's label is plain text.",
    },
  );
}
