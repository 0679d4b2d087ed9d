// Code blocks and tables are tab stops (tabindex="0" from the server) so that the keyboard
// can scroll them; one that fits is an unnamed, empty stop. Each is checked whenever its size
// changes (load, a resize, a tab panel shown): only one that scrolls stays a stop, and it is
// named (a group: as many regions would crowd the landmark list) so that the stop is announced.
const stops = 'pre[tabindex],.table-wrapper[tabindex]';

const sized = new ResizeObserver((entries) => {
  for (const { target } of entries) {
    const el = target as HTMLElement;
    const scrolls = el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight;
    el.tabIndex = scrolls ? 0 : -1;
    // ARIA reflection (every current browser): shorter than set/removeAttribute.
    el.role = scrolls ? 'group' : null;
    el.ariaLabel = scrolls ? (el.localName === 'pre' ? 'Code' : 'Table') : null;
  }
});

/** Watches the page's code blocks and tables (again after a navigation: the old ones are let go). */
export function watchScrollStops(): void {
  sized.disconnect();
  for (const el of document.querySelectorAll(stops)) sized.observe(el);
}
