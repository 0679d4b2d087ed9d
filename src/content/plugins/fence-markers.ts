// Starlight (Expressive Code) marks text inside a code block as well as whole lines:
// ```js "return true;" /ye[sp]/ ins="added" del=/old\w+/. docgen draws the `"text"` ones
// (code-text-marks.ts); a `/regex/` one is never run (an author's regular expression could
// hang the build) and an empty `""` marks nothing. Either would vanish without a word, so
// the build warns at the fence's line, with what to write instead.
import type { MarkdownIt } from 'markdown-it';
import type { RenderWarning } from '../../types.js';
import type { MarkdownEnv } from '../markdown-env.js';
import { cutShort } from '../../shared/clip-text.js';
import { isRegexMarker, parseTextMark, type TextMark } from '../code-text-marks.js';

const key = Symbol('docgen fence markers');

/**
 * The words of a fence's info string, left to right: a text marker (`"text"`, `'text'` or
 * `/regex/`, bare or after `ins=`, `del=` or `mark=`: group 1), another attribute
 * (`title="…"`, `lang="js"`, `frame="terminal"`), or another word. Read in one pass, so
 * a marker's quotes may hold `title="…"` (`'title="Watch out!"'` marks that text) and a
 * title may hold quotes.
 */
const infoWord =
  /(?<=^|\s)((?:(?:ins|del|mark)=)?(?:"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|\/(?:[^/\\\s]|\\.)(?:[^/\\]|\\.)*\/))(?=\s|$)|(?<=^|\s)[\w-]+=(?:"[^"]*"|'[^']*'|\S+)|\S+/g;

/** The text markers of a fence's info string (its language and other attributes aside). */
export function textMarkersOf(info: string): string[] {
  const rest = info.trim().replace(/^\S+/, '');
  return [...rest.matchAll(infoWord)].flatMap((m) => (m[1] === undefined ? [] : [m[1]]));
}

export function fenceMarkersPlugin(md: MarkdownIt): void {
  md.core.ruler.after('block', 'docgen_fence_markers', (state) => {
    const env = state.env as MarkdownEnv;
    const told: RenderWarning[] = [];
    for (const token of state.tokens) {
      if (token.type !== 'fence' || !token.map) continue;
      const line = token.map[0] + 1 + (env.lineOffset ?? 0);
      const unread = textMarkersOf(token.info).filter((m) => !parseTextMark(m));
      const listed = (markers: string[]) => markers.map((m) => cutShort(m, 40)).join(', ');
      const regexes = unread.filter(isRegexMarker);
      if (regexes.length > 0)
        told.push({
          line,
          message: `Regex markers are not supported: mark the text with "…" instead (${listed(regexes)} ${regexes.length === 1 ? 'is' : 'are'} not shown).`,
        });
      const markers = unread.filter((m) => !isRegexMarker(m));
      if (markers.length === 0) continue;
      told.push({
        line,
        message: `The code fence's text marker${markers.length === 1 ? '' : 's'} ${listed(markers)} ${markers.length === 1 ? 'is' : 'are'} not shown: a marker must match some text. Fix it, or mark whole lines: \`{2}\` or \`mark={2}\` to highlight, \`ins={3}\` for added lines, \`del={4}\` for removed ones.`,
      });
    }
    env[key] = told;
  });
}

/** The text markers of a fence that docgen draws. */
export const textMarksOf = (info: string): TextMark[] =>
  textMarkersOf(info)
    .map(parseTextMark)
    .filter((m): m is TextMark => m !== undefined);

/** The warnings of the last render with this env. */
export const fenceMarkerWarningsOf = (env: MarkdownEnv): RenderWarning[] =>
  (env[key] as RenderWarning[] | undefined) ?? [];
