// Loads site.config.ts, and the sidebars module it points at.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadTsModule } from './load-module.js';
import type { SidebarsConfig, SiteConfig } from './types.js';
import { validateConfig, validateSidebars } from './validate-config.js';
import { lineOfPath } from './config-errors.js';

export interface LoadedConfig {
  config: SiteConfig;
  /** Config file, relative to the root, for messages. */
  configFile: string;
  /** Absolute paths of every file the config is made of. */
  inputs: string[];
  /** What a valid config will not do as its author may expect; told once per load, not per rebuild. */
  warnings: string[];
}

/** How many locales the warning about unbuilt locales names. */
const mostLocalesNamed = 5;

/** Warnings about a valid config: `url` unset; locales other than the default, which docgen does not build. */
export function configWarnings(config: SiteConfig, configFile: string, source = ''): string[] {
  const warnings: string[] = [];
  if (new URL(config.url).hostname === 'localhost')
    warnings.push(
      `"url" is not set in ${configFile}: canonical links, the sitemap, robots.txt and llms.txt will point at ${config.url}. Set it to the address the site is published at, such as url: 'https://docs.example.com'.`,
    );
  const { defaultLocale, locales } = config.i18n;
  const unbuilt = locales.filter((l) => l !== defaultLocale);
  if (unbuilt.length > 0) {
    const line = lineOfPath(source, [
      { type: 'object', key: 'i18n' },
      { type: 'object', key: 'locales' },
    ]);
    // A list of thousands is named by its first few, not in a warning longer than the page.
    const named = unbuilt.slice(0, mostLocalesNamed).map((l) => `"${l}"`);
    const more = unbuilt.length - named.length;
    if (more > 0) named.push(`… and ${more} more`);
    warnings.push(
      `${configFile}${line === undefined ? '' : `:${line}`}: i18n.locales lists ${named.join(', ')} besides the default locale "${defaultLocale}", but docgen builds one locale: the site is built in "${defaultLocale}" only, translations (such as i18n/${unbuilt[0]}/) are not read, and no page links to or claims another locale. Leave only "${defaultLocale}" in i18n.locales to silence this.`,
    );
  }
  return warnings;
}

export async function loadConfig(
  root: string,
  configFile = path.join(root, 'site.config.ts'),
): Promise<LoadedConfig> {
  const relative = path.relative(root, configFile) || configFile;
  const loaded = await loadTsModule(configFile, root);
  const source = await sourceOf(configFile);
  const config = validateConfig(loaded.value, relative, source);
  return {
    config,
    configFile: relative,
    inputs: loaded.inputs,
    warnings: configWarnings(config, relative, source),
  };
}

/** The sidebars file a site reads: `docs.sidebarPath`, else content/sidebars.ts. */
export function sidebarsFile(config: { docs: { sidebarPath?: string } }): string {
  return config.docs.sidebarPath ?? 'content/sidebars.ts';
}

/**
 * The sidebars module; `generated` when the config names none and content/sidebars.ts
 * does not exist: the content stage then makes the `docs` sidebar from the folders.
 */
export async function loadSidebarsConfig(
  root: string,
  config: SiteConfig,
): Promise<{ sidebars: SidebarsConfig; inputs: string[]; generated?: boolean; source?: string }> {
  const relative = sidebarsFile(config);
  const file = path.resolve(root, relative);
  if (config.docs.sidebarPath === undefined && !existsSync(file))
    return { sidebars: {}, inputs: [], generated: true };
  const loaded = await loadTsModule(
    file,
    root,
    'Create it, or set docs.sidebarPath in the site config to the module that exports your sidebars.',
  );
  const source = await sourceOf(file);
  return {
    sidebars: validateSidebars(loaded.value, relative, source),
    inputs: loaded.inputs,
    source,
  };
}

/** A config file's text, for the line of a problem in it (none if it cannot be read again). */
const sourceOf = (file: string) => readFile(file, 'utf8').catch(() => undefined);
