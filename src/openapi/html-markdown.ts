// Allowlisted HTML (a description already rendered and sanitized) → markdown, for the
// markdown copy of an API page. Going back from the HTML keeps the copy to what the page
// shows, with the document's text escaped, so a stray `|`, `*` or unclosed fence cannot
// break the copy's tables, lists or code blocks.
import { DomUtils, parseDocument } from 'htmlparser2';
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

/** One line of inline markdown from HTML: for table cells and list items. Paragraphs join with a space. */
export function htmlToInlineMarkdown(html: string | undefined): string {
  if (!html) return '';
  const plain = plainParagraph(html);
  if (plain !== undefined) return plain;
  return inline(parseDocument(html).children).replace(/\s+/g, ' ').trim();
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
  return blocks(parseDocument(html).children, { minHeading: options.minHeading ?? 3 }).join('\n\n');
}
