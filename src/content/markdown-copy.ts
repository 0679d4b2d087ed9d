// The plain-markdown copy of a docs page (served at its route + `.md`, offered by
// the "Copy page as Markdown" button, listed in llms.txt): the page title as an
// h1, then the body as written, with links to other markdown files turned into
// the routes they became, since the copy no longer sits beside those files.

/** `[text](../a.md#x)` targets, outside fenced code. Inline links only: the form the docs use. */
const mdLink = /(\]\()(<?)([^)\s>]+\.mdx?)(#[^)\s>]*)?(>?)(\s+"[^"]*")?\)/g;
const fence = /^\s*(```|~~~)/;
/** A heading's explicit id and aliases (`## Retries {#retries aliases=a,b}`): markup of this tool, not markdown. */
const headingAttributes = /^(#{1,6}\s.*?)\s*\{#[^}]*\}\s*$/;

export function markdownCopy(
  title: string,
  body: string,
  resolveLink: (target: string) => string | undefined,
): string {
  const lines = body.replace(/\r\n?/g, '\n').split('\n');
  let inFence = false;
  const out = lines.map((line) => {
    if (fence.test(line)) {
      inFence = !inFence;
      return line;
    }
    if (inFence) return line;
    return line
      .replace(headingAttributes, '$1')
      .replace(
        mdLink,
        (
          whole,
          open: string,
          lt: string,
          target: string,
          hash: string | undefined,
          gt: string,
          linkTitle: string | undefined,
        ) => {
          const route = resolveLink(decodeURI(target));
          return route ? `${open}${lt}${route}${hash ?? ''}${gt}${linkTitle ?? ''})` : whole;
        },
      );
  });
  // A body that starts with its own h1 already has the title.
  const text = out.join('\n').replace(/^\s+/, '').trimEnd();
  return /^#\s/.test(text) ? `${text}\n` : `# ${title}\n\n${text}\n`;
}
