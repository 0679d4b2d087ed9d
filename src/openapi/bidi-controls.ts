// An OpenAPI document's text is shown inside docgen's own: a title in "Reference of the
// … API", a summary beside its method. A bidirectional override or embedding (U+202E)
// or isolate the text opens and never closes reverses what follows it there, docgen's
// text included, up to the end of the paragraph. Each title, summary and description of
// the document is closed where it ends: what it opens stays in effect inside it
// (right-to-left text reads as its author wrote it) and no further.

const embeddings = '\u202a\u202b\u202d\u202e';
const isolates = '\u2066\u2067\u2068';
const anyControl = /[\u202a-\u202e\u2066-\u2069]/;
const pdf = '\u202c';
const pdi = '\u2069';

/** `text` with a closing control (PDF, PDI) added at its end for each embedding or isolate it leaves open. */
export function closeBidiControls(text: string): string {
  if (!anyControl.test(text)) return text;
  const open: string[] = [];
  for (const c of text) {
    if (embeddings.includes(c) || isolates.includes(c)) open.push(c);
    else if (c === pdf) {
      if (open.length > 0 && embeddings.includes(open.at(-1)!)) open.pop();
    } else if (c === pdi) {
      // A PDI closes its isolate and every embedding opened inside it.
      const at = open.findLastIndex((o) => isolates.includes(o));
      if (at >= 0) open.length = at;
    }
  }
  if (open.length === 0) return text;
  return (
    text +
    open
      .reverse()
      .map((o) => (isolates.includes(o) ? pdi : pdf))
      .join('')
  );
}

/** The fields of prose: no other part of a document names them (a key, a tag's name or a `$ref` may be named by another). */
const prose = new Set(['title', 'summary', 'description']);

/**
 * Closes the bidirectional controls of every `title`, `summary` and `description` string
 * of a parsed document, in place. Read without recursion, each object once: a document
 * may nest deep, or share nodes through YAML aliases.
 */
export function closeBidiControlsIn(document: unknown): void {
  const seen = new Set<object>();
  const pending: unknown[] = [document];
  while (pending.length > 0) {
    const node = pending.pop();
    if (typeof node !== 'object' || node === null || seen.has(node)) continue;
    seen.add(node);
    const record = node as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const item = record[key];
      if (typeof item === 'string') {
        if (!prose.has(key)) continue;
        const closed = closeBidiControls(item);
        if (closed !== item) record[key] = closed;
      } else if (typeof item === 'object' && item !== null) pending.push(item);
    }
  }
}
