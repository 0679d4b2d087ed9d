// The copy button the server renders in each code block (`.code-block__copy`).
import { labels } from '../templates/labels.js';

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

export function setupCopyButtons(announce: (message: string) => void): void {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLElement>('.code-block__copy');
    const code = button?.closest('.code-block')?.querySelector('pre code');
    if (!button || !code) return;
    copyText(code.textContent ?? '').then(
      () => {
        button.textContent = labels.copied;
        button.classList.add('code-block__copy--copied');
        announce(labels.copied);
        clearTimeout(resetTimers.get(button));
        resetTimers.set(
          button,
          setTimeout(() => {
            button.textContent = labels.copy;
            button.classList.remove('code-block__copy--copied');
          }, 2000),
        );
      },
      (error: unknown) => console.error('[docgen] Could not copy the code.', error),
    );
  });
}
