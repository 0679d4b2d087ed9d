// The one schema of site.config.ts (valibot): every field's type, its default, and
// the checks between fields. The config types are inferred from it (types.ts), so
// the schema, the defaults and what editors complete cannot disagree. A schema's
// or check's message says what is expected; config-errors.ts adds the path and
// what was found.
import * as v from 'valibot';
import { quote } from './config-errors.js';
import { labelTextProblem } from './label-text.js';
import { nearestIds } from '../shared/nearest-ids.js';
import { labelDefaults, labelParts, type SiteLabelKey } from '../../templates/page-labels.js';

const policy = v.picklist(['throw', 'warn', 'ignore']);
const position = v.picklist(['left', 'right']);
const positiveInteger = (what: string) =>
  v.pipe(v.number(what), v.integer(what), v.minValue(1, what));

/** A plain object: not an array, a Date, a Map (whose own fields valibot would read as none). */
const isPlainObject = (x: unknown) =>
  typeof x === 'object' && x !== null && Object.prototype.toString.call(x) === '[object Object]';

/**
 * A strict object (unknown keys are errors) that refuses an array, a Date or a Map
 * too: valibot's objects take them as objects without fields, so `docs: []` or
 * `docs: new Date()` would silently become the defaults. Typed as the plain strict
 * object, which it parses like.
 */
function object<const E extends v.ObjectEntries>(entries: E, message?: string) {
  const schema = v.strictObject(entries, message);
  return v.pipe(
    v.custom<unknown>(isPlainObject, message ?? 'an object'),
    schema,
  ) as unknown as typeof schema;
}

/** A path relative to the project root that stays inside it (no "..", not absolute). Platform-free: the schema is shared with the browser's types. */
const projectPath = (example: string) =>
  v.pipe(
    v.string(),
    v.check(
      (p) => p.trim() !== '' && !/^([\\/]|[A-Za-z]:)/.test(p) && !p.split(/[\\/]/).includes('..'),
      `a path inside the project, relative to its root (e.g. "${example}")`,
    ),
  );

/** A route path of this site: "/" then plain segments, nothing a browser reads as another host or a query. */
const isSitePath = (p: string) =>
  /^\/(?:[\w.~%-]+\/)*[\w.~%-]*$/.test(p) && !/\/\.{1,2}(\/|$)/.test(p);

/**
 * A text that names something (a link, a button, a landmark, a heading): an empty one
 * leaves it without a name, nothing to read or to announce.
 */
const visibleText = v.check(
  (text: string) => text.trim() !== '',
  'a text with something to read (not empty or spaces)',
);

/** A link's text. */
const linkLabel = v.pipe(v.string(), visibleText);

const itemBase = {
  /** Side of the navbar; default 'right'. */
  position: v.optional(position),
  className: v.optional(v.string()),
};

/** A plain link: `to` for a route of this site, `href` for an external URL. */
const defaultNavbarItem = v.strictObject({
  type: v.optional(v.literal('default')),
  ...itemBase,
  label: v.optional(linkLabel),
  to: v.optional(v.string()),
  href: v.optional(v.string()),
  /** Accessible name, required when the item has no label (icon links). */
  'aria-label': v.optional(v.string()),
  /** Built-in icon for icon links. */
  icon: v.optional(v.picklist(['github', 'twitter', 'discord'])),
});

