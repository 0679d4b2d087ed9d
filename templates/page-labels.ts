// Labels of the server render alone (the first visit's client code never shows them),
// and the list of every label a site may set in site.config.ts `labels`: these, the
// client's (labels.ts) and those of the chunks loaded on first use (chunk-labels.ts, and
// try-it-labels.ts for the Try it console's alone). A label
// with parts names them in braces: "Last updated on {date}".
import { apiHeadings, type ApiHeadings } from '../src/shared/api-headings.js';
import { chunkLabels, type ChunkLabelKey, type ChunkLabelOverrides } from './chunk-labels.js';
import { labels, type LabelKey, type LabelOverrides } from './labels.js';
import { tryItLabels, type TryItLabelKey, type TryItLabelOverrides } from './try-it-labels.js';
import { sectionLinkLabel } from './static-labels.js';
import { admonitionLabels } from './admonition-labels.js';

import { labelParts, plainLabel } from '../src/shared/label-parts.js';

export { fillText, labelParts } from '../src/shared/label-parts.js';

export const pageLabels = {
  skipToContent: 'Skip to main content',
  onThisPage: 'On this page',
  breadcrumbs: 'Breadcrumbs',
  docsSidebar: 'Docs sidebar',
  previous: 'Previous',
  next: 'Next',
  pageNotFound: 'Page Not Found',
  editThisPage: 'Edit this page',
  home: 'Home',
  notFoundMessage:
    'We could not find what you were looking for. The page may have moved, or the link that brought you here may be wrong.',
  /** `{homePage}` is a link whose text is `homePage`. */
  notFoundHint: 'Try the search above, or start again from the {homePage}.',
  homePage: 'home page',
  /** A heading's anchor, as screen readers name it (it follows the heading's text). */
  sectionLink: sectionLinkLabel,
  /** A code block's copy button, as screen readers name it. */
  copyCode: 'Copy code to clipboard',
  /** The copy button beside an API page's path. */
  copyPath: 'Copy the path',
  /** An API page's badges and notice. */
  webhook: 'Webhook',
  deprecated: 'Deprecated',
  deprecatedNotice: 'This endpoint is deprecated and may be removed.',
  /** An API page's table columns. */
  columnName: 'Name',
  columnIn: 'In',
  columnType: 'Type',
  columnDescription: 'Description',
  columnHeader: 'Header',
  columnScheme: 'Scheme',
  columnServer: 'Server',
  columnNetwork: 'Network',
  columnBaseUrl: 'Base URL',
  /** The anchors beside an API page's parameters and schema fields, as screen readers name them. */
  parameterLink: 'Direct link to parameter {name}',
  fieldLink: 'Direct link to {field}',
  /** Beside a parameter, header or field. */
  required: 'required',
  nullable: 'nullable',
  deprecatedField: 'deprecated',
  contentType: 'Content type {type}',
  /** Before a schema's values (an enum), its default, its example. */
  schemaOneOf: 'one of:',
  schemaEachItemOneOf: 'each item one of:',
  schemaDefault: 'default:',
  schemaItemDefault: 'item default:',
  schemaExample: 'example:',
  /** A schema's other facts: `{value}` a limit's value or a pattern, `{type}` a type, `{count}` values left out. */
  schemaMoreValues: 'and {count} more',
  schemaPattern: 'pattern: {value}',
  schemaConst: 'const: {value}',
  schemaNot: 'not {type}',
  schemaKeys: 'keys matching {pattern}: {type}',
  schemaUniqueItems: 'unique items',
  schemaReadOnly: 'read-only',
  schemaWriteOnly: 'write-only',
  schemaMin: 'min: {value}',
  schemaMax: 'max: {value}',
  schemaExclusiveMin: 'greater than: {value}',
  schemaExclusiveMax: 'less than: {value}',
  schemaMinLength: 'min length: {value}',
  schemaMaxLength: 'max length: {value}',
  schemaMinItems: 'min items: {value}',
  schemaMaxItems: 'max items: {value}',
  schemaMinProperties: 'min properties: {value}',
  schemaMaxProperties: 'max properties: {value}',
  schemaMultipleOf: 'multiple of: {value}',
  baseUrls: 'Base URLs:',
  /** A oneOf's or anyOf's head; `{count}` is its number of variants, `{property}` the one that tells them apart. */
  schemaOneOfVariants: 'One of {count} variants',
  schemaAnyOfVariants: 'Any of {count} variants',
  schemaDiscriminatedBy: '(discriminated by {property})',
  /** A schema tree's button that opens every nested field, and closes them again. */
  schemaExpandAll: 'Expand all',
  schemaCollapseAll: 'Collapse all',
  /**
   * A recursive field: `{schema}` is the named schema it repeats, `{target}` the link to the
   * field above with the same fields (its path, or `schemaRecursiveTop` for the schema at the top).
   */
  schemaRecursiveAnother: 'Recursive: another {schema}, with the same fields as {target} above.',
  schemaRecursiveSame: 'Recursive: the same fields as {target} above.',
  schemaRecursiveAnotherOfTop:
    'Recursive: another {schema}, with the same fields as {target}, above.',
  schemaRecursiveSameOfTop: 'Recursive: the same fields as {target}, above.',
  schemaRecursiveTop: 'the schema it belongs to',
  /** A field whose schema is shown in full at `{target}`, earlier on the page. */
  schemaSameFields: 'Same fields as {target}.',
  /** Where the page's size budget left fields out. */
  schemaOmittedOne:
    '1 more field not shown on this page: see the schema in the downloadable document.',
  schemaOmitted:
    '{count} more fields not shown on this page: see the schema in the downloadable document.',
  schemaOmittedVariantOne:
    '1 more variant not shown on this page: see the schema in the downloadable document.',
  schemaOmittedVariants:
    '{count} more variants not shown on this page: see the schema in the downloadable document.',
  /** A long field list's fold: `{count}` is the number of fields it holds. */
  schemaShowMoreFields: 'Show {count} more fields',
  schemaHideFields: 'Hide {count} fields',
  /** The title of a request or response body's example. */
  mediaExample: 'Example',
  /**
   * An operation's authentication sentence: `{schemes}` are its ways to authenticate, the
   * alternatives joined by `authOr`, the schemes one needs together by `authAnd`.
   */
  authSentence: 'Authentication: send {schemes}.',
  /** The same when the operation may also be called without credentials. */
  authSentenceOptional: 'Authentication (optional): send {schemes}.',
  authOr: ', or ',
  authAnd: ' and ',
  /** The schemes on an operation's page; `{introduction}` links to the API's, its text `authIntroduction`. */
  authSeeIntroduction: '{schemes} (see the {introduction})',
  authIntroduction: 'introduction',
  /** Each scheme: `{name}` the key's, `{header}` is `Authorization`, `{scopes}` the OAuth scopes. */
  authApiKeyHeader: 'an API key in the {name} header',
  authApiKeyQuery: 'an API key in the {name} query',
  authApiKeyCookie: 'an API key in the {name} cookie',
  authBearer: 'a bearer token in the {header} header',
  /** `{format}` is the scheme's `bearerFormat` (JWT). */
  authBearerFormat: 'a bearer token ({format}) in the {header} header',
  authBasic: 'a user name and password (HTTP basic) in the {header} header',
  authOAuth: 'an OAuth 2.0 access token',
  authOAuthScope: 'an OAuth 2.0 access token with the scope {scopes}',
  authOAuthScopes: 'an OAuth 2.0 access token with the scopes {scopes}',
  /** Between two of those scopes. */
  authScopesJoin: ', ',
  authMutualTls: 'a client TLS certificate',
  /** The type column of an API's schemes, on its introduction: `{name}` the key's, `{scheme}` HTTP's (bearer). */
  schemeApiKeyHeader: 'API key in the header {name}',
  schemeApiKeyQuery: 'API key in the query {name}',
  schemeApiKeyCookie: 'API key in the cookie {name}',
  schemeHttp: 'HTTP {scheme}',
  /** `{format}` is the scheme's `bearerFormat` (JWT). */
  schemeHttpFormat: 'HTTP {scheme} ({format})',
  schemeOAuth2: 'OAuth 2.0',
  schemeOpenIdConnect: 'OpenID Connect',
  schemeMutualTls: 'mutualTLS',
  /** An API's version, on its introduction. */
  apiVersion: 'Version {version}',
  downloadSpec: 'Download the OpenAPI document',
  /** `{download}` is the link whose text is `downloadSpec`. */
  downloadSpecNote: '{download} this page was built from.',
  lastUpdatedOnBy: 'Last updated on {date} by {author}',
  lastUpdatedOn: 'Last updated on {date}',
  lastUpdatedBy: 'Last updated by {author}',
  /** The name of the pager below a page (previous and next page). */
  docsPages: 'Docs pages',
  /** A sidebar category's open/close button. */
  toggleCategory: 'Toggle the category {category}',
  /** The name of the API reference's sidebar. */
  apiSidebar: 'API reference',
  /** The section headings of API pages (src/shared/api-headings.ts). */
  ...apiHeadings,
  ...admonitionLabels,
} as const;

