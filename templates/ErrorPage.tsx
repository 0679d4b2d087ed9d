// What readers see when something fails in the browser: the crash page (an island
// threw while rendering) and the error box (a page could not be loaded). Rendered
// by the client only; class names are the theme's to style.
import type { ReactElement } from 'react';
import type { Labels } from './labels.js';

export function CrashPage({
  message,
  onTryAgain,
  labels,
}: {
  message: string;
  onTryAgain: () => void;
  /** The site's labels (the client's siteLabels()). */
  labels: Labels;
}): ReactElement {
  return (
    <main className="crash-page" id="__docgen_crash" tabIndex={-1}>
      <div className="crash-page__container">
        <h1 className="crash-page__title">{labels.pageCrashed}</h1>
        <p className="crash-page__message">{message}</p>
        <button
          type="button"
          className="button button--primary crash-page__retry"
          onClick={onTryAgain}
        >
          {labels.tryAgain}
        </button>
      </div>
    </main>
  );
}

export function LoadErrorBox({
  message,
  onRetry,
  labels,
}: {
  message: string;
  onRetry: () => void;
  labels: Labels;
}): ReactElement {
  return (
    <div className="load-error alert alert--danger" role="alert">
      <p className="load-error__message">{message}</p>
      <button type="button" className="button button--danger load-error__retry" onClick={onRetry}>
        {labels.retry}
      </button>
    </div>
  );
}
