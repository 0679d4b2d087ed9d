// The not-found page body.
import type { ReactElement } from 'react';
import { fillLabel, useLabels } from './labels-context.js';

export function NotFound({ homeRoute }: { homeRoute: string }): ReactElement {
  const labels = useLabels();
  return (
    <main className="not-found" id="__docgen_main" tabIndex={-1}>
      <div className="not-found__container">
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <h1 className="doc-title">{labels.pageNotFound}</h1>
        <p>{labels.notFoundMessage}</p>
        <p>
          {fillLabel(labels.notFoundHint, {
            homePage: <a href={homeRoute}>{labels.homePage}</a>,
          })}
        </p>
      </div>
    </main>
  );
}
