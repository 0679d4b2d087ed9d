// Where text may be cut without splitting what a reader sees as one character (a
// grapheme cluster): a letter and its marks, a flag's two regional indicators, an
// emoji with its skin tone, keycap or joined family. Intl.Segmenter knows the full
// rules (UAX #29), but Firefox before 125, a client target, lacks it; these are
// the ones docs text needs. Platform-free.

/** Combining marks (variation selectors and the keycap's enclosing mark among them), Hangul vowel and final jamo, half-width voicing marks. */
const combining = /^[\p{M}\u1160-\u11ff\uff9e\uff9f]/u;

/**
 * What joins the character before it: combining marks, the zero-width joiner, skin
 * tones, the tags of a subdivision flag.
 */
function joinsBefore(text: string, i: number): boolean {
  const code = text.codePointAt(i)!;
  if (
    code === 0x200d ||
    (code >= 0x1f3fb && code <= 0x1f3ff) ||
    (code >= 0xe0020 && code <= 0xe007f)
  )
    return true;
  return combining.test(text.slice(i, i + 2));
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isRegionalIndicator = (code: number | undefined) =>
  code !== undefined && code >= 0x1f1e6 && code <= 0x1f1ff;

/** The code point that ends just before `i`. */
function codePointBefore(text: string, i: number): number {
  const code = text.charCodeAt(i - 1);
  const high =
    i >= 2 && code >= 0xdc00 && code <= 0xdfff && isHighSurrogate(text.charCodeAt(i - 2));
  return high ? text.codePointAt(i - 2)! : code;
}

/** Whether a cut at `i` (a UTF-16 offset) falls between two grapheme clusters. */
export function isGraphemeBoundary(text: string, i: number): boolean {
  if (i <= 0 || i >= text.length) return true;
  if (isHighSurrogate(text.charCodeAt(i - 1))) return false;
  if (joinsBefore(text, i)) return false;
  // An emoji after a joiner belongs to the sequence ('👨‍👩‍👧').
  if (text.charCodeAt(i - 1) === 0x200d) return false;
  if (!isRegionalIndicator(text.codePointAt(i))) return true;
  // Regional indicators pair up from the start of their run: a cut falls after an even number.
  let run = 0;
  while (i - 2 * run >= 2 && isRegionalIndicator(codePointBefore(text, i - 2 * run))) run++;
  return run % 2 === 0;
}
