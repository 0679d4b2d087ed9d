// Labels the first visit's client code never needs (the server render's, the search
// chunk's). They stay out of labels.ts, which the first-visit bundle carries whole.

/** A heading's anchor, placed after its text so the heading is named by the text. */
export const sectionLinkLabel = 'Link to this section';

/** Read after a deprecated operation's name, where the page shows it struck through. */
export const deprecatedNote = ' (deprecated)';

/** The search's empty list when an index file could not be fetched (offline). */
export const searchIndexUnreachable =
  'No results: the search index could not be loaded. Are you offline?';
