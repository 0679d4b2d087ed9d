// Loads internal pages before they are followed: on hover/focus/touch and when a
// link scrolls into view. Skipped on slow or metered connections, where it would
// compete with what the reader is loading now.

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

export interface Prefetcher {
  /** Watches the links under `root` (call after each page swap). */
  observe(root: ParentNode): void;
}

/** `target` maps a link to the path to prefetch, or null when it is not an internal page. */
export function setupPrefetch(
  target: (link: HTMLAnchorElement) => string | null,
  prefetch: (path: string) => void,
): Prefetcher {
  if (isSlowConnection((navigator as Navigator & { connection?: NetworkInformation }).connection))
    return { observe() {} };
  const done = new Set<string>();
  const run = (link: HTMLAnchorElement) => {
    const path = target(link);
    if (!path || done.has(path) || path === location.pathname) return;
    done.add(path);
    prefetch(path);
  };
  const onIntent = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (link instanceof HTMLAnchorElement) run(link);
  };
  document.addEventListener('mouseover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
  document.addEventListener('touchstart', onIntent, { passive: true });

  const observer =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver((entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            observer?.unobserve(entry.target);
            run(entry.target as HTMLAnchorElement);
          }
        })
      : undefined;
  return {
    observe(root) {
      if (!observer) return;
      observer.disconnect();
      // Forget failures and evictions: the loader's cache decides what is fresh.
      done.clear();
      root.querySelectorAll<HTMLAnchorElement>('a[href]').forEach((link) => {
        if (target(link)) observer.observe(link);
      });
    },
  };
}
