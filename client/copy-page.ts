// "Copy page as Markdown": the button the server renders on pages that have a
// markdown copy (`.doc-copy-markdown`, its URL in data-markdown). Delegated, so it
// keeps working after a client navigation swaps the page.
import { siteLabels } from './site-labels.js';
import { copyText, showCopyResult } from './copy-code.js';

async function fetchMarkdown(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

/**
 * Safari allows a clipboard write only in the click itself, not after a fetch: a
 * ClipboardItem whose content is still a promise keeps the click's permission.
 * Elsewhere, or when that fails, fetch first and write the text.
 */
async function copyMarkdown(url: string): Promise<void> {
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    try {
      const blob = fetchMarkdown(url).then((text) => new Blob([text], { type: 'text/plain' }));
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
      return;
    } catch {
      // Fall through to the plain copy.
    }
  }
  await copyText(await fetchMarkdown(url));
}

export function setupCopyPageButtons(announce: (message: string) => void): void {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>(
      '.doc-copy-markdown',
    );
    const url = button?.dataset.markdown;
    if (!button || !url) return;
    const label = siteLabels().copyPageAsMarkdown;
    copyMarkdown(url).then(
      () => showCopyResult(button, siteLabels().copiedPageAsMarkdown, 'copied', label, announce),
      (error: unknown) => {
        console.error('[docgen] Could not copy the page as markdown.', error);
        showCopyResult(button, siteLabels().copyPageFailed, 'failed', label, announce);
      },
    );
  });
}
