// `:::doc-cards` … `:::`: where a page shows a card for each page of the sidebar
// category it is the page of, as Docusaurus's DocCardList does. The cards come
// from the sidebar (known after this stage), so the container leaves a marker the
// render stage replaces; anything written inside shows under the cards.
import type { MarkdownIt } from 'markdown-it';
import { containerPlugin } from './container-block.js';

/** What the render stage replaces with the cards. */
export const docCardsMarker = '<!--docgen:doc-cards-->';

export function docCardsPlugin(md: MarkdownIt): void {
  containerPlugin(md, 'doc-cards', {
    validate: (params: string) => params.trim() === 'doc-cards',
    render(tokens: ReturnType<MarkdownIt['parse']>, idx: number) {
      return tokens[idx]!.nesting === 1 ? `${docCardsMarker}\n` : '';
    },
  });
}
