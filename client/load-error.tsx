// The error box shown in the page region when a page could not be loaded.
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { LoadErrorBox } from '../templates/ErrorPage.js';
import { siteLabels } from './site-labels.js';

let root: Root | undefined;

export function showLoadError(host: HTMLElement, message: string, retry: () => void): void {
  root?.unmount();
  const main = document.createElement('main');
  main.id = '__docgen_main';
  main.className = 'load-error-page';
  main.tabIndex = -1;
  host.replaceChildren(main);
  root = createRoot(main);
  const current = root;
  // Rendered at once, so that focus can move into the box below.
  flushSync(() =>
    current.render(
      <LoadErrorBox
        message={message}
        labels={siteLabels()}
        onRetry={() => {
          current.unmount();
          if (root === current) root = undefined;
          retry();
        }}
      />,
    ),
  );
  // The address already names the page that failed: the old page's title would say it is
  // still shown, and focus left on <body> (or on the link followed, now gone) would leave
  // keyboard and screen-reader users outside the box. Its alert role still reads the message.
  document.title = siteLabels().pageLoadFailure;
  main.querySelector<HTMLElement>('.load-error__retry')?.focus();
}

/** Unmounts a shown error box before the page region is replaced. */
export function clearLoadError(): void {
  root?.unmount();
  root = undefined;
}
