// The plain-markdown copy of a docs page (served at its route + `.md`, offered by
// the "Copy page as Markdown" button, listed in llms.txt): the page title as an
// h1, then the body as written, with links to other markdown files turned into
// the routes they became, since the copy no longer sits beside those files. What
// the page left out of the body (MDX, heading attribute blocks) the render records
// (left-out.ts), and the copy leaves out the same pieces.
// The copy is read by people and language models that know plain markdown only,
// so this tool's own markup becomes plain markdown: heading ids and aliases are
// dropped, a fence keeps its language and title but not meta such as nocheck,
// a tab set becomes each tab's label in bold above its content, an admonition
// becomes a blockquote with its title, and an inline SVG diagram becomes its
// title and description.
import { admonitionKinds } from './plugins/admonitions.js';
import { parseAttributes } from './plugins/attributes.js';
import { decodedPath } from './plugins/links.js';
import { type LeftOut, withoutLeftOut } from './left-out.js';

const fenceOpen = /^(\s*)(`{3,}|~{3,})(.*)$/;
const containerOpen = /^\s*(:{3,})\s*([\w-]+)(.*)$/;
const containerClose = /^\s*(:{3,})\s*$/;
const svgTag = (name: string, svg: string) =>
  new RegExp(`<${name}\\b[^>]*>([\\s\\S]*?)</${name}>`).exec(svg)?.[1]?.trim();

interface Container {
  colons: number;
  /** 'kept': written out as it is (`:::doc-cards`, which site-files turns into its list of cards). */
  kind: 'tabs' | 'tab' | 'admonition' | 'kept' | 'other';
}

/** A fence's info string with only what plain markdown readers use: the language and a title. */
function plainFenceInfo(info: string): string {
  const lang = /^\s*([^\s{]*)/.exec(info)?.[1] ?? '';
  const title = parseAttributes(info.slice(info.indexOf(lang) + lang.length)).title;
  return title ? `${lang} title="${title}"` : lang;
}

export function markdownCopy(
  title: string,
  body: string,
  resolveLink: (target: string) => string | undefined,
  /** What the page left out of the body (MDX, heading attributes): not copied either. */
  leftOut: LeftOut = { lines: [], spans: [] },
): string {
  const lines = withoutLeftOut(body.replace(/\r\n?/g, '\n').split('\n'), leftOut);
  const out: string[] = [];
  const stack: Container[] = [];
  let fence: string | undefined;
  let svg: string[] | undefined;
  // Lines inside an admonition are quoted, once per admonition they sit in.
  const push = (...added: string[]) => {
    const depth = stack.filter((c) => c.kind === 'admonition').length;
    for (const line of added)
      out.push(depth === 0 ? line : `${'>'.repeat(depth)}${line ? ` ${line}` : ''}`);
  };
  for (const line of lines) {
    if (fence !== undefined) {
      if (line.trim().startsWith(fence) && line.trim().replace(/[`~]/g, '') === '')
        fence = undefined;
      push(line);
      continue;
    }
    if (svg || /^\s*<svg\b/.test(line)) {
      svg ??= [];
      svg.push(line);
      if (line.includes('</svg>')) {
        const text = svg.join('\n');
        const described = [svgTag('title', text), svgTag('desc', text)].filter(Boolean);
        if (described.length > 0) push(`*Diagram: ${described.join('. ')}*`, '');
        svg = undefined;
      }
      continue;
    }
    const fenced = fenceOpen.exec(line);
    if (fenced) {
      fence = fenced[2]!;
      push(`${fenced[1]}${fenced[2]}${plainFenceInfo(fenced[3]!)}`);
      continue;
    }
    if (/^\s*<\/?figure\b[^>]*>\s*$/.test(line)) continue;
    const caption = /^\s*<figcaption>(.*)<\/figcaption>\s*$/.exec(line);
    if (caption) {
      push(`*${caption[1]}*`);
      continue;
    }
    const opened = containerOpen.exec(line);
    if (opened) {
      const [, colons, name, rest] = opened as unknown as [string, string, string, string];
      if (name === 'tabs') stack.push({ colons: colons.length, kind: 'tabs' });
      else if (name === 'tab') {
        stack.push({ colons: colons.length, kind: 'tab' });
        const label = parseAttributes(rest).label ?? (rest.trim() || 'Tab');
        // The closing `:::` of the tab before was the only line after its code.
        if (out.length > 0 && out.at(-1) !== '') push('');
        push(`**${label}**`);
        push('');
      } else if (admonitionKinds.includes(name)) {
        // `:::note Title` or, as Starlight writes it, `:::note[Title]`.
        const written = rest
          .trim()
          .replace(/^\[(.*)\]$/, '$1')
          .trim();
        const title = written || name[0]!.toUpperCase() + name.slice(1);
        stack.push({ colons: colons.length, kind: 'admonition' });
        push(`**${title}**`);
        push('');
      } else if (name === 'doc-cards') {
        stack.push({ colons: colons.length, kind: 'kept' });
        push(line);
      } else stack.push({ colons: colons.length, kind: 'other' });
      continue;
    }
    const closed = containerClose.exec(line);
    if (closed && stack.length > 0 && closed[1]!.length >= stack.at(-1)!.colons) {
      if (stack.pop()!.kind === 'kept') push(line);
      continue;
    }
    push(
      rewriteMarkdownLinks(withoutHeadingAttributes(line), (target) => {
        const file = decodedPath(target);
        return file === undefined ? undefined : resolveLink(file);
      }),
    );
  }
  // A body that starts with its own h1 already has the title.
  const text = out.join('\n').replace(/^\s+/, '').trimEnd();
  return /^#\s/.test(text) ? `${text}\n` : `# ${title}\n\n${text}\n`;
}

