// A page with a sidebar (or none), breadcrumbs, the article and its table of contents.
import type { ReactElement } from 'react';
import type { Heading, Page } from '../src/types.js';
import { fillLabel, useLabels } from './labels-context.js';
import { markdownRouteFor } from '../src/shared/markdown-route.js';

function Breadcrumbs({ page }: { page: Page }): ReactElement | null {
  const labels = useLabels();
  if (page.breadcrumbs.length === 0) return null;
  return (
    <nav className="breadcrumbs" aria-label={labels.breadcrumbs}>
      <ol>
        {page.breadcrumbs.map((crumb, i) => (
          <li key={i} className="breadcrumbs__item">
            {crumb.href ? (
              <a className="breadcrumbs__link" href={crumb.href}>
                {crumb.label}
              </a>
            ) : (
              <span className="breadcrumbs__link">{crumb.label}</span>
            )}
          </li>
        ))}
        <li className="breadcrumbs__item breadcrumbs__item--active">
          <span className="breadcrumbs__link" aria-current="page">
            {page.doc.sidebarLabel}
          </span>
        </li>
      </ol>
    </nav>
  );
}

function TocList({ headings }: { headings: Heading[] }): ReactElement {
  return (
    <ul className="toc__list">
      {headings.map((h) => (
        <li key={h.id} className={`toc__item toc__item--h${h.depth}`}>
          <a className="toc__link" href={`#${h.id}`}>
            {h.text}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** A page's headings and the levels its table of contents lists. */
interface TocProps {
  headings: Heading[];
  min: number;
  max: number;
}

const listed = ({ headings, min, max }: TocProps) =>
  headings.filter((h) => h.depth >= min && h.depth <= max);

function TableOfContents(props: TocProps): ReactElement | null {
  const labels = useLabels();
  const shown = listed(props);
  if (shown.length === 0) return null;
  return (
    <nav className="toc" aria-label={labels.onThisPage}>
      <p className="toc__title">{labels.onThisPage}</p>
      <TocList headings={shown} />
    </nav>
  );
}

/**
 * The table of contents where the column has no room (below 1200 px, by CSS): a
 * collapsed "On this page" at the top of the article. A `<details>`, so it opens
 * without JavaScript.
 */
function CollapsibleTableOfContents(props: TocProps): ReactElement | null {
  const labels = useLabels();
  const shown = listed(props);
  if (shown.length === 0) return null;
  return (
    <details className="toc-collapsible">
      <summary className="toc-collapsible__summary">{labels.onThisPage}</summary>
      <nav className="toc toc--collapsible" aria-label={labels.onThisPage}>
        <TocList headings={shown} />
      </nav>
    </details>
  );
}

/** "Last updated on 2026-11-26 by Ada": front matter `last_update`, or the file's last commit. */
function LastUpdate({ date, author }: { date?: string; author?: string }): ReactElement | null {
  const labels = useLabels();
  if (!date && !author) return null;
  const text = date
    ? author
      ? labels.lastUpdatedOnBy
      : labels.lastUpdatedOn
    : labels.lastUpdatedBy;
  const time = date ? <time dateTime={date}>{date.slice(0, 10)}</time> : null;
  return <p className="doc-last-update">{fillLabel(text, { date: time, author })}</p>;
}

function PageLink({
  link,
  rel,
  sublabel,
}: {
  link: { href: string; label: string };
  rel: 'prev' | 'next';
  sublabel: string;
}): ReactElement {
  return (
    <a className={`pagination-nav__link pagination-nav__link--${rel}`} href={link.href} rel={rel}>
      <span className="pagination-nav__sublabel">{sublabel}</span>
      <span className="pagination-nav__label">{link.label}</span>
    </a>
  );
}

function Pagination({ page }: { page: Page }): ReactElement | null {
  const labels = useLabels();
  if (!page.prev && !page.next) return null;
  return (
    <nav className="pagination-nav" aria-label={labels.docsPages}>
      {page.prev ? <PageLink link={page.prev} rel="prev" sublabel={labels.previous} /> : <span />}
      {page.next ? <PageLink link={page.next} rel="next" sublabel={labels.next} /> : null}
    </nav>
  );
}

/**
 * `sidebarHtml` is the page's sidebar, rendered once per build (see src/render/sidebar-html.ts);
 * `html` the article (an API page's is rendered from its model by the render stage).
 */
export function DocPage({
  page,
  html,
  sidebarHtml,
  sidebarLabel,
  toc,
}: {
  page: Page;
  html: string;
  sidebarHtml?: string;
  /** The sidebar's name, as its navigation says it ('Docs sidebar', 'API reference'). */
  sidebarLabel?: string;
  toc: { min: number; max: number };
}): ReactElement {
  const labels = useLabels();
  const { doc } = page;
  const showToc = !doc.hideTableOfContents && doc.toc.length > 0;
  const levels = {
    min: doc.tocLevels?.min ?? toc.min,
    max: doc.tocLevels?.max ?? Math.max(toc.max, doc.tocLevels?.min ?? toc.max),
  };
  // API pages hide the table of contents (their samples take that column).
  const tocColumn = showToc && doc.kind !== 'api';
  return (
    <div
      className={`doc-page${sidebarHtml ? ' doc-page--with-sidebar' : ''}${doc.kind === 'api' ? ' doc-page--api' : ''}`}
    >
      {sidebarHtml ? (
        // The sidebar and the table of contents are both complementary landmarks:
        // each needs its own name to be told apart.
        <aside
          className="doc-sidebar"
          aria-label={sidebarLabel ?? labels.docsSidebar}
          data-sidebar={page.sidebarId}
          dangerouslySetInnerHTML={{ __html: sidebarHtml }}
        />
      ) : null}
      {/* A page in its own language (front matter `lang`, `dir`) says so on its content alone:
          its language on the title and text, which it wrote; the breadcrumbs, the pager and the
          labels around them stay in the site's, as the navbar and the sidebar do. Its direction
          goes on the article and the table of contents, not on <main>: the columns keep the
          site's order, so the table of contents stays on one side from page to page. Client
          navigation swaps <main> whole. */}
      <main className="doc-main" id="__docgen_main" tabIndex={-1}>
        <div className={`doc-container${tocColumn ? ' doc-container--toc' : ''}`}>
          <article className="doc-article" dir={doc.dir}>
            <Breadcrumbs page={page} />
            {doc.markdown !== undefined ? (
              <div className="doc-actions">
                {/* client/copy-page.ts fetches the copy and puts it on the clipboard. */}
                <button
                  type="button"
                  className="doc-copy-markdown"
                  data-markdown={markdownRouteFor(page.route)}
                >
                  {labels.copyPageAsMarkdown}
                </button>
              </div>
            ) : null}
            {tocColumn ? (
              <CollapsibleTableOfContents headings={doc.toc} min={levels.min} max={levels.max} />
            ) : null}
            <div className="markdown" lang={doc.lang}>
              {doc.kind === 'api' || doc.hideTitle ? null : (
                <h1 className="doc-title" tabIndex={-1} id={doc.titleIds?.[0]}>
                  {doc.titleIds?.slice(1).map((alias) => (
                    <span key={alias} id={alias} />
                  ))}
                  {doc.heading ?? doc.title}
                </h1>
              )}
              <div className="doc-content" dangerouslySetInnerHTML={{ __html: html }} />
            </div>
            {doc.lastUpdate ? <LastUpdate {...doc.lastUpdate} /> : null}
            {page.editUrl ? (
              <p className="doc-edit">
                <a href={page.editUrl} target="_blank" rel="noopener noreferrer">
                  {labels.editThisPage}
                </a>
              </p>
            ) : null}
            <Pagination page={page} />
          </article>
          {showToc ? (
            <aside className="doc-toc" aria-label={labels.onThisPage} dir={doc.dir}>
              <TableOfContents headings={doc.toc} min={levels.min} max={levels.max} />
            </aside>
          ) : null}
        </div>
      </main>
    </div>
  );
}
