// `:::note Optional title` … `:::` containers rendered as labelled asides.
import type { MarkdownIt } from 'markdown-it';
import container from 'markdown-it-container';
import { escapeHtml } from '../../shared/html-escape.js';

const kinds: Record<string, { cls: string; label: string }> = {
  note: { cls: 'note', label: 'Note' },
  tip: { cls: 'tip', label: 'Tip' },
  info: { cls: 'info', label: 'Info' },
  warning: { cls: 'warning', label: 'Warning' },
  caution: { cls: 'warning', label: 'Caution' },
  danger: { cls: 'danger', label: 'Danger' },
};

export const admonitionKinds = Object.keys(kinds);

export function admonitionPlugin(md: MarkdownIt): void {
  for (const [name, kind] of Object.entries(kinds)) {
    md.use(container, name, {
      render(tokens: ReturnType<MarkdownIt['parse']>, idx: number) {
        const token = tokens[idx]!;
        if (token.nesting === -1) return '</div></aside>\n';
        const custom = token.info.trim().slice(name.length).trim();
        const title = escapeHtml(custom || kind.label);
        return (
          `<aside class="admonition admonition--${kind.cls}" aria-label="${title}">` +
          `<p class="admonition__title"><span class="admonition__icon" aria-hidden="true"></span>${title}</p>` +
          `<div class="admonition__content">\n`
        );
      },
    });
  }
}
