// The docs sidebar as static HTML. Categories are collapsible (the client animates
// them); they never auto-collapse, and the active page is marked.
import type { ReactElement } from 'react';
import type { SidebarItem } from '../src/types.js';
import { fillText } from '../src/shared/label-parts.js';
import { chunkLabels } from './chunk-labels.js';
import { pageLabels } from './page-labels.js';

/** The labels the sidebar says: a category's button name, `{category}` its label; a deprecated page's note. */
export interface SidebarNames {
  toggleCategory: string;
  deprecatedNote: string;
}

const defaultNames: SidebarNames = {
  toggleCategory: pageLabels.toggleCategory,
  deprecatedNote: chunkLabels.deprecatedNote,
};

function containsRoute(item: SidebarItem, route: string): boolean {
  if (item.type === 'link') return item.href === route;
  return item.href === route || item.items.some((i) => containsRoute(i, route));
}

let categoryCounter = 0;

function Item({
  item,
  route,
  level,
  names,
}: {
  item: SidebarItem;
  route: string;
  level: number;
  names: SidebarNames;
}): ReactElement {
  if (item.type === 'link') {
    const active = item.href === route;
    const external = /^[a-z]+:/i.test(item.href);
    const classes = [
      'menu__link',
      active ? 'menu__link--active' : '',
      item.deprecated ? 'menu__link--deprecated' : '',
    ]
      .filter(Boolean)
      .join(' ');
    return (
      <li className={`menu__list-item${item.className ? ` ${item.className}` : ''}`}>
        <a
          className={classes}
          href={item.href}
          aria-current={active ? 'page' : undefined}
          aria-label={item.ariaLabel}
          {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {item.method ? (
            <span className={`api-method api-method--${item.method}`}>
              {item.method === 'delete' ? 'DEL' : item.method.toUpperCase()}
            </span>
          ) : null}
          <span className="menu__label">{item.label}</span>
          {item.deprecated ? <span className="visually-hidden">{names.deprecatedNote}</span> : null}
        </a>
      </li>
    );
  }
  const active = item.href === route;
  // A category holding the current page always starts open, whatever its default.
  const collapsed = item.collapsed && !containsRoute(item, route);
  const listId = `sidebar-category-${++categoryCounter}`;
  return (
    <li
      className={`menu__list-item menu__category${collapsed ? ' menu__list-item--collapsed' : ''}`}
      data-level={level}
    >
      <div className="menu__list-item-collapsible">
        {item.href ? (
          <a
            className={`menu__link menu__link--sublist${active ? ' menu__link--active' : ''}`}
            href={item.href}
            aria-current={active ? 'page' : undefined}
          >
            {item.label}
          </a>
        ) : (
          <span className="menu__link menu__link--sublist">{item.label}</span>
        )}
        {item.collapsible ? (
          <button
            type="button"
            className="menu__caret"
            aria-expanded={!collapsed}
            aria-controls={listId}
            aria-label={fillText(names.toggleCategory, { category: item.label })}
          />
        ) : null}
      </div>
      <ul className="menu__list" id={listId} hidden={collapsed}>
        {item.items.map((child, i) => (
          <Item key={i} item={child} route={route} level={level + 1} names={names} />
        ))}
      </ul>
    </li>
  );
}

export function Sidebar({
  items,
  route,
  label = pageLabels.docsSidebar,
  names = defaultNames,
}: {
  items: SidebarItem[];
  route: string;
  label?: string;
  /** The site's labels for a category's toggle button and a deprecated page (site.config.ts `labels`). */
  names?: SidebarNames;
}): ReactElement {
  categoryCounter = 0;
  return (
    <nav className="sidebar menu" aria-label={label}>
      <ul className="menu__list">
        {items.map((item, i) => (
          <Item key={i} item={item} route={route} level={1} names={names} />
        ))}
      </ul>
    </nav>
  );
}
