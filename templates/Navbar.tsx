// The fixed top navbar: an island rendered on the server and hydrated in the
// browser. Interactivity (dropdowns, colour toggle, mobile panel, search) lives in
// the hooks the client passes in; on the server everything renders closed.
import type { ReactElement, ReactNode } from 'react';
import { Icon } from './Icons.js';
import { withLabels, type Labels } from './labels.js';
import type { NavbarItemProps, ShellProps } from './shell-props.js';

/** What the browser adds to the navbar; absent on the server. */
interface NavbarControls {
  colorMode?: 'light' | 'dark';
  onToggleColorMode?: () => void;
  openDropdown?: number;
  onToggleDropdown?: (index: number | undefined) => void;
  mobileOpen?: boolean;
  onToggleMobile?: () => void;
  mobileShowsSidebar?: boolean;
  onMobileShowSidebar?: (show: boolean) => void;
  onOpenSearch?: () => void;
  searchStatus?: 'idle' | 'loading' | 'stalled';
  /** Slot the client fills with the page's sidebar inside the mobile panel. */
  mobileSidebarSlot?: ReactNode;
  hidden?: boolean;
}

function NavLink({
  item,
  onClick,
}: {
  item: Extract<NavbarItemProps, { kind: 'link' }>;
  onClick?: () => void;
}): ReactElement {
  const classes = [
    'navbar__link',
    item.icon ? `navbar__icon navbar__icon--${item.icon}` : '',
    item.className ?? '',
    item.active ? 'navbar__link--active' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <a
      className={classes}
      href={item.href}
      aria-label={item.ariaLabel}
      aria-current={item.active ? 'page' : undefined}
      {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      onClick={onClick}
    >
      {item.icon ? <Icon name={item.icon} /> : null}
      {item.label ? <span>{item.label}</span> : null}
      {item.external && !item.icon ? <Icon name="external" size={12} /> : null}
    </a>
  );
}

/** True when the link is the current page (the server marks some; plain dropdown links are matched by route). */
const linksTo = (link: { href: string; external: boolean; active?: boolean }, route: string) =>
  link.active === true || (!link.external && link.href === route);

/** A dropdown's name: the site's wording for the language and version menus, else its label. */
const dropdownLabel = (item: Extract<NavbarItemProps, { kind: 'dropdown' }>, labels: Labels) =>
  item.role === 'locale'
    ? labels.languages
    : item.role === 'version'
      ? labels.versions
      : item.label;

function Dropdown({
  item,
  index,
  controls,
  route,
  labels,
}: {
  item: Extract<NavbarItemProps, { kind: 'dropdown' }>;
  index: number;
  controls: NavbarControls;
  route: string;
  labels: Labels;
}): ReactElement {
  const open = controls.openDropdown === index;
  const menuId = `navbar-dropdown-${index}`;
  const aria = dropdownLabel(item, labels);
  return (
    <div
      className={`navbar__dropdown${open ? ' navbar__dropdown--open' : ''}${item.className ? ` ${item.className}` : ''}`}
      data-dropdown={index}
    >
      <button
        type="button"
        className="navbar__link navbar__dropdown-toggle"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        // The language and version menus say what they switch ('Versions: Next'); a plain
        // dropdown is named by its label alone, not 'Resources: Resources'.
        aria-label={item.role && `${aria}: ${item.label}`}
        onClick={() => controls.onToggleDropdown?.(open ? undefined : index)}
      >
        {item.role === 'locale' ? <Icon name="globe" size={16} /> : null}
        <span>{item.label}</span>
        <Icon name="chevron" size={14} />
      </button>
      <ul className="navbar__dropdown-menu" id={menuId} hidden={!open} aria-label={aria}>
        {item.items.map((link) => (
          <li key={link.href + link.label}>
            <DropdownLink
              link={link}
              route={route}
              role={item.role}
              className="navbar__dropdown-link"
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

type DropdownItem = Extract<NavbarItemProps, { kind: 'dropdown' }>;

/** A dropdown's link, in the navbar or the mobile panel: `{className}--active` and aria-current mark the current page. */
function DropdownLink({
  link,
  route,
  role,
  className,
}: {
  link: DropdownItem['items'][number];
  route: string;
  role: DropdownItem['role'];
  className: string;
}): ReactElement {
  const current = linksTo(link, route);
  return (
    <a
      className={`${className}${current ? ` ${className}--active` : ''}`}
      href={link.href}
      aria-current={current ? 'page' : undefined}
      data-role={role}
      {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {link.label}
    </a>
  );
}

/** True when one of the dropdown's links is the current page. */
function holdsPage(item: Extract<NavbarItemProps, { kind: 'dropdown' }>, route: string): boolean {
  return item.items.some((l) => linksTo(l, route));
}

/**
 * A dropdown in the mobile panel: a collapsible sublist (the client's sidebar
 * category handler toggles it), open from the start when it holds the current page.
 */
function MobileDropdown({
  item,
  index,
  route,
  labels,
}: {
  item: Extract<NavbarItemProps, { kind: 'dropdown' }>;
  index: number;
  route: string;
  labels: Labels;
}): ReactElement {
  const label = dropdownLabel(item, labels);
  const open = holdsPage(item, route);
  const listId = `navbar-mobile-dropdown-${index}`;
  return (
    <>
      <div className="menu__list-item-collapsible">
        <span className="menu__link menu__link--sublist menu__link--sublist-caret">{label}</span>
        <button
          type="button"
          className="menu__caret"
          aria-expanded={open}
          aria-controls={listId}
          aria-label={`Toggle ${label}`}
        />
      </div>
      <ul className="menu__list" id={listId} hidden={!open}>
        {item.items.map((l) => (
          <li key={l.href + l.label} className="menu__list-item">
            <DropdownLink link={l} route={route} role={item.role} className="menu__link" />
          </li>
        ))}
      </ul>
    </>
  );
}

/** The logo and title, linking home; nothing at all when the config has neither (an empty link has no name). */
function Brand({ props }: { props: ShellProps }): ReactElement | null {
  if (!props.logo && !props.title) return null;
  return (
    <a className="navbar__brand" href={props.logo?.href ?? props.home}>
      {props.logo ? (
        <img
          className="navbar__logo"
          src={props.logo.src}
          alt={props.logo.alt}
          width={120}
          height={32}
        />
      ) : null}
      {props.title ? <span className="navbar__title">{props.title}</span> : null}
    </a>
  );
}

function SearchButton({
  controls,
  labels,
}: {
  controls: NavbarControls;
  labels: Labels;
}): ReactElement {
  const status = controls.searchStatus ?? 'idle';
  return (
    // Named by its visible text ('Search...'); the shortcut hint is decoration.
    <button
      type="button"
      className="navbar__search"
      data-status={status}
      onClick={controls.onOpenSearch}
    >
      {status === 'stalled' ? (
        <span className="spinner spinner--small" role="status" aria-label="Loading" />
      ) : (
        <Icon name="search" size={18} />
      )}
      <span className="navbar__search-placeholder">{labels.searchPlaceholder}</span>
      <kbd className="navbar__search-kbd" aria-hidden="true">
        Ctrl K
      </kbd>
    </button>
  );
}

function renderItem(
  item: NavbarItemProps,
  index: number,
  controls: NavbarControls,
  route: string,
  labels: Labels,
): ReactElement {
  switch (item.kind) {
    case 'link':
      return <NavLink key={index} item={item} />;
    case 'dropdown':
      return (
        <Dropdown
          key={index}
          item={item}
          index={index}
          controls={controls}
          route={route}
          labels={labels}
        />
      );
    case 'search':
      return <SearchButton key={index} controls={controls} labels={labels} />;
    case 'html':
      return (
        <div
          key={index}
          className={`navbar__html${item.className ? ` ${item.className}` : ''}`}
          dangerouslySetInnerHTML={{ __html: item.html }}
        />
      );
  }
}

function ColorModeToggle({
  props,
  controls,
}: {
  props: ShellProps;
  controls: NavbarControls;
}): ReactElement | null {
  if (props.colorMode.disableSwitch) return null;
  const mode = controls.colorMode;
  // Before hydration the mode is unknown on the server; CSS shows the right icon from data-theme.
  const labels = withLabels(props.labels);
  const label = mode === 'dark' ? labels.switchToLight : labels.switchToDark;
  return (
    <button
      type="button"
      className="navbar__color-toggle"
      aria-label={mode ? label : 'Switch between dark and light mode'}
      title={mode ? label : undefined}
      onClick={controls.onToggleColorMode}
    >
      <span className="color-toggle__light">
        <Icon name="sun" />
      </span>
      <span className="color-toggle__dark">
        <Icon name="moon" />
      </span>
    </button>
  );
}

export function Navbar({
  props,
  controls = {},
}: {
  props: ShellProps;
  controls?: NavbarControls;
}): ReactElement {
  const labels = withLabels(props.labels);
  const left = props.items
    .map((item, i) => ({ item, i }))
    .filter(({ item }) => item.position === 'left');
  const right = props.items
    .map((item, i) => ({ item, i }))
    .filter(({ item }) => item.position !== 'left');
  return (
    <nav
      className={`navbar${controls.hidden ? ' navbar--hidden' : ''}${controls.mobileOpen ? ' navbar--sidebar-open' : ''}`}
      aria-label={labels.mainNavigation}
    >
      <div className="navbar__inner">
        <div className="navbar__items">
          <button
            type="button"
            className="navbar__toggle"
            aria-label={labels.toggleNavbar}
            aria-expanded={controls.mobileOpen ?? false}
            aria-controls="navbar-mobile-panel"
            onClick={controls.onToggleMobile}
          >
            <Icon name="menu" size={24} />
          </button>
          <Brand props={props} />
          {left.map(({ item, i }) => renderItem(item, i, controls, props.route, labels))}
        </div>
        <div className="navbar__items navbar__items--right">
          {right
            .filter(({ item }) => item.kind !== 'search')
            .map(({ item, i }) => renderItem(item, i, controls, props.route, labels))}
          <ColorModeToggle props={props} controls={controls} />
          {right
            .filter(({ item }) => item.kind === 'search')
            .map(({ item, i }) => renderItem(item, i, controls, props.route, labels))}
        </div>
      </div>
      <div
        className="navbar-sidebar__backdrop"
        hidden={!controls.mobileOpen}
        onClick={controls.onToggleMobile}
      />
      <div
        className="navbar-sidebar"
        id="navbar-mobile-panel"
        hidden={!controls.mobileOpen}
        aria-label={labels.mainNavigation}
      >
        <div className="navbar-sidebar__brand">
          <Brand props={props} />
          <ColorModeToggle props={props} controls={controls} />
          <button
            type="button"
            className="navbar-sidebar__close"
            aria-label="Close navigation bar"
            onClick={controls.onToggleMobile}
          >
            <Icon name="close" size={24} />
          </button>
        </div>
        <div
          className={`navbar-sidebar__items${controls.mobileShowsSidebar ? ' navbar-sidebar__items--show-secondary' : ''}`}
        >
          <div className="navbar-sidebar__item navbar-sidebar__primary">
            <ul className="menu__list">
              {props.items
                .filter((i) => i.kind !== 'search')
                .map((item, i) => (
                  <li
                    key={i}
                    className={
                      item.kind === 'dropdown'
                        ? `menu__list-item menu__category${holdsPage(item, props.route) ? '' : ' menu__list-item--collapsed'}`
                        : 'menu__list-item'
                    }
                  >
                    {item.kind === 'link' ? (
                      <a
                        className={`menu__link${item.active ? ' menu__link--active' : ''}`}
                        href={item.href}
                        aria-label={item.ariaLabel}
                        {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                      >
                        {item.label ?? item.ariaLabel}
                      </a>
                    ) : item.kind === 'dropdown' ? (
                      <MobileDropdown item={item} index={i} route={props.route} labels={labels} />
                    ) : item.kind === 'html' ? (
                      <div dangerouslySetInnerHTML={{ __html: item.html }} />
                    ) : null}
                  </li>
                ))}
            </ul>
          </div>
          {props.hasSidebar ? (
            <div className="navbar-sidebar__item navbar-sidebar__secondary">
              <button
                type="button"
                className="navbar-sidebar__back"
                onClick={() => controls.onMobileShowSidebar?.(false)}
              >
                {labels.backToMainMenu}
              </button>
              {controls.mobileSidebarSlot ?? null}
            </div>
          ) : null}
        </div>
      </div>
    </nav>
  );
}