const navbarItemOptions = [
  defaultNavbarItem,
  /** Links to the same page in each locale, keeping query and hash. */
  v.strictObject({ type: v.literal('localeDropdown'), ...itemBase }),
  /** The search button that opens the full-screen search. */
  v.strictObject({ type: v.literal('search'), ...itemBase }),
  /** A menu of links. */
  v.strictObject({
    type: v.literal('dropdown'),
    ...itemBase,
    label: linkLabel,
    items: v.array(defaultNavbarItem),
  }),
  /** Raw HTML, inserted as written (it comes from the site's own config). */
  v.strictObject({ type: v.literal('html'), ...itemBase, value: v.string() }),
  /** A link to a doc by id; hidden when the doc is a draft. */
  v.strictObject({
    type: v.literal('doc'),
    ...itemBase,
    docId: v.string(),
    label: v.optional(linkLabel),
  }),
  /** A link to the first doc of a sidebar. */
  v.strictObject({
    type: v.literal('docSidebar'),
    ...itemBase,
    sidebarId: v.string(),
    label: linkLabel,
  }),
  /** A link to the main doc of the active docs version. */
  v.strictObject({ type: v.literal('docsVersion'), ...itemBase, label: v.optional(v.string()) }),
  /** A menu of docs versions. */
  v.strictObject({ type: v.literal('docsVersionDropdown'), ...itemBase }),
] as const;

export const navbarItemTypes = navbarItemOptions.map((o) =>
  o.entries.type.type === 'optional'
    ? 'default'
    : (o.entries.type as v.LiteralSchema<string, undefined>).literal,
);

type AddIssue = (info: { message: string; path: [v.IssuePathItem, ...v.IssuePathItem[]] }) => void;

/** Adds a check's issue on a field inside the checked value (`keys` from it), so the message names that field. */
function issueAt(
  value: unknown,
  keys: (string | number)[],
  expected: string,
  addIssue: AddIssue,
): void {
  const path: v.IssuePathItem[] = [];
  let input = value;
  for (const key of keys) {
    const next = (input as Record<string | number, unknown>)[key];
    const type = typeof key === 'number' ? 'array' : 'object';
    path.push({ type, origin: 'value', input, key, value: next } as v.IssuePathItem);
    input = next;
  }
  addIssue({ message: expected, path: path as [v.IssuePathItem, ...v.IssuePathItem[]] });
}

/** A link (the default item) needs somewhere to go and a name; said on the field that is missing. */
function checkLink(
  item: unknown,
  at: (string | number)[],
  root: unknown,
  addIssue: AddIssue,
): void {
  const link = item as {
    type?: string;
    to?: unknown;
    href?: unknown;
    label?: unknown;
    'aria-label'?: unknown;
  };
  if (link.type !== undefined && link.type !== 'default') return;
  if (link.to === undefined && link.href === undefined)
    issueAt(root, [...at, 'to'], 'a route (or href an URL)', addIssue);
  if (link.label === undefined && link['aria-label'] === undefined)
    issueAt(root, [...at, 'label'], 'a string (or aria-label for an icon link)', addIssue);
}

const navbarItem = v.pipe(
  v.variant('type', navbarItemOptions),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const item = dataset.value;
    checkLink(item, [], item, addIssue);
    if (item.type === 'dropdown')
      item.items.forEach((sub, i) => checkLink(sub, ['items', i], item, addIssue));
  }),
);

const downloadLimits = object({
  /** Largest accepted document, in bytes (default 50,000,000). */
  maxBytes: v.optional(positiveInteger('a whole number of bytes, at least 1')),
  /** Deadline for the whole download, retries included, in milliseconds (default 60,000). */
  timeoutMs: v.optional(positiveInteger('a whole number of milliseconds, at least 1')),
  /**
   * Private hosts (loopback, private network, link-local, metadata addresses) that
   * $refs may be downloaded from and redirects may lead to: true for any, or host
   * names as URLs write them (default none; a `url` source's own host is allowed).
   */
  allowPrivateHosts: v.optional(
    v.union(
      [v.boolean(), v.array(v.string())],
      'true, false or a list of host names (e.g. ["localhost", "10.0.0.5"])',
    ),
  ),
});

const absoluteUrl = (what: string) =>
  v.pipe(
    v.string(),
    v.check((u) => URL.canParse(u), what),
  );

