// `{'{'}`, `{"<"}`: an MDX expression that is a single JavaScript string literal is
// MDX's way to write characters markdown would otherwise read (a brace, a `<`). Its
// characters are what the author meant, so docgen shows them, and the copy has them
// escaped as markdown.

/** A string literal expression where one starts (sticky); its body is group 1 or 2. */
export const stringLiteralAt = /\{\s*(?:'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)")\s*\}/y;
const stringLiteral = new RegExp(`^${stringLiteralAt.source}$`);

/** The characters a JavaScript string literal's body stands for (common escapes). */
export function literalText(body: string): string {
  const escapes: Record<string, string> = { n: '\n', t: '\t', r: '' };
  return body.replace(/\\(.)/g, (_, c: string) => escapes[c] ?? c);
}

/** The text of a string literal expression, or undefined if it is not one. */
export function stringLiteralText(expression: string): string | undefined {
  const m = stringLiteral.exec(expression);
  return m ? literalText(m[1] ?? m[2] ?? '') : undefined;
}

/** Text as markdown that reads back as the same characters: ASCII punctuation escaped. */
export const asMarkdownText = (text: string) => text.replace(/[!-/:-@[-`{-~]/g, '\\$&');
