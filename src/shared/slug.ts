// Slugs for headings, API operations and tab values. Platform-free: the browser
// and Node derive the same anchors from the same text.

/**
 * What a slug keeps of a text: letters, combining marks and digits of every script,
 * the classes heading ids keep (github-slugger drops punctuation and symbols only).
 */
const notWordChars = /[^\p{L}\p{M}\p{N}]+/gu;

/**
 * Kebab-case slug of a text: 'Address UTXOs' → 'address-utxos',
 * 'Specific nut.link address' → 'specific-nut-link-address', 'ノートAPI' → 'ノートapi'.
 * Latin accents are folded ('Café' → 'cafe'), every run of characters that are not
 * letters or digits becomes one dash, and the result is in NFC: a title typed on one
 * system and copied from a macOS file name (NFD) has one slug.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .normalize('NFC')
    .replace(notWordChars, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The slug earlier docgen versions made: ASCII letters and digits only ('ノートAPI' → 'api').
 * Kept for the ids and routes they published, which stay as aliases and redirects.
 */
export function asciiSlugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Hands out unique slugs within one page: the second 'Example' becomes 'example-1',
 * as GitHub and Docusaurus number repeated headings, by the ASCII rule of earlier
 * docgen versions (the heading ids they published).
 */
export function createSlugger(): (text: string) => string {
  const seen = new Map<string, number>();
  return (text: string) => {
    const base = asciiSlugify(text) || 'section';
    const count = seen.get(base);
    if (count === undefined) {
      seen.set(base, 0);
      return base;
    }
    let n = count + 1;
    while (seen.has(`${base}-${n}`)) n++;
    seen.set(base, n);
    seen.set(`${base}-${n}`, 0);
    return `${base}-${n}`;
  };
}
