// Where an OpenAPI document comes from; shared by the config and the openapi stage.

export interface ApiSourceConfig {
  /** Short id: 'blockfrost', 'mithril'. */
  id: string;
  /** An npm package (path inside it defaults to openapi.yaml), a file relative to the project root, or a URL. */
  source: { package: string; path?: string } | { file: string } | { url: string };
  /** Keep only operations with one of these tags, or under this path prefix. */
  filter?: { tags?: string[]; pathPrefix?: string };
  /** Sidebar heading of the source: over all its operations with one API; its section's with several. */
  group?: string;
  /**
   * Where the document is normally published. Relative links in its text (`./midnight/`)
   * were written for that site, so they resolve against this URL. Default: the URL a
   * downloaded document came from; package and file sources have none.
   */
  linkBase?: string;
  /** Slug of the source's introduction page; default kebab-case of info.title. */
  introSlug?: string;
  /** Limits of a `url` source's download; default `openapi.download`, then defaultDownloadLimits. */
  download?: DownloadLimits;
  /**
   * Responses this API gives the same way on every operation (its error statuses):
   * listed under "Errors" in one compact table with `note` (markdown) instead of a
   * schema per operation. Default: every response is shown as the document says.
   * `meanings` replaces the document's description of a status with the site's own
   * one line (where the document's words mislead, or it leaves a status out) and
   * lists that status on every operation, declared there or not: the API answers
   * it anywhere.
   */
  sharedResponses?: { statuses: string[]; note?: string; meanings?: Record<string, string> };
  /** Markdown notes added to query parameters of these names (paging conventions, say). */
  parameterNotes?: Record<string, string>;
  /**
   * Markdown notes keyed by a class name the document's descriptions use for a
   * badge (`<span class="hosted">`): an operation whose description holds the badge
   * shows the note under it, so the badge is explained where it appears.
   */
  badgeNotes?: Record<string, string>;
  /** Markdown shown under the description of every operation of this source (which release its pages come from, say). */
  operationNote?: string;
  /**
   * What the document's `x-codeSamples` do to the generated sample tabs: `add` (the
   * default) puts them after the generated ones; `replace` shows only the document's
   * samples on operations that have some (operations without keep the generated ones).
   */
  codeSamples?: 'add' | 'replace';
  /**
   * What a node that breaks the OpenAPI schema does: `warn` (the default) names its
   * JSON pointer and builds the rest; `error` fails the build (for a site's CI).
   */
  validation?: 'warn' | 'error';
  /**
   * The document's examples that contradict their schemas are shown and warned
   * about, each naming its JSON pointer; `ignore` lists the pointers not to warn
   * about (`#/paths/~1pets/get/responses/200/content/application~1json/example`).
   */
  exampleWarnings?: { ignore?: string[] };
  /**
   * The "Try it" console on this source's operation pages: `false` turns it off
   * (one operation: `x-docgen-try-it: false`); `proxy` names a CORS proxy the
   * console sends through (`${proxy}${url}`), for APIs that do not answer browsers.
   */
  tryIt?: boolean | { proxy?: string };
  /**
   * The servers readers pick from, by name (Cardano mainnet...): they replace the document's
   * `servers` and name the same URLs on paths and operations (operation-servers.ts).
   */
  servers?: { url: string; label: string }[];
  /**
   * Corrections to a document the site does not own: an RFC 6902 JSON Patch
   * (`add`, `replace`, `remove`, `test`), applied in order to the document as
   * written, before it is validated; each `path` is a JSON Pointer into it. A path
   * that does not exist or a `test` that fails stops the build.
   */
  patch?: JsonPatchOperation[];
}

/** One operation of a JSON Patch (RFC 6902) that docgen applies to a document. */
export type JsonPatchOperation =
  | { op: 'add' | 'replace' | 'test'; path: string; value: unknown }
  | { op: 'remove'; path: string };

/** Bounds on downloading one document, so a wrong or hostile server cannot hang or exhaust a build. */
export interface DownloadLimits {
  /** Largest accepted document, in bytes. */
  maxBytes?: number;
  /** Deadline for the whole download (retries included), in milliseconds. */
  timeoutMs?: number;
  /**
   * Private hosts (loopback, private network, link-local, metadata addresses) a
   * document's $refs may be downloaded from, and redirects may lead to: `true` for
   * any, or host names as URLs write them. Default none; a `url` source's own host
   * is always allowed.
   */
  allowPrivateHosts?: boolean | string[];
}

export const defaultDownloadLimits: Required<Omit<DownloadLimits, 'allowPrivateHosts'>> = {
  maxBytes: 50_000_000,
  timeoutMs: 60_000,
};
