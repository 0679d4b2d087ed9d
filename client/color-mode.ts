// Light or dark mode. The inline head script (templates/inline-scripts.ts) sets
// data-theme before first paint; this module takes over from there: the toggle,
// other tabs (storage event) and the system preference.
import {
  deleteStorage,
  onStorageChange,
  readStorage,
  storageKeys,
  writeStorage,
} from './storage.js';

export type ColorMode = 'light' | 'dark';

interface ColorModeOptions {
  defaultMode: ColorMode;
  respectPrefersColorScheme: boolean;
}

/** The mode for a stored choice (or none) — the same rule as the inline script. */
export function resolveColorMode(
  stored: string | null,
  options: ColorModeOptions,
  systemDark: boolean | undefined,
): ColorMode {
  if (stored === 'light' || stored === 'dark') return stored;
  if (options.respectPrefersColorScheme && systemDark !== undefined)
    return systemDark ? 'dark' : 'light';
  return options.defaultMode;
}

let mode: ColorMode = 'light';
let opts: ColorModeOptions = { defaultMode: 'light', respectPrefersColorScheme: false };
const listeners = new Set<() => void>();
let darkQuery: MediaQueryList | undefined;

function systemDark(): boolean | undefined {
  if (!darkQuery) return undefined;
  if (darkQuery.matches) return true;
  // Neither light nor dark reported: no preference.
  return matchMedia('(prefers-color-scheme: light)').matches ? false : undefined;
}

function apply(next: ColorMode): void {
  const root = document.documentElement;
  root.setAttribute('data-theme', next);
  root.style.colorScheme = next;
  if (next === mode) return;
  mode = next;
  listeners.forEach((l) => l());
}

export function getColorMode(): ColorMode {
  return mode;
}

/** Sets and remembers the mode; `null` forgets the choice (system preference, else the default). */
export function setColorMode(next: ColorMode | null): void {
  if (next) writeStorage(storageKeys.theme, next);
  else deleteStorage(storageKeys.theme);
  apply(next ?? resolveColorMode(null, opts, systemDark()));
}

export function subscribeColorMode(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function initColorMode(options: ColorModeOptions): void {
  opts = options;
  darkQuery =
    typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : undefined;
  const current = document.documentElement.getAttribute('data-theme');
  mode =
    current === 'dark' || current === 'light'
      ? current
      : resolveColorMode(readStorage(storageKeys.theme), opts, systemDark());
  // Another tab toggled (or cleared) the choice: follow it without writing back.
  onStorageChange(storageKeys.theme, (value) => apply(resolveColorMode(value, opts, systemDark())));
  if (darkQuery && options.respectPrefersColorScheme) {
    const query = darkQuery;
    const printQuery = matchMedia('print');
    // The preference last seen on screen. Browsers report a light scheme while printing
    // and the real one again when the print preview closes: neither is a change.
    let screenDark = query.matches;
    query.addEventListener('change', () => {
      if (printQuery.matches || query.matches === screenDark) return;
      screenDark = query.matches;
      // As Docusaurus: a new system preference replaces an earlier explicit choice.
      setColorMode(null);
    });
  }
}
