// A page has one h1: its title. The layout shows it (front matter `title`, or the body's
// first `# heading`, which is then not repeated); any other `# heading` in the body, one
// a partial brings with it (`_setup.md` starting `# Setup`), or one after the first,
// would be a second h1 for screen readers and the outline. Such a heading is shown as an
// h2 (a section of the page, in its table of contents), with a warning at its line.
import type { MarkdownIt, Token } from 'markdown-it';
import type { MarkdownEnv } from '../markdown-env.js';
import { leaveOutLines, leftOutOf } from '../left-out.js';
import type { RenderWarning } from '../../types.js';

/** What the rule knows of the page so far: a long page is parsed a part at a time. */
interface H1State {
  /** The body has had a token before this part (an h1 past it is not the page's start). */
  started: boolean;
  /** The page's h1 (its title heading) has been seen. */
  titled: boolean;
  warnings: RenderWarning[];
}

const key = Symbol('docgen one h1');

/** The second-h1 warnings of the last render with this env. */
export const extraH1WarningsOf = (env: MarkdownEnv): RenderWarning[] =>
  (env[key] as H1State | undefined)?.warnings ?? [];

/**
 * Whether a token shows something, so that an h1 after it does not start the body: what
 * renders nothing (imports, an mdx-code-block's fences, Vue blocks, `[[toc]]`, an HTML
 * comment) is not the page's start.
 */
export function startsBody(token: Token): boolean {
  if (token.type === 'html_block') return !onlyComments(token.content);
  return !silentTokens.has(token.type);
}
const silentTokens = new Set(['mdx_esm', 'mdx_code_block', 'vue_block', 'vitepress_line']);

/**
 * Whether HTML holds nothing but comments and space, read once from left to right: as a
 * regular expression (`(?:<!--[\s\S]*?-->\s*)+$`) a line of comments with text after
 * them took time doubling with each comment.
 */
function onlyComments(html: string): boolean {
  let at = 0;
  for (;;) {
    while (at < html.length && /\s/.test(html[at]!)) at++;
    if (at === html.length) return true;
    if (!html.startsWith('<!--', at)) return false;
    const end = html.indexOf('-->', at + 4);
    if (end < 0) return false;
    at = end + 3;
  }
}

/**
 * The `.md` copy shows the heading as the page does: its `#` (after any `>` or list marker)
 * becomes `##`, a setext heading's `===` underline (its last line) `---`.
 */
function demoteInCopy(heading: Token, lines: string[], env: MarkdownEnv): void {
  const [first, end] = heading.map!;
  const setext = heading.markup === '=';
  const line = setext ? end - 1 : first;
  const text = lines[line] ?? '';
  const found = (setext ? /=+/ : /#/).exec(text);
  if (!found) return;
  const to = found.index + found[0].length;
  const insert = setext ? '-'.repeat(found[0].length) : '##';
  leftOutOf(env).spans.push({ line, from: found.index, to, insert });
}

/** Runs before the heading ids are given out, so a demoted heading is an h2 everywhere. */
export function oneH1Plugin(md: MarkdownIt): void {
  md.core.ruler.before('docgen_headings', 'docgen_one_h1', (state) => {
    const env = state.env as MarkdownEnv;
    // Only pages say where their title comes from; other text keeps its headings.
    if (env.titleAbove === undefined) return;
    env[key] ??= { started: false, titled: false, warnings: [] } satisfies H1State;
    const page = env[key] as H1State;
    const tokens = state.tokens;
    let lines: string[] | undefined;
    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i]!;
      // What shows nothing is not the body's start (nor a heading).
      if (!page.started && !startsBody(token)) continue;
      const leading = !page.started;
      page.started = true;
      if (token.type !== 'heading_open' || token.tag !== 'h1') continue;
      // Without a title above it, the body's first h1 is the title, wherever it is.
      if (!page.titled && (leading || !env.titleAbove)) {
        page.titled = true;
        // The layout shows a later one above the body, as the title: the copy does the same
        // (its title line), so the heading leaves the copy's body as it leaves the page's.
        if (!leading && !env.hideTitle && token.map) {
          lines ??= state.src.split('\n');
          const [from, to] = token.map;
          // Between blank lines it goes with the blank line after it; otherwise its lines
          // become blank, not gone, so what stood before and after it stays apart (a
          // paragraph above and a `---` below would read as a setext heading).
          if (!lines[from - 1]?.trim() && !lines[to]?.trim()) leaveOutLines(env, from, to + 1);
          else
            for (let line = from; line < to; line++)
              leftOutOf(env).spans.push({
                line,
                from: 0,
                to: lines[line]!.length,
                keepBlank: true,
              });
        }
        continue;
      }
      const text = tokens[i + 1]!.content;
      if (token.map) {
        lines ??= state.src.split('\n');
        demoteInCopy(token, lines, env);
      }
      token.tag = tokens[i + 2]!.tag = 'h2';
      token.markup = tokens[i + 2]!.markup = '##';
      page.warnings.push({
        line: token.map ? token.map[0] + 1 + (env.lineOffset ?? 0) : undefined,
        message: `\`# ${text}\` would be a second h1 (a page has one: its title), so it is shown as an h2. Write \`## ${text}\`.`,
      });
    }
  });
}