/** Where an OpenAPI document comes from: one of package (with path), file or url. */
const apiSourceLocation = v.pipe(
  object(
    {
      /** An npm package; the document is `path` inside it (default openapi.yaml). */
      package: v.optional(v.string()),
      path: v.optional(v.string()),
      /** A file, relative to the project root. */
      file: v.optional(v.string()),
      /** A URL to download (cached in .docgen-cache/). */
      url: v.optional(absoluteUrl('an absolute URL (e.g. "https://example.com/openapi.yaml")')),
    },
    'one of { package, path? }, { file } or { url }',
  ),
  v.check(
    (s) =>
      [s.package, s.file, s.url].filter((x) => x !== undefined).length === 1 &&
      (s.path === undefined || s.package !== undefined),
    'one of { package, path? }, { file } or { url }',
  ),
  // One shape per kind of source: the openapi stage tells them apart with `in`.
  v.transform((s): { package: string; path?: string } | { file: string } | { url: string } =>
    s.package !== undefined
      ? s.path === undefined
        ? { package: s.package }
        : { package: s.package, path: s.path }
      : s.file !== undefined
        ? { file: s.file }
        : { url: s.url! },
  ),
);

const tryItOptions = v.strictObject({
  /** A CORS proxy: the console sends to this URL with the request's URL appended. */
  proxy: v.optional(absoluteUrl('an absolute URL (e.g. "https://proxy.example.com/?url=")')),
});

/** A JSON Pointer (RFC 6901): "" for the whole document, or "/" then the keys on the way. */
const jsonPointer = v.pipe(
  v.string(),
  v.check(
    (p) => p === '' || (p.startsWith('/') && !/~[^01]|~$/.test(p)),
    'a JSON Pointer: "" or "/" then keys, "~1" for a "/" in a key, "~0" for a "~" (e.g. "/paths/~1pets/get")',
  ),
);
const patchValue = v.custom<unknown>((x) => x !== undefined, 'a JSON value');

/** One operation of an RFC 6902 JSON Patch; docgen applies these four. */
const patchOperation = v.variant('op', [
  v.strictObject({ op: v.literal('add'), path: jsonPointer, value: patchValue }),
  v.strictObject({ op: v.literal('replace'), path: jsonPointer, value: patchValue }),
  v.strictObject({ op: v.literal('test'), path: jsonPointer, value: patchValue }),
  v.strictObject({ op: v.literal('remove'), path: jsonPointer }),
]);

