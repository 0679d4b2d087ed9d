// Turns what site.config.ts exports into a complete SiteConfig, or fails with a
// message that names the config path, what was expected and what was found.
import { DocgenError } from '../errors.js';
import type { NavbarItem, SiteConfig, UserSiteConfig } from './types.js';

export const navbarItemTypes = [
  'default',
  'localeDropdown',
  'search',
  'dropdown',
  'html',
  'doc',
  'docSidebar',
  'docsVersion',
  'docsVersionDropdown',
] as const;

const policies = ['throw', 'warn', 'ignore'];

class ConfigChecker {
  constructor(private readonly file: string) {}

  fail(path: string, expected: string, received: unknown, hint?: string): never {
    throw new DocgenError(`Invalid site config: "${path}" must be ${expected}, received ${describe(received)}.`, {
      file: this.file,
      hint,
    });
  }

  string(value: unknown, path: string): string {
    if (typeof value !== 'string') this.fail(path, 'a string', value);
    return value;
  }

  boolean(value: unknown, path: string): boolean {
    if (typeof value !== 'boolean') this.fail(path, 'true or false', value);
    return value;
  }

  oneOf<T extends string>(value: unknown, path: string, options: readonly T[]): T {
    if (typeof value !== 'string' || !options.includes(value as T)) {
      this.fail(path, `one of ${options.map((o) => `"${o}"`).join(', ')}`, value);
    }
    return value as T;
  }

  array(value: unknown, path: string): unknown[] {
    if (!Array.isArray(value)) this.fail(path, 'an array', value);
    return value;
  }

  object(value: unknown, path: string): Record<string, unknown> {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) this.fail(path, 'an object', value);
    return value as Record<string, unknown>;
  }
}

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'object') return 'an object';
  return `${typeof value} ${String(value)}`;
}

function checkNavbarItem(c: ConfigChecker, raw: unknown, path: string, file: string, inDropdown = false): NavbarItem {
  const item = c.object(raw, path);
  const type = item.type === undefined ? 'default' : item.type;
  if (typeof type !== 'string' || !(navbarItemTypes as readonly string[]).includes(type)) {
    throw new DocgenError(`No NavbarItem component found for type "${String(type)}".`, {
      file,
      hint: `${path}.type must be one of: ${navbarItemTypes.join(', ')}.`,
    });
  }
  if (item.position !== undefined) c.oneOf(item.position, `${path}.position`, ['left', 'right']);
  switch (type) {
    case 'default':
      if (item.to === undefined && item.href === undefined) c.fail(`${path}.to`, 'a route (or href an URL)', undefined);
      if (item.label === undefined && item['aria-label'] === undefined) {
        c.fail(`${path}.label`, 'a string (or aria-label for an icon link)', undefined);
      }
      break;
    case 'dropdown':
      if (inDropdown) c.fail(`${path}.type`, 'a link inside a dropdown', type);
      c.string(item.label, `${path}.label`);
      c.array(item.items, `${path}.items`).forEach((sub, i) => checkNavbarItem(c, sub, `${path}.items[${i}]`, file, true));
      break;
    case 'html':
      c.string(item.value, `${path}.value`);
      break;
    case 'doc':
      c.string(item.docId, `${path}.docId`);
      break;
    case 'docSidebar':
      c.string(item.sidebarId, `${path}.sidebarId`);
      c.string(item.label, `${path}.label`);
      break;
  }
  return item as unknown as NavbarItem;
}

