// What an operation's page says about servers it cannot show as a host: none in the
// document, or a relative URL. The page, its markdown copy, the samples and Try it
// then tell the same story: the samples write the placeholder host, the console asks
// the reader for the API's base URL (client/try-it/servers.ts) and never calls the
// docs site instead.

/** The host the samples show in place of one the document does not name (samples/http-call.ts). */
export const placeholderHost = 'https://api.example.com';

/**
 * Whether a server URL starts with its scheme and host (`https://…`), a variable scheme
 * included (`{scheme}://…`, filled from its default or enum); otherwise it is relative
 * to a host the document does not give. client/try-it/server-match.ts's `isAbsolute`
 * is the same test (test/unit/client/server-match.test.ts holds them together).
 */
export const isAbsoluteServer = (url: string) =>
  /^(?:[a-z][a-z0-9+.-]*|\{[^{}/]*\}):\/\//i.test(url);

/** The sentence under "Base URLs" for `servers`; undefined when each names its host. */
export function serverNote(servers: { url: string }[]): string | undefined {
  if (servers.length === 0)
    return `The document names no server: the samples show ${placeholderHost} in its place, and Try it asks for the API's base URL.`;
  if (servers.some((s) => !isAbsoluteServer(s.url)))
    return `A relative URL follows the API's base URL, which the document does not give: the samples show it under ${placeholderHost}, and Try it asks for the base URL.`;
  return undefined;
}
