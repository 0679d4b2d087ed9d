// Heading ids as GitHub and Docusaurus make them (github-slugger: lowercase,
// punctuation dropped, spaces to dashes, letters of every script kept), so deep
// links into pages moved from either keep working: "What's new?" → `whats-new`,
// "1.1.0" → `110`, "Привет" → `привет`. Ids of an earlier docgen (every run of
// non-ASCII-alphanumerics one dash) are handed out beside them, for the heading
// plugin to keep as aliases: links to the old ids keep landing. Ids are in NFC: a
// heading copied from a macOS file name (NFD) has the id a typed link names.
import GithubSlugger from 'github-slugger';
import { createSlugger } from '../shared/slug.js';

export interface HeadingIds {
  /** The id of the next heading with this text (numbered when repeated: `-1`, `-2`). */
  id(text: string): string;
  /** The id an earlier docgen gave the same heading. */
  previousId(text: string): string;
}

/** Fresh per page: repeats are numbered within one page. */
export function createHeadingIds(): HeadingIds {
  const slugger = new GithubSlugger();
  return {
    // A heading of only punctuation (or an image) still gets an id.
    id: (text) => slugger.slug(text.normalize('NFC')) || slugger.slug('section'),
    previousId: createSlugger(),
  };
}
