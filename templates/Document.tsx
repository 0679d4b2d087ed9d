// The whole HTML document of one page: head, shell, page body and client script.
import type { ReactElement, ReactNode } from 'react';
import type { SiteConfig } from '../src/config/types.js';
import { absoluteUrl, rebaseShellProps, siteFileUrl } from '../src/shared/base-url.js';
import { scriptJson } from '../src/shared/html-escape.js';
import { routeUrl } from '../src/shared/route-url.js';
import { AnnouncementBar } from './AnnouncementBar.js';
import { Footer } from './Footer.js';
import {
  announcementScript,
  announcementStyle,
  baseUrlCheckScript,
  colorModeScript,
} from './inline-scripts.js';
import { useLabels } from './labels-context.js';
import { withLabels } from './labels.js';
import { Navbar } from './Navbar.js';
import type { ShellProps } from './shell-props.js';

interface DocumentProps {
  config: SiteConfig;
  shell: ShellProps;
  /** Page title without the site title. */
  title: string;
  description?: string;
  /** The page's social card: a URL, or a path of the site. */
  image?: string;
  keywords?: string[];
  route: string;
  /** Hashed asset URLs. */
  assets: { css: string[]; js: string; preload: string[] };
  /** 'docs' for pages with the docs sidebar, 'api', or 'page'. */
  pageType: string;
  /** Where the page's plain-markdown copy is served, when it has one. */
  markdownRoute?: string;
  noIndex?: boolean;
  children?: ReactNode;
}

export function Document(props: DocumentProps): ReactElement {
  const { config, shell } = props;
  const labels = useLabels();
  const fullTitle =
    props.title && props.title !== config.title
      ? `${props.title} ${config.titleDelimiter} ${config.title}`
      : config.title;
  // The not-found page's route is its file's; every other is a page's, written as the site writes links.
  const canonical = absoluteUrl(
    config,
    props.pageType === 'not-found' ? props.route : routeUrl(props.route, config.trailingSlash),
  );
  const locale = config.i18n.localeConfigs[config.i18n.defaultLocale]!;
  // Link previews: what the config's metadata does not say, the page does.
  const configured = (key: string) => config.metadata.some((m) => (m.property ?? m.name) === key);
  const hasImage = Boolean(props.image) || configured('og:image') || configured('twitter:image');
  return (
    <html
      lang={locale.htmlLang}
      dir={locale.direction}
      data-theme={config.colorMode.defaultMode}
      data-page-type={props.pageType}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{fullTitle}</title>
        {props.description ? <meta name="description" content={props.description} /> : null}
        <meta property="og:title" content={fullTitle} />
        {props.description ? <meta property="og:description" content={props.description} /> : null}
        <meta property="og:url" content={canonical} />
        {configured('og:type') ? null : (
          <meta property="og:type" content={props.route === '/' ? 'website' : 'article'} />
        )}
        {configured('og:site_name') ? null : (
          <meta property="og:site_name" content={config.title} />
        )}
        {configured('twitter:card') ? null : (
          <meta name="twitter:card" content={hasImage ? 'summary_large_image' : 'summary'} />
        )}
        {props.image ? (
          <meta
            property="og:image"
            content={
              /^[a-z][a-z0-9+.-]*:/i.test(props.image)
                ? props.image
                : `${config.url}${config.baseUrl}${props.image.replace(/^\/+/, '')}`
            }
          />
        ) : null}
        {props.keywords?.length ? (
          <meta name="keywords" content={props.keywords.join(', ')} />
        ) : null}
        {/* A page's own image (front matter `image`) replaces the site's. */}
        {config.metadata
          .filter((m) => !(props.image && (m.property ?? m.name) === 'og:image'))
          .map((m, i) => (
            <meta
              key={i}
              {...(m.name ? { name: m.name } : {})}
              {...(m.property ? { property: m.property } : {})}
              content={m.content}
            />
          ))}
        {props.noIndex ? <meta name="robots" content="noindex" /> : null}
        <link rel="canonical" href={canonical} />
        {/* The default locale alone is built: no alternate claims a translation that is not there. */}
        <link rel="alternate" href={canonical} hrefLang={locale.htmlLang} />
        <link rel="alternate" href={canonical} hrefLang="x-default" />
        {props.markdownRoute ? (
          <link rel="alternate" type="text/markdown" href={props.markdownRoute} />
        ) : null}
        {config.favicon ? <link rel="icon" href={siteFileUrl(config.favicon)} /> : null}
        <script dangerouslySetInnerHTML={{ __html: colorModeScript(config.colorMode) }} />
        {config.announcementBar ? (
          <script
            dangerouslySetInnerHTML={{ __html: announcementScript(config.announcementBar.id) }}
          />
        ) : null}
        {config.announcementBar ? (
          <style dangerouslySetInnerHTML={{ __html: announcementStyle }} />
        ) : null}
        {props.pageType === 'not-found' ? null : (
          <script
            dangerouslySetInnerHTML={{ __html: baseUrlCheckScript(config.baseUrl, props.route) }}
          />
        )}
        {props.assets.css.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {props.assets.preload.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
        <script type="module" src={props.assets.js} />
        {config.scripts.map((s, i) => {
          const attrs = typeof s === 'string' ? { src: s } : s;
          return <script key={i} {...(attrs as Record<string, string | boolean>)} />;
        })}
      </head>
      <body>
        <a className="skip-to-content" href="#__docgen_main">
          {labels.skipToContent}
        </a>
        <div id="__docgen_shell">
          {shell.announcement ? (
            <div id="__docgen_announcement">
              <AnnouncementBar {...shell.announcement} labels={withLabels(shell.labels)} />
            </div>
          ) : null}
          <div id="__docgen_navbar">
            <Navbar props={shell} />
          </div>
        </div>
        <div className="main-wrapper" id="__docgen_page">
          {props.children}
        </div>
        <Footer footer={config.footer} />
        <script
          type="application/json"
          id="__docgen_props"
          dangerouslySetInnerHTML={{ __html: scriptJson(rebaseShellProps(shell)) }}
        />
      </body>
    </html>
  );
}
