// VitePress pages are Vue single-file components: a `<script setup>` (or `<script
// lang="ts">`) block holds the page's component code and a `<style scoped>` (or `module`,
// or a preprocessor's `lang="scss"`) block its styles, compiled by Vue. As raw HTML they
// reached the browser as they are: the script a SyntaxError on every load (`import` in a
// classic script), the style applied to the whole page. Such a block is left out of the
// page and its copy, with a warning at its first line. A plain `<script>` or `<style>`
// (`lang="css"` too) is the author's raw HTML and passes through.
import type { MarkdownIt, StateBlock } from 'markdown-it';
import type { RenderWarning } from '../../types.js';
import type { MarkdownEnv } from '../markdown-env.js';
import { leaveOutLines } from '../left-out.js';
import { lineText } from './rule-access.js';

const opening = /^<(script|style)(\s[^>]*)?>/i;

/** The attributes that make a block Vue's: the browser has no meaning for them. */
function vueAttribute(tag: string, attributes: string): string | undefined {
  const lang = /(?:^|\s)lang\s*=\s*["']?([\w-]+)/i.exec(attributes)?.[1];
  if (tag === 'script') {
    if (/(?:^|\s)setup(?=[\s=>]|$)/i.test(attributes)) return 'setup';
    return lang && /^tsx?$/i.test(lang) ? `lang="${lang}"` : undefined;
  }
  const flag = /(?:^|\s)(scoped|module)(?=[\s=>]|$)/i.exec(attributes)?.[1];
  // `lang="css"` is what a browser reads anyway: only a preprocessor's needs Vue's build.
  const preprocessed = lang && /^(?:scss|sass|less|stylus|styl|postcss)$/i.test(lang);
  return flag ?? (preprocessed ? `lang="${lang}"` : undefined);
}

const key = Symbol('docgen vue blocks');

/** The Vue-block warnings of the last render with this env. */
export const vueBlockWarningsOf = (env: MarkdownEnv): RenderWarning[] =>
  (env[key] as RenderWarning[] | undefined) ?? [];

function vueBlock(state: StateBlock, startLine: number, endLine: number, silent: boolean) {
  if (state.sCount[startLine]! - state.blkIndent >= 4) return false;
  const found = opening.exec(lineText(state, startLine));
  if (!found) return false;
  const tag = found[1]!.toLowerCase();
  const attribute = vueAttribute(tag, found[2] ?? '');
  if (!attribute) return false;
  if (silent) return true;
  // As an HTML block of its kind, it ends at the line holding its closing tag.
  const closing = `</${tag}>`;
  let last = startLine;
  while (last < endLine && !lineText(state, last).toLowerCase().includes(closing)) last++;
  const closed = last < endLine;
  const end = closed ? last + 1 : endLine;
  const env = state.env as MarkdownEnv;
  const offset = env.lineOffset ?? 0;
  env[key] ??= [];
  (env[key] as RenderWarning[]).push({
    line: startLine + 1 + offset,
    message: `\`<${tag} ${attribute}>\` is a block of a Vue single-file component (VitePress compiles it; a browser cannot run or scope it); it was left out of the page, ${closed ? `to its \`${closing}\` on line ${last + 1 + offset}` : `to the end of the page (no \`${closing}\` closes it)`}. ${tag === 'script' ? 'Write what its components showed as markdown or HTML.' : "Put the page's styles in `customCss` (site.config.ts)."}`,
  });
  state.push('vue_block', '', 0).map = [startLine, end];
  leaveOutLines(env, startLine, end);
  state.line = end;
  return true;
}

export function vueBlocksPlugin(md: MarkdownIt): void {
  md.block.ruler.before('html_block', 'vue_block', vueBlock, {
    alt: ['paragraph', 'reference', 'blockquote'],
  });
  md.renderer.rules.vue_block = () => '';
}
