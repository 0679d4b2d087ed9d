// The reader's secrets: in memory for this page by default; "remember on this
// device" keeps them in localStorage (per API source) until "Forget".
import type { Secrets } from './outgoing.js';

/**
 * The page's storage, passed in by the launcher: a module both the first-visit
 * entry and the console imported would become a chunk of its own that every
 * first visit loads.
 */
export interface StorageAccess {
  read(key: string): string | null;
  write(key: string, value: string): void;
  remove(key: string): void;
}

const key = (source: string) => `docgen.try-it.credentials.${source}`;

/** Secrets typed on earlier pages of this visit (a console per page, one memory per tab). */
const memory = new Map<string, Secrets>();

export function recalled(
  storage: StorageAccess,
  source: string,
): { secrets: Secrets; remembered: boolean } {
  const stored = storage.read(key(source));
  if (stored)
    try {
      return { secrets: JSON.parse(stored) as Secrets, remembered: true };
    } catch {
      storage.remove(key(source));
    }
  return { secrets: { ...memory.get(source) }, remembered: false };
}

export function keep(
  storage: StorageAccess,
  source: string,
  secrets: Secrets,
  remember: boolean,
): void {
  memory.set(source, { ...secrets });
  if (remember) storage.write(key(source), JSON.stringify(secrets));
  else storage.remove(key(source));
}

export function forget(storage: StorageAccess, source: string): void {
  memory.delete(source);
  storage.remove(key(source));
}
