// Tab sets in the static article HTML (src/content/code-block.ts markup). Choosing
// a tab of a group selects it in every set of that group on this page and, through
// local storage, on later pages. Keyboard: the WAI-ARIA tabs pattern (arrows, Home,
// End; selection follows focus since every panel is already in the page).
import { readStorage, storageKeys, writeStorage } from './storage.js';

function tabsOf(set: Element): HTMLElement[] {
  return Array.from(set.querySelectorAll<HTMLElement>(':scope > [role=tablist] > [role=tab]'));
}

/** Selects `value` in one tab set; false when the set has no such tab. */
function selectTab(set: Element, value: string): boolean {
  const tabs = tabsOf(set);
  if (!tabs.some((t) => t.dataset.value === value)) return false;
  for (const tab of tabs) {
    const on = tab.dataset.value === value;
    tab.setAttribute('aria-selected', String(on));
    tab.tabIndex = on ? 0 : -1;
    tab.classList.toggle('tabs__tab--active', on);
  }
  for (const panel of set.querySelectorAll<HTMLElement>(':scope > [role=tabpanel]')) {
    panel.hidden = panel.dataset.value !== value;
  }
  return true;
}

function setsOfGroup(group: string): Element[] {
  return Array.from(document.querySelectorAll('.tabs[data-group]')).filter(
    (s) => s.getAttribute('data-group') === group,
  );
}

function choose(set: Element, tab: HTMLElement): void {
  const value = tab.dataset.value;
  if (value === undefined) return;
  const group = set.getAttribute('data-group');
  // Other sets above may change height; keep the chosen tab where the reader sees it.
  const before = tab.getBoundingClientRect().top;
  if (group) {
    writeStorage(storageKeys.tab(group), value);
    for (const other of setsOfGroup(group)) selectTab(other, value);
  } else {
    selectTab(set, value);
  }
  const shift = tab.getBoundingClientRect().top - before;
  if (shift !== 0) window.scrollBy(0, shift);
}

/** Applies remembered group choices to the tab sets under `root` (each page load and navigation). */
export function restoreTabs(root: ParentNode): void {
  for (const set of root.querySelectorAll('.tabs[data-group]')) {
    const value = readStorage(storageKeys.tab(set.getAttribute('data-group')!));
    if (value !== null) selectTab(set, value);
  }
}

export function setupTabs(): void {
  document.addEventListener('click', (event) => {
    const tab = (event.target as Element | null)?.closest?.<HTMLElement>(
      '.tabs > [role=tablist] > [role=tab]',
    );
    const set = tab?.closest('.tabs');
    if (tab && set) choose(set, tab);
  });
  document.addEventListener('keydown', (event) => {
    const tab = (event.target as Element | null)?.closest?.<HTMLElement>(
      '.tabs > [role=tablist] > [role=tab]',
    );
    const set = tab?.closest('.tabs');
    if (!tab || !set || event.altKey || event.ctrlKey || event.metaKey) return;
    const tabs = tabsOf(set);
    const i = tabs.indexOf(tab);
    const next =
      event.key === 'ArrowRight'
        ? tabs[(i + 1) % tabs.length]
        : event.key === 'ArrowLeft'
          ? tabs[(i - 1 + tabs.length) % tabs.length]
          : event.key === 'Home'
            ? tabs[0]
            : event.key === 'End'
              ? tabs[tabs.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    next.focus();
    choose(set, next);
  });
}
