// Mermaid diagrams: a ```mermaid fence renders as its source in a container that
// client/mermaid.ts turns into a diagram in the browser (in the page's colour
// mode, again when it changes). Mermaid's own browser build, from the npm package,
// is a hashed static file that only pages with a diagram load; without
// JavaScript the reader sees the diagram's source.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { escapeHtml } from '../shared/html-escape.js';

/** Stands for the script's URL in rendered HTML until the content stage knows the base URL. */
export const mermaidScriptPlaceholder = '__docgen_mermaid_script__';

/** The container of one diagram. */
export function mermaidHtml(source: string): string {
  return `<div class="mermaid-diagram" data-mermaid-script="${mermaidScriptPlaceholder}"><pre class="mermaid-diagram__source">${escapeHtml(source)}</pre></div>\n`;
}

const requireHere = createRequire(import.meta.url);
let asset: { path: string; from: string } | undefined;

/** Mermaid's browser build as an output file, `assets/mermaid-<hash>.js`, and where it is on disk. */
export function mermaidAsset(): { path: string; from: string } {
  if (asset) return asset;
  const from = requireHere.resolve('mermaid/dist/mermaid.min.js');
  const hash = createHash('sha256').update(readFileSync(from)).digest('hex').slice(0, 10);
  asset = { path: `assets/mermaid-${hash}.js`, from };
  return asset;
}
