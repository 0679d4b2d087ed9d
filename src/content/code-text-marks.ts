// Starlight's (Expressive Code's) text markers: ```js "return true;" /ye[sp]/ ins="added"
// marks pieces of lines, not whole lines: each match is wrapped in <mark>, <ins> or <del>
// in the highlighted HTML, at build time. `/regex/` markers are not drawn: a page author's
// regular expression run over every line could backtrack for ever and hang the build, and
// there is no way to bound a JavaScript RegExp's running time.

/** A text marker of a fence: what it marks, and how. */
export interface TextMark {
  kind: 'mark' | 'ins' | 'del';
  /** The text's characters escaped, global, with indices (`d`). */
  pattern: RegExp;
}

/** Whether a marker written in a fence's info is a `/regex/` one (maybe after `ins=`…). */
export const isRegexMarker = (written: string): boolean =>
  /^(?:(?:ins|del|mark)=)?\//.test(written);

/**
 * The marker written in a fence's info (`"text"` or `'text'`, maybe after `ins=`, `del=`
 * or `mark=`), or undefined when it is not one docgen draws: empty text, or a `/regex/`,
 * which is never compiled (see above).
 */
export function parseTextMark(written: string): TextMark | undefined {
  const m = /^(?:(ins|del|mark)=)?(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)')$/s.exec(written);
  if (!m) return undefined;
  const kind = (m[1] ?? 'mark') as TextMark['kind'];
  const literal = (m[2] ?? m[3]!).replace(/\\(.)/g, '$1');
  if (literal === '') return undefined;
  // Escaped, the text is searched for as it is: linear in the line's length.
  return { kind, pattern: new RegExp(literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gd') };
}

/** The pieces of `line` the marks match, as [start, end, kind], in order, not overlapping. */
function rangesIn(line: string, marks: readonly TextMark[]): [number, number, TextMark['kind']][] {
  const ranges: [number, number, TextMark['kind']][] = [];
  for (const { kind, pattern } of marks) {
    pattern.lastIndex = 0;
    for (let m = pattern.exec(line); m; m = pattern.exec(line)) {
      if (m[0] === '') pattern.lastIndex++;
      const groups = m.indices!.slice(1).filter((g): g is [number, number] => g !== undefined);
      for (const [from, to] of groups.length > 0 ? groups : [m.indices![0]!])
        if (to > from) ranges.push([from, to, kind]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  // The first marker to reach a character marks it.
  const kept: [number, number, TextMark['kind']][] = [];
  for (const r of ranges) if (r[0] >= (kept.at(-1)?.[1] ?? 0)) kept.push(r);
  return kept;
}

const tagOf = { mark: 'mark', ins: 'ins', del: 'del' } as const;

/**
 * Wraps the pieces of one highlighted line (`html`, whose text is `text`) that the marks
 * match. A piece that crosses highlight.js's spans is closed before each tag and opened
 * again after it, so the elements nest.
 */
export function markLine(html: string, text: string, marks: readonly TextMark[]): string {
  const ranges = rangesIn(text, marks);
  if (ranges.length === 0) return html;
  let out = '';
  let offset = 0;
  let r = 0;
  let open: TextMark['kind'] | undefined;
  const openTag = (kind: TextMark['kind']) =>
    `<${tagOf[kind]} class="code-mark code-mark--${kind}">`;
  for (let i = 0; i < html.length; ) {
    const range = ranges[r];
    if (open === undefined && range && offset === range[0]) {
      open = range[2];
      out += openTag(open);
    }
    if (open !== undefined && range && offset === range[1]) {
      out += `</${tagOf[open]}>`;
      open = undefined;
      r++;
      continue;
    }
    if (html[i] === '<') {
      const end = html.indexOf('>', i) + 1;
      const tag = html.slice(i, end);
      out += open === undefined ? tag : `</${tagOf[open]}>${tag}${openTag(open)}`;
      i = end;
      continue;
    }
    // An entity (`&lt;`) is one character of the text.
    const end = html[i] === '&' ? html.indexOf(';', i) + 1 : i + 1;
    out += html.slice(i, end);
    i = end;
    offset++;
  }
  if (open !== undefined) out += `</${tagOf[open]}>`;
  // Elements opened and closed around nothing (at a tag boundary) are left out.
  return out.replace(/<(mark|ins|del) class="code-mark[^"]*"><\/\1>/g, '');
}
