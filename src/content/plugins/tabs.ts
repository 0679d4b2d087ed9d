// `::::tabs groupId=x` holding `:::tab label="…" value=…` containers. The tablist
// is written at the set's opening, so the renderer looks ahead for its tabs.
import type { MarkdownIt, Token } from 'markdown-it';
import { slugify } from '../../shared/slug.js';
import { nextTabSetId, tabListHtml, tabPanelOpen, tabsOpen } from '../code-block.js';
import { parseAttributes } from './attributes.js';
import { containerPlugin } from './container-block.js';

interface TabInfo {
  label: string;
  value: string;
  default: boolean;
}

/** A tab's label and value, from the text after its colons (`tab label="Go" value=go`). */
export function tabInfo(info: string): TabInfo {
  const rest = info.trim().replace(/^tab\b/, '');
  const attrs = parseAttributes(rest);
  const label = attrs.label ?? (rest.trim() || 'Tab');
  return { label, value: attrs.value || slugify(label), default: 'default' in attrs };
}

/** The tabs directly inside the set opened at `idx`. */
function childTabs(tokens: Token[], idx: number): { index: number; tab: TabInfo }[] {
  const open = tokens[idx]!;
  const found: { index: number; tab: TabInfo }[] = [];
  for (let i = idx + 1; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.type === 'container_tabs_close' && t.level === open.level) break;
    if (t.type === 'container_tab_open' && t.level === open.level + 1)
      found.push({ index: i, tab: tabInfo(t.info) });
  }
  return found;
}

const firstWord = (params: string) => params.trim().split(' ', 2)[0];

export function tabsPlugin(md: MarkdownIt): void {
  containerPlugin(md, 'tabs', {
    validate: (params) => firstWord(params) === 'tabs',
    render(tokens: Token[], idx: number) {
      const token = tokens[idx]!;
      if (token.nesting === -1) return '</div>\n';
      const tabs = childTabs(tokens, idx);
      const selected = Math.max(
        0,
        tabs.findIndex((t) => t.tab.default),
      );
      const set = nextTabSetId();
      // Hand each tab its set id and position so its panel can be opened with matching ids.
      tabs.forEach((t, i) => {
        tokens[t.index]!.meta = { set, i, selected: i === selected, value: t.tab.value };
      });
      const groupId = parseAttributes(token.info.trim().replace(/^tabs\b/, '')).groupId;
      return `${tabsOpen(groupId)}${tabListHtml(
        set,
        tabs.map((t) => t.tab),
        selected,
      )}\n`;
    },
  });
  containerPlugin(md, 'tab', {
    validate: (params) => firstWord(params) === 'tab',
    render(tokens: Token[], idx: number) {
      const token = tokens[idx]!;
      if (token.nesting === -1) return '</div>\n';
      const meta = token.meta as {
        set: string;
        i: number;
        selected: boolean;
        value: string;
      } | null;
      // A tab outside a tab set renders as a plain panel.
      if (!meta) return '<div class="tabs__panel">\n';
      return `${tabPanelOpen(meta.set, meta.i, meta.value, meta.selected)}\n`;
    },
  });
}
