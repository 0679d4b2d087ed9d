// Text that markdown must read as text, as docgen writes it into markdown it generates
// (an API page's markdown copy, llms.txt): a title or description from an OpenAPI
// document or front matter may hold `<script>`, `](` or `*`.

const wordChar = /^[\p{L}\p{N}]$/u;
const needsEscape = /[\\`*[\]<>~_&]/;
const lineStartMark = /^\s*[#+=\d-]/m;

/**
 * Text escaped so that markdown reads it as text: emphasis, code, links, HTML,
 * entities and (at the start of a line) headings, lists and rules. An `_` inside a
 * word (`project_id`) is left alone: CommonMark never reads it as emphasis.
 */
export function escapeMarkdownText(text: string): string {
  // Most text (names, types, plain sentences) has nothing to escape: a large document has hundreds of thousands.
  if (!needsEscape.test(text) && !lineStartMark.test(text)) return text;
  return (
    text
      .replace(/[\\`*[\]<>~]/g, '\\$&')
      .replace(/_/g, (m, at: number, all: string) =>
        wordChar.test(all[at - 1] ?? '') && wordChar.test(all[at + 1] ?? '') ? m : '\\_',
      )
      .replace(/&(?=#?\w+;)/g, '\\&')
      // A backslash escapes punctuation only: `1.` becomes `1\.`, not `\1.`.
      .replace(/^(\s*)(#{1,6}|[+-]|[=-]{2,})(?=\s|$)/gm, '$1\\$2')
      .replace(/^(\s*\d{1,9})([.)])(?=\s|$)/gm, '$1\\$2')
  );
}
