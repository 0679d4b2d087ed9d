// What the client stage passes on: the browser bundle's files and the URLs a page links to.
import path from 'node:path';

/**
 * The bundle as esbuild makes it, before any site is known: chunks import each other
 * by relative paths, so one bundle serves every base URL: the URLs a page links to
 * are the paths below from the site's root, put under the base with the page's other links.
 */
export interface ClientBundle {
  /** Output files by path relative to the output root ('assets/app-XXXX.js'). */
  files: Map<string, Uint8Array>;
  /** Paths relative to the output root, as in `files`. */
  js: string;
  css: string[];
  /** Chunks the entry imports statically, worth a modulepreload. */
  preload: string[];
  /** Every input esbuild read, relative to the tool root (node_modules included). */
  inputs: string[];
  warnings: string[];
}

/** The same fields, with URLs from the site's root and absolute source paths for the watcher. */
export type ClientAssets = ClientBundle;

export function clientAssetsFor(bundle: ClientBundle, toolRoot: string): ClientAssets {
  const url = (file: string) => `/${file}`;
  return {
    files: bundle.files,
    js: url(bundle.js),
    css: bundle.css.map(url),
    preload: bundle.preload.map(url),
    inputs: bundle.inputs
      .filter((p) => !p.includes('node_modules'))
      .map((p) => path.resolve(toolRoot, p)),
    warnings: bundle.warnings,
  };
}
