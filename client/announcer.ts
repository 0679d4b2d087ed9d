// A polite live region: screen readers hear the new page's title after a client
// navigation (which, unlike a full load, they would not notice) and short notices.

let region: HTMLElement | undefined;

export function announce(message: string): void {
  if (!region) {
    region = document.createElement('div');
    region.id = '__docgen_announcer';
    region.setAttribute('role', 'status');
    region.setAttribute('aria-live', 'polite');
    region.setAttribute('aria-atomic', 'true');
    // Visually hidden, still read.
    region.style.cssText =
      'position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0';
    document.body.append(region);
  }
  // Re-announce even when the text repeats.
  region.textContent = region.textContent === message ? `${message}\u00a0` : message;
}
