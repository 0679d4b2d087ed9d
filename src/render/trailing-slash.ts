// The site's `trailingSlash` (true or false) applied to a rendered page on its way out,
// before the base path goes on: every link to a page of the site, whoever wrote it
// (sidebar, navbar, pager, breadcrumbs, doc cards, a markdown or raw HTML link, an API
// page), ends with `/` (true) or does not (false, even where the author wrote one). One
// place, as for the base path, so no template has to remember it. Only `href`: `src` and
// `data-markdown` name files, which keep their names, as does a link to a static file named
// like a page's file (`/a.html` beside page `/a`: `twins`, see staticPageTwins).
import { pageHref } from '../shared/route-url.js';
import { editOutsideRawText } from '../shared/raw-text.js';
import type { NavbarItemProps, ShellProps } from '../../templates/shell-props.js';

const hrefAttribute = /(\shref\s*=\s*)(?:"(\/(?!\/)[^"]*)"|'(\/(?!\/)[^']*)')/gi;

/** The page's HTML with each `href` to one of `pages` written as `trailingSlash` says (raw-text content as written). */
export function slashPageLinks(
  html: string,
  pages: ReadonlySet<string>,
  trailingSlash: boolean,
  twins?: ReadonlySet<string>,
): string {
  return editOutsideRawText(html, (markup) =>
    markup.replace(hrefAttribute, (_, name: string, double?: string, single?: string) =>
      double !== undefined
        ? `${name}"${pageHref(double, pages, trailingSlash, twins)}"`
        : `${name}'${pageHref(single!, pages, trailingSlash, twins)}'`,
    ),
  ).html;
}

/** The islands' props with their page links slashed alike: the browser renders the navbar from them. */
export function slashShellProps(
  props: ShellProps,
  pages: ReadonlySet<string>,
  trailingSlash: boolean,
  twins?: ReadonlySet<string>,
): ShellProps {
  const href = (u: string) => pageHref(u, pages, trailingSlash, twins);
  const item = (i: NavbarItemProps): NavbarItemProps => {
    if (i.kind === 'link') return { ...i, href: href(i.href) };
    if (i.kind === 'dropdown')
      return { ...i, items: i.items.map((l) => ({ ...l, href: href(l.href) })) };
    if (i.kind === 'html')
      return { ...i, html: slashPageLinks(i.html, pages, trailingSlash, twins) };
    return i;
  };
  return {
    ...props,
    // Read back by `serve` and `check-links` from a built folder, as they read its base.
    trailingSlash,
    route: href(props.route),
    logo: props.logo && { ...props.logo, href: href(props.logo.href) },
    items: props.items.map(item),
    docsVersion: { ...props.docsVersion, mainDocRoute: href(props.docsVersion.mainDocRoute) },
  };
}
