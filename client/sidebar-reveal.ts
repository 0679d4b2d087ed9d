// Long sidebars (the API reference has ~150 entries) would open scrolled to the
// top, hiding the page being read. Scroll the sidebar itself, never the page, so
// the active link sits in view, a third of the way down.
export function revealActiveSidebarLink(root: ParentNode = document): void {
  const sidebar = root.querySelector<HTMLElement>('.doc-sidebar');
  const active = sidebar?.querySelector<HTMLElement>('a.menu__link--active');
  if (!sidebar || !active || sidebar.scrollHeight <= sidebar.clientHeight) return;
  const box = sidebar.getBoundingClientRect();
  const link = active.getBoundingClientRect();
  if (link.top >= box.top && link.bottom <= box.bottom) return;
  sidebar.scrollTop += link.top - box.top - sidebar.clientHeight / 3;
}
