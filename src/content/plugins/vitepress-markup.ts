// Markup of VitePress's that docgen does not have: a `<<< ./file.js` snippet import, a
// `[[toc]]` line, and containers of its own (`::: code-group`, `::: details`, `::: v-pre`).
// Read as plain markdown they showed as text, or (a snippet's `{2}`) were reported as MDX,
// which says nothing of what the author meant. Each kind is reported once a page, at its
// first line, with what to write (notation comments in code: code-notation.ts).
import type { MarkdownIt, StateBlock } from 'markdown-it';
import type { RenderWarning } from '../../types.js';
import type { MarkdownEnv } from '../markdown-env.js';
import { leaveOutLines } from '../left-out.js';
import { lineText } from './rule-access.js';
import { cutShort } from '../../shared/clip-text.js';

type Kind = 'snippet' | 'toc' | 'notation' | `notation-${string}`;

interface Found {
  kinds: Set<Kind>;
  warnings: RenderWarning[];
}

const key = Symbol('docgen vitepress markup');

const foundIn = (env: MarkdownEnv) => {
  env[key] ??= { kinds: new Set(), warnings: [] } satisfies Found;
  return env[key] as Found;
};

/** The VitePress-markup warnings of the last render with this env. */
export const vitepressWarningsOf = (env: MarkdownEnv): RenderWarning[] =>
  (env[key] as Found | undefined)?.warnings ?? [];

/** Records a warning of `kind` at body line `bodyLine` (0-based), unless the page has had one. */
export function warnOnce(env: MarkdownEnv, kind: Kind, bodyLine: number, message: string): void {
  const found = foundIn(env);
  if (found.kinds.has(kind)) return;
  found.kinds.add(kind);
  found.warnings.push({ line: bodyLine + 1 + (env.lineOffset ?? 0), message });
}

/**
 * VitePress's snippet import, alone on its line: a path (`#region` after it), then lines to
 * highlight `{2}` and a label `[label]`, each optional. A paragraph that only starts with
 * `<<<` (bash's here-string `<<< "$var"`) is text.
 */
const snippetLine = /^<<<[ \t]+([^\s"'`{}[\]]+)(?:[ \t]*\{[^{}\n]*\})?(?:[ \t]*\[[^\]\n]*\])?$/;

/** Whether a `<<<` line's path is one: from the source root (`@/`), relative, or a file with an extension. */
function isSnippet(text: string): boolean {
  const path = snippetLine.exec(text)?.[1]?.replace(/#[\w-]*$/, '');
  return path !== undefined && (/^(?:@\/|\.\.?\/)/.test(path) || /\.\w+$/.test(path));
}
const tocLine = /^\[\[toc\]\][ \t]*$/i;

/** A `<<< path` or `[[toc]]` line: left out of the page and its copy, with a warning. */
function vitepressLine(state: StateBlock, startLine: number, _end: number, silent: boolean) {
  if (state.sCount[startLine]! - state.blkIndent >= 4) return false;
  const text = lineText(state, startLine).trimEnd();
  const kind = isSnippet(text) ? 'snippet' : tocLine.test(text) ? 'toc' : undefined;
  if (!kind) return false;
  if (silent) return true;
  const env = state.env as MarkdownEnv;
  warnOnce(
    env,
    kind,
    startLine,
    kind === 'snippet'
      ? `VitePress's snippet import \`${cutShort(text, 80)}\` is not supported (docgen includes markdown partials only); it was left out of the page. Paste the code into a fenced block, in the page or in a partial (\`_snippet.md\`) included with \`<!-- @include: ./_snippet.md -->\`.`
      : "VitePress's `[[toc]]` was left out of the page: docgen shows every page's table of contents beside it. Set its levels with `toc_min_heading_level` and `toc_max_heading_level` in front matter.",
  );
  state.push('vitepress_line', '', 0).map = [startLine, startLine + 1];
  leaveOutLines(env, startLine, startLine + 1);
  state.line = startLine + 1;
  return true;
}

export function vitepressMarkupPlugin(md: MarkdownIt): void {
  md.block.ruler.before('paragraph', 'vitepress_line', vitepressLine);
  md.renderer.rules.vitepress_line = () => '';
}

/** What to write instead of a VitePress container docgen does not have, by its name. */
export const vitepressContainers: Readonly<Record<string, string>> = {
  'code-group':
    'is VitePress\'s code group, which docgen writes as tabs: `::::tabs`, then each block inside `:::tab label="npm"` … `:::`, then `::::`',
  details:
    "is VitePress's collapsible block: write `<details>`, `<summary>Title</summary>` and a blank line, the markdown, a blank line, then `</details>`",
  'v-pre':
    "is VitePress's way to show `{{ … }}` as written; docgen reads a `{…}` in text as an MDX expression and leaves it out, so drop the container and write each `{` to show as `\\{`",
};
