// MDX that docgen does not run: ESM `import`/`export` lines, capitalised JSX
// component tags (`<Tabs>`, `<Aside>`, `<Partial />`) and `{expressions}`. Pages
// moved from Docusaurus or Starlight hold them; rendered as markdown they would
// show as text (and an import line would become the page's description), or
// vanish without a word. This plugin takes them out of the page and records each
// with its line and the docgen construct that does the job, for the content stage
// to warn or fail with. Code (fences, indented blocks, `code spans`) is exempt.
import type { MarkdownIt } from 'markdown-it';
import type { UnsupportedSyntax } from '../../types.js';
import type { MarkdownEnv } from '../markdown-env.js';
import { splitHeadingAttributes } from './heading-attributes.js';

type Token = ReturnType<MarkdownIt['parse']>[number];
type StateBlock = Parameters<Parameters<MarkdownIt['block']['ruler']['push']>[1]>[0];

const includeHint =
  'pull a partial in with `<!-- @include: ./_partial.md -->` on a line of its own';

/** The docgen construct for well-known Docusaurus and Starlight components. */
const equivalents: [RegExp, string][] = [
  [
    /^(Tabs|TabItem|TabItems|Tab|SyncTabs)$/,
    'write tabs as `::::tabs` with a `:::tab label="…"` per tab',
  ],
  [
    /^(Admonition|Aside|Callout|Note|Tip|Info|Warning|Caution|Danger)$/,
    'write an admonition: `:::note Title` (or tip, info, warning, caution, danger) … `:::`',
  ],
  [
    /^(Card|CardGrid|LinkCard|DocCardList|DocCard|CardList)$/,
    'write the links as a list; `:::doc-cards` lists the pages of a sidebar category',
  ],
  [/^(CodeBlock|Code)$/, 'write a fenced code block (```lang title="…")'],
  [/^Details$/, 'write a `<details><summary>…</summary>…</details>` HTML block'],
  [/^Steps$/, 'write an ordered list'],
  [/^(Partial|Include)$/, includeHint],
];

function equivalentFor(name: string, partials: Set<string>): string {
  if (partials.has(name)) return includeHint;
  return equivalents.find(([re]) => re.test(name))?.[1] ?? 'write it as markdown or lowercase HTML';
}

