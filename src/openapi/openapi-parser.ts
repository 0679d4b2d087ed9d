// The OpenAPI parser docgen validates and dereferences with, loaded once per
// process: dist/openapi-parser.js, the package bundled into one file when docgen
// was built (parser-bundle-entry.ts), when it was made from the installed
// packages; the package from node_modules otherwise (a checkout whose dist/ is
// older than its packages).
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  shapingPackages,
  shapingVersions,
  validatorsDir,
  type ValidatorsManifest,
} from './precompiled-validators.js';
import { importModule } from '../launch/bundle-host.js';

type Parser = typeof import('@readme/openapi-parser');

export interface OpenApiParser {
  validate: Parser['validate'];
  dereference: Parser['dereference'];
  /** The Ajv classes its `validate` uses (2020 for 3.1, draft-04 for 3.0): what precompiled-validators.ts wraps. */
  ajvClasses: unknown[];
  from: 'bundle' | 'package';
}

/** The bundled parser under docgen's root. */
export const parserBundle = (toolRoot: string) => path.join(toolRoot, 'dist', 'openapi-parser.js');

/**
 * True when the bundle was made from the packages installed now. It is made with
 * the precompiled validators, whose manifest records the packages' versions.
 */
function bundleIsCurrent(toolRoot: string): boolean {
  const manifest = path.join(validatorsDir(toolRoot), 'manifest.json');
  if (!existsSync(parserBundle(toolRoot)) || !existsSync(manifest)) return false;
  try {
    const { versions } = JSON.parse(readFileSync(manifest, 'utf8')) as ValidatorsManifest;
    const installed = shapingVersions();
    return shapingPackages.every((name) => versions[name] === installed[name]);
  } catch {
    return false;
  }
}

async function load(toolRoot: string): Promise<OpenApiParser> {
  if (bundleIsCurrent(toolRoot)) {
    const m = await importModule<
      Pick<Parser, 'validate' | 'dereference'> & { Ajv2020: unknown; AjvDraft04: unknown }
    >(pathToFileURL(parserBundle(toolRoot)).href);
    return {
      validate: m.validate,
      dereference: m.dereference,
      ajvClasses: [m.Ajv2020, m.AjvDraft04],
      from: 'bundle',
    };
  }
  const m = await importModule<Parser>('@readme/openapi-parser');
  const fromParser = createRequire(
    createRequire(import.meta.url).resolve('@readme/openapi-parser'),
  );
  return {
    validate: m.validate,
    dereference: m.dereference,
    ajvClasses: [fromParser('ajv/dist/2020.js'), fromParser('ajv-draft-04')],
    from: 'package',
  };
}

let loaded: Promise<OpenApiParser> | undefined;

export function openApiParser(toolRoot: string): Promise<OpenApiParser> {
  loaded ??= load(toolRoot);
  return loaded;
}
