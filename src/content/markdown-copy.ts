// The plain-markdown copy of a docs page (its route + `.md`, "Copy page as Markdown",
// llms.txt): the title as an h1, then the body as written, with links to markdown
// files turned into their routes, and without what the render left out (left-out.ts).
// Its readers (people, language models) know plain markdown only, so docgen's own
// markup becomes plain: heading ids dropped, fence meta dropped but language and
// title kept, a tab set as bold labels above their content, an admonition as a
// blockquote with its title, an inline SVG diagram as its title and description.
import {
  admonitionHeader,
  alertKinds,
  kindTitle,
  plainTitle,
  type AdmonitionLabels,
} from './plugins/admonition-header.js';
import { tabInfo } from './plugins/tabs.js';
import { decodedPath, htmlWithLocalFiles } from './plugins/links.js';
import { parseFenceInfo } from './markdown.js';
import { closesFence, fenceOpening } from './fenced-lines.js';
import { textMarkersOf } from './plugins/fence-markers.js';
import { parseTextMark } from './code-text-marks.js';
import { type LeftOut, withoutLeftOut } from './left-out.js';
import { escapeMarkdownText } from '../shared/markdown-escape.js';
import { codeOfMarkdown, editAroundCode } from './markdown-code.js';

const containerOpen = /^(\s*)(:{3,})(?!:)\s*(?=\S)([\w-]*)(.*)$/;
const containerClose = /^\s*(:{3,})\s*$/;
/** A GitHub alert's marker line, as the page's alerts plugin reads it (admonitions.ts): alone on its line. */
const alertMarker = /^(\s*(?:>[ \t]?)+)\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\][ \t]*$/i;
/** How many `>` open a line (0 outside a blockquote): a marker line deeper than the line before starts a blockquote. */
const quoteDepth = (line: string) => /^\s*((?:>[ \t]?)*)\S?/.exec(line)![1]!.split('>').length - 1;
const svgTag = (name: string, svg: string) =>
  new RegExp(`<${name}\\b[^>]*>([\\s\\S]*?)</${name}>`).exec(svg)?.[1]?.trim();

interface Container {
  colons: number;
  /** The opening line's indentation (a container in a list item): its quote keeps it. */
  indent: string;
  /**
   * 'kept': written out as it is (`:::doc-cards`, which site-files turns into its list of
   * cards); 'text': an opening no container rule reads (`:::2nd`), text on the page with
   * its closing line, which it still takes (container-block.ts).
   */
  kind: 'tabs' | 'tab' | 'admonition' | 'kept' | 'text';
}

/**
 * A fence's info string, read as the page reads it, with only what plain markdown readers
 * use, the language and a title, and what the page shows as added, removed or marked
 * (`ins={3}`, `del={4}`, `"text"`): which lines to add is the block's message, not its styling.
 */
function plainFenceInfo(info: string): string {
  const { lang, title } = parseFenceInfo(info);
  const changes = [...info.matchAll(/(?:^|\s)((?:ins|del)=\{[\d,\s-]+\})/g)].map((m) =>
    m[1]!.replace(/\s+/g, ''),
  );
  const texts = textMarkersOf(info).filter((m) => parseTextMark(m) !== undefined);
  return [lang, title && `title="${title}"`, ...texts, ...changes].filter(Boolean).join(' ');
}

/** Maps a link's target, written on body line `at` (0-based), to its URL, or undefined to keep it. */
type CopyResolver = (target: string, at: number) => string | undefined;

