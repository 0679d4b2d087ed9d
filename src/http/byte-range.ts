// The one byte range of a `Range: bytes=…` request header (RFC 9110 §14), as video
// players and download managers send it to seek or resume. Several ranges in one
// request are answered with the whole file, which the RFC allows.

/** An inclusive range of byte offsets. */
interface ByteRange {
  start: number;
  end: number;
}

/**
 * The range `header` asks of a file of `size` bytes; 'unsatisfiable' when it lies
 * past the end (answered 416); undefined when there is no single byte range to
 * honour (no header, another unit, several ranges, bad syntax): the whole file.
 */
export function byteRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  const match = header === undefined ? null : /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  if (match[1] === '') {
    // `bytes=-N`: the last N bytes.
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return undefined;
  return { start, end };
}
