// Where the query words occur in a text, so the results list and the destination
// page can mark them. Ranges only: the callers build text nodes and <mark>
// elements, so nothing here is ever parsed as HTML. Platform-free.
import { escapeRegExp } from './regexp-escape.js';
import { matchesAsPrefix } from './search-tokenizer.js';

/** Start (inclusive) and end (exclusive) of a marked run of characters. */
export type MarkRange = [start: number, end: number];

/** A piece of text and the ranges in it to mark. */
export interface MarkedText {
  text: string;
  marks: MarkRange[];
}

/**
 * A pattern for words that start with one of the terms (the search matches
 * prefixes, so 'deleg' marks the whole of 'delegation'). Null without terms.
 */
function termPattern(terms: readonly string[]): RegExp | null {
  const unique = [...new Set(terms.map((t) => t.toLowerCase()).filter((t) => t.length > 0))];
  if (unique.length === 0) return null;
  // Longest first so 'tx_hash' wins over 'tx'. A lookbehind would be simpler but
  // Safari before 16.4 rejects it; the word boundary is captured instead.
  // A one-digit term is matched whole, as the search matches it: '7' marks 'Page 7', not '70'.
  const alternatives = unique
    .sort((a, b) => b.length - a.length)
    .map((t) => (matchesAsPrefix(t) ? escapeRegExp(t) : `${escapeRegExp(t)}(?![\\p{L}\\p{N}_])`))
    .join('|');
  return new RegExp(`(^|[^\\p{L}\\p{N}_])((?:${alternatives})[\\p{L}\\p{N}_]*)`, 'giu');
}

/** Ranges of `text` holding words that start with one of the terms, in order. */
export function findMarks(text: string, terms: readonly string[]): MarkRange[] {
  const pattern = termPattern(terms);
  if (!pattern) return [];
  const marks: MarkRange[] = [];
  for (const match of text.matchAll(pattern)) {
    const start = match.index! + match[1]!.length;
    marks.push([start, start + match[2]!.length]);
  }
  return marks;
}

/**
 * A short excerpt of `text` around the first marked word, cut at word
 * boundaries, with '…' where it was cut, and the marks inside it.
 */
export function snippet(text: string, terms: readonly string[], maxLength = 180): MarkedText {
  const clean = text.replace(/\s+/g, ' ').trim();
  const marks = findMarks(clean, terms);
  if (clean.length <= maxLength) return { text: clean, marks };
  const first = marks[0]?.[0] ?? 0;
  let start = Math.max(0, first - Math.floor(maxLength / 3));
  if (start > 0) {
    const space = clean.indexOf(' ', start);
    start = space >= 0 && space < first ? space + 1 : start;
  }
  let end = Math.min(clean.length, start + maxLength);
  if (end < clean.length) {
    const space = clean.lastIndexOf(' ', end);
    if (space > first && space > start) end = space;
  }
  const prefix = start > 0 ? '…' : '';
  const suffix = end < clean.length ? '…' : '';
  const shift = prefix.length - start;
  return {
    text: `${prefix}${clean.slice(start, end)}${suffix}`,
    marks: marks.filter(([s, e]) => s >= start && e <= end).map(([s, e]) => [s + shift, e + shift]),
  };
}
