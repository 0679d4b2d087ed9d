// Slugs for headings, API operations and tab values. Platform-free: the browser
// and Node derive the same anchors from the same text.

/**
 * Kebab-case slug of a text: 'Address UTXOs' → 'address-utxos',
 * 'Specific nut.link address' → 'specific-nut-link-address'.
 * Accents are folded, every run of other characters becomes one dash.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Hands out unique slugs within one page: the second 'Example' becomes 'example-1',
 * as GitHub and Docusaurus number repeated headings.
 */
export function createSlugger(): (text: string) => string {
  const seen = new Map<string, number>();
  return (text: string) => {
    const base = slugify(text) || 'section';
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