export function markdownCopy(
  /** The page's title, for the copy's h1; undefined when the body holds its own. */
  title: string | undefined,
  body: string,
  /** Links to markdown files: the route of the page each became. */
  resolveLink: CopyResolver,
  /** What the page left out of the body (MDX, heading attributes): not copied either. */
  leftOut: LeftOut = { lines: [], spans: [], asText: [] },
  /** Links and images to other files beside the page: the URL of their copy. */
  resolveFile?: CopyResolver,
  /** The site's titles of admonitions written without one, as the page shows them. */
  admonitionLabels?: AdmonitionLabels,
): string {
  const lines = withoutLeftOut(body.replace(/\r\n?/g, '\n').split('\n'), leftOut);
  const out: string[] = [];
  const stack: Container[] = [];
  /** The admonitions the line is in, outermost first. */
  const quoted: Container[] = [];
  /** `:::` and fence lines the page shows as text (nested past its cap, of an unknown kind, in indented code or raw HTML): text here too. */
  const asText = new Set(leftOut.asText);
  let fence: string | undefined;
  let svg: string[] | undefined;
  /** Text of the body line at offset `at` with its links and files pointing where the page's do. */
  const linked = (text: string, at: number) => {
    const decoded = (resolve: CopyResolver) => (target: string) => {
      const file = decodedPath(target);
      return file === undefined ? undefined : resolve(file, at);
    };
    const links = rewriteMarkdownLinks(
      text,
      decoded(resolveLink),
      resolveFile && decoded(resolveFile),
    );
    return resolveFile ? htmlWithLocalFiles(links, (target) => resolveFile(target, at)) : links;
  };
  // Lines inside an admonition are quoted, once per admonition they sit in, after the
  // indentation of the outermost one (the list item it is in): `prefix` then the line
  // without its first `cut` characters.
  const quoting = (line: string) => {
    if (quoted.length === 0) return { prefix: '', cut: 0 };
    const indent = quoted[0]!.indent;
    const cut = line.startsWith(indent) ? indent.length : line.length - line.trimStart().length;
    return { prefix: `${indent}${'>'.repeat(quoted.length)}${line.length > cut ? ' ' : ''}`, cut };
  };
  const quote = (line: string) => {
    const { prefix, cut } = quoting(line);
    return prefix + line.slice(cut);
  };
  /**
   * The blank line (quoted as deep as the containers still open) owed after a closed
   * container: text right after its closing `:::` would otherwise continue the quote's
   * last paragraph (CommonMark's lazy lines), where the page starts a new block.
   */
  let separator: string | undefined;
  const push = (...added: string[]) => {
    for (const line of added) {
      if (separator !== undefined && line.trim() !== '') out.push(separator);
      separator = undefined;
      out.push(quote(line));
    }
  };
  /**
   * A kind's title when the author writes none, as text: a site's label is plain text on
   * the page (`<b>` and `*` shown as written), so here too.
   */
  const labelTitle = (kind: Parameters<typeof kindTitle>[0]) =>
    escapeMarkdownText(kindTitle(kind, admonitionLabels).trim(), { inline: true });
  /**
   * Lines whose links are pointed where the page's are (`linked`) once the copy is written,
   * when its code is known: a link in a code span or an indented code block is an example,
   * shown as written. Each with its place in `out`, its body line, and how it was quoted.
   */
  const toLink: { index: number; at: number; line: string; prefix: string; cut: number }[] = [];
  const pushLinked = (line: string, at: number) => {
    push(line);
    if (mayLink.test(line)) toLink.push({ index: out.length - 1, at, line, ...quoting(line) });
  };
  let previous = '';
  for (const { text: line, at } of lines) {
    const before = previous;
    previous = line;
    if (fence !== undefined) {
      if (closesFence(line, fence)) fence = undefined;
      push(line);
      continue;
    }
    if (asText.has(at)) {
      pushLinked(line, at);
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
    const fenced = fenceOpening(line);
    if (fenced) {
      fence = fenced.marker;
      push(`${fenced.indent}${fenced.marker}${plainFenceInfo(fenced.info)}`);
      continue;
    }
    if (/^\s*<\/?figure\b[^>]*>\s*$/.test(line)) continue;
    const caption = /^\s*<figcaption>(.*)<\/figcaption>\s*$/.exec(line);
    if (caption) {
      push(`*${caption[1]}*`);
      continue;
    }
    // GitHub shows an alert's title in English: where the site words it (admonitionNote),
    // the alert is written as a `:::note` is, its title in bold. With the default titles
    // GitHub's own alert reads as the page does, and stays. Only the first line of a
    // blockquote opens one: after a line of the same quote it is that paragraph's text.
    const alert = alertMarker.exec(line);
    if (alert && quoteDepth(before) < quoteDepth(line)) {
      const kind = alertKinds[alert[2]!.toUpperCase()]!;
      if (kind.key && admonitionLabels?.[kind.key]) {
        push(`${alert[1]}**${labelTitle(kind)}**`, alert[1]!.trimEnd());
        continue;
      }
    }
    const opened = containerOpen.exec(line);
    const header = opened && admonitionHeader(`${opened[3]}${opened[4]}`);
    if (opened) {
      const [, indent, colons, name, rest] = opened as unknown as string[] as [
        string,
        string,
        string,
        string,
        string,
      ];
      const opens = (kind: Container['kind']) => {
        const container = { colons: colons.length, indent, kind };
        stack.push(container);
        if (kind === 'admonition') quoted.push(container);
      };
      // As the page's container rules read the text after the colons (tabs.ts, doc-cards.ts).
      const plain = rest === '' || /^\s/.test(rest);
      if (name === 'tabs' && plain) opens('tabs');
      else if (name === 'tab' && plain) {
        opens('tab');
        const label = tabInfo(`${name}${rest}`).label;
        // The closing `:::` of the tab before was the only line after its code.
        if (out.length > 0 && out.at(-1) !== '') push('');
        push(`${indent}**${label}**`);
        push('');
      } else if (header) {
        // Read as the page reads it (admonition-header.ts); the title in bold, as plain text.
        opens('admonition');
        const title = plainTitle(header.title);
        if (title) pushLinked(`**${title}**`, at);
        else push(`**${labelTitle(header.kind)}**`);
        push('');
      } else if (name === 'doc-cards' && rest.trim() === '') {
        opens('kept');
        push(line);
      } else {
        opens('text');
        pushLinked(line, at);
      }
      continue;
    }
    const closed = containerClose.exec(line);
    if (closed && stack.length > 0 && closed[1]!.length >= stack.at(-1)!.colons) {
      const kind = stack.pop()!.kind;
      if (kind === 'kept' || kind === 'text') push(line);
      if (kind === 'admonition') quoted.pop();
      // A closing line right after another owes the blank line of the outer one.
      if (kind !== 'kept' && kind !== 'text') separator = quote('');
      continue;
    }
    pushLinked(line, at);
  }
  if (toLink.length > 0) {
    const code = codeOfMarkdown(out.join('\n'));
    for (const { index, at, line, prefix, cut } of toLink) {
      // The code's columns in the line as quoted, as columns of the line as written.
      const ofLine = code.get(index);
      const shift = cut - prefix.length;
      const columns =
        ofLine === undefined || ofLine === true
          ? ofLine
          : ofLine.map(([from, to]): [number, number] => [Math.max(0, from + shift), to + shift]);
      out[index] = prefix + editAroundCode(line, columns, (text) => linked(text, at)).slice(cut);
    }
  }
  // A body that starts with its own h1 already has the title.
  const text = out.join('\n').replace(/^\s+/, '').trimEnd();
  if (title === undefined || /^#\s/.test(text)) return `${text}\n`;
  // The title is text (front matter's, or a heading's as the page shows it): `*` in it is a star.
  return `# ${escapeMarkdownText(title, { inline: true })}\n\n${text}\n`;
}

/** What a line needs for `linked` to change it: a link's `](`, a definition's `]:`, an HTML tag. */
const mayLink = /\]\(|\]:|</;

// The rewrite below scans each line once. Written as a regular expression it
// backtracked: a line of many unclosed `[a](` took time growing with its square.

/** `[label]: destination "title"`, the destination bracketed or not: its links read it as an inline link's. */
const referenceDefinition = /^( {0,3}\[(?!\^)(?:[^\\\]]|\\.)+\]:[ \t]*)(<[^<>\n]*>|[^<\s]\S*)(.*)$/;

