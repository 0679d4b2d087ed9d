// Whether a URL is one of an operation's servers, and with which variables: the one
// question the samples (try-it-launcher.ts) and the console (servers.ts) ask of a
// remembered choice. A variable is one of its `enum` values, else one host label or
// one path segment, never any text: `https://{region}.example.com` with region
// [eu, us] is not `https://uploads.us.example.com`. A relative server (or none)
// names no host: only the base URL the reader typed for this source completes it.

/** A server as the document writes it: `{variables}` in its URL, an enum for some. */
export interface ServerTemplate {
  url: string;
  variables?: Record<string, { enum?: string[] }>;
}

/** Where the reader's own base URL for a source's relative servers is kept. */
export const baseKey = (source: string) => `docgen.try-it.base.${source}`;

const trimmed = (url: string) => url.replace(/\/+$/, '');
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether `url` names its scheme and host (a `{scheme}` variable too); otherwise it is
 * relative to one the document does not give. The same test as isAbsoluteServer in
 * src/shared/server-notes.ts, written again: imported, that module would put a chunk of
 * its own on every first visit.
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
  // A typed base is text, not a template: it is matched as written.
  let prefix = '';
  if (!isAbsolute(template)) {
    if (!base) return undefined;
    template = relativePath(template);
    prefix = escaped(trimmed(base)) + (template ? '/' : '');
  }
  const names: string[] = [];
  let before = '';
  const pattern = template
    .split(/(\{[^{}]*\})/)
    .map((part) => {
      const name = /^\{([^{}]*)\}$/.exec(part)?.[1];
      if (name === undefined) {
        before += part;
        return escaped(part);
      }
      names.push(name);
      const choices = server.variables?.[name]?.enum;
      // In the host (after `://`, before the first `/`): one label; in the path: one segment.
      const inHost = /:\/\/[^/]*$/.test(before);
      return choices?.length
        ? `(${choices.map(escaped).join('|')})`
        : inHost
          ? '([^./:?#]+)'
          : '([^/?#]+)';
    })
    .join('');
  const match = new RegExp(`^${prefix}${pattern}$`).exec(trimmed(url));
  return match ? Object.fromEntries(names.map((name, i) => [name, match[i + 1]!])) : undefined;
}

/**
 * This module as the console receives it from the launcher: imported by both, it would
 * become a chunk of its own that every first visit loads.
 */
export type ServerMatch = Pick<
  typeof import('./server-match.js'),
  'baseKey' | 'isAbsolute' | 'serverValues'
>;