// Both rewrites below scan each line once. Written as regular expressions they
// backtracked: a line of many unclosed `[a](` took time growing with its square.

/**
 * A heading without its id and aliases (`## Retries {#retries aliases=a,b}`,
 * `## Pin it {aliases=a}` → `## Retries`, `## Pin it`): markup of this tool, not
 * markdown. The block is the first `{#` or `{name=` after the line's last inner
 * `}`, running to the `}` that ends the line.
 */
export function withoutHeadingAttributes(line: string): string {
  const prefix = /^#{1,6}\s/.exec(line)?.[0].length;
  if (prefix === undefined) return line;
  const trimmed = line.trimEnd();
  if (!trimmed.endsWith('}')) return line;
  const attributes = /(?:#|[\w-]+=)/y;
  for (
    let open = trimmed.indexOf('{', trimmed.lastIndexOf('}', trimmed.length - 2) + 1);
    open >= 0 && open < trimmed.length - 1;
    open = trimmed.indexOf('{', open + 1)
  ) {
    if (open < prefix) continue;
    attributes.lastIndex = open + 1;
    if (!attributes.test(trimmed)) continue;
    const text = trimmed.slice(0, open).trimEnd();
    return text.length < prefix ? line.slice(0, prefix) : text;
  }
  return line;
}

const endsDestination = (c: string) => c === ')' || c === '>' || /\s/.test(c);

/**
 * The line with each inline link to a markdown file (`[text](<../a.md#x> "title")`)
 * given the target `resolve` returns for it, keeping anchor, brackets and title; a
 * link it returns nothing for stays as written.
 */
export function rewriteMarkdownLinks(
  line: string,
  resolve: (target: string) => string | undefined,
): string {
  let out = '';
  let copied = 0;
  let from = 0;
  for (;;) {
    const open = line.indexOf('](', from);
    if (open < 0) break;
    let end = open + 2;
    while (end < line.length && !endsDestination(line[end]!)) end++;
    // A destination that fails fails for every `](` inside it too (they share its end): go on after it.
    from = Math.max(end, open + 2);
    // `<a.md>` brackets the target; `<.md` is one whose name starts with "<".
    let lt = line[open + 2] === '<' ? '<' : '';
    let destination = line.slice(open + 2 + lt.length, end);
    let split = markdownTargetEnd(destination);
    if (split === undefined && lt) {
      lt = '';
      destination = line.slice(open + 2, end);
      split = markdownTargetEnd(destination);
    }
    if (split === undefined) continue;
    const gt = line[end] === '>' ? '>' : '';
    const title = /\s+"[^"]*"/y;
    title.lastIndex = end + gt.length;
    const linkTitle = title.exec(line)?.[0] ?? '';
    const close = end + gt.length + linkTitle.length;
    if (line[close] !== ')') continue;
    const route = resolve(destination.slice(0, split));
    from = close + 1;
    if (!route) continue;
    out += `${line.slice(copied, open)}](${lt}${route}${destination.slice(split)}${gt}${linkTitle})`;
    copied = from;
  }
  return copied === 0 ? line : out + line.slice(copied);
}

/** Where the file part of a destination ends (`a.md` of `a.md#x`): the last `.md`/`.mdx` after a character, followed by nothing or `#`. */
function markdownTargetEnd(destination: string): number | undefined {
  let at = destination.length;
  while (at > 0) {
    const extension = /\.mdx?$/.exec(destination.slice(Math.max(0, at - 4), at))?.[0];
    if (extension && at > extension.length) return at;
    at = destination.lastIndexOf('#', at - 1);
  }
  return undefined;
}
