// The HTML of code blocks and tab sets. Markdown fences, API request samples and
// the browser's copy button and tab switching all rely on this one markup.
import { highlightCode, highlightTemplate } from './highlight.js';
import { escapeHtml } from '../shared/html-escape.js';
import { slugify } from '../shared/slug.js';
import { markLine, type TextMark } from './code-text-marks.js';

interface CodeBlockOptions {
  code: string;
  lang?: string;
  title?: string;
  /** 1-based line numbers to emphasise. */
  highlightLines?: ReadonlySet<number>;
  /** Lines marked as added (`ins={…}`) and removed (`del={…}`), as a diff shows them. */
  insertedLines?: ReadonlySet<number>;
  deletedLines?: ReadonlySet<number>;
  /** Pieces of lines to mark (Starlight's `"text"`, `/regex/`, `ins="text"`). */
  textMarks?: readonly TextMark[];
  showLineNumbers?: boolean;
  /** The number of the first line when numbers are shown (`showLineNumbers=5`); 1 by default. */
  firstLineNumber?: number;
  /** Wrap long lines inside the box instead of scrolling (short commands that must fit a narrow column). */
  wrap?: boolean;
  /** The code with `placeholder` standing for `value`, highlighted once for every code of its shape (see highlightTemplate). */
  template?: { code: string; placeholder: string; value: string };
}

/**
 * Splits highlighted HTML into lines, closing spans at each line end and
 * reopening them on the next, so every line is well-formed on its own.
 */
function splitHighlightedLines(html: string): string[] {
  const lines: string[] = [];
  const open: string[] = [];
  let current = '';
  const tag = /<span[^>]*>|<\/span>|\n/g;
  let last = 0;
  for (let m = tag.exec(html); m; m = tag.exec(html)) {
    current += html.slice(last, m.index);
    last = m.index + m[0].length;
    if (m[0] === '\n') {
      lines.push(current + '</span>'.repeat(open.length));
      current = open.join('');
    } else if (m[0] === '</span>') {
      open.pop();
      current += m[0];
    } else {
      open.push(m[0]);
      current += m[0];
    }
  }
  current += html.slice(last);
  lines.push(current);
  return lines;
}

/** Parses a highlight range such as `{1,3-5}` into line numbers. */
export function parseLineRanges(spec: string): Set<number> {
  const lines = new Set<number>();
  for (const part of spec.replace(/[{}\s]/g, '').split(',')) {
    const m = /^(\d+)(?:-(\d+))?$/.exec(part);
    if (!m) continue;
    const from = Number(m[1]);
    const to = m[2] ? Number(m[2]) : from;
    for (let n = from; n <= to && n - from < 10000; n++) lines.add(n);
  }
  return lines;
}

export function codeBlockHtml(options: CodeBlockOptions): string {
  const code = options.code.replace(/\n$/, '');
  const { language, html: highlighted } = options.template
    ? highlightTemplate(code, options.lang, options.template)
    : highlightCode(code, options.lang);
  const marked =
    (options.highlightLines?.size ?? 0) +
      (options.insertedLines?.size ?? 0) +
      (options.deletedLines?.size ?? 0) +
      (options.textMarks?.length ?? 0) >
    0;
  const texts = options.textMarks?.length ? code.split('\n') : [];
  let body: string;
  if (marked || options.showLineNumbers) {
    body = splitHighlightedLines(highlighted)
      .map((html, i) => {
        const line = options.textMarks?.length
          ? markLine(html, texts[i] ?? '', options.textMarks)
          : html;
        const n = i + 1;
        const cls =
          'code-line' +
          (options.highlightLines?.has(n) ? ' code-line--highlighted' : '') +
          (options.insertedLines?.has(n) ? ' code-line--inserted' : '') +
          (options.deletedLines?.has(n) ? ' code-line--deleted' : '');
        return `<span class="${cls}">${line || ' '}</span>`;
      })
      .join('\n');
  } else {
    body = highlighted;
  }
  const langClass = language ? ` language-${language}` : '';
  const changes = (options.insertedLines?.size ?? 0) + (options.deletedLines?.size ?? 0) > 0;
  const numbers =
    (options.showLineNumbers ? ' code-block--numbered' : '') +
    (options.wrap ? ' code-block--wrap' : '') +
    // Room for the sign of added and removed lines between their number and their code.
    (changes && options.showLineNumbers ? ' code-block--changes' : '');
  const title = options.title
    ? `<div class="code-block__title">${escapeHtml(options.title)}</div>`
    : '';
  const label = escapeHtml(options.lang ?? 'text');
  // The CSS counter counts up from here: `showLineNumbers=5` starts at 5.
  const first = options.firstLineNumber;
  const counterStart =
    options.showLineNumbers && first !== undefined && first !== 1
      ? ` style="counter-reset: line ${first - 1}"`
      : '';
  return (
    `<div class="code-block${numbers}" data-lang="${label}">${title}` +
    `<div class="code-block__body"><pre class="hljs${langClass}" tabindex="0"><code${counterStart}>${body}</code></pre>` +
    `${copyButtonHtml()}</div></div>\n`
  );
}

