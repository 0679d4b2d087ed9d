// The plain-markdown copy of a docs page (served at its route + `.md`, offered by
// the "Copy page as Markdown" button, listed in llms.txt): the page title as an
// h1, then the body as written, with links to other markdown files turned into
// the routes they became, since the copy no longer sits beside those files.
// The copy is read by people and language models that know plain markdown only,
// so this tool's own markup becomes plain markdown: heading ids and aliases are
// dropped, a fence keeps its language and title but not meta such as nocheck,
// a tab set becomes each tab's label in bold above its content, an admonition
// becomes a blockquote with its title, and an inline SVG diagram becomes its
// title and description.
import { admonitionKinds } from './plugins/admonitions.js';
import { parseAttributes } from './plugins/attributes.js';
import { decodedPath } from './plugins/links.js';

/** `[text](../a.md#x)` targets, outside fenced code. Inline links only: the form the docs use. */
const mdLink = /(\]\()(<?)([^)\s>]+\.mdx?)(#[^)\s>]*)?(>?)(\s+"[^"]*")?\)/g;
const fenceOpen = /^(\s*)(`{3,}|~{3,})(.*)$/;
/** A heading's id and aliases (`## Retries {#retries aliases=a,b}`, `## Pin it {aliases=a}`): markup of this tool. */
const headingAttributes = /^(#{1,6}\s.*?)\s*\{(?:#[^}]*|[\w-]+=[^}]*)\}\s*$/;
const containerOpen = /^\s*(:{3,})\s*([\w-]+)(.*)$/;
const containerClose = /^\s*(:{3,})\s*$/;
const svgTag = (name: string, svg: string) =>
  new RegExp(`<${name}\\b[^>]*>([\\s\\S]*?)</${name}>`).exec(svg)?.[1]?.trim();

interface Container {
  colons: number;
  kind: 'tabs' | 'tab' | 'admonition' | 'other';
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
): string {
  const lines = body.replace(/\r\n?/g, '\n').split('\n');
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
      svg = [...(svg ?? []), line];
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
        const title = rest.trim() || name[0]!.toUpperCase() + name.slice(1);
        stack.push({ colons: colons.length, kind: 'admonition' });
        push(`**${title}**`);
        push('');
      } else stack.push({ colons: colons.length, kind: 'other' });
      continue;
    }
    const closed = containerClose.exec(line);
    if (closed && stack.length > 0 && closed[1]!.length >= stack.at(-1)!.colons) {
      stack.pop();
      continue;
    }
    push(
      line
        .replace(headingAttributes, '$1')
        .replace(
          mdLink,
          (
            whole,
            open: string,
            lt: string,
            target: string,
            hash: string | undefined,
            gt: string,
            linkTitle: string | undefined,
          ) => {
            const file = decodedPath(target);
            const route = file === undefined ? undefined : resolveLink(file);
            return route ? `${open}${lt}${route}${hash ?? ''}${gt}${linkTitle ?? ''})` : whole;
          },
        ),
    );
  }
  // A body that starts with its own h1 already has the title.
  const text = out.join('\n').replace(/^\s+/, '').trimEnd();
  return /^#\s/.test(text) ? `${text}\n` : `# ${title}\n\n${text}\n`;
}
