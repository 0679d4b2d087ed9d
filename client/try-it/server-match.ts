// Whether a URL is one of an operation's servers, and with which variables: the one
// question the samples (try-it-launcher.ts) and the console (servers.ts) ask of a
// remembered choice. A variable is one of its `enum` values, else one host label, a
// whole host or one path segment, never any text: `https://{region}.example.com` with
// region [eu, us] is not `https://uploads.us.example.com`, and the host the URL parser
// reads is the host matched. A relative server (or none) names no host: only the base
// URL the reader typed for this source completes it.

/** A server as the document writes it: `{variables}` in its URL, an enum for some. */
export interface ServerTemplate {
  url: string;
  variables?: Record<string, { enum?: string[] }>;
}

/** Where the reader's own base URL for a source's relative servers is kept. */
export const baseKey = (source: string) => `docgen.try-it.base.${source}`;

const trimmed = (url: string) => url.replace(/\/+$/, '');
// All but letters, digits and `_` escaped: without the `u` flag, `\:` reads as `:`, `\。` as `。`.
const escaped = (text: string) => text.replace(/\W/g, '\\$&');

/**
 * Whether `url` names its scheme and host (a `{scheme}` variable too); otherwise it is
 * relative to one the document does not give. The same test of the URL as isAbsoluteServer
 * in src/shared/server-notes.ts, written again: imported, that module would put a chunk of
 * its own on every first visit. A whole-URL variable's default, which isAbsoluteServer
 * also reads, is not in the samples' data: serverValues reads its scheme and host from
 * the URL it matches instead.
 */
export const isAbsolute = (url: string) => /^(?:[a-z][a-z0-9+.-]*|\{[^{}/]*\}):\/\//i.test(url);

/** A relative server's path as it follows a base URL: `./api` and `/api` alike, as the samples write it. */
const relativePath = (url: string) => url.replace(/^\.?\/*/, '');

/**
 * The variables' values that make `server` the URL `url`; undefined where none do.
 * A relative server matches only under `base`, the base URL the reader typed.
 */
export function serverValues(
  server: ServerTemplate,
  url: string,
  base?: string | null,
): Record<string, string> | undefined {
  let template = trimmed(server.url);
  // Two variables with nothing between them have no boundary: the stored choice is not
  // matched there (a regular expression guessing one would backtrack for minutes).
  if (template.includes('}{')) return undefined;
  const relative = !isAbsolute(template);
  // A whole-URL variable (`{baseUrl}/v1`) holds the scheme and host itself, when the URL has them.
  const whole = relative && template[0] === '{' && isAbsolute(url);
  // A typed base is text, not a template: it is matched as written.
  let prefix = '';
  if (relative && !whole) {
    if (!base) return undefined;
    template = relativePath(template);
    prefix = escaped(trimmed(base)) + (template ? '/' : '');
  }
  const parts = template.split(/\{([^{}]*)\}/);
  const pattern = parts
    .map((part, i) => {
      const choices = server.variables?.[part]?.enum;
      // A variable stops at the text that follows it (so a URL splits one way only): in
      // `{tenant}.example.com` one label, in `https://{host}/v1` a host, in the path one
      // segment. Never a `\`, which the URL parser reads as `/`.
      return i % 2 === 0
        ? escaped(part)
        : choices
          ? `(${choices.map(escaped).join('|')})`
          : whole && i === 1
            ? '([^?#\\\\]+)'
            : `((?:(?!${escaped(parts[i + 1]![0] ?? '#')})[^/?#\\\\])+)`;
    })
    .join('');
  const candidate = trimmed(url);
  const match = new RegExp(`^${prefix}${pattern}$`).exec(candidate);
  // What the URL parser takes for the host must be the text matched as the host: an `@`,
  // a `%2e` or a full-width dot (`。`, which IDNA makes a dot) there names another host.
  return match &&
    URL.canParse(candidate) &&
    new URL(candidate).hostname === candidate.split('/')[2]!.replace(/:\d*$/, '').toLowerCase()
    ? Object.fromEntries(match.slice(1).map((value, i) => [parts[2 * i + 1]!, value]))
    : undefined;
}

/**
 * This module as the console receives it from the launcher: imported by both, it would
 * become a chunk of its own that every first visit loads.
 */
export type ServerMatch = Pick<
  typeof import('./server-match.js'),
  'baseKey' | 'isAbsolute' | 'serverValues'
>;
