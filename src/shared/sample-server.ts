// Which server URL the page may write into its request samples in place of the one they
// were built for. The samples quote their URL once per language at build time (a shell's
// double quotes, JavaScript's single quotes, JSON-style strings in Python, Go and Rust);
// the browser only swaps text. So it swaps in only a URL made of letters, digits and
// `_ . ~ : / % -`, which every one of those quotings writes unchanged and curl reads as
// plain text. Anything else could end the string it lands in or change what the command
// does (a quote, `$`, a backquote, a backslash, a space, `!`, `{}`/`[]` globbing), or is no
// part of a base URL (a query, a fragment, credentials): for such a URL the samples keep
// their own server. Kept this small because it ships on every first visit.
// Platform-free: the client imports it.

/** True when `url` may replace a sample's server as plain text in every language's samples. */
export const spliceableServer = (url: string): boolean => /^[\w.~:/%-]+$/.test(url);
