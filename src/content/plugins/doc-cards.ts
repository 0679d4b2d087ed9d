// `:::doc-cards` … `:::`: where a page shows a card for each page of the sidebar
// category it is the page of, as Docusaurus's DocCardList does. The cards come
// from the sidebar (known after this stage), so the container leaves a marker the
// render stage replaces; anything written inside shows under the cards.
import type { MarkdownIt } from 'markdown-it';
import type { MarkdownEnv } from '../markdown-env.js';
import { containerPlugin } from './container-block.js';

/** What the render stage replaces with the cards. */
export const docCardsMarker = '<!--docgen:doc-cards-->';

const linesKey = Symbol('docgen doc-cards lines');

/** The lines (1-based, counted as the page's file) of the `:::doc-cards` blocks of the last render with this env. */
export const docCardsLinesOf = (env: MarkdownEnv): number[] =>
  (env[linesKey] as number[] | undefined) ?? [];

export function docCardsPlugin(md: MarkdownIt): void {
  containerPlugin(md, 'doc-cards', {
    validate: (params: string) => params.trim() === 'doc-cards',
    render(tokens: ReturnType<MarkdownIt['parse']>, idx: number, _options, rendering) {
      const token = tokens[idx]!;
      if (token.nesting !== 1) return '';
      // Where the block is written: the build warns there when it has no card to show.
      const env = rendering as MarkdownEnv | undefined;
      if (token.map && env) {
        env[linesKey] ??= [];
        (env[linesKey] as number[]).push(token.map[0] + 1 + (env.lineOffset ?? 0));
      }
      return `${docCardsMarker}\n`;
    },
  });
}
