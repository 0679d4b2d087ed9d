// The one place docgen escapes text for HTML it writes by hand (React escapes
// what the templates render). Platform-free: the templates and the browser code
// may use it too.

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * `text` as HTML, for element text and for attribute values alike: `&` and `<`
 * would start markup in text, a quote would end a quoted attribute value, so all
 * five are escaped everywhere. The result is valid XML too (sitemap.xml).
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => entities[c]!);
}

/**
 * What React's renderToStaticMarkup (and highlight.js) writes for `text`: escapeHtml's
 * form, but the apostrophe is `&#x27;`. For finding a value in HTML React rendered (the
 * sidebar's active link), and for writing what highlight.js would (json-highlight.ts).
 */
export function escapeHtmlAsReact(text: string): string {
  return escapeHtml(text).replaceAll('&#39;', '&#x27;');
}

/** The text an id attribute of escapeHtml or React holds, back as it was written. */
export function unescapeHtml(html: string): string {
  return html.replace(
    /&(amp|lt|gt|quot|#39|#x27);/g,
    (_, name: string) =>
      ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" })[name]!,
  );
}

/**
 * `value` as JSON inside a <script> element (data, or a literal in inline code):
 * no `</script>` or `<!--` can end or change the element early, and U+2028/U+2029,
 * line breaks to older JavaScript parsers, are written as escapes.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
