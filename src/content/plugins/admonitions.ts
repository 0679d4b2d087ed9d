// Admonitions, in the forms authors bring from elsewhere: `:::note Optional title`
// (Docusaurus), `:::note[Optional title]` and `:::tip{icon="heart"}` (Starlight,
// Docusaurus 3) … `:::` containers, and GitHub's alerts, a blockquote that starts
// with `[!NOTE]`. All render as one labelled aside. A title is markdown (emphasis,
// code); a kind docgen does not have renders as a note, with a warning.
import type { MarkdownIt, StateCore, Token } from 'markdown-it';
import { escapeHtml } from '../../shared/html-escape.js';
import type { RenderWarning } from '../../types.js';
import type { MarkdownEnv } from '../markdown-env.js';
import { admonitionHeader, admonitionKinds, alertKinds, kindTitle } from './admonition-header.js';
import { containerPlugin } from './container-block.js';
import { quotedContainer, shortWord } from './quoted-markup.js';
import { vitepressContainers } from './vitepress-markup.js';

const open = 'container_admonition_open';

/** What the opening token of an admonition carries to its render. */
interface TitleMeta {
  cls: string;
  label: string;
  /** Whether a written title follows in an inline token (else the label is the title). */
  titled: boolean;
}

/** The aside up to its title's text. */
function titleStart(cls: string, label: string): string {
  return (
    `<aside class="admonition admonition--${cls}" aria-label="${escapeHtml(label)}">` +
    `<p class="admonition__title"><span class="admonition__icon" aria-hidden="true"></span>`
  );
}

const titleEnd = '</p><div class="admonition__content">\n';

function openHtml(cls: string, label: string): string {
  return `${titleStart(cls, label)}${escapeHtml(label)}${titleEnd}`;
}

const closeHtml = '</div></aside>\n';

const warningsKey = Symbol('docgen admonition warnings');

/** What the admonitions of the last render with this env warn about (an unknown kind, an ignored attribute). */
export function admonitionWarningsOf(env: MarkdownEnv): RenderWarning[] {
  env[warningsKey] ??= [];
  return env[warningsKey] as RenderWarning[];
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
      const kind = alertKinds[marker[1]!.toUpperCase()]!;
      token.meta = { ...token.meta, alert: true };
      token.type = 'html_block';
      token.content = openHtml(
        kind.cls,
        kindTitle(kind, (state.env as MarkdownEnv).admonitionLabels),
      );
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

/**
 * Reads each admonition's opening line: warns about what docgen does not use, and puts
 * a written title in an inline token after the opening, for markdown-it to parse as
 * the page's other text (and docgen's plugins to check: links, MDX).
 */
function readHeaders(state: StateCore): void {
  const tokens = state.tokens;
  const env = state.env as MarkdownEnv;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.type !== open) continue;
    const header = admonitionHeader(token.info)!;
    const line = token.map ? token.map[0] + 1 + (env.lineOffset ?? 0) : undefined;
    const warn = (message: string) => admonitionWarningsOf(env).push({ line, message });
    const known = admonitionKinds.join(', ');
    const foreign = Object.hasOwn(vitepressContainers, header.name)
      ? vitepressContainers[header.name]
      : undefined;
    if (!header.known && foreign)
      warn(
        `${quotedContainer(token.markup.length, header.name)} ${foreign}. docgen rendered it as a note.`,
      );
    else if (!header.known)
      warn(
        `${quotedContainer(token.markup.length, header.name)} is not an admonition kind docgen has (${known}); it was rendered as a note. Write one of those kinds.`,
      );
    for (const name of header.ignored)
      warn(
        `docgen ignores the attribute \`${shortWord(name)}\` of ${quotedContainer(token.markup.length, header.name)}; it was left out. Only \`title\` is used.`,
      );
    token.meta = {
      cls: header.kind.cls,
      label: kindTitle(header.kind, env.admonitionLabels),
      titled: header.title !== '',
    } satisfies TitleMeta;
    if (!header.title) continue;
    const title = new state.Token('inline', '', 0);
    title.content = header.title;
    title.map = token.map ? [token.map[0], token.map[0] + 1] : null;
    title.children = [];
    title.meta = { admonitionTitle: true };
    tokens.splice(i + 1, 0, title, new state.Token('admonition_title_close', '', 0));
  }
}

/** What renders nothing in a title: MDX left out (unsupported-syntax.ts). */
const leftOut = new Set(['mdx_jsx', 'mdx_expression']);

/**
 * Readies a title's parsed markdown for its render and returns it as plain text (the
 * aside's label). Its text is escaped as docgen escapes all text, and raw HTML in it
 * is shown as text, as before titles were markdown. Changes nothing when run again.
 */
function readyTitle(title: Token): string {
  const children = (title.children ?? []).filter((c) => !leftOut.has(c.type));
  for (const c of children)
    if (c.type === 'text' || c.type === 'html_inline') c.type = 'admonition_title_text';
  // What MDX left at the title's ends (`Press K {props.x}`) is no part of it.
  const [first, last] = [children[0], children.at(-1)];
  if (first?.type === 'admonition_title_text') first.content = first.content.trimStart();
  if (last?.type === 'admonition_title_text') last.content = last.content.trimEnd();
  return children
    .map((c) => (c.type === 'admonition_title_text' || c.type === 'code_inline' ? c.content : ''))
    .join('');
}

export function admonitionPlugin(md: MarkdownIt): void {
  containerPlugin(md, 'admonition', {
    validate: (params) => admonitionHeader(params) !== undefined,
    // A `:::word` line that nothing closes is text, not a container to the end of the page.
    needsClose: (params) => !admonitionHeader(params)!.known,
    render(tokens, idx) {
      const token = tokens[idx]!;
      if (token.nesting === -1) return closeHtml;
      const meta = token.meta as unknown as TitleMeta;
      if (!meta.titled) return openHtml(meta.cls, meta.label);
      // The title follows as inline markdown, then its close.
      return titleStart(meta.cls, readyTitle(tokens[idx + 1]!) || meta.label);
    },
  });
  md.renderer.rules.admonition_title_text = (tokens, idx) => escapeHtml(tokens[idx]!.content);
  md.renderer.rules.admonition_title_close = () => titleEnd;
  md.core.ruler.before('inline', 'docgen_admonition_titles', readHeaders);
}
