// Admonitions, in the forms authors bring from elsewhere: `:::note Optional title`
// (Docusaurus), `:::note[Optional title]` (Starlight, Docusaurus 3) … `:::`
// containers, and GitHub's alerts, a blockquote that starts with `[!NOTE]`. All
// render as one labelled aside.
import type { MarkdownIt } from 'markdown-it';
import { escapeHtml } from '../../shared/html-escape.js';
import { containerPlugin } from './container-block.js';

type Token = ReturnType<MarkdownIt['parse']>[number];

const kinds: Record<string, { cls: string; label: string }> = {
  note: { cls: 'note', label: 'Note' },
  tip: { cls: 'tip', label: 'Tip' },
  info: { cls: 'info', label: 'Info' },
  warning: { cls: 'warning', label: 'Warning' },
  caution: { cls: 'warning', label: 'Caution' },
  danger: { cls: 'danger', label: 'Danger' },
};

/** GitHub's alert kinds and the admonition each renders as. */
const alerts: Record<string, { cls: string; label: string }> = {
  NOTE: kinds.note!,
  TIP: kinds.tip!,
  IMPORTANT: { cls: 'info', label: 'Important' },
  WARNING: kinds.warning!,
  // GitHub shows CAUTION in red: the strongest kind.
  CAUTION: { cls: 'danger', label: 'Caution' },
};

export const admonitionKinds = Object.keys(kinds);

function openHtml(cls: string, title: string): string {
  const escaped = escapeHtml(title);
  return (
    `<aside class="admonition admonition--${cls}" aria-label="${escaped}">` +
    `<p class="admonition__title"><span class="admonition__icon" aria-hidden="true"></span>${escaped}</p>` +
    `<div class="admonition__content">\n`
  );
}

const closeHtml = '</div></aside>\n';

/** The title after the kind name: `Title`, `[Title]` or nothing. */
function customTitle(params: string, name: string): string {
  const rest = params.trim().slice(name.length).trim();
  const bracketed = /^\[(.*)\]$/.exec(rest);
  return (bracketed ? bracketed[1]! : rest).trim();
}

/** `> [!NOTE]` … blockquotes become admonitions; the marker line goes. */
export function githubAlertsPlugin(md: MarkdownIt): void {
  md.core.ruler.after('inline', 'docgen_github_alerts', (state) => {
    const tokens = state.tokens;
    const open: Token[] = [];
    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i]!;
      if (token.type === 'blockquote_close') {
        const opener = open.pop();
        if (opener?.meta?.alert) {
          token.type = 'html_block';
          token.content = closeHtml;
        }
        continue;
      }
      if (token.type !== 'blockquote_open') continue;
      open.push(token);
      const inline = tokens[i + 2];
      if (tokens[i + 1]?.type !== 'paragraph_open' || inline?.type !== 'inline') continue;
      const marker = /^\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\][ \t]*(?:\n|$)/i.exec(
        inline.content,
      );
      if (!marker) continue;
      const kind = alerts[marker[1]!.toUpperCase()]!;
      token.meta = { ...token.meta, alert: true };
      token.type = 'html_block';
      token.content = openHtml(kind.cls, kind.label);
      // The marker is the first text child; the line break after it goes with it.
      const children = inline.children ?? [];
      const first = children.findIndex((c) => c.type === 'text');
      const drop = children[first + 1]?.type === 'softbreak' ? 2 : 1;
      children.splice(first, drop);
      inline.content = inline.content.slice(marker[0].length);
      if (children.length === 0) {
        tokens[i + 1]!.hidden = true;
        tokens[i + 3]!.hidden = true;
      }
    }
  });
}

export function admonitionPlugin(md: MarkdownIt): void {
  for (const [name, kind] of Object.entries(kinds)) {
    containerPlugin(md, name, {
      validate: (params: string) => new RegExp(`^${name}(?:[\\s[]|$)`).test(params.trim()),
      render(tokens, idx) {
        const token = tokens[idx]!;
        if (token.nesting === -1) return closeHtml;
        return openHtml(kind.cls, customTitle(token.info, name) || kind.label);
      },
    });
  }
}
