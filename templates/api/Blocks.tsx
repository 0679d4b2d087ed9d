// Blocks both API page templates (ApiArticle, ApiIntro) and the schema tree build
// with: an HTML fragment, a heading with its anchor link, a table.
import type { ReactElement, ReactNode } from 'react';
import { sectionLinkLabel } from '../static-labels.js';

/** Rendered HTML (a description, a note) in its own div; nothing when there is none. */
export function Html({
  html,
  className = 'api-markdown',
}: {
  html?: string;
  className?: string;
}): ReactElement | null {
  if (!html) return null;
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

export function Heading({
  level,
  id,
  children,
}: {
  level: 2 | 3 | 4;
  id: string;
  children: ReactNode;
}): ReactElement {
  const Tag = level === 2 ? 'h2' : level === 3 ? 'h3' : 'h4';
  return (
    <Tag id={id}>
      {children}
      <a className="hash-link" href={`#${id}`} aria-label={sectionLinkLabel} />
    </Tag>
  );
}

/** A table that scrolls on its own when too wide (focusable, so the keyboard scrolls it too). */
export function Table({
  className,
  columns,
  children,
}: {
  className?: string;
  columns: string[];
  children: ReactNode;
}): ReactElement {
  return (
    <div className="table-wrapper" tabIndex={0}>
      <table className={className}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
