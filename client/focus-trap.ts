// Keeps Tab and Shift+Tab inside an open panel that covers the page (the mobile
// navbar panel), so keyboard focus never lands on what lies hidden behind it.

// What the panel holds: links and buttons (its sidebar copy is server HTML of the same kinds).
const candidates = 'a[href],button:not([disabled])';

/** The elements Tab can reach in `container`: rendered, and not in an inert part. */
export function tabbables(container: ParentNode): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(candidates)).filter(
    (element) => element.getClientRects().length > 0 && !element.closest('[inert]'),
  );
}

/** On Tab, wraps from the last element to the first (and back with Shift), and pulls focus back in. */
export function keepTabInside(event: KeyboardEvent, container: HTMLElement): void {
  if (event.key !== 'Tab') return;
  const reachable = tabbables(container);
  const first = reachable[0];
  const last = reachable[reachable.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  const inside = active instanceof HTMLElement && container.contains(active);
  // A dialog opened over the panel (search) keeps Tab to itself.
  if (!inside && active?.closest('[aria-modal="true"]')) return;
  if (!inside || (event.shiftKey && active === first) || (!event.shiftKey && active === last)) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}
