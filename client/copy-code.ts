// The copy buttons the server renders: one in each code block (`.code-block__copy`),
// and buttons that carry their text in `data-copy` (an API page's path). Delegated,
// so they keep working after a client navigation swaps the page.
import { siteLabels } from './site-labels.js';

export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    // No clipboard API (insecure origin, old browser) or permission refused.
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.cssText = 'position:fixed;top:0;left:0;opacity:0;pointer-events:none';
    const selection = document.getSelection();
    const range = selection && selection.rangeCount > 0 ? selection.getRangeAt(0) : null;
    document.body.append(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    if (range && selection) {
      selection.removeAllRanges();
      selection.addRange(range);
    }
    if (!ok) throw new Error('The browser refused to copy.');
  }
}

const resetTimers = new WeakMap<HTMLElement, ReturnType<typeof setTimeout>>();

/** Shows how a copy went on its button (`data-state` styles it) and says it, then restores the label. */
export function showCopyResult(
  button: HTMLElement,
  text: string,
  state: 'copied' | 'failed',
  label: string,
  announce: (message: string) => void,
): void {
  button.textContent = text;
  button.dataset.state = state;
  announce(text);
  clearTimeout(resetTimers.get(button));
  resetTimers.set(
    button,
    setTimeout(() => {
      button.textContent = label;
      delete button.dataset.state;
    }, 2000),
  );
}

/**
 * What a copy button copies: a code block's code, or the text in its `data-copy`
 * (the API page's "Copy the path" beside the method).
 */
function copiedText(button: HTMLElement): string | undefined {
  if (button.dataset.copy !== undefined) return button.dataset.copy;
  return button.closest('.code-block')?.querySelector('pre code')?.textContent ?? undefined;
}

export function setupCopyButtons(announce: (message: string) => void): void {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLElement>(
      '.code-block__copy, button[data-copy]',
    );
    const text = button ? copiedText(button) : undefined;
    if (!button || text === undefined) return;
    copyText(text).then(
      () => showCopyResult(button, siteLabels().copied, 'copied', siteLabels().copy, announce),
      (error: unknown) => console.error('[docgen] Could not copy the text.', error),
    );
  });
}