const apiSource = v.strictObject({
  /** Short id: 'blockfrost', 'mithril'. */
  id: v.string(),
  source: apiSourceLocation,
  /** Keep only operations with one of these tags, or under this path prefix. */
  filter: v.optional(
    object({ tags: v.optional(v.array(v.string())), pathPrefix: v.optional(v.string()) }),
  ),
  /** Sidebar heading of the source: over all its operations with one API; its section's with several. */
  group: v.optional(v.string()),
  /**
   * Where the document is normally published: relative links in its text resolve
   * against this URL. Default: the URL a downloaded document came from.
   */
  linkBase: v.optional(
    absoluteUrl(
      'an absolute URL (where the document is published, e.g. "https://docs.example.com/")',
    ),
  ),
  /** Slug of the source's introduction page; default kebab-case of info.title. */
  introSlug: v.optional(v.string()),
  /** Limits of a `url` source's download; default `openapi.download`. */
  download: v.optional(downloadLimits),
  /**
   * Responses this API gives alike on every operation (its error statuses): shown
   * once per page in an "Errors" table with the markdown `note`, without their schemas.
   * `meanings` gives a status the site's own one-line meaning instead of the document's
   * description, and lists it on every operation, declared there or not.
   */
  sharedResponses: v.optional(
    v.strictObject({
      statuses: v.array(v.string()),
      note: v.optional(v.string()),
      meanings: v.optional(v.record(v.string(), v.string())),
    }),
  ),
  /** Markdown notes added to query parameters of these names (paging conventions, say). */
  parameterNotes: v.optional(v.record(v.string(), v.string())),
  /** Markdown notes shown under an operation's description when it holds `<span class="name">` (a badge the document uses). */
  badgeNotes: v.optional(v.record(v.string(), v.string())),
  /** Markdown shown under the description of every operation of this source (which release its pages come from, say). */
  operationNote: v.optional(v.string()),
  /**
   * What the document's own `x-codeSamples` do to the generated sample tabs: `add`
   * (the default) puts them after the generated ones, `replace` shows only the
   * document's samples on operations that have some.
   */
  codeSamples: v.optional(v.picklist(['add', 'replace'])),
  /**
   * What a node that breaks the OpenAPI schema does: `warn` (default) names its JSON
   * pointer and builds the rest of the document; `error` fails the build.
   */
  validation: v.optional(v.picklist(['warn', 'error'])),
  /**
   * Examples of the document that contradict their schemas are shown with a build
   * warning naming their JSON pointer; `ignore` lists the pointers not to warn about.
   */
  exampleWarnings: v.optional(v.strictObject({ ignore: v.optional(v.array(v.string())) })),
  /**
   * The "Try it" console on this source's pages: `false` turns it off; `proxy` is a
   * CORS proxy URL the console sends through (the URL of the request is appended).
   */
  tryIt: v.optional(v.union([v.boolean(), tryItOptions], 'a boolean or { proxy }')),
  /** The servers readers pick from, each with its name; default the document's `servers`. */
  servers: v.optional(
    v.array(
      v.strictObject({
        url: absoluteUrl('an absolute URL (e.g. "https://api.example.com/v1")'),
        label: v.string(),
      }),
    ),
  ),
  /**
   * Corrections to a document the site does not own: an RFC 6902 JSON Patch (`add`,
   * `replace`, `remove`, `test`) applied in order to the document as written, before
   * it is validated. A path that does not exist or a failed `test` stops the build.
   */
  patch: v.optional(v.array(patchOperation)),
});

type TryItOption = boolean | { proxy?: string };

/** A source's try-it setting under the site's: off wins, a source's proxy wins. */
function foldTryIt(site: TryItOption, own: TryItOption | undefined): TryItOption {
  if (site === false || own === false) return false;
  const proxy = (typeof own === 'object' && own.proxy) || (typeof site === 'object' && site.proxy);
  return proxy ? { proxy } : true;
}

const openapiOptions = v.pipe(
  object({
    /** Route under which API pages live. */
    routeBase: v.optional(
      v.pipe(
        v.string(),
        v.check(isSitePath, 'a route of plain segments that starts with "/" (e.g. "/api")'),
      ),
      '/api',
    ),
    /** Id of the API sidebar. */
    sidebarId: v.optional(v.string(), 'api'),
    sources: v.optional(v.array(apiSource), []),
    /** Limits of every `url` source's download (a source's own `download` wins). */
    download: v.optional(downloadLimits),
    /** The "Try it" console on every operation page: `false` turns it off everywhere; `proxy` as a source's. */
    tryIt: v.optional(v.union([v.boolean(), tryItOptions], 'a boolean or { proxy }')),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const first = new Map<string, number>();
    dataset.value.sources.forEach((source, i) => {
      const earlier = first.get(source.id);
      if (earlier === undefined) first.set(source.id, i);
      else
        issueAt(
          dataset.value,
          ['sources', i, 'id'],
          `an id no other source has (openapi.sources[${earlier}].id is ${quote(source.id)} too)`,
          addIssue,
        );
    });
  }),
  // The global limits and try-it switch are folded into each source, so the API stage sees one set.
  v.transform(({ tryIt, ...o }) => ({
    ...o,
    sources: o.sources.map((s) => {
      const limited =
        o.download || s.download ? { ...s, download: { ...o.download, ...s.download } } : s;
      return tryIt === undefined ? limited : { ...limited, tryIt: foldTryIt(tryIt, s.tryIt) };
    }),
  })),
);

