// Slugs of API pages: ours (kebab-case of the summary) and the old site's
// (lodash's kebabCase, which also splits acronyms: 'UTXOs' → 'utx-os'), kept as redirects.
// Ours keep letters of every script ('ノートを作成' → 'ノートを作成'); the ASCII rule of
// earlier docgen versions gives the routes they published, which redirect.
import { cutToBytes } from '../shared/byte-cut.js';
import { asciiSlugify, slugify } from '../shared/slug.js';

export { slugify as operationSlug, asciiSlugify as previousOperationSlug };

// lodash's word pattern, simplified to ASCII: lower-case runs, capitalised words,
// acronyms followed by a capitalised word, acronyms ending in lower case (UTXOs → UTX + Os), digits.
const words =
  /[A-Z]{2,}(?=[A-Z][a-z]+[0-9]*|\b)|[A-Z]?[a-z]+[0-9]*|[A-Z]+(?=[A-Z][a-z])|[A-Z]+|[0-9]+/g;

/** lodash.kebabCase for ASCII text: 'Address UTXOs' → 'address-utx-os'. */
export function lodashKebabCase(text: string): string {
  const parts: string[] = [];
  for (const chunk of text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^A-Za-z0-9]+/)) {
    if (!chunk) continue;
    // 'UTXOs': an upper-case run followed by lower case splits before its last capital.
    const split = chunk
      .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
      .replace(/([a-z0-9])([A-Z])/g, '$1 $2');
    for (const w of split.split(' ')) if (w) parts.push(...(w.match(words) ?? [w]));
  }
  return parts.map((p) => p.toLowerCase()).join('-');
}

/** ASCII letters and digits of a text in kebab case, accents dropped rather than folded (a sample header name such as `x-api-key`). */
export const asciiKebab = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Longest slug of a summary, in characters (code points, whatever their script). */
export const maxSlugLength = 80;

/**
 * Most UTF-8 bytes of a slug: with `.json` or `.html` after it, a file name stays
 * below the 255 bytes file systems accept, though CJK letters take 3 bytes each and
 * some 4. An ASCII slug reaches the character limit long before this one.
 */
const maxSlugBytes = 240;

/** A slug cut to `max` characters (and `maxSlugBytes` bytes) at a word boundary. */
export function capSlug(slug: string, max = maxSlugLength): string {
  const kept = cutToBytes(slug, maxSlugBytes, max);
  if (kept === slug) return slug;
  // A dash right after the last character that fits is a boundary too.
  const chars = Array.from(slug);
  const fit = Array.from(kept).length;
  const dash = chars.lastIndexOf('-', fit);
  return (dash > fit / 2 ? chars.slice(0, dash).join('') : kept).replace(/-+$/, '');
}

/**
 * Slugs to try, in order, for an operation whose summary's slug `base` is taken
 * by `other`: the base with the words of its path that the other's path lacks
 * (`/orgs/{org}/agents/secrets` beside `/orgs/{org}/actions/secrets` → 'agents'),
 * literal segments before parameter names, then with its method, and only then a
 * number. The first operation keeps the base, so slugs stay stable.
 */
export function clashCandidates(
  base: string,
  op: { method: string; path: string },
  other?: { path: string },
): string[] {
  const said = new Set(base.split('-'));
  const wordsOf = (p: string, params: boolean) =>
    p
      .split('/')
      .filter((seg) => seg && /^\{.*\}$/.test(seg) === params)
      .flatMap((seg) => slugify(seg).split('-'))
      .filter(Boolean);
  const theirs = new Set(
    other ? [...wordsOf(other.path, false), ...wordsOf(other.path, true)] : [],
  );
  const fresh = (words: string[]) => [
    ...new Set(words.filter((w) => !said.has(w) && !theirs.has(w))),
  ];
  const out = [base];
  for (const words of [fresh(wordsOf(op.path, false)), fresh(wordsOf(op.path, true))]) {
    if (words.length) out.push(capSlug(`${base}-${words.join('-')}`, maxSlugLength + 40));
  }
  out.push(`${base}-${op.method}`);
  const all = [...new Set(wordsOf(op.path, false).filter((w) => !said.has(w)))];
  if (all.length) out.push(capSlug(`${base}-${op.method}-${all.join('-')}`, maxSlugLength + 40));
  for (let n = 2; n < 10_000; n++) out.push(`${base}-${n}`);
  return [...new Set(out)];
}
