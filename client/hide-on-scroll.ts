// The fixed navbar hides while the reader scrolls down past its height and comes
// back when they scroll up or reach the top. Jumping to a fragment hides it too, so
// it does not cover the heading the reader asked for.
import { useEffect, useState } from 'react';
import { routeUpdatedEvent, type RouteUpdatedDetail } from './events.js';

export function useHideOnScroll(enabled: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) {
      setHidden(false);
      return;
    }
    let last = window.scrollY;
    // The scroll a fragment jump causes is not the reader scrolling up.
    let ignoreNext = false;
    const navbarHeight = () =>
      document.querySelector('#__docgen_navbar .navbar')?.getBoundingClientRect().height ?? 60;
    const onScroll = () => {
      const y = window.scrollY;
      const previous = last;
      last = y;
      if (y < navbarHeight()) {
        setHidden(false);
        return;
      }
      if (ignoreNext) {
        ignoreNext = false;
        return;
      }
      if (y > previous) setHidden(true);
      else if (y < previous && y + window.innerHeight < document.documentElement.scrollHeight)
        setHidden(false);
    };
    const onRoute = (event: Event) => {
      const { hash } = (event as CustomEvent<RouteUpdatedDetail>).detail;
      if (!hash) return;
      ignoreNext = true;
      last = window.scrollY;
      if (window.scrollY >= navbarHeight()) setHidden(true);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener(routeUpdatedEvent, onRoute);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener(routeUpdatedEvent, onRoute);
    };
  }, [enabled]);
  return hidden;
}
