// A site served under a base path (`baseUrl: '/docs/'`). Inside the pipeline every URL
// is written from the site's root (`/guide`, `/assets/app.js`); the base goes on once,
// on the way out (`rebaseHtml`, `rebaseMarkdownCopy` in site-files/, `rebaseShellProps`), so nothing adds it
// itself and a route that starts like the base (`/docs/intro` under `/docs/`) stays
// unambiguous. Platform-free: the client uses it too.
import type { ShellProps } from '../../templates/shell-props.js';

/** `url` under the base when it is root-relative (`/x`, not `//host/x`); any other URL unchanged. */
export function withBase(baseUrl: string, url: string): string {
  if (baseUrl === '/' || !url.startsWith('/') || url.startsWith('//')) return url;
  return baseUrl + url.slice(1);
}

/** A config path to a site file (`img/logo.svg`, `/img/logo.svg`) as a root-relative URL; URLs unchanged. */
export function siteFileUrl(path: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('/') || path.startsWith('#'))
    return path;
  return `/${path.replace(/^\.\//, '')}`;
}

/** The absolute URL of a route: the site's `url` (an origin), its `baseUrl`, then the route (percent-encoded). */
export function absoluteUrl(config: { url: string; baseUrl: string }, route: string): string {
  return `${config.url}${config.baseUrl}${encodeURI(route.replace(/^\//, ''))}`;
}

// Attributes that hold one URL: `<object data>` and SVG's `<use xlink:href>` among them.
// `data-markdown` is the page's markdown copy, which the "Copy page as Markdown" button
// fetches. Values are matched in either quote, since raw HTML in markdown may use single quotes.
const urlAttribute =
  /(\s(?:href|xlink:href|src|poster|data|action|data-markdown|data-mermaid-script)\s*=\s*)(?:"(\/(?!\/)[^"]*)"|'(\/(?!\/)[^']*)')/gi;
const srcsetAttribute = /(\s(?:srcset)\s*=\s*)(?:"([^"]*)"|'([^']*)')/gi;
const styleAttribute = /(\sstyle\s*=\s*)(?:"([^"]*)"|'([^']*)')/gi;
// A root-relative `url(…)` in a style: bare, quoted, or quoted with an entity inside a
// double-quoted attribute (`url(&quot;/img/x.png&quot;)`).
const cssRootUrl = /(url\(\s*(?:["']|&quot;|&#0*39;|&apos;)?)(\/(?!\/))/gi;

/** HTML with the text of each `style` attribute (either quote) replaced by what `edit` makes of it. */
export function editStyleAttributes(html: string, edit: (style: string) => string): string {
  return html.replace(styleAttribute, (_, name: string, double?: string, single?: string) =>
    double !== undefined ? `${name}"${edit(double)}"` : `${name}'${edit(single!)}'`,
  );
}

/** Every root-relative `url(…)` of CSS text put under the base. */
export function rebaseCssUrls(css: string, baseUrl: string): string {
  if (baseUrl === '/') return css;
  return css.replace(cssRootUrl, (_, open: string) => `${open}${baseUrl}`);
}

/** Every root-relative URL in the document's URL attributes and `style` attributes' `url(…)` put under the base. */
export function rebaseHtml(html: string, baseUrl: string): string {
  if (baseUrl === '/') return html;
  const rebased = html
    .replace(urlAttribute, (_, name: string, double?: string, single?: string) =>
      double !== undefined
        ? `${name}"${withBase(baseUrl, double)}"`
        : `${name}'${withBase(baseUrl, single!)}'`,
    )
    .replace(srcsetAttribute, (_, name: string, double?: string, single?: string) => {
      const list = (double ?? single!).replace(
        /(^|,)(\s*)(\/(?!\/)\S*)/g,
        (_m, sep, space, url) => `${sep}${space}${withBase(baseUrl, url)}`,
      );
      return double !== undefined ? `${name}"${list}"` : `${name}'${list}'`;
    });
  return editStyleAttributes(rebased, (style) => rebaseCssUrls(style, baseUrl));
}

/**
 * The islands' props with their links under the base: the browser renders the navbar
 * from them, and must produce the same HTML as the server's rebased page.
 */
export function rebaseShellProps(props: ShellProps): ShellProps {
  const base = props.baseUrl;
  if (base === '/') return props;
  const url = (u: string) => withBase(base, u);
  return {
    ...props,
    home: url(props.home),
    logo: props.logo && {
      ...props.logo,
      src: url(props.logo.src),
      srcDark: props.logo.srcDark && url(props.logo.srcDark),
      href: url(props.logo.href),
    },
    items: props.items.map((item) =>
      item.kind === 'link'
        ? { ...item, href: url(item.href) }
        : item.kind === 'dropdown'
          ? { ...item, items: item.items.map((i) => ({ ...i, href: url(i.href) })) }
          : item.kind === 'html'
            ? { ...item, html: rebaseHtml(item.html, base) }
            : item,
    ),
    announcement: props.announcement && {
      ...props.announcement,
      content: rebaseHtml(props.announcement.content, base),
    },
    docsVersion: { ...props.docsVersion, mainDocRoute: url(props.docsVersion.mainDocRoute) },
  };
}
