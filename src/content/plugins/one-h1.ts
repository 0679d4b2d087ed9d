// A page has one h1: its title. The layout shows it (front matter `title`, or the body's
// first `# heading`, which is then not repeated); any other `# heading` in the body, one
// a partial brings with it (`_setup.md` starting `# Setup`), or one after the first,
// would be a second h1 for screen readers and the outline. Such a heading is shown as an
// h2 (a section of the page, in its table of contents), with a warning at its line.
import type { MarkdownIt } from 'markdown-it';
import type { MarkdownEnv } from '../markdown-env.js';
import { leftOutOf } from '../left-out.js';
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

/** The `.md` copy shows the heading as the page does: its `#` (after any `>` or list marker) becomes `##`. */
function demoteInCopy(text: string, line: number, env: MarkdownEnv): void {
  const column = text.indexOf('#');
  if (column >= 0) leftOutOf(env).spans.push({ line, from: column, to: column + 1, insert: '##' });
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
      if (token.type === 'mdx_esm') continue;
      const leading = !page.started;
      page.started = true;
      if (token.type !== 'heading_open' || token.tag !== 'h1') continue;
      // Without a title above it, the body's first h1 is the title, wherever it is.
      if (!page.titled && (leading || !env.titleAbove)) {
        page.titled = true;
        continue;
      }
      const text = tokens[i + 1]!.content;
      if (token.markup === '#' && token.map) {
        lines ??= state.src.split('\n');
        demoteInCopy(lines[token.map[0]] ?? '', token.map[0], env);
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
