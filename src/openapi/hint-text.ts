// Try it's hints under its fields are plain text (the console sets them as text, never
// as HTML), but a parameter's description is markdown: its marks would show as written
// ("without the `.git` extension"). A hint is the text markdown-it reads in the
// description's first line: code spans, emphasis and links keep their words, raw HTML
// tags are dropped.
import markdownIt from 'markdown-it';

// With `html` on, a tag is a token of its own (and left out), not text that shows `<b>`.
const inline = markdownIt({ html: true });

const spoken = new Set(['text', 'code_inline', 'image']);

/** The plain text of a description's first line, for a hint under a field. */
export function hintText(markdown: string): string {
  const line = markdown.trim().split('\n')[0] ?? '';
  const tokens = inline.parseInline(line, {})[0]?.children ?? [];
  return tokens
    .map((t) => (spoken.has(t.type) ? t.content : t.type.endsWith('break') ? ' ' : ''))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}
