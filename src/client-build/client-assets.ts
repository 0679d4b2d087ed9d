// What the client stage passes on: the browser bundle's files and the URLs a page links to.

export interface ClientAssets {
  /** Output files by path relative to the output root ('assets/app-XXXX.js'). */
  files: Map<string, Uint8Array>;
  js: string;
  css: string[];
  /** Chunks the entry imports statically, worth a modulepreload. */
  preload: string[];
  /** Absolute paths of the sources, for the watcher. */
  inputs: string[];
  warnings: string[];
}
