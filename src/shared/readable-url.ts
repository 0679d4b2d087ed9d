// A URL as its author wrote it, for messages: markdown-it and the URL parser
// percent-encode every non-ASCII character, so a link typed as `#存在しない見出し`
// reaches the link checker as `#%E5%AD%98…`, which no reader recognises.
import { terminalControl } from './terminal-controls.js';

/** Runs of escaped bytes of 0x80 and above: the UTF-8 of non-ASCII characters. */
const escapedNonAscii = /(?:%[89a-f][0-9a-f])+/gi;
const control = new RegExp(terminalControl);

/**
 * `url` with its escaped non-ASCII characters decoded. ASCII escapes (`%20`, `%23`) stay
 * as written, since decoding them could change what the URL says; so does a run that is
 * not valid UTF-8, or that holds a character that would act on a terminal (C1, bidi).
 */
export function readableUrl(url: string): string {
  if (!url.includes('%')) return url;
  return url.replace(escapedNonAscii, (run) => {
    let text: string;
    try {
      text = decodeURIComponent(run);
    } catch {
      return run;
    }
    return control.test(text) ? run : text;
  });
}
