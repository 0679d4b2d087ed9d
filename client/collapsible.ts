// Sidebar categories in the static sidebar HTML (templates/Sidebar.tsx): the
// `.menu__caret` button toggles its list with a height animation. Categories never
// collapse by themselves. Event delegation, so the sidebar is never a JS payload.

/** Animation length in ms for content of height `h` px (Docusaurus's curve: long lists take a little longer). */
export function collapsibleDuration(height: number): number {
  const ratio = (Number.isFinite(height) ? Math.max(0, height) : 0) / 36;
  return Math.round(4 + 15 * ratio ** 0.25 + ratio / 5);
}

const easing = 'ease-in-out';
const running = new WeakMap<HTMLElement, () => void>();

function reducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function listOf(category: Element): HTMLElement | null {
  return category.querySelector(':scope > .menu__list');
}

/** Opens or closes a `.menu__category`; animated unless `animate` is false or the reader prefers reduced motion. */
function setCategoryExpanded(category: Element, expanded: boolean, animate = true): void {
  const list = listOf(category);
  const caret = category.querySelector(':scope > .menu__list-item-collapsible > .menu__caret');
  if (!list) return;
  caret?.setAttribute('aria-expanded', String(expanded));
  category.classList.toggle('menu__list-item--collapsed', !expanded);
  running.get(list)?.();
  if (!animate || reducedMotion()) {
    list.hidden = !expanded;
    return;
  }
  list.hidden = false;
  const height = list.scrollHeight;
  const duration = collapsibleDuration(height);
  const from = expanded ? 0 : height;
  const to = expanded ? height : 0;
  list.style.overflow = 'hidden';
  list.style.height = `${from}px`;
  // Force a layout so the browser animates from `from`.
  void list.offsetHeight;
  list.style.transition = `height ${duration}ms ${easing}`;
  list.style.height = `${to}px`;
  const finish = () => {
    clearTimeout(timer);
    list.removeEventListener('transitionend', onEnd);
    running.delete(list);
    list.style.removeProperty('height');
    list.style.removeProperty('overflow');
    list.style.removeProperty('transition');
    list.hidden = !expanded;
  };
  const onEnd = (event: TransitionEvent) => {
    if (event.target === list && event.propertyName === 'height') finish();
  };
  list.addEventListener('transitionend', onEnd);
  // transitionend does not fire when the element is hidden meanwhile or the tab is in the background.
  const timer = setTimeout(finish, duration + 50);
  running.set(list, finish);
}

/** Opens every category above `element` (the active link), without animation. */
export function expandAncestors(element: Element): void {
  for (
    let node = element.parentElement?.closest('.menu__category');
    node;
    node = node.parentElement?.closest('.menu__category')
  ) {
    setCategoryExpanded(node, true, false);
  }
}

export function setupCollapsibles(): void {
  document.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    const trigger = target?.closest?.('.menu__caret, span.menu__link--sublist');
    if (!trigger) return;
    const category = trigger.closest('.menu__category');
    if (
      !category ||
      !category.querySelector(':scope > .menu__list-item-collapsible > .menu__caret')
    )
      return;
    event.preventDefault();
    setCategoryExpanded(category, category.classList.contains('menu__list-item--collapsed'));
  });
}
