// Every line docgen prints goes through here. Much of what it prints comes from its
// inputs (a key of an OpenAPI document, a file name, a page title), and a control
// character there would act on the terminal (shared/terminal-controls.ts). Each is written
// as its escape instead (`\u001b`, `\u202e`), visible and harmless; newline and tab stay.
// The escape is JSON's, so `--json` output stays JSON (JSON.stringify leaves DEL and C1 raw).

import { terminalControl } from '../shared/terminal-controls.js';

const unsafe = new RegExp(`(?![\\n\\t])${terminalControl}`, 'g');

/** `text` with every character that would act on a terminal written as its escape. */
export function terminalText(text: string): string {
  return text.replace(unsafe, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * Streams whose reader went away (`docgen build | head -1`): console.log ignored that,
 * and so does docgen — the build goes on and writes its site — where an unheard
 * 'error' event (EPIPE) would end the process.
 */
const gone = new WeakSet<NodeJS.WriteStream>();
function writable(stream: NodeJS.WriteStream): boolean {
  if (stream.listenerCount('error') === 0) stream.on('error', () => gone.add(stream));
  return !gone.has(stream);
}

/** Writes `text` to standard output or standard error; `done` once it is written (or cannot be). */
export function write(to: 'out' | 'err', text: string, done?: () => void): void {
  const stream = to === 'out' ? process.stdout : process.stderr;
  if (writable(stream)) stream.write(terminalText(text), () => done?.());
  else done?.();
}

/** Writes `text` and a newline, as console.log does. */
export function print(to: 'out' | 'err', text: string, done?: () => void): void {
  write(to, `${text}\n`, done);
}
