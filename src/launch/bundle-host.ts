// What the launcher (load-bundle.ts) hands a bundle it runs, and how a bundled
// module reaches it. Run from the sources (tsx), there is no host and none is needed.
import { createRequire } from 'node:module';

/** How the bundle was compiled: from its code cache, or why not. */
export type CodeCacheUse = 'used' | 'rejected' | 'none' | 'training';

export interface BundleHost {
  /** import() of the launcher, an ES module: a script compiled by vm.Script has none of its own. */
  import(specifier: string): Promise<unknown>;
  /** Runs a CommonJS file as the launcher runs the bundles, with its code cache (load-bundle.ts). */
  load(file: string): unknown;
  codeCache: CodeCacheUse;
}

/** A parameter of the function the launcher wraps a bundle in; not declared when running from the sources. */
declare const __docgen_host: BundleHost | undefined;

/** The launcher's host, when this code runs in a bundle it loaded. */
export function bundleHost(): BundleHost | undefined {
  return typeof __docgen_host === 'undefined' ? undefined : __docgen_host;
}

/**
 * A one-file CommonJS bundle docgen made of a package (dist/vendor/): through the
 * launcher, with its code cache; from the sources, with require().
 */
export function loadCommonJs(file: string): unknown {
  const host = bundleHost();
  return host ? host.load(file) : createRequire(import.meta.url)(file);
}

/** import() that works in a bundle run as a script (through the launcher) and from the sources alike. */
export function importModule<T = unknown>(specifier: string): Promise<T> {
  const host = bundleHost();
  return (host ? host.import(specifier) : import(specifier)) as Promise<T>;
}
