// What docgen says about each piece of MDX it leaves out: what was found, at which
// line of the file, and the docgen construct that does the job instead. The rules in
// unsupported-syntax.ts decide what is MDX; the content stage turns these records
// into warnings, or under `markdown.onUnsupportedSyntax: 'throw'` an error.
import type { UnsupportedSyntax } from '../../types.js';
import type { MarkdownEnv } from '../markdown-env.js';
import { asMarkdownText, stringLiteralText } from './mdx-string-literal.js';
import { cutShort } from '../../shared/clip-text.js';

export const includeHint =
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

/** What to write for a partial imported as `name` from `file` (as the import wrote it). */
export const includeOf = (file: string, name: string) =>
  `write \`<!-- @include: ${file} -->\` where \`<${name} />\` is`;

function equivalentFor(name: string, partials: Map<string, string>): string {
  const file = partials.get(name);
  if (file !== undefined) return /^\.\.?\//.test(file) ? includeOf(file, name) : includeHint;
  return equivalents.find(([re]) => re.test(name))?.[1] ?? 'write it as markdown or lowercase HTML';
}

export interface SyntaxEnv extends MarkdownEnv {
  unsupported?: UnsupportedSyntax[];
  /** Component names imported from markdown files, with the file each names: their tags are partials. */
  partialNames?: Map<string, string>;
}

/** Records one piece of MDX at a body line (0-based; made a line of the file here). */
export function record(
  env: SyntaxEnv,
  bodyLine: number | undefined,
  what: string,
  instead: string,
  shownAsText?: true,
): void {
  const line = bodyLine === undefined ? undefined : bodyLine + 1 + (env.lineOffset ?? 0);
  env.unsupported ??= [];
  env.unsupported.push({ line, what, instead, ...(shownAsText && { shownAsText }) });
}

/** Reports the component an opening tag (or fragment) starts; a closing tag was reported with it. */
export function recordTag(env: SyntaxEnv, tag: string, line: number | undefined): void {
  const [, closing, name = ''] = /^<(\/?)([A-Z][\w.]*)?/.exec(tag)!;
  if (closing) return;
  record(
    env,
    line,
    name ? `the MDX component <${name}>` : 'an MDX fragment <>',
    equivalentFor(name, env.partialNames ?? new Map()),
  );
}

/** Reports a JSX tag or an `{expression}`. */
export const recordMdx = (env: SyntaxEnv, found: string, line: number | undefined) =>
  found.startsWith('<') ? recordTag(env, found, line) : recordExpression(env, found, line);

/** Reports an `{expression}`, or an MDX comment written as one. */
function recordExpression(env: SyntaxEnv, whole: string, line: number | undefined): void {
  const inner = whole.slice(1, -1);
  // Over lines (a template literal, a `.map(…)`), it is named on one.
  const shown = cutShort(inner.replace(/\s+/g, ' '), 40);
  const comment = /^\s*\/\*[\s\S]*\*\/\s*$/.test(inner);
  // `{{ $frontmatter.title }}` is Vue's interpolation in a VitePress page, not an object.
  const vue = /^\{[\s\S]*\}$/.test(inner);
  record(
    env,
    line,
    comment ? `the MDX comment {${shown}}` : `the MDX expression {${shown}}`,
    comment
      ? 'write an HTML comment `<!-- … -->`'
      : vue
        ? "write its value as text (in a VitePress page it is Vue's interpolation, which docgen does not run); to show the braces, write `\\{\\{`"
        : 'write its value as text; a literal brace is written `\\{`',
  );
}

/** Reports a string literal `{'{'}`, shown as its characters. */
export function recordString(env: SyntaxEnv, source: string, line: number | undefined): void {
  const text = asMarkdownText(stringLiteralText(source) ?? '');
  const instead = `write \`${text}\` (markdown punctuation after a backslash)`;
  record(env, line, `the MDX string ${source}`, instead, true);
}
