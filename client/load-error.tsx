// The error box shown in the page region when a page could not be loaded.
import { createRoot, type Root } from 'react-dom/client';
import { LoadErrorBox } from '../templates/ErrorPage.js';

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
  current.render(
    <LoadErrorBox
      message={message}
      onRetry={() => {
        current.unmount();
        if (root === current) root = undefined;
        retry();
      }}
    />,
  );
}

/** Unmounts a shown error box before the page region is replaced. */
export function clearLoadError(): void {
  root?.unmount();
  root = undefined;
}
