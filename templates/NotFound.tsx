// The not-found page body.
import type { ReactElement } from 'react';
import { labels } from './labels.js';

export function NotFound({ homeRoute }: { homeRoute: string }): ReactElement {
  return (
    <main className="not-found" id="__docgen_main" tabIndex={-1}>
      <div className="not-found__container">
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <h1 className="doc-title">{labels.pageNotFound}</h1>
        <p>
          We could not find what you were looking for. The page may have moved, or the link that
          brought you here may be wrong.
        </p>
        <p>
          Try the search above, or start again from the <a href={homeRoute}>home page</a>.
        </p>
      </div>
    </main>
  );
}