const endsDestination = (c: string) => c === ')' || c === '>' || /\s/.test(c);

/**
 * The line with each inline link to a markdown file (`[text](<../a.md#x> "title")`)
 * given the target `resolve` returns for it, keeping anchor, brackets and title; and,
 * with `resolveFile`, each relative link or image to another file (`![a](./img/a.png)`)
 * given the one it returns. A link they return nothing for stays as written.
 */
function rewriteMarkdownLinks(
  line: string,
  resolve: (target: string) => string | undefined,
  resolveFile?: (target: string) => string | undefined,
): string {
  const definition = referenceDefinition.exec(line);
  if (definition) {
    const [, head, written, rest] = definition as unknown as [string, string, string, string];
    const bracketed = written.startsWith('<');
    const destination = bracketed ? written.slice(1, -1) : written;
    let split = markdownTargetEnd(destination);
    const route =
      split !== undefined
        ? resolve(destination.slice(0, split))
        : resolveFile && (split = fileTargetEnd(destination)) !== undefined
          ? resolveFile(destination.slice(0, split))
          : undefined;
    if (!route) return line;
    const target = `${route}${destination.slice(split)}`;
    return `${head}${bracketed ? `<${target}>` : target}${rest}`;
  }
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
    let resolveTarget = resolve;
    // `<../a>`: a bracketed route or file, its brackets kept around the new target.
    if (split === undefined && lt && line[end] === '>' && resolveFile) {
      split = fileTargetEnd(destination);
      resolveTarget = resolveFile;
    }
    if (split === undefined && lt) {
      lt = '';
      destination = line.slice(open + 2, end);
      split = markdownTargetEnd(destination);
      resolveTarget = resolve;
    }
    // Unbracketed, a destination starting with `<` is no link (CommonMark): left as written.
    if (split === undefined) {
      split = resolveFile && !destination.startsWith('<') ? fileTargetEnd(destination) : undefined;
      if (split === undefined) continue;
      resolveTarget = resolveFile!;
    }
    const gt = lt && line[end] === '>' ? '>' : '';
    const title = /\s+"[^"]*"/y;
    title.lastIndex = end + gt.length;
    const linkTitle = title.exec(line)?.[0] ?? '';
    const close = end + gt.length + linkTitle.length;
    if (line[close] !== ')') continue;
    const route = resolveTarget(destination.slice(0, split));
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

/** Where the file part of a relative destination ends (`./a.png` of `./a.png#x`); undefined for a URL, a path of the site or an anchor. */
function fileTargetEnd(destination: string): number | undefined {
  if (/^(?:[a-z][a-z0-9+.-]*:|\/|#|\?)/i.test(destination) || destination === '') return undefined;
  const end = destination.search(/[#?]/);
  return end < 0 ? destination.length : end;
}