/**
 * A code block's copy button. Markdown is rendered before the site's labels are known to
 * the page (its HTML is cached by content), so the render stage swaps the default button
 * for one with the site's labels.
 */
export function copyButtonHtml(
  labels = { copy: 'Copy', copyCode: 'Copy code to clipboard' },
): string {
  const copy = escapeHtml(labels.copy);
  return `<button type="button" class="code-block__copy" aria-label="${escapeHtml(labels.copyCode)}" title="${copy}">${copy}</button>`;
}

interface TabContent {
  label: string;
  value?: string;
  /** Inner HTML of the tab panel. */
  html: string;
  default?: boolean;
}

let tabSetCounter = 0;

/** Resets the tab id counter; called per page so ids are deterministic across builds. */
export function resetTabIds(): void {
  tabSetCounter = 0;
}

/** The tablist of a tab set; `set` is the id prefix shared with its panels. */
export function tabListHtml(
  set: string,
  tabs: readonly { label: string; value: string }[],
  selected: number,
): string {
  const buttons = tabs
    .map((t, i) => {
      const on = i === selected;
      return (
        `<button type="button" role="tab" class="tabs__tab" id="${set}-tab-${i}" aria-controls="${set}-panel-${i}"` +
        ` aria-selected="${on}" tabindex="${on ? 0 : -1}" data-value="${escapeHtml(t.value)}">${escapeHtml(t.label)}</button>`
      );
    })
    .join('');
  return `<div role="tablist" class="tabs__list">${buttons}</div>`;
}

/** The opening tag of panel `i`; close it with `</div>`. */
export function tabPanelOpen(set: string, i: number, value: string, selected: boolean): string {
  return (
    `<div role="tabpanel" class="tabs__panel" id="${set}-panel-${i}" aria-labelledby="${set}-tab-${i}"` +
    ` data-value="${escapeHtml(value)}" tabindex="0"${selected ? '' : ' hidden'}>`
  );
}

/** The opening tag of a tab set; synced across the site by `data-group`. */
export function tabsOpen(groupId?: string): string {
  return `<div class="tabs"${groupId ? ` data-group="${escapeHtml(groupId)}"` : ''}>`;
}

/** A new id prefix for a tab set. */
export function nextTabSetId(): string {
  return `tabs-${++tabSetCounter}`;
}

/**
 * A tab set. Server-rendered with the default tab selected; the client switches
 * tabs by toggling `hidden` and `aria-selected`, synced by `data-group`.
 */
export function tabsHtml(tabs: TabContent[], groupId?: string): string {
  const set = nextTabSetId();
  const selected = Math.max(
    0,
    tabs.findIndex((t) => t.default),
  );
  const resolved = tabs.map((t) => ({ label: t.label, value: t.value ?? slugify(t.label) }));
  const panels = tabs
    .map((t, i) => `${tabPanelOpen(set, i, resolved[i]!.value, i === selected)}${t.html}</div>`)
    .join('');
  return `${tabsOpen(groupId)}${tabListHtml(set, resolved, selected)}${panels}</div>\n`;
}
