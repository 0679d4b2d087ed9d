// Docusaurus's magic comments in code blocks: a line holding only
// `// highlight-next-line` highlights the line after it, `// highlight-start` …
// `// highlight-end` the lines between. The comment lines themselves are not shown.
// Any of the usual comment forms works (`//`, `#`, `--`, `/* */`, `<!-- -->`).

const magic =
  /^\s*(?:\/\/|#|--|;|\/\*|<!--|\{\/\*)\s*highlight-(next-line|start|end)\s*(?:\*\/\}?|-->)?\s*$/;

/** The code without its magic comment lines, and the 1-based lines they highlight. */
export function applyMagicComments(code: string): { code: string; lines: Set<number> } {
  const lines = new Set<number>();
  if (!code.includes('highlight-')) return { code, lines };
  const kept: string[] = [];
  let nextLine = false;
  let inRange = false;
  for (const line of code.split('\n')) {
    const kind = magic.exec(line)?.[1];
    if (kind === 'next-line') nextLine = true;
    else if (kind === 'start') inRange = true;
    else if (kind === 'end') inRange = false;
    else {
      kept.push(line);
      if (nextLine || inRange) lines.add(kept.length);
      nextLine = false;
    }
  }
  return { code: kept.join('\n'), lines };
}
