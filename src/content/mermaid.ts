// Mermaid diagrams: a ```mermaid fence renders as its source in a container that
// client/mermaid.ts draws in the browser (in the page's colour mode). Mermaid's ES
// module build is copied as it comes under a hashed folder; only pages with a diagram
// import its entry, which loads the chunks of the diagram types the page draws.
// Without JavaScript the reader sees the source.
import { escapeHtml } from '../shared/html-escape.js';
import { packageAssets } from './package-assets.js';

/** Stands for the script's URL in rendered HTML until the content stage knows the base URL. */
export const mermaidScriptPlaceholder = '__docgen_mermaid_script__';

/** The container of one diagram. */
export function mermaidHtml(source: string): string {
  return `<div class="mermaid-diagram" data-mermaid-script="${mermaidScriptPlaceholder}"><pre class="mermaid-diagram__source">${escapeHtml(source)}</pre></div>\n`;
}

/**
 * Mermaid's ES module build under `assets/mermaid-<hash>/`: the entry (`main`), which
 * pages import, and its chunks, which it imports by relative paths (so the folder
 * works under any base path).
 */
export const mermaidAssets = packageAssets(
  'mermaid',
  'mermaid/dist/mermaid.esm.min.mjs',
  'chunks/mermaid.esm.min',
  (chunk) => chunk.endsWith('.mjs'),
);
