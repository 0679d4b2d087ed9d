// The site stage: every Doc (markdown and API) gets its route checked, its place
// in a sidebar, its breadcrumbs and neighbours; the navbar is resolved once.
import { DocgenError } from '../errors.js';
import { pageSource } from '../page-source.js';
import { quote } from '../config/config-errors.js';
import { sidebarsFile, type LoadedConfig } from '../config/load-config.js';
import type { SidebarsConfig } from '../config/types.js';
import type { Doc, Page, Redirect, SidebarItem } from '../types.js';
import { resolveSidebars, type Sidebars } from './sidebar.js';
import { resolveNavbar, type ResolvedNavbarItem } from './navbar.js';
import { assemblePages } from './pages.js';
import { editUrlFor } from './edit-url.js';
import { siteWarnings } from './site-warnings.js';
import { redirectClashWarnings } from './redirect-clashes.js';
import { collectSiteLinks, type SiteLink } from './site-links.js';
import { siteLabelsOf } from '../../templates/page-labels.js';

export interface Site {
  pages: Page[];
  sidebars: Sidebars;
  navbar: ResolvedNavbarItem[];
  /** Route of the docs' main page: the version dropdown's target on pages outside the docs. */
  mainDocRoute: string;
  /** The links every page renders besides its article (navbar, footer, sidebar links), for the links stage. */
  siteLinks: SiteLink[];
  /** Problems that do not stop the build: `url` unset, pages in no sidebar. */
  warnings: string[];
}

interface SiteStageInput {
  loaded: LoadedConfig;
  content: {
    docs: Doc[];
    draftIds: Set<string>;
    sidebars: { sidebars: SidebarsConfig; source?: string };
    /** File-name routes of pages that front matter `id` moved. */
    redirects?: Redirect[];
  };
  api: { docs: Doc[]; sidebar: SidebarItem[]; redirects?: Redirect[] };
}

export function siteStage({ loaded, content, api }: SiteStageInput): Site {
  const site = loaded.config;
  const docs = [...content.docs, ...api.docs];
  const routes = new Map<string, Doc>();
  for (const doc of docs) {
    const other = routes.get(doc.route);
    if (other) {
      // Reported where it is the author's to fix: the slug or id that moved a page there, else the page's file.
      const [first, second] = [pageSource(other), pageSource(doc)];
      const at =
        [first, second].find((s) => s.line !== undefined) ?? (doc.kind === 'api' ? first : second);
      throw new DocgenError(
        `Two pages claim the route ${doc.route}: ${first.label} and ${second.label}.`,
        {
          file: at.file,
          line: at.line,
          hint: at.hint ?? 'Change the slug of the document, or the summary of the operation.',
        },
      );
    }
    routes.set(doc.route, doc);
  }
  const sidebars = resolveSidebars(
    content.sidebars.sidebars,
    content.docs,
    sidebarsFile(site),
    content.sidebars.source,
  );
  if (api.sidebar.length > 0) {
    // The API sidebar would silently replace the docs sidebar of the same id.
    if (Object.hasOwn(sidebars, site.openapi.sidebarId))
      throw new DocgenError(
        `openapi.sidebarId ${quote(site.openapi.sidebarId)} in the site config is also the id of a docs sidebar in ${sidebarsFile(site)}.`,
        {
          file: loaded.configFile,
          hint: `Give the API sidebar another id (openapi.sidebarId, default "api"), or rename the docs sidebar.`,
        },
      );
    sidebars[site.openapi.sidebarId] = api.sidebar;
  }
  checkMainDoc(loaded, content);
  const navbar = resolveNavbar(site, docs, content.draftIds, sidebars, loaded.configFile);
  const editUrl = (doc: Doc) =>
    editUrlFor(site.docs.editUrl, doc, site.docs.contentDir, loaded.configFile);
  const pageWarnings: string[] = [];
  const pages = assemblePages(docs, sidebars, {
    breadcrumbs: site.docs.breadcrumbs,
    homeRoute: site.docs.routeBasePath,
    homeLabel: siteLabelsOf(site.labels).home,
    editUrl,
    warn: (message) => pageWarnings.push(message),
  });
  const mainDocRoute =
    content.docs.find((d) => d.id === (site.docs.version.mainDocId ?? 'index'))?.route ??
    site.docs.routeBasePath;
  const siteLinks = collectSiteLinks(
    site,
    loaded.configFile,
    content.sidebars.sidebars,
    sidebarsFile(site),
  );
  const warnings = [
    ...redirectClashWarnings(api.redirects ?? [], content.redirects ?? [], docs),
    ...siteWarnings(site, pages, loaded.configFile),
    ...pageWarnings,
  ];
  return { pages, sidebars, navbar, mainDocRoute, siteLinks, warnings };
}

/** A `docs.version.mainDocId` the config sets must name a doc (a draft counts: its links hide). */
function checkMainDoc(loaded: LoadedConfig, content: SiteStageInput['content']): void {
  const id = loaded.config.docs.version.mainDocId;
  if (id === undefined || content.draftIds.has(id) || content.docs.some((d) => d.id === id)) return;
  const ids = content.docs.map((d) => d.id).sort();
  throw new DocgenError(
    `docs.version.mainDocId in the site config names no doc: there is no doc with id ${quote(id)}.`,
    {
      file: loaded.configFile,
      hint: `Set it to the id of a doc (its path below ${loaded.config.docs.contentDir}/ without .md, or its front matter id)${ids.length ? `, such as ${ids.slice(0, 5).join(', ')}` : ''}, or leave it out.`,
    },
  );
}
