// Where inline code may wrap: after the separators of paths, names and queries
// (`/`, `.`, `_`, `-`, `,`, `&`, `=`, `:`), before a `{` and between the words of
// a camelCase name, so `/accounts/{stake_address}` wraps as
// `/accounts/` + `{stake_address}`, never as `{stake_addres` + `s}`. A `{name}`
// placeholder stays whole.
// Shared by the markdown renderer and the API templates; platform-free.

const breakAfter = /[/._\-,&=:?]/;

/** The pieces of `text` between which a line may break (join them with `<wbr>`). */
export function codeBreakPieces(text: string): string[] {
  const pieces: string[] = [];
  let current = '';
  let braces = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    const prev = text[i - 1] ?? '';
    if (c === '{') braces++;
    if (c === '}') braces = Math.max(0, braces - 1);
    // A break before `{` and between camelCase words, unless the piece is still tiny.
    if (
      current.length > 1 &&
      (c === '{' || (braces === 0 && /[A-Z]/.test(c) && /[a-z]/.test(prev)))
    ) {
      pieces.push(current);
      current = '';
    }
    current += c;
    if (braces === 0 && breakAfter.test(c) && i < text.length - 1 && current.length > 1) {
      pieces.push(current);
      current = '';
    }
  }
  if (current) pieces.push(current);
  return pieces;
}
