// A `:::note` or a code fence that nothing closes runs to the end of the page (or of
// the list item or container it sits in), taking every later heading and paragraph
// with it. markdown-it and the container rule read it so, and the page builds as
// before; the author is told where the block opened and what line closes it.
import type { MarkdownIt } from 'markdown-it';
import type { MarkdownEnv } from '../markdown-env.js';
import { showLineAsText } from '../left-out.js';
import type { RenderWarning } from '../../types.js';
import { closingLineOf, quotedContainer, quotedFence } from './quoted-markup.js';

interface Unclosed {
  /** 1-based line of the opening line in the file. */
  line?: number;
  /** What opened: `:::note`, the code fence ```js. */
  what: string;
  /** The line that would close it, as the message names it ("a line `:::`"). */
  close: string;
}

/** The word after a container's colons (`note` of `:::note[Title]`), as messages quote it. */
const containerName = (params: string) => params.trim().split(/[\s{[]/, 1)[0]!;

const unclosedKey = Symbol('docgen unclosed blocks');

/** A page of thousands of unclosed openings is told about its first few, and how many more. */
const mostTold = 3;

function unclosedOf(env: MarkdownEnv): Unclosed[] {
  env[unclosedKey] ??= [];
  return env[unclosedKey] as Unclosed[];
}

/** Records a container (`:::name`) that opens at `line` (0-based, in the text parsed) and is never closed. */
export function reportUnclosedContainer(
  env: MarkdownEnv,
  line: number,
  colons: string,
  params: string,
): void {
  record(env, line, quotedContainer(colons.length, containerName(params)), closingLineOf(colons));
}

const tooDeepKey = Symbol('docgen containers nested too deep');

/**
 * Records a container opening at `line` (0-based, in the text parsed) that sits too deep
 * for markdown-it (`depth` levels of blocks around it) and is shown as text. The first
 * such line is told: the ones after it are the same mistake.
 */
export function reportTooDeepContainer(
  env: MarkdownEnv,
  line: number,
  depth: number,
  colons: number,
  params: string,
): void {
  showLineAsText(env, line);
  if (env[tooDeepKey]) return;
  reportTooDeepBlock(env, line, depth, quotedContainer(colons, containerName(params)));
}

/** Records a block (`what`, as the message names it) opening at `line` too deep to be read as one; the first is told. */
export function reportTooDeepBlock(env: MarkdownEnv, line: number, depth: number, what: string) {
  env[tooDeepKey] ??= {
    line: line + 1 + (env.lineOffset ?? 0),
    message: `${what} sits inside ${depth} blocks, the most a page nests, so it and every block nested as deep are shown as text. Close the blocks above it, or nest fewer.`,
  } satisfies RenderWarning;
}

function record(env: MarkdownEnv, line: number, what: string, close: string): void {
  unclosedOf(env).push({ line: line + 1 + (env.lineOffset ?? 0), what, close });
}

/** The warnings for the blocks the last render with this env found unclosed, first line first. */
export function unclosedWarningsOf(env: MarkdownEnv): RenderWarning[] {
  const found = [...unclosedOf(env)].sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  const told: RenderWarning[] = found.slice(0, mostTold).map((u) => ({
    line: u.line,
    message: `${u.what} is never closed, so the rest of the page (or of the block around it) is inside it. Close it with ${u.close}.`,
  }));
  const more = found.length - mostTold;
  if (more > 0)
    told.push({
      line: found[mostTold]!.line,
      message: `${more} more block${more === 1 ? '' : 's'} from this line on ${more === 1 ? 'is' : 'are'} never closed either.`,
    });
  const tooDeep = env[tooDeepKey] as RenderWarning | undefined;
  if (tooDeep) told.push(tooDeep);
  return told;
}

/**
 * Finds the fences markdown-it left unclosed. Its fence rule ends a fence at a closing
 * line (taken into the token's lines but not its content) or at the end of the block
 * it sits in (every line after the opening is content): so a fence is closed when its
 * content holds two lines fewer than the token spans. Counting the content's lines is
 * linear in the page, and needs no second reading of the source.
 */
export function unclosedFencePlugin(md: MarkdownIt): void {
  md.core.ruler.after('block', 'docgen_unclosed_fences', (state) => {
    const env = state.env as MarkdownEnv;
    for (const token of state.tokens) {
      if (token.type !== 'fence' || !token.map) continue;
      const text = token.content;
      let lines = 0;
      for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) lines++;
      // The page's last line, when no newline ends it.
      if (text !== '' && !text.endsWith('\n')) lines++;
      if (lines === token.map[1] - token.map[0] - 2) continue;
      const lang = token.info.trim().split(/\s/, 1)[0]!;
      const fence = quotedFence(token.markup, lang);
      record(env, token.map[0], `The code fence ${fence}`, closingLineOf(token.markup));
    }
  });
}