/** A JSX element tag: capitalised name (or a fragment `<>`), attributes, maybe self-closing. */
// No `<` inside a tag (outside quotes and braces): each attempt stops at the next `<`,
// so text full of `<A` is scanned once, not once per `<`.
const jsxTag = /<(\/?)(?:([A-Z][\w.]*)(?=[\s/>])(?:[^<>"'{]|"[^"]*"|'[^']*'|\{[^{}]*\})*|())>/g;
/** An MDX expression in text; heading attribute blocks are docgen's own. */
const expression = /\{([^{}\n]*)\}/g;
/** The start of an ESM statement MDX would run. */
const esmStart =
  /^(?:import\s*(?:[\w$*{]|['"])|export\s+(?:const|let|var|function|async|class|default|type|interface|\{|\*))/;
/** A whole import statement (the block may span lines). */
const importStatement = /^import\s*(?:['"]|[\s\S]*?\bfrom\s*['"])/;

interface SyntaxEnv extends MarkdownEnv {
  unsupported?: UnsupportedSyntax[];
  /** Body lines (0-based) that held only what was left out: the markdown copy drops them. */
  droppedLines?: number[];
  /** Component names imported from markdown files: their tags are partials. */
  partialNames?: Set<string>;
}

function record(env: SyntaxEnv, bodyLine: number | undefined, what: string, instead: string): void {
  const line = bodyLine === undefined ? undefined : bodyLine + 1 + (env.lineOffset ?? 0);
  env.unsupported ??= [];
  env.unsupported.push({ line, what, instead });
}

/** Body lines [from, to) that held only left-out MDX. */
function drop(env: SyntaxEnv, from: number, to: number): void {
  env.droppedLines ??= [];
  for (let l = from; l < to; l++) env.droppedLines.push(l);
}

function esmBlock(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  if (state.blkIndent !== 0 || state.sCount[startLine]! !== 0) return false;
  const lineText = (n: number) =>
    state.src.slice(state.bMarks[n]! + state.tShift[n]!, state.eMarks[n]);
  if (!esmStart.test(lineText(startLine))) return false;
  let next = startLine + 1;
  while (next < endLine && !state.isEmpty(next)) next++;
  const text = state.getLines(startLine, next, 0, false).trim();
  if (text.startsWith('import') && !importStatement.test(text)) return false;
  if (silent) return true;
  const token = state.push('mdx_esm', '', 0);
  token.content = text;
  token.map = [startLine, next];
  token.hidden = true;
  state.line = next;
  return true;
}

function describeEsm(token: Token, env: SyntaxEnv): void {
  const lines = token.content.split('\n');
  lines.forEach((text, i) => {
    if (!esmStart.test(text)) return;
    // The statement runs to the next line that starts one.
    let end = i + 1;
    while (end < lines.length && !esmStart.test(lines[end]!)) end++;
    const statement = lines.slice(i, end).join('\n');
    const from = /\bfrom\s*['"]([^'"]+)['"]/.exec(statement)?.[1];
    const partial = from !== undefined && /\.mdx?$/.test(from);
    const name = /^import\s+([\w$]+)/.exec(text)?.[1];
    if (partial && name) {
      env.partialNames ??= new Set();
      env.partialNames.add(name);
    }
    const instead = partial
      ? includeHint
      : /\btabs?/i.test(from ?? '')
        ? 'docgen has tabs built in (`::::tabs`); remove the line'
        : 'docgen does not run MDX; remove the line';
    record(env, token.map![0] + i, `the MDX line \`${text}\``, instead);
  });
  drop(env, token.map![0], token.map![1]);
}

/** Removes JSX tags from raw HTML, recording each opening tag. */
function stripJsx(html: string, line: number | undefined, env: SyntaxEnv): string {
  return html.replace(
    jsxTag,
    (_tag, closing: string, named: string | undefined, _f, offset: number) => {
      const name = named ?? '';
      if (!closing) {
        const within = html.slice(0, offset).split('\n').length - 1;
        record(
          env,
          line === undefined ? undefined : line + within,
          name ? `the MDX component <${name}>` : 'an MDX fragment <>',
          equivalentFor(name, env.partialNames ?? new Set()),
        );
      }
      return '';
    },
  );
}

function stripExpressions(text: string, line: number | undefined, env: SyntaxEnv): string {
  return text.replace(expression, (whole, inner: string) => {
    // `{#id aliases=…}` is docgen's heading attribute block, not MDX.
    if (splitHeadingAttributes(`x ${whole}`).attributes) return whole;
    const shown = inner.length > 40 ? `${inner.slice(0, 40)}…` : inner;
    const comment = /^\s*\/\*[\s\S]*\*\/\s*$/.test(inner);
    record(
      env,
      line,
      comment ? `the MDX comment {${shown}}` : `the MDX expression {${shown}}`,
      comment
        ? 'write an HTML comment `<!-- … -->`'
        : 'write its value as text; a literal brace is written `\\{`',
    );
    return '';
  });
}

/** Strips the MDX from a paragraph's text; a paragraph left empty is not rendered. */
function scanInline(tokens: Token[], index: number, env: SyntaxEnv): void {
  const token = tokens[index]!;
  let line = token.map?.[0];
  for (const child of token.children ?? []) {
    if (child.type === 'softbreak' || child.type === 'hardbreak') {
      if (line !== undefined) line++;
    } else if (child.type === 'html_inline') {
      child.content = stripJsx(child.content, line, env);
    } else if (child.type === 'text') {
      child.content = stripExpressions(child.content, line, env);
    }
  }
  const open = tokens[index - 1];
  const close = tokens[index + 1];
  const left = (token.children ?? []).some(
    (c) => c.type !== 'softbreak' && c.type !== 'hardbreak' && c.content.trim() !== '',
  );
  if (!left && open?.type === 'paragraph_open' && close?.type === 'paragraph_close') {
    open.hidden = true;
    close.hidden = true;
    token.children = [];
    token.content = '';
    if (token.map) drop(env, token.map[0], token.map[1]);
  }
}

export function unsupportedSyntaxPlugin(md: MarkdownIt): void {
  md.block.ruler.before('paragraph', 'mdx_esm', esmBlock);
  md.renderer.rules.mdx_esm = () => '';
  // After inline parsing, before escaped characters (`\{`) are joined into the text around them.
  md.core.ruler.after('inline', 'docgen_unsupported_syntax', (state) => {
    const env = state.env as SyntaxEnv;
    state.tokens.forEach((token, index) => {
      if (token.type === 'mdx_esm') describeEsm(token, env);
      else if (token.type === 'html_block') {
        const stripped = stripJsx(token.content, token.map?.[0], env);
        if (stripped !== token.content && stripped.trim() === '' && token.map) {
          drop(env, token.map[0], token.map[1]);
        }
        token.content = stripped.trim() === '' ? '' : stripped;
      } else if (token.type === 'inline') scanInline(state.tokens, index, env);
    });
  });
}

/** What the plugin found in the last render with this env. */
export function unsupportedSyntaxOf(env: MarkdownEnv): {
  unsupported: UnsupportedSyntax[];
  droppedLines: number[];
} {
  const e = env as SyntaxEnv;
  return { unsupported: e.unsupported ?? [], droppedLines: e.droppedLines ?? [] };
}
