// Text cut to fit a file name (file systems accept 255 bytes), between grapheme
// clusters: a letter never loses its marks, nor an emoji the parts joined to it.

const utf8 = new TextEncoder();
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The longest start of `text` of at most `maxBytes` UTF-8 bytes and `maxChars` code points that ends between grapheme clusters. */
export function cutToBytes(text: string, maxBytes: number, maxChars = Infinity): string {
  if (text.length <= maxChars && utf8.encode(text).length <= maxBytes) return text;
  let kept = '';
  let bytes = 0;
  let chars = 0;
  for (const { segment } of graphemes.segment(text)) {
    bytes += utf8.encode(segment).length;
    chars += Array.from(segment).length;
    if (bytes > maxBytes || chars > maxChars) break;
    kept += segment;
  }
  return kept;
}
