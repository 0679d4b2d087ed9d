// A fragment can name a field that sits inside closed <details> (a nested schema
// level, or the rest of a long field list): such an element has no box, so the
// browser cannot scroll to it. Chromium opens the ancestors on a full load; a
// client navigation, a same-page link in other browsers and the search overlay
// come through here.

/** Opens every closed <details> around `target`; true when one was opened. */
export function openAncestors(target: Element): boolean {
  let opened = false;
  for (let at: Element | null = target.parentElement; at; at = at.parentElement) {
    if (at instanceof HTMLDetailsElement && !at.open) {
      at.open = true;
      opened = true;
    }
  }
  return opened;
}

/** The element a fragment names, by id or as an <a name>, as HTML finds it; or null. */
export function fragmentTarget(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // keep the raw fragment
  }
  return (
    document.getElementById(id) ??
    document.querySelector<HTMLElement>(`a[name="${CSS.escape(id)}"]`)
  );
}

/**
 * Opens the closed levels around the fragment's target and scrolls to it; does
 * nothing when no level was closed (the browser has scrolled already).
 */
export function revealFragment(hash: string): void {
  const target = fragmentTarget(hash);
  if (target && openAncestors(target)) target.scrollIntoView();
}