/** Fills defaults and validates. `file` names the config in messages. */
export function validateConfig(input: unknown, file: string): SiteConfig {
  const c = new ConfigChecker(file);
  const user = c.object(input, '(default export)') as unknown as UserSiteConfig;
  c.string(user.title, 'title');
  const baseUrl = user.baseUrl ?? '/';
  if (!baseUrl.startsWith('/') || !baseUrl.endsWith('/')) c.fail('baseUrl', 'a path that starts and ends with "/"', baseUrl);
  for (const key of ['onBrokenLinks', 'onBrokenMarkdownLinks', 'onBrokenAnchors'] as const) {
    if (user[key] !== undefined) c.oneOf(user[key], key, policies);
  }
  const items = c.array(user.navbar?.items ?? [], 'navbar.items').map((item, i) => checkNavbarItem(c, item, `navbar.items[${i}]`, file));
  const locales = user.i18n?.locales ?? ['en'];
  const defaultLocale = user.i18n?.defaultLocale ?? 'en';
  if (!locales.includes(defaultLocale)) c.fail('i18n.defaultLocale', `one of the locales (${locales.join(', ')})`, defaultLocale);
  const colorMode = { defaultMode: 'light' as const, disableSwitch: false, respectPrefersColorScheme: false, ...user.colorMode };
  c.oneOf(colorMode.defaultMode, 'colorMode.defaultMode', ['light', 'dark']);
  if (user.announcementBar) {
    c.string(user.announcementBar.id, 'announcementBar.id');
    c.string(user.announcementBar.content, 'announcementBar.content');
  }
  const editUrl = user.docs?.editUrl;
  if (editUrl !== undefined && typeof editUrl !== 'function' && (typeof editUrl !== 'string' || !/^https?:\/\//.test(editUrl) || !URL.canParse(editUrl))) {
    c.fail('docs.editUrl', 'an absolute http(s) URL (the base the source path is appended to) or a function of the page', editUrl, 'Leave it out when the repository that hosts the content is not public: pages then show no edit link.');
  }
  const toc = { minHeadingLevel: 2 as const, maxHeadingLevel: 3 as const, ...user.tableOfContents };
  if (toc.minHeadingLevel > toc.maxHeadingLevel) c.fail('tableOfContents.maxHeadingLevel', `at least minHeadingLevel (${toc.minHeadingLevel})`, toc.maxHeadingLevel);
  const openapi = user.openapi === false ? { routeBase: '/api', sidebarId: 'api', sources: [] } : { routeBase: '/api', sidebarId: 'api', sources: [], ...user.openapi };
  c.array(openapi.sources, 'openapi.sources').forEach((s, i) => {
    const src = c.object(s, `openapi.sources[${i}]`);
    c.string(src.id, `openapi.sources[${i}].id`);
    const from = c.object(src.source, `openapi.sources[${i}].source`);
    if (typeof from.package !== 'string' && typeof from.file !== 'string' && typeof from.url !== 'string') {
      c.fail(`openapi.sources[${i}].source`, 'one of { package }, { file } or { url }', from);
    }
    for (const [where, limits] of [[`openapi.sources[${i}].download`, src.download], ['openapi.download', openapi.download]] as const) {
      if (limits === undefined) continue;
      const l = c.object(limits, where);
      for (const key of ['maxBytes', 'timeoutMs']) {
        if (l[key] !== undefined && (typeof l[key] !== 'number' || !(l[key] > 0))) c.fail(`${where}.${key}`, 'a positive number', l[key]);
      }
    }
    if (src.linkBase !== undefined && (typeof src.linkBase !== 'string' || !URL.canParse(src.linkBase))) {
      c.fail(`openapi.sources[${i}].linkBase`, 'an absolute URL (where the document is published, e.g. "https://docs.example.com/")', src.linkBase);
    }
  });
  return {
    title: user.title,
    tagline: user.tagline ?? '',
    url: (user.url ?? 'http://localhost').replace(/\/$/, ''),
    baseUrl,
    titleDelimiter: user.titleDelimiter ?? '|',
    favicon: user.favicon,
    onBrokenLinks: user.onBrokenLinks ?? 'throw',
    onBrokenMarkdownLinks: user.onBrokenMarkdownLinks ?? 'warn',
    onBrokenAnchors: user.onBrokenAnchors ?? 'throw',
    i18n: {
      defaultLocale,
      locales,
      localeConfigs: Object.fromEntries(
        locales.map((l) => [l, { label: l === 'en' ? 'English' : l, direction: 'ltr' as const, htmlLang: l, ...user.i18n?.localeConfigs?.[l] }]),
      ),
    },
    docs: {
      routeBasePath: user.docs?.routeBasePath ?? '/',
      contentDir: user.docs?.contentDir ?? 'content',
      staticDir: user.docs?.staticDir ?? 'content/static',
      sidebarPath: user.docs?.sidebarPath ?? 'content/sidebars.ts',
      breadcrumbs: user.docs?.breadcrumbs ?? true,
      editUrl,
      version: { name: 'current', label: 'Next', mainDocId: 'index', ...user.docs?.version },
      versionPersistence: user.docs?.versionPersistence ?? 'localStorage',
    },
    tableOfContents: toc,
    navbar: { hideOnScroll: true, ...user.navbar, items },
    footer: { style: 'dark', links: [], copyright: '', ...user.footer },
    colorMode,
    announcementBar: user.announcementBar ? { ...user.announcementBar, isCloseable: user.announcementBar.isCloseable ?? true } : undefined,
    search: { indexDocs: true, indexPages: false, maxSearchResults: 8, ...user.search },
    // The global download limits are folded into each source, so the download sees one set.
    openapi: { ...openapi, sources: openapi.sources.map((s) => (openapi.download || s.download ? { ...s, download: { ...openapi.download, ...s.download } } : s)) },
    scripts: user.scripts ?? [],
    metadata: user.metadata ?? [],
  };
}
