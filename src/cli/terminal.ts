// Every line docgen prints goes through here. Much of what it prints comes from its
// inputs (a key of an OpenAPI document, a file name, a page title), and a control
// character there would act on the terminal: ESC starts a sequence that recolours,
// retitles or clears it, CR and BEL rewrite the line, C1's CSI is ESC [ on some
// terminals, and a bidirectional override reorders the rest of the line. Each is written
// as its escape instead (`\x1b`, `\u202e`), visible and harmless; newline and tab stay.

const unsafe =
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** `text` with every character that would act on a terminal written as its escape. */
export function terminalText(text: string): string {
  return text.replace(unsafe, (c) => {
    const code = c.charCodeAt(0);
    return code <= 0xff
      ? `\\x${code.toString(16).padStart(2, '0')}`
      : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}

/** Writes `text` and a newline to standard output or standard error (as console.log does); `done` once it is written. */
export function print(to: 'out' | 'err', text: string, done?: () => void): void {
  (to === 'out' ? process.stdout : process.stderr).write(`${terminalText(text)}\n`, done);
}
