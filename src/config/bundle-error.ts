// What esbuild's first error says about a module docgen loads, as the user's error: a module
// that cannot be found is named as such with what to do (fix the path, install the package),
// anything else is a syntax error at its line.
import type { Message } from 'esbuild';
import { existsSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { DocgenError } from '../errors.js';

/**
 * The DocgenError for esbuild's `first` error while bundling `file`; `shift` characters were
 * put before the line it is on (the import.meta declarations of a first line).
 */
export function bundleError(first: Message, file: string, root: string, cause: unknown, shift = 0) {
  const where = first.location?.file ?? path.relative(root, file);
  const location = {
    file: where,
    line: first.location?.line,
    column: first.location ? Math.max(first.location.column - shift, 0) + 1 : undefined,
    cause,
  };
  const lineText = first.location?.lineText.slice(shift).trim();
  const missing = /^Could not resolve "(.*)"$/.exec(first.text)?.[1];
  if (missing !== undefined)
    return new DocgenError(`Cannot find the module "${missing}" that ${where} imports.`, {
      ...location,
      hint: missingModuleHint(missing, where, path.dirname(path.resolve(root, where))),
    });
  return new DocgenError(`Syntax error in ${where}: ${first.text}`, {
    ...location,
    hint: lineText ? `the line reads: ${lineText}` : undefined,
  });
}

function missingModuleHint(specifier: string, importer: string, from: string): string {
  if (specifier.startsWith('.') || path.isAbsolute(specifier))
    return `Check the path: it is read from the folder of ${importer}, and a path without an extension is looked for as .ts, .tsx, .js, .jsx, .json or a folder's index file.`;
  // A package (`yaml`, `@scope/name/sub`): its name is the first part, or two for a scope.
  const name = specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
  const bare = name.replace(/^node:/, '');
  if (name.startsWith('node:') || builtinModules.includes(bare))
    return `"${bare}" is one of Node's own modules, which has no "${specifier}": check the name in Node's documentation.`;
  // Installed, but without that part: a subpath it does not have or does not export.
  if (specifier !== name && isInstalled(name, from))
    return `The package "${name}" is installed, but has no "${specifier.slice(name.length + 1)}" (or does not export it): check the path within the package.`;
  return `"${name}" is not installed in the project: install it (npm install ${name}), or check the name.`;
}

/** Whether `name` is in a node_modules folder at or above `from`, as Node looks for it. */
function isInstalled(name: string, from: string): boolean {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'node_modules', name, 'package.json'))) return true;
    if (path.dirname(dir) === dir) return false;
  }
}
