// Text that markdown must read as text, as docgen writes it into markdown it generates
// (an API page's markdown copy, llms.txt): a title or description from an OpenAPI
// document or front matter may hold `<script>`, `](` or `*`.

const wordChar = /^[\p{L}\p{N}]$/u;
const needsEscape = /[\\`*[\]<>~_&]/;
const lineStartMark = /^\s*[#+=\d-]/m;

/** Where a backslash escapes what follows: before ASCII punctuation, a line's end or the text's. */
const actingBackslash = /\\(?=[!-/:-@[-`{-~]|\n|$)/g;

/**
 * Text escaped so that markdown reads it as text: emphasis, code, links, HTML,
 * entities and (at the start of a line) headings, lists and rules. An `_` inside a
 * word (`project_id`) is left alone: CommonMark never reads it as emphasis; nor is a
 * backslash before a letter (`C:\Users`), which markdown shows as written. `inline`
 * text sits inside a line (a link's text, after `: `): nothing in it starts a line.
 */
export function escapeMarkdownText(text: string, { inline = false } = {}): string {
  // Most text (names, types, plain sentences) has nothing to escape: a large document has hundreds of thousands.
  if (!needsEscape.test(text) && (inline || !lineStartMark.test(text))) return text;
  const escaped = text
    .replace(actingBackslash, '\\\\')
    .replace(/[`*[\]<>~]/g, '\\$&')
    .replace(/_/g, (m, at: number, all: string) =>
      wordChar.test(all[at - 1] ?? '') && wordChar.test(all[at + 1] ?? '') ? m : '\\_',
    )
    .replace(/&(?=#?\w+;)/g, '\\&');
  if (inline) return escaped;
  // A backslash escapes punctuation only: `1.` becomes `1\.`, not `\1.`.
  return escaped
    .replace(/^(\s*)(#{1,6}|[+-]|[=-]{2,})(?=\s|$)/gm, '$1\\$2')
    .replace(/^(\s*\d{1,9})([.)])(?=\s|$)/gm, '$1\\$2');
}
