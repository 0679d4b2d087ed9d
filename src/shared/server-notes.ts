// What an operation's page says about servers it cannot show as a host: none in the
// document, or a relative URL. The page, its markdown copy, the samples and Try it
// then tell the same story: the samples write the placeholder host, the console asks
// the reader for the API's base URL (client/try-it/servers.ts) and never calls the
// docs site instead.

/** The host the samples show in place of one the document does not name (samples/http-call.ts). */
export const placeholderHost = 'https://api.example.com';

/** A server's variables, as far as the note needs them: a whole-URL variable's values. */
export type ServerVariables = Record<string, { default?: string; enum?: string[] }>;

const named = (url: string) => /^(?:[a-z][a-z0-9+.-]*|\{[^{}/]*\}):\/\//i.test(url);

/**
 * Whether a server URL starts with its scheme and host (`https://…`), a variable scheme
 * included (`{scheme}://…`, filled from its default or enum), or with a whole-URL variable
 * (`{baseUrl}/v1`) whose default (else its enum's first value), or every value of whose
 * enum, does; otherwise it is relative to a host the document does not give.
 * client/try-it/server-match.ts's `isAbsolute` is the same test of the URL alone
 * (test/unit/client/server-match.test.ts holds them together); its serverValues reads a
 * whole-URL variable from the URL matched.
 */
export function isAbsoluteServer(url: string, variables?: ServerVariables): boolean {
  const lead = /^\{([^{}]*)\}/.exec(url)?.[1];
  const v = lead === undefined ? undefined : variables?.[lead];
  const values = Array.isArray(v?.enum) ? v.enum : [];
  // Without a default, the samples and the console start on the enum's first value.
  return (
    named(url) ||
    (!!v &&
      (named(String(v.default ?? values[0] ?? '')) || (values.length > 0 && values.every(named))))
  );
}

/** The sentence under "Base URLs" for `servers`; undefined when each names its host. */
export function serverNote(
  servers: { url: string; variables?: ServerVariables }[],
): string | undefined {
  if (servers.length === 0)
    return `The document names no server: the samples show ${placeholderHost} in its place, and Try it asks for the API's base URL.`;
  if (servers.some((s) => !isAbsoluteServer(s.url, s.variables)))
    return `A relative URL follows the API's base URL, which the document does not give: the samples show it under ${placeholderHost}, and Try it asks for the base URL.`;
  return undefined;
}
