// What is wrong with a site's label text, read as the render reads it: `{{` and `}}` show a
// brace, `{name}` is a part the code puts in. Anything else in braces (`{スキーム}`,
// `{ value }`) would be shown as written, a brace alone too, and a part of the default the
// label leaves out loses its text on the page (the list of schemes of "send {schemes}"):
// each is the author's to fix, so each is a config error that says how.

type Piece = { part: string } | { lone: '{' | '}'; at: number };

/** The parts and the lone braces of `text`, in order; doubled braces are skipped. */
function pieces(text: string): Piece[] {
  const found: Piece[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if ((c === '{' || c === '}') && text[i + 1] === c) i++;
    else if (c === '}') found.push({ lone: '}', at: i });
    else if (c === '{') {
      // A part runs to the next closing brace; an opening one before it leaves this one alone.
      const close = text.indexOf('}', i + 1);
      const open = text.indexOf('{', i + 1);
      if (close < 0 || (open >= 0 && open < close)) found.push({ lone: '{', at: i });
      else {
        found.push({ part: text.slice(i + 1, close) });
        i = close;
      }
    }
  }
  return found;
}

const named = (parts: readonly string[]) => parts.map((p) => `{${p}}`).join(', ');

/**
 * Why `text` cannot stand for a label whose default names `parts`, as what the label must
 * be (the config's message reads `"labels.x" must be …`); undefined when it can.
 */
export function labelTextProblem(text: string, parts: readonly string[]): string | undefined {
  const found = pieces(text);
  const lone = found.find((p) => 'lone' in p);
  if (lone && 'lone' in lone) {
    const doubled = lone.lone === '{' ? '{{' : '}}';
    // Counted in characters as the author sees them: '📄' is one, not JavaScript's two units.
    const character = [...text.slice(0, lone.at)].length + 1;
    return `a text whose braces are paired: the ${lone.lone} at character ${character} is alone (double it, ${doubled}, to show it)`;
  }
  const named_ = found.flatMap((p) => ('part' in p ? [p.part] : []));
  const unknown = named_.filter((p) => !parts.includes(p));
  if (unknown.length) {
    const only = parts.length ? `only the parts ${named(parts)}` : 'no {part}';
    return `a text naming ${only} (a brace to show is doubled: {{ and }}); ${named([...new Set(unknown)])} is not one of them`;
  }
  const missing = parts.filter((p) => !named_.includes(p));
  if (missing.length)
    return `a text that keeps the parts ${named(parts)}: it leaves out ${named(missing)}, whose text the page would lose`;
  return undefined;
}