export type SiteLabelKey = LabelKey | ChunkLabelKey | TryItLabelKey | keyof typeof pageLabels;
/** Every label of a site: the client's and the server render's, the site's own over the defaults. */
export type SiteLabels = ReturnType<typeof siteLabelsOf>;
/** What site.config.ts `labels` holds. */
export type SiteLabelOverrides = { [K in SiteLabelKey]?: string };

/** The default text of each label a site may set. */
export const labelDefaults: Record<SiteLabelKey, string> = {
  ...labels,
  ...chunkLabels,
  ...tryItLabels,
  ...pageLabels,
};

export function siteLabelsOf(overrides: SiteLabelOverrides = {}): Record<SiteLabelKey, string> {
  return { ...labelDefaults, ...readable(overrides) };
}

/**
 * The site's labels with the doubled braces of those without parts undone: the code shows
 * those as they are. A label with parts keeps its `{{`, undone where its parts are put in.
 */
function readable(overrides: SiteLabelOverrides): SiteLabelOverrides {
  return Object.fromEntries(
    Object.entries(overrides).map(([key, text]) => [
      key,
      text !== undefined && labelParts(labelDefaults[key as SiteLabelKey]).length === 0
        ? plainLabel(text)
        : text,
    ]),
  );
}

/**
 * The site's labels the client shows on a page: only those it sets (none: nothing added to
 * the page), and of the chunks' only those the page can open: the search overlay's where
 * the navbar has a search box, the Try it console's where there is one.
 */
export function clientLabelOverrides(
  overrides: SiteLabelOverrides,
  page: { search: boolean; tryIt: boolean } = { search: true, tryIt: true },
): (LabelOverrides & ChunkLabelOverrides & TryItLabelOverrides) | undefined {
  const own = Object.entries(readable(overrides)).filter(
    ([key]) =>
      key in labels || (page.search && key in chunkLabels) || (page.tryIt && key in tryItLabels),
  );
  return own.length ? Object.fromEntries(own) : undefined;
}

/** The API headings a site sets over the defaults; undefined when it sets none (the API cache's key stays). */
export function apiHeadingsOf(overrides: SiteLabelOverrides): ApiHeadings | undefined {
  if (!Object.keys(overrides).some((key) => key in apiHeadings)) return undefined;
  const all = siteLabelsOf(overrides);
  return Object.fromEntries(
    Object.keys(apiHeadings).map((key) => [key, all[key as keyof ApiHeadings]]),
  ) as ApiHeadings;
}
