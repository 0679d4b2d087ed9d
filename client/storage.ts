// The one access point to localStorage. Browsers can refuse storage outright
// (privacy modes, blocked cookies, sandboxed frames): then it acts as empty and a
// warning is logged once. A single call can still fail (quota, security policy):
// that is logged and ignored. Readers never see a message about storage.

let backend: Storage | null | undefined;

function store(): Storage | null {
  if (backend === undefined) {
    try {
      // Merely reading window.localStorage throws when storage is blocked.
      backend = window.localStorage;
    } catch (error) {
      backend = null;
      console.warn(
        '[docgen] Browser storage is not available; preferences will not be remembered.',
        error,
      );
    }
  }
  return backend;
}

export function readStorage(key: string): string | null {
  const s = store();
  if (!s) return null;
  try {
    return s.getItem(key);
  } catch (error) {
    console.error(`[docgen] Could not read "${key}" from browser storage.`, error);
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  const s = store();
  if (!s) return;
  try {
    s.setItem(key, value);
  } catch (error) {
    console.error(`[docgen] Could not write "${key}" to browser storage.`, error);
  }
}

export function deleteStorage(key: string): void {
  const s = store();
  if (!s) return;
  try {
    s.removeItem(key);
  } catch (error) {
    console.error(`[docgen] Could not delete "${key}" from browser storage.`, error);
  }
}

/** Calls `listener` when another tab changes `key` (the storage event never fires in the tab that wrote). */
export function onStorageChange(key: string, listener: (value: string | null) => void): () => void {
  const handler = (event: StorageEvent) => {
    // event.key is null when another tab cleared the whole storage.
    if (event.key === key || event.key === null)
      listener(event.key === null ? null : event.newValue);
  };
  window.addEventListener('storage', handler);
  return () => window.removeEventListener('storage', handler);
}

/** Local storage keys, as Docusaurus names them so readers' choices carry over. */
export const storageKeys = {
  theme: 'theme',
  announcementDismiss: 'docusaurus.announcement.dismiss',
  tab: (group: string) => `docusaurus.tab.${group}`,
  preferredVersion: (pluginId: string) => `docs-preferred-version-${pluginId}`,
} as const;
