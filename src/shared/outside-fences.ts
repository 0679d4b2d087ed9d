// Lines of markdown rewritten (links put under the base) except inside code fences, where a
// link is an example to show as written. A line scan, platform-free for base-url.ts (which the
// client imports). The markdown copies hold out all code, code spans and indented blocks too,
// with markdown-it's parse (content/markdown-code.ts).

const fence = /^\s*(```|~~~)/;

/** `markdown` with `edit` applied to each line outside code fences (the fence lines kept as they are). */
export function editOutsideFences(markdown: string, edit: (line: string) => string): string {
  let inFence = false;
  return markdown
    .split('\n')
    .map((line) => {
      if (fence.test(line)) inFence = !inFence;
      else if (!inFence) return edit(line);
      return line;
    })
    .join('\n');
}
