// A site's own stylesheets (`customCss` in the config): read from the project,
// written under a name with a hash of their content (cached for a year, as the
// theme's are), and linked after the theme's stylesheet so their rules and CSS
// variables win.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DocgenError } from '../errors.js';
import { lineAndColumn } from '../shared/text-position.js';

export interface CustomCss {
  /** Path below the output folder: `assets/brand-1A2B3C4D.css`. */
  file: string;
  /** Where pages link it, from the site's root. */
  url: string;
  content: Uint8Array;
  /** The source, relative to the project root, for messages. */
  source: string;
  /** Absolute path of the source, for the watcher. */
  input: string;
}

export async function readCustomCss(root: string, files: readonly string[]): Promise<CustomCss[]> {
  return Promise.all(
    files.map(async (source, i) => {
      const input = path.resolve(root, source);
      let content: Uint8Array;
      try {
        content = await readFile(input);
      } catch {
        throw new DocgenError(
          `The site config's customCss[${i}] names ${source}, which does not exist (looked for ${input}).`,
          {
            hint: 'Give the path of a CSS file relative to the project root, such as src/custom.css.',
          },
        );
      }
      const hash = createHash('sha256').update(content).digest('hex').slice(0, 8).toUpperCase();
      const name = path
        .basename(source)
        .replace(/\.css$/i, '')
        .replace(/[^\w-]+/g, '-');
      const file = `assets/${name}-${hash}.css`;
      return { file, url: `/${file}`, content, source, input };
    }),
  );
}

/**
 * A warning for each `url(/…)` of the stylesheets of a site served under a base path: the
 * browser reads it from the host's root, outside the site, and docgen leaves the CSS as
 * written. Written relative to the stylesheet (served from `assets/`), it works under any base.
 */
export function rootUrlWarnings(sheets: readonly CustomCss[], baseUrl: string): string[] {
  if (baseUrl === '/') return [];
  const warnings: string[] = [];
  for (const sheet of sheets) {
    const css = new TextDecoder().decode(sheet.content);
    for (const m of css.matchAll(/url\(\s*(["']?)(\/(?!\/)[^"')]*)\1\s*\)/gi)) {
      const url = m[2]!;
      const { line } = lineAndColumn(css, m.index);
      warnings.push(
        `${sheet.source}:${line}: url(${url}) is read from the host's root, outside the base path ${baseUrl}, and the file is not found there. Write it relative to the stylesheet, which is served from assets/: url('..${url}').`,
      );
    }
  }
  return warnings;
}