const localeConfig = object({
  label: v.optional(v.string()),
  direction: v.optional(v.picklist(['ltr', 'rtl'])),
  htmlLang: v.optional(v.string()),
});

/**
 * A label's text: it names the parts in braces its default names ("Last updated on {date}"),
 * each of them, and no other; `{{` and `}}` show a brace (label-text.ts says why).
 */
function labelText(key: SiteLabelKey) {
  const parts = labelParts(labelDefaults[key]);
  return v.optional(
    v.pipe(
      v.string(),
      joinLabels.has(key) ? joinText : visibleText,
      v.rawCheck<string>(({ dataset, addIssue }) => {
        const problem = dataset.typed ? labelTextProblem(dataset.value, parts) : undefined;
        if (problem) addIssue({ message: problem });
      }),
    ),
  );
}

/**
 * The labels that sit between two other texts (", or " between schemes, ", " between
 * scopes): a space alone is a join there (OAuth writes its scopes separated by spaces,
 * Japanese by an ideographic one), so only an empty one, which runs the texts together,
 * is refused.
 */
const joinLabels: ReadonlySet<SiteLabelKey> = new Set<SiteLabelKey>([
  'authOr',
  'authAnd',
  'authScopesJoin',
  'tryItAnd',
  'tryItOr',
]);

const joinText = v.check(
  (text: string) => text !== '',
  'a text to put between two others (not empty; a space alone is one)',
);

/** Where a site's author finds every label and its default. */
const labelFiles = "docgen's templates/*labels.ts";

/**
 * The texts docgen writes itself, by key: a site's own wording over the English defaults.
 * Every unknown key is reported in one run (a strict object stops at the first), each with
 * the nearest key and not the list of more than two hundred: the templates files have it.
 */
const labelsSchema = v.pipe(
  v.custom<unknown>(isPlainObject, 'an object'),
  v.looseObject(
    Object.fromEntries(
      (Object.keys(labelDefaults) as SiteLabelKey[]).map((key) => [key, labelText(key)]),
    ) as Record<SiteLabelKey, ReturnType<typeof labelText>>,
  ),
  v.rawCheck(({ dataset, addIssue }) => {
    const labels = dataset.value as Record<string, unknown>;
    for (const key of Object.keys(labels)) {
      if (Object.hasOwn(labelDefaults, key)) continue;
      const near = nearestIds(key, Object.keys(labelDefaults))[0];
      addIssue({
        expected: 'never',
        message: `is not a label (${near ? `did you mean "${near}"? ` : ''}each label and its default is in ${labelFiles})`,
        path: [{ type: 'object', origin: 'value', input: labels, key, value: labels[key] }],
      });
    }
  }),
) as unknown as ReturnType<typeof object<Record<SiteLabelKey, ReturnType<typeof labelText>>>>;

/** The first few locales, and how many more: a list of thousands would fill the terminal. */
function namedLocales(locales: string[]): string {
  const more = locales.length - 5;
  return more > 0 ? `${locales.slice(0, 5).join(', ')} … and ${more} more` : locales.join(', ');
}

