// The reader's secrets: in memory for this page by default; "remember on this
// device" keeps them in localStorage (per API source) until "Forget".
import { deleteStorage, readStorage, writeStorage } from '../storage.js';
import type { Secrets } from './outgoing.js';

const key = (source: string) => `docgen.try-it.credentials.${source}`;

/** Secrets typed on earlier pages of this visit (a console per page, one memory per tab). */
const memory = new Map<string, Secrets>();

export function recalled(source: string): { secrets: Secrets; remembered: boolean } {
  const stored = readStorage(key(source));
  if (stored)
    try {
      return { secrets: JSON.parse(stored) as Secrets, remembered: true };
    } catch {
      deleteStorage(key(source));
    }
  return { secrets: { ...memory.get(source) }, remembered: false };
}

export function keep(source: string, secrets: Secrets, remember: boolean): void {
  memory.set(source, { ...secrets });
  if (remember) writeStorage(key(source), JSON.stringify(secrets));
  else deleteStorage(key(source));
}

export function forget(source: string): void {
  memory.delete(source);
  deleteStorage(key(source));
}
