// Loads internal pages a reader is about to follow, so the click shows the page at
// once: on intent only (a pointer resting on a link, keyboard focus, a touch), never
// because a link scrolled into view, which would fetch pages nobody asked for on every
// visit. At most a few pages ahead per page shown, and nothing on slow or metered
// connections, where it would compete with what the reader is loading now.

interface NetworkInformation {
  effectiveType?: string;
  saveData?: boolean;
}

export function isSlowConnection(connection: NetworkInformation | undefined): boolean {
  if (!connection) return false;
  return (
    connection.saveData === true ||
    connection.effectiveType === '2g' ||
    connection.effectiveType === 'slow-2g'
  );
}

/** How long the pointer rests on a link before it counts as intent: passing over a link is not. */
export const hoverIntentMs = 65;
/** Pages prefetched at most per page shown: a pointer sweeping a sidebar fetches a few, not all. */
export const maxPagesAhead = 4;

interface Prefetcher {
  /** A new page is shown: its links start a new allowance (call after each page swap). */
  pageShown(): void;
}

/** `target` maps a link to the path to prefetch, or null when it is not an internal page. */
export function setupPrefetch(
  target: (link: HTMLAnchorElement) => string | null,
  prefetch: (path: string) => void,
): Prefetcher {
  if (isSlowConnection((navigator as Navigator & { connection?: NetworkInformation }).connection))
    return { pageShown() {} };
  const done = new Set<string>();
  const run = (link: HTMLAnchorElement) => {
    const path = target(link);
    if (!path || done.has(path) || path === location.pathname || done.size >= maxPagesAhead) return;
    done.add(path);
    prefetch(path);
  };
  const linkOf = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    return link instanceof HTMLAnchorElement ? link : undefined;
  };

  let resting: { link: HTMLAnchorElement; timer: number } | undefined;
  const stopResting = () => {
    if (resting) window.clearTimeout(resting.timer);
    resting = undefined;
  };
  document.addEventListener(
    'mouseover',
    (event) => {
      const link = linkOf(event);
      if (link === resting?.link) return;
      stopResting();
      if (!link) return;
      const timer = window.setTimeout(() => {
        resting = undefined;
        run(link);
      }, hoverIntentMs);
      resting = { link, timer };
    },
    { passive: true },
  );
  document.addEventListener(
    'mouseout',
    (event) => {
      // Moving onto a child of the link (its icon, say) is still resting on it.
      const to = (event as MouseEvent).relatedTarget;
      if (resting && !(to instanceof Node && resting.link.contains(to))) stopResting();
    },
    { passive: true },
  );
  document.addEventListener('focusin', (event) => {
    const link = linkOf(event);
    if (link) run(link);
  });
  document.addEventListener(
    'touchstart',
    (event) => {
      const link = linkOf(event);
      if (link) run(link);
    },
    { passive: true },
  );
  return {
    pageShown() {
      stopResting();
      // Forget failures and evictions too: the loader's cache decides what is fresh.
      done.clear();
    },
  };
}
