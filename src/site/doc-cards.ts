// The cards of a page that holds `:::doc-cards`: one per item of the sidebar
// category whose page it is (title, description and the item page's
// `card_code` front matter, such as an install command).
import { DocgenError } from '../errors.js';
import { docCardsMarker } from '../content/plugins/doc-cards.js';
import type { DocCard, Doc, SidebarItem } from '../types.js';
import { visibleSidebar, type Sidebars } from './sidebar.js';

function categoryOf(
  items: SidebarItem[],
  route: string,
): Extract<SidebarItem, { type: 'category' }> | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.href === route) return item;
    const inner = categoryOf(item.items, route);
    if (inner) return inner;
  }
  return undefined;
}

/**
 * The page's cards, or undefined when its markdown has no `:::doc-cards`. None left to show
 * (its category's pages all unlisted): the block shows nothing, and `warn` is told so at
 * each of its lines.
 */
export function docCardsFor(
  doc: Doc,
  sidebars: Sidebars,
  docsByRoute: ReadonlyMap<string, Doc>,
  warn?: (message: string) => void,
): DocCard[] | undefined {
  if (!doc.html.includes(docCardsMarker)) return undefined;
  const category = Object.values(sidebars)
    .map((items) => categoryOf(items, doc.route))
    .find(Boolean);
  if (!category) {
    throw new DocgenError(
      `${doc.sourcePath ?? doc.route} has a :::doc-cards block, but no sidebar category links to this page.`,
      {
        file: doc.sourcePath,
        hint: "Give the category of the pages to show `link: '<this doc id>'` in the sidebars file, or remove the block.",
      },
    );
  }
  // Unlisted pages get no card, as Docusaurus's filterDocCardListItems leaves them out.
  const cards = cardsOf(visibleSidebar(category.items), docsByRoute);
  if (cards.length === 0 && warn) {
    const why =
      cardsOf(category.items, docsByRoute).length > 0
        ? `every page of the sidebar category ${JSON.stringify(category.label)} is unlisted (\`unlisted: true\`)`
        : `no item of the sidebar category ${JSON.stringify(category.label)} has a page of its own`;
    for (const at of doc.docCardsAt ?? [doc.sourcePath ?? doc.route])
      warn(`${at}: \`:::doc-cards\` has no card left to show: ${why}; the block shows nothing.`);
  }
  return cards;
}

/** A card for each item of a category's list that has a page. */
function cardsOf(items: SidebarItem[], docsByRoute: ReadonlyMap<string, Doc>): DocCard[] {
  return items.flatMap((item): DocCard[] => {
    if (!item.href) return [];
    const target = docsByRoute.get(item.href);
    return [
      {
        href: item.href,
        title: item.label,
        description: target?.description,
        code: target?.cardCode,
      },
    ];
  });
}
