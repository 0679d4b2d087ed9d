// Markdown files are UTF-8 text. A file that is not is published with U+FFFD in
// place of its bad bytes, so the author is told where (byte offset and line); a
// file with NUL bytes is not text at all (an image or a UTF-16 file saved as .md).
import { isUtf8 } from 'node:buffer';
import { DocgenError } from '../errors.js';

interface SourceText {
  text: string;
  /** Set when the bytes were not valid UTF-8: where the first bad byte is. */
  warning?: string;
}

/** Offset of the first byte that is not valid UTF-8, given the leniently decoded text. */
function firstBadByte(bytes: Uint8Array, text: string): number | undefined {
  // Everything before the first U+FFFD decoded one to one, so its UTF-8 length is the
  // byte offset; a U+FFFD the author really wrote (EF BF BD) is skipped.
  for (let at = text.indexOf('\uFFFD'); at !== -1; at = text.indexOf('\uFFFD', at + 1)) {
    const offset = Buffer.byteLength(text.slice(0, at));
    if (!(bytes[offset] === 0xef && bytes[offset + 1] === 0xbf && bytes[offset + 2] === 0xbd))
      return offset;
  }
  return undefined;
}

export function decodeSourceText(bytes: Buffer, file: string): SourceText {
  const nul = bytes.indexOf(0);
  if (nul !== -1) {
    const utf16 =
      (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
    throw new DocgenError(
      `${file} is not a text file: it holds a NUL byte at byte ${nul}${utf16 ? ' (it is UTF-16)' : ''}.`,
      {
        file,
        hint: utf16
          ? 'Save it as UTF-8.'
          : 'Move binary files (images, downloads) to the static folder, or give them another extension.',
      },
    );
  }
  const text = bytes.toString('utf8');
  if (isUtf8(bytes)) return { text };
  const offset = firstBadByte(bytes, text) ?? 0;
  let line = 1;
  for (let i = 0; i < offset; i++) if (bytes[i] === 0x0a) line++;
  const byte = bytes[offset]!.toString(16).toUpperCase().padStart(2, '0');
  return {
    text,
    warning: `${file}:${line}: not valid UTF-8 at byte ${offset} (0x${byte}); the page shows \uFFFD there. Save the file as UTF-8.`,
  };
}
