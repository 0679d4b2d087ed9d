// Labels the first visit's client code never needs (the server render's, the search
// chunk's). They stay out of labels.ts, which the first-visit bundle carries whole.

/** A heading's anchor, placed after its text so the heading is named by the text. */
export const sectionLinkLabel = 'Link to this section';

/** The sidebar's stand-in for the pages a long level leaves out (src/site/sidebar.ts). */
export const sidebarLabels = {
  morePages: (count: number) =>
    `… ${count.toLocaleString('en-US')} more page${count === 1 ? '' : 's'}`,
  /**
   * That link's accessible name: its text does not say where it leads, and a screen reader
   * may read the link out of the list (WCAG 2.4.4). It starts with the visible text, so that
   * speech input finds the link by what it shows.
   */
  morePagesName: (count: number, first: string, last: string, target: string) =>
    count === 1
      ? `1 more page: go to ${target}`
      : `${count.toLocaleString('en-US')} more pages, from ${first} to ${last}: go to ${target}`,
};