const i18n = v.pipe(
  object({
    defaultLocale: v.optional(v.string(), 'en'),
    locales: v.optional(
      v.array(
        v.pipe(
          v.string(),
          // A locale names a folder of the output and part of its routes: a language tag, never a path.
          v.regex(
            /^[A-Za-z]{2,8}(?:[-_][A-Za-z0-9]{1,8})*$/,
            'a language tag (e.g. "en", "pt-BR")',
          ),
        ),
      ),
      ['en'],
    ),
    localeConfigs: v.optional(
      v.pipe(
        v.custom<unknown>(
          (x) => typeof x === 'object' && x !== null && !Array.isArray(x),
          'an object',
        ),
        v.record(v.string(), localeConfig),
      ) as unknown as v.RecordSchema<v.StringSchema<undefined>, typeof localeConfig, undefined>,
      {},
    ),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    // Locale tags are case-insensitive (BCP 47): `EN` is `en` again. One pass with the
    // first index of each tag, so a list of thousands is checked in its length.
    const first = new Map<string, number>();
    dataset.value.locales.forEach((locale, i) => {
      const tag = locale.toLowerCase();
      const earlier = first.get(tag);
      if (earlier === undefined) first.set(tag, i);
      else
        issueAt(
          dataset.value,
          ['locales', i],
          `a locale not listed before (it is i18n.locales[${earlier}] already)`,
          addIssue,
        );
    });
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (dataset.typed && !dataset.value.locales.includes(dataset.value.defaultLocale)) {
      issueAt(
        dataset.value,
        ['defaultLocale'],
        `one of the locales (${namedLocales(dataset.value.locales)})`,
        addIssue,
      );
    }
  }),
  v.transform((i) => ({
    ...i,
    localeConfigs: Object.fromEntries(
      i.locales.map((l) => [
        l,
        {
          label: l === 'en' ? 'English' : l,
          direction: 'ltr' as 'ltr' | 'rtl',
          htmlLang: l,
          ...i.localeConfigs[l],
        },
      ]),
    ) as Record<string, { label: string; direction: 'ltr' | 'rtl'; htmlLang: string }>,
  })),
);

/** What a `docs.editUrl` function is told about a page. */
export interface EditUrlPage {
  route: string;
  kind: 'doc' | 'api';
  /** The page's source file relative to the project root ('content/guide.md'); none for pages made from an OpenAPI document. */
  sourcePath?: string;
  /** The source file relative to `docs.contentDir` ('guide.md'), as Docusaurus's `docPath`. */
  docPath?: string;
}

/**
 * Where "Edit this page" leads: a base URL to which the page's source path (relative
 * to the project root) is appended, or a function of the page returning a URL or
 * undefined (no link). Pages without a source file get a link only from a function.
 */
export type EditUrlOption = string | ((page: EditUrlPage) => string | undefined);

const editUrlExpected =
  'an absolute http(s) URL (the base the source path is appended to) or a function of the page';
