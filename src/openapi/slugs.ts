// Slugs of API pages: ours (kebab-case of the summary) and the old site's
// (lodash's kebabCase, which also splits acronyms: 'UTXOs' → 'utx-os'), kept as redirects.
import { slugify } from '../shared/slug.js';

export { slugify as operationSlug };

// lodash's word pattern, simplified to ASCII: lower-case runs, capitalised words,
// acronyms followed by a capitalised word, acronyms ending in lower case (UTXOs → UTX + Os), digits.
const words = /[A-Z]{2,}(?=[A-Z][a-z]+[0-9]*|\b)|[A-Z]?[a-z]+[0-9]*|[A-Z]+(?=[A-Z][a-z])|[A-Z]+|[0-9]+/g;

/** lodash.kebabCase for ASCII text: 'Address UTXOs' → 'address-utx-os'. */
export function lodashKebabCase(text: string): string {
  const parts: string[] = [];
  for (const chunk of text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').split(/[^A-Za-z0-9]+/)) {
    if (!chunk) continue;
    // 'UTXOs': an upper-case run followed by lower case splits before its last capital.
    const split = chunk.replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2').replace(/([a-z0-9])([A-Z])/g, '$1 $2');
    for (const w of split.split(' ')) if (w) parts.push(...(w.match(words) ?? [w]));
  }
  return parts.map((p) => p.toLowerCase()).join('-');
}
