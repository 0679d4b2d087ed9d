// Highlights the table-of-contents entry of the section being read. The TOC is
// static HTML that client navigation swaps, so the links are looked up on every
// update instead of being cached.
import { routeUpdatedEvent } from './events.js';

const activeClass = 'toc__link--active';

/** How far below the top of the viewport a heading counts as reached: the scroll padding (navbar) plus some slack. */
function readingLine(): number {
  const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
  return (Number.isFinite(padding) ? padding : 72) + 24;
}

/** The TOC link of the last heading above the reading line, or the first link when none is reached yet. */
function currentLink(links: HTMLAnchorElement[]): HTMLAnchorElement | undefined {
  const line = readingLine();
  let current: HTMLAnchorElement | undefined;
  for (const link of links) {
    const id = decodeURIComponent(link.hash.slice(1));
    const heading = id ? document.getElementById(id) : null;
    if (!heading) continue;
    if (heading.getBoundingClientRect().top > line) break;
    current = link;
  }
  // At the very bottom the last sections can never reach the line: the last one is being read.
  const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
  if (atBottom && window.scrollY > 0) current = links[links.length - 1];
  return current ?? links[0];
}

function update(): void {
  const links = Array.from(document.querySelectorAll<HTMLAnchorElement>('.toc a.toc__link'));
  if (links.length === 0) return;
  // The contents are on the page twice (the column, and the collapsed copy for
  // narrow screens): find the section in one list, mark it in both.
  const column = links.filter((l) => !l.closest('.toc-collapsible'));
  const current = currentLink(column.length > 0 ? column : links)?.getAttribute('href');
  for (const link of links) {
    const active = link.getAttribute('href') === current;
    link.classList.toggle(activeClass, active);
    if (active) link.setAttribute('aria-current', 'location');
    else link.removeAttribute('aria-current');
  }
}

export function setupTocHighlight(): void {
  let frame = 0;
  const schedule = () => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      update();
    });
  };
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule, { passive: true });
  window.addEventListener(routeUpdatedEvent, schedule);
  schedule();
}
