// VitePress marks code lines with a comment at their end: `// [!code ++]` (added),
// `// [!code --]` (removed), `// [!code highlight]` (`[!code hl]`), each for that line or,
// with `:3`, for three lines from it. docgen has the same three (`ins={…}`, `del={…}`,
// `{…}`), so such a fence is read as if written with them: the comments leave the code,
// the lines go into its info, in the page, its search text and its markdown copy alike.
// What docgen has no counterpart for (`focus`, `error`, `warning`, `word:`), or notation
// in a fence that cannot take it, is shown as written, with a warning once a page for each
// cause; `[!!code ++]` is the escape that shows `[!code ++]`.
import type { MarkdownIt, Token } from 'markdown-it';
import type { MarkdownEnv } from '../markdown-env.js';
import { leftOutOf, leftOutRecorder } from '../left-out.js';
import { cutShort } from '../../shared/clip-text.js';
import { warnOnce } from './vitepress-markup.js';
import { applyMagicComments } from '../magic-comments.js';

const hasMagicComments = (code: string) => applyMagicComments(code).code !== code;

/**
 * A notation comment at a line's end: its marker and optional count of lines. The space
 * before it is trimmed apart: a leading run of spaces in the pattern would be tried from
 * every column of a long line.
 */
const marked =
  /(?:\/\/|#|--|;|\/\*|<!--)[ \t]*\[!code (\+\+|--|highlight|hl)(?::(\d{1,4}))?\][ \t]*(?:\*\/|-->)?[ \t]*$/;
/** Any notation, bounded: an unclosed `[!code` must not be read to the line's end from each one. */
const anyNotation = /\[!code[ \t]+[^\]\n]{0,60}\]/;

/** The notation docgen reads (when the fence lets it). */
const readable = /^\[!code (?:\+\+|--|highlight|hl)(?::\d{1,4})?\]$/;

const fieldOf = { '++': 'ins=', '--': 'del=', highlight: '', hl: '' } as const;

/** Lines as a fence's info writes them: `{2,4-5}`. */
function ranges(lines: number[]): string {
  const sorted = [...new Set(lines)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; i++) {
    const first = sorted[i]!;
    while (sorted[i + 1] === sorted[i]! + 1) i++;
    parts.push(first === sorted[i] ? `${first}` : `${first}-${sorted[i]}`);
  }
  return `{${parts.join(',')}}`;
}

/** Why a fence's `[!code ++]`, `--` or `highlight` comments were left as written, and what to do. */
const notRead = {
  lines: (info: string) =>
    `its info already sets lines (\`${cutShort(info, 40)}\`), and two sets of lines could not be told apart. Move the lines into the info (\`{3}\` highlights line 3, \`ins={3}\` and \`del={3}\` show it added or removed) and remove the comments`,
  magic: () =>
    "it has magic comments (`// highlight-next-line`), whose lines leave the code and would move the lines the notation counts. Use one or the other: magic comments, or the notation (or the lines in the fence's info: `{3}`, `ins={3}`, `del={3}`)",
  alone: () =>
    "one of them is all its line holds, which would leave an empty line marked. Put the comment at the end of the code line it marks, or mark the lines in the fence's info (`{3}`, `ins={3}`, `del={3}`)",
};
type NotRead = keyof typeof notRead;

/**
 * Reads one fence's notation comments into its info, or leaves it as written and says why
 * when its info already sets lines (two sets could not be told apart), it has magic
 * comments, or a comment is all its line holds.
 */
function readNotation(token: Token, env: MarkdownEnv, src: string): NotRead | undefined {
  const lines = token.content.split('\n');
  const found = lines.map((line) => marked.exec(line));
  if (!found.some(Boolean)) return undefined;
  if (/\{[\d,\s-]*\}/.test(token.info)) return 'lines';
  // Docusaurus's magic comment lines leave the code, which would move the lines counted here.
  if (hasMagicComments(token.content)) return 'magic';
  if (found.some((m, i) => m && lines[i]!.slice(0, m.index).trim() === '')) return 'alone';
  const byField: Record<string, number[]> = { 'ins=': [], 'del=': [], '': [] };
  const record = leftOutRecorder(src, env)(token.map![0] + 1, token.content);
  let offset = 0;
  lines.forEach((line, i) => {
    const m = found[i];
    if (m) {
      const count = Math.max(Number(m[2] ?? 1), 1);
      for (let n = 0; n < count; n++)
        byField[fieldOf[m[1] as keyof typeof fieldOf]]!.push(i + 1 + n);
      const code = line.slice(0, m.index).trimEnd();
      record(offset + code.length, offset + line.length);
      lines[i] = code;
    }
    offset += line.length + 1;
  });
  const added = Object.entries(byField)
    .filter(([, numbers]) => numbers.length > 0)
    .map(([field, numbers]) => ` ${field}${ranges(numbers)}`)
    .join('');
  token.content = lines.join('\n');
  token.info = `${token.info.trimEnd()}${added}`;
  // The copy's opening line gets them too, at its end.
  const opening = src.split('\n', token.map![0] + 1)[token.map![0]] ?? '';
  const end = opening.trimEnd().length;
  leftOutOf(env).spans.push({ line: token.map![0], from: end, to: end, insert: added });
  return undefined;
}

/** `[!!code ++]` is how VitePress shows a notation comment as text: `[!code ++]`, in the copy too. */
function unescapeNotation(token: Token, env: MarkdownEnv, src: string): void {
  const record = leftOutRecorder(src, env)(token.map![0] + 1, token.content);
  token.content = token.content.replace(/\[!!code/g, (_, at: number) => {
    record(at, at + 3, '[!');
    return '[!code';
  });
}

export function codeNotationPlugin(md: MarkdownIt): void {
  md.core.ruler.push('docgen_code_notation', (state) => {
    const env = state.env as MarkdownEnv;
    for (const token of state.tokens) {
      if (token.type !== 'fence' || !token.map || !/\[!!?code/.test(token.content)) continue;
      const info = token.info;
      const reason = readNotation(token, env, state.src);
      // What is left is read before the escapes become the notation they show.
      const left = anyNotation.exec(token.content);
      const line = left && token.map[0] + token.content.slice(0, left.index).split('\n').length;
      if (token.content.includes('[!!code')) unescapeNotation(token, env, state.src);
      if (!left || !line) continue;
      const shown = `VitePress's \`${cutShort(left[0], 40)}\``;
      // Once a page for each cause: what to do differs between them.
      if (reason && readable.test(left[0]))
        warnOnce(
          env,
          `notation-${reason}`,
          line,
          `${shown} comments in this fence were left as written (the code shows them): ${notRead[reason](info)}.`,
        );
      else
        warnOnce(
          env,
          'notation',
          line,
          `${shown} comments are not read by docgen: the code shows them as written. docgen reads \`[!code ++]\`, \`[!code --]\` and \`[!code highlight]\` at a line's end; for others, mark lines in the fence's info: \`{3}\` highlights line 3, \`ins={3}\` and \`del={3}\` show it added or removed.`,
        );
    }
  });
}
