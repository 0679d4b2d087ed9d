// Allowlisted HTML (a description already rendered and sanitized) → markdown, for the
// markdown copy of an API page. Going back from the HTML keeps the copy to what the page
// shows, with the document's text escaped, so a stray `|`, `*` or unclosed fence cannot
// break the copy's tables, lists or code blocks.
import { DomUtils, parseDocument } from 'htmlparser2';
import { escapeHtml } from '../shared/html-escape.js';
import { escapeMarkdownText } from '../shared/markdown-escape.js';

type DomNode = ReturnType<typeof parseDocument>['children'][number];
type DomElement = Extract<DomNode, { attribs: unknown }>;

const { isTag: isElement, isText } = DomUtils;

/** Elements that only say how a page behaves (copy buttons): not part of the text. */
const skipped = new Set(['button', 'script', 'style', 'template']);
const blockNames = new Set([
  'p',
  'div',
  'ul',
  'ol',
  'li',
  'pre',
  'blockquote',
  'table',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'section',
  'aside',
  'details',
  'summary',
  'dl',
  'dt',
  'dd',
]);

export { escapeMarkdownText };

/** Text for one table cell: on one line, pipes escaped. */
export function tableCell(text: string): string {
  return text
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\|/g, '\\|')
    .trim();
}

/** `code` as an inline code span, whatever backticks it holds. */
export function codeSpan(code: string): string {
  if (!/[`\n]/.test(code) && !(code.startsWith(' ') && code.endsWith(' '))) return `\`${code}\``;
  const flat = code.replace(/\s*\n\s*/g, ' ');
  const longest = Math.max(0, ...[...flat.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  const pad = flat.startsWith('`') || flat.endsWith('`') || /^ .* $/.test(flat) ? ' ' : '';
  return `${fence}${pad}${flat}${pad}${fence}`;
}

/** A fenced code block whose fence is longer than any backtick run of the code. */
export function codeFence(code: string, lang: string): string {
  const longest = Math.max(0, ...[...code.matchAll(/`{3,}/g)].map((m) => m[0].length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return `${fence}${lang.replace(/[^\w+#.-]/g, '')}\n${code.replace(/\n+$/, '')}\n${fence}`;
}

function textOf(node: DomNode): string {
  if (isText(node)) return node.data;
  if (isElement(node) && !skipped.has(node.name)) return node.children.map(textOf).join('');
  return '';
}

function inline(nodes: DomNode[]): string {
  return nodes.map(inlineNode).join('');
}

function wrap(mark: string, inner: string): string {
  // Emphasis around spaces is not emphasis: keep the spaces outside.
  const m = /^(\s*)([\s\S]*?)(\s*)$/.exec(inner)!;
  return m[2] ? `${m[1]}${mark}${m[2]}${mark}${m[3]}` : inner;
}

function inlineNode(node: DomNode): string {
  if (isText(node)) return escapeMarkdownText(node.data.replace(/\s+/g, ' '));
  if (!isElement(node) || skipped.has(node.name)) return '';
  switch (node.name) {
    case 'br':
      return '\n';
    case 'em':
    case 'i':
      return wrap('*', inline(node.children));
    case 'strong':
    case 'b':
      return wrap('**', inline(node.children));
    case 's':
    case 'del':
      return wrap('~~', inline(node.children));
    case 'code':
    case 'kbd':
      return codeSpan(textOf(node));
    case 'a': {
      const text = inline(node.children).trim();
      const href = node.attribs.href;
      // A heading's hash link has no text: on the page it is an icon, in a copy nothing.
      if (!href || !text) return text;
      const target = /[\s()<>]/.test(href)
        ? `<${href.replace(/[<>]/g, encodeURIComponent)}>`
        : href;
      return `[${text}](${target})`;
    }
    default:
      // A block inside inline context (a list in a table cell): its text, on the line.
      return blockNames.has(node.name)
        ? ` ${inline(node.children).trim()} `
        : inline(node.children);
  }
}

/** The text of HTML that is one paragraph of plain text (most descriptions): no parser needed. */
function plainParagraph(html: string): string | undefined {
  const m = /^<p>([^<]*)<\/p>\s*$/.exec(html);
  if (!m || /&(?!(?:amp|lt|gt|quot|#39);)/.test(m[1]!)) return undefined;
  return escapeMarkdownText(
    m[1]!
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => entities[e]!),
  );
}
const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

/**
 * How deep the conversion follows elements. It recurses once or more per element, and a
 * document may nest HTML thousands deep (the page shows it; a browser copes): deeper
 * content is read as text, every word kept, instead of overflowing the call stack.
 */
const maxDepth = 100;

/**
 * The markup around an element's text for its reader to keep it: a list reads only its items,
 * a table row its cells, a table (through any element but a cell) its rows.
 */
function textHolder(name: string, inTable: boolean): [string, string] {
  if (name === 'ul' || name === 'ol') return ['<li>', '</li>'];
  if (name === 'tr') return ['<td>', '</td>'];
  return inTable || name === 'table' ? ['<tr><td>', '</td></tr>'] : ['', ''];
}

/** The parsed HTML, each element at `maxDepth` holding its content's text instead. */
function withinDepth(nodes: DomNode[]): DomNode[] {
  const stack = nodes.map((node) => ({ node, depth: 1, inTable: false }));
  while (stack.length > 0) {
    const { node, depth, inTable } = stack.pop()!;
    if (!isElement(node)) continue;
    if (depth < maxDepth) {
      const below = node.name !== 'td' && node.name !== 'th' && (inTable || node.name === 'table');
      for (const child of node.children)
        stack.push({ node: child, depth: depth + 1, inTable: below });
      continue;
    }
    const [open, close] = textHolder(node.name, inTable);
    const text = parseDocument(`${open}${escapeHtml(flatText(node.children))}${close}`);
    node.children = [];
    for (const child of [...text.children]) DomUtils.appendChild(node, child);
  }
  return nodes;
}

/** The text of nodes nested however deep, without recursion: a block's edges are a space. */
function flatText(nodes: DomNode[]): string {
  let text = '';
  const stack: (DomNode | string)[] = [...nodes].reverse();
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (typeof item === 'string') text += item;
    else if (isText(item)) text += item.data;
    else if (isElement(item) && !skipped.has(item.name)) {
      const edge = blockNames.has(item.name) || item.name === 'br' ? ' ' : '';
      text += edge;
      stack.push(edge);
      for (let i = item.children.length - 1; i >= 0; i--) stack.push(item.children[i]!);
    }
  }
  return text;
}

/** The nodes of `html`, within the depth the conversion follows. */
const parsed = (html: string): DomNode[] => withinDepth(parseDocument(html).children);

/** One line of inline markdown from HTML: for table cells and list items. Paragraphs join with a space. */
export function htmlToInlineMarkdown(html: string | undefined): string {
  if (!html) return '';
  const plain = plainParagraph(html);
  if (plain !== undefined) return plain;
  return inline(parsed(html)).replace(/\s+/g, ' ').trim();
}

interface BlockContext {
  /** Lowest heading level this HTML may use (a description sits under the page's own headings). */
  minHeading: number;
}

function blocks(nodes: DomNode[], ctx: BlockContext): string[] {
  const out: string[] = [];
  let run: DomNode[] = [];
  const flush = () => {
    const text = inline(run)
      .replace(/[ \t]+/g, ' ')
      .replace(/ ?\n ?/g, '\n')
      .trim();
    if (text) out.push(text);
    run = [];
  };
  for (const node of nodes) {
    if (isElement(node) && blockNames.has(node.name)) {
      flush();
      const block = blockNode(node, ctx);
      if (block) out.push(block);
    } else run.push(node);
  }
  flush();
  return out;
}

const indent = (text: string, by: string) =>
  text
    .split('\n')
    .map((l, i) => (i === 0 || !l ? l : `${by}${l}`))
    .join('\n');

function listItems(list: DomElement, ctx: BlockContext): string {
  const ordered = list.name === 'ol';
  const start = Number(list.attribs.start) || 1;
  return list.children
    .filter((c): c is DomElement => isElement(c) && c.name === 'li')
    .map((li, i) => {
      const marker = ordered ? `${start + i}. ` : '- ';
      // A tight list (no paragraphs in its items) stays tight: a nested list follows on the next line.
      const loose = li.children.some((c) => isElement(c) && c.name === 'p');
      const body = blocks(li.children, ctx).join(loose ? '\n\n' : '\n');
      return `${marker}${indent(body, ' '.repeat(marker.length))}`;
    })
    .join('\n');
}

function table(node: DomElement): string {
  const rows: string[][] = [];
  let header: string[] | undefined;
  const visit = (n: DomNode, inHead: boolean) => {
    if (!isElement(n)) return;
    if (n.name === 'tr') {
      const cells = n.children.filter(
        (c): c is DomElement => isElement(c) && (c.name === 'td' || c.name === 'th'),
      );
      const texts = cells.map((c) => tableCell(inline(c.children)));
      if (!header && (inHead || cells.every((c) => c.name === 'th'))) header = texts;
      else rows.push(texts);
      return;
    }
    for (const c of n.children) visit(c, inHead || n.name === 'thead');
  };
  for (const c of node.children) visit(c, false);
  const width = Math.max(header?.length ?? 0, ...rows.map((r) => r.length));
  if (width === 0) return '';
  const pad = (r: string[]) => [...r, ...Array<string>(width - r.length).fill('')];
  const head = header ?? Array<string>(width).fill('');
  return [head, Array<string>(width).fill('---'), ...rows]
    .map((r) => `| ${pad(r).join(' | ')} |`)
    .join('\n');
}

function blockNode(node: DomElement, ctx: BlockContext): string {
  switch (node.name) {
    case 'p':
    case 'summary':
    case 'dt':
      return inline(node.children)
        .replace(/[ \t]+/g, ' ')
        .replace(/ ?\n ?/g, '\n')
        .trim();
    case 'h1':
    case 'h2':
    case 'h3':
    case 'h4':
    case 'h5':
    case 'h6': {
      const level = Math.min(6, Math.max(ctx.minHeading, Number(node.name[1])));
      const text = inline(node.children).replace(/\s+/g, ' ').trim();
      return text ? `${'#'.repeat(level)} ${text}` : '';
    }
    case 'ul':
    case 'ol':
      return listItems(node, ctx);
    case 'pre': {
      const lang = /(?:^|\s)language-([\w+#.-]+)/.exec(node.attribs.class ?? '')?.[1] ?? '';
      return codeFence(node.children.map(textOf).join(''), lang);
    }
    case 'blockquote':
      return blocks(node.children, ctx)
        .join('\n\n')
        .split('\n')
        .map((l) => (l ? `> ${l}` : '>'))
        .join('\n');
    case 'table':
      return table(node);
    case 'hr':
      return '---';
    default:
      return blocks(node.children, ctx).join('\n\n');
  }
}

/** Markdown blocks from HTML; headings go no higher than `minHeading` (default 3). */
export function htmlToMarkdown(
  html: string | undefined,
  options: Partial<BlockContext> = {},
): string {
  if (!html) return '';
  const plain = plainParagraph(html);
  if (plain !== undefined) return plain;
  return blocks(parsed(html), { minHeading: options.minHeading ?? 3 }).join('\n\n');
}
