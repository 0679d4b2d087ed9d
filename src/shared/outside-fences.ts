// A markdown copy's lines are rewritten (links put under the base, page links slashed) except
// inside code fences, where a link is an example to show as written.

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