const editUrl = v.custom<EditUrlOption>(
  (x) =>
    typeof x === 'function' || (typeof x === 'string' && /^https?:\/\//.test(x) && URL.canParse(x)),
  editUrlExpected,
);

const headingLevel = v.picklist([2, 3]);

/**
 * Where the site is published: http(s) and a host; no query, anchor or credentials,
 * which would end up inside every canonical link.
 */
function isSiteOrigin(u: string): boolean {
  if (!URL.canParse(u) || /[?#\s\\]/.test(u)) return false;
  const url = new URL(u);
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.hostname !== '' &&
    url.username === '' &&
    url.password === ''
  );
}

export const siteConfigSchema = v.strictObject({
  /** Site title, used in page titles. */
  title: v.string(),
  tagline: v.optional(v.string(), ''),
  /** Production origin (no path: that is `baseUrl`), for canonical links. */
  url: v.pipe(
    v.optional(
      v.pipe(
        v.string(),
        v.check(isSiteOrigin, 'an http(s) origin (e.g. "https://docs.example.com")'),
        // Pages link each other from the host's root plus baseUrl, so a path here could only
        // be doubled in the sitemap and canonical links (`…/repo/repo/guide`) or disagree
        // with every link of the pages.
        v.check(
          (u) => !isSiteOrigin(u) || new URL(u).pathname === '/',
          (issue) => {
            const url = new URL(String(issue.input));
            // Doubled slashes are no path to keep: "https://x.com//" is the origin, and a
            // baseUrl "//" would be read as another host.
            const segments = url.pathname.split('/').filter(Boolean);
            if (segments.length === 0)
              return `an origin without a path: write url: '${url.origin}'`;
            return `an origin without a path, which goes in baseUrl: write url: '${url.origin}' with baseUrl: '/${segments.join('/')}/'`;
          },
        ),
      ),
      'http://localhost',
    ),
    v.transform((u) => u.replace(/\/$/, '')),
  ),
  /** Path the site is served under; '/' for the root. */
  baseUrl: v.optional(
    v.pipe(
      v.string(),
      v.check((b) => b.startsWith('/') && b.endsWith('/'), 'a path that starts and ends with "/"'),
      // "//host/" would load every script from that host; "\\" and ".." leave the path.
      v.check(
        (b) => !(b.startsWith('/') && b.endsWith('/')) || isSitePath(b),
        'a path of plain segments (letters, digits, "-", "_", ".", "~"), such as "/docs/"',
      ),
    ),
    '/',
  ),
  /**
   * How page URLs end (Docusaurus's option): unset, without `/`, pages written as `route/index.html`;
   * `true`, every link, canonical and sitemap URL of a page ends with `/`.
   */
  trailingSlash: v.optional(v.boolean()),
  /** Joins page title and site title in <title>. */
  titleDelimiter: v.optional(v.string(), '|'),
  favicon: v.optional(v.string()),
  /** The site's own stylesheets, relative to the project root, linked after the theme's (one path or a list). */
  customCss: v.pipe(
    v.optional(v.union([v.string(), v.array(v.string())]), []),
    v.transform((c) => (typeof c === 'string' ? [c] : c)),
  ),
  /** A link to a route that does not exist. */
  onBrokenLinks: v.optional(policy, 'throw'),
  /** A link to a markdown file that does not exist. */
  onBrokenMarkdownLinks: v.optional(policy, 'warn'),
  /** A link to `/page#anchor` whose anchor the page lacks. */
  onBrokenAnchors: v.optional(policy, 'throw'),
  /** A markdown page that no sidebar lists (front matter `unlisted: true` silences one page). */
  onUnlistedDocs: v.optional(v.picklist(['warn', 'ignore']), 'warn'),
  i18n: v.optional(i18n, {}),
  /**
   * The texts docgen writes itself (navbar, search, table of contents, pager, 404 page...),
   * by key: see templates/labels.ts and templates/page-labels.ts for the keys and defaults.
   */
  labels: v.optional(labelsSchema, {}),
  docs: v.optional(
    object({
      /** Route under which docs are served. */
      routeBasePath: v.optional(v.string(), '/'),
      /** Folder of markdown files, relative to the project root. */
      contentDir: v.optional(projectPath('content'), 'content'),
      /** Folder copied as-is to the output root. */
      staticDir: v.optional(projectPath('content/static'), 'content/static'),
      /**
       * Module exporting the sidebars, relative to the project root. Unset: content/sidebars.ts,
       * and when that does not exist either, the `docs` sidebar is made from the content folders.
       */
      sidebarPath: v.optional(v.string()),
      breadcrumbs: v.optional(v.boolean(), true),
      /**
       * 'Edit this page' links: a base URL (the source path below the project root is
       * appended) or a function of the page; none when unset. Leave it out when the
       * repository that hosts the content is not public.
       */
      editUrl: v.optional(editUrl),
      /** The one docs version (Docusaurus' 'current'). */
      version: v.optional(
        object({
          name: v.optional(v.string(), 'current'),
          label: v.optional(v.string(), 'Next'),
          /** The doc the version's links lead to (default: the doc "index", when there is one). */
          mainDocId: v.optional(v.string()),
        }),
        {},
      ),
      /** A "Last updated on …" line from the date of each page's last git commit (front matter `last_update` wins). */
      showLastUpdateTime: v.optional(v.boolean(), false),
      /** The same line names the author of that commit. */
      showLastUpdateAuthor: v.optional(v.boolean(), false),
      /** Where the reader's preferred version is kept. */
      versionPersistence: v.optional(v.picklist(['localStorage', 'none']), 'localStorage'),
    }),
    {},
  ),
  markdown: v.optional(
    object({
      /**
       * MDX that docgen does not run (import/export lines, JSX component tags,
       * `{expressions}`, `.mdx` files): left out of the page with a warning, or an error.
       */
      onUnsupportedSyntax: v.optional(v.picklist(['warn', 'throw']), 'warn'),
    }),
    {},
  ),
  tableOfContents: v.optional(
    v.pipe(
      object({
        minHeadingLevel: v.optional(headingLevel, 2),
        maxHeadingLevel: v.optional(headingLevel, 3),
      }),
      v.rawCheck(({ dataset, addIssue }) => {
        if (dataset.typed && dataset.value.minHeadingLevel > dataset.value.maxHeadingLevel) {
          issueAt(
            dataset.value,
            ['maxHeadingLevel'],
            `at least minHeadingLevel (${dataset.value.minHeadingLevel})`,
            addIssue,
          );
        }
      }),
    ),
    {},
  ),
  navbar: v.optional(
    object({
      title: v.optional(v.string()),
      logo: v.optional(
        v.strictObject({
          alt: v.string(),
          src: v.string(),
          srcDark: v.optional(v.string()),
          href: v.optional(v.string()),
        }),
      ),
      /** Hide the navbar when scrolling down. */
      hideOnScroll: v.optional(v.boolean(), true),
      items: v.optional(v.array(navbarItem), []),
    }),
    {},
  ),
  footer: v.optional(
    object({
      style: v.optional(v.picklist(['dark', 'light']), 'dark'),
      links: v.optional(
        v.array(
          v.strictObject({
            title: v.string(),
            items: v.array(
              v.pipe(
                v.strictObject({
                  label: v.string(),
                  to: v.optional(v.string()),
                  href: v.optional(v.string()),
                }),
                v.rawCheck(({ dataset, addIssue }) => {
                  if (dataset.typed) checkLink(dataset.value, [], dataset.value, addIssue);
                }),
              ),
            ),
          }),
        ),
        [],
      ),
      /** Rendered as HTML. */
      copyright: v.optional(v.string(), ''),
    }),
    {},
  ),
  colorMode: v.optional(
    object({
      defaultMode: v.optional(v.picklist(['light', 'dark']), 'light'),
      disableSwitch: v.optional(v.boolean(), false),
      respectPrefersColorScheme: v.optional(v.boolean(), false),
    }),
    {},
  ),
  announcementBar: v.optional(
    v.strictObject({
      /** Changing the id shows the bar again to readers who dismissed it. */
      id: v.string(),
      /** Rendered as HTML. */
      content: v.string(),
      isCloseable: v.optional(v.boolean(), true),
    }),
  ),
  search: v.optional(
    object({
      indexDocs: v.optional(v.boolean(), true),
      /** Pages shown in the grouped results. */
      maxSearchResults: v.optional(positiveInteger('a whole number, at least 1'), 8),
    }),
    {},
  ),
  /** The API reference; `false` for a site without one. */
  openapi: v.pipe(
    v.optional(v.union([v.literal(false), openapiOptions], 'false or an object'), {}),
    v.transform((o) =>
      o === false
        ? {
            routeBase: '/api',
            sidebarId: 'api',
            sources: [] as v.InferOutput<typeof apiSource>[],
            download: undefined,
          }
        : o,
    ),
  ),
  /** Extra <script> tags; strings are srcs. */
  scripts: v.optional(
    v.array(
      v.union(
        [
          v.string(),
          v.objectWithRest(
            { src: v.string(), defer: v.optional(v.boolean()), async: v.optional(v.boolean()) },
            v.union([v.string(), v.boolean()]),
          ),
        ],
        'a URL or an object of attributes with a src',
      ),
    ),
    [],
  ),
  /** Extra <meta> tags. */
  metadata: v.optional(
    v.array(
      v.strictObject({
        name: v.optional(v.string()),
        property: v.optional(v.string()),
        content: v.string(),
      }),
    ),
    [],
  ),
});
