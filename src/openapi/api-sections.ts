// With several APIs (sources with an introduction), each source is a section of the API
// sidebar: its introduction first, then its own groups, so that a tag two documents use
// stays two groups. With one API the sidebar is the document's groups, as before.
import type { SidebarEntry } from './api-sidebar.js';
import type { ApiNavigation } from './api-navigation.js';
import type { ApiSourceConfig } from './source-config.js';
import type { LoadedSpec } from './spec-document.js';

/**
 * The sidebar section of each source when the site has several APIs (more than one
 * introduction): headed by the source's `group`, else its document's title. A heading
 * two sources share gets the source's id, so that tags never merge across sources.
 * With one API there are none: a filtered source joins its sidebar, under its `group`.
 */
export function apiSections(
  loaded: { source: ApiSourceConfig; spec: LoadedSpec }[],
  apis: number,
): Map<ApiSourceConfig, [string]> {
  const sections = new Map<ApiSourceConfig, [string]>();
  if (apis < 2) return sections;
  const headings = loaded.map(({ source, spec }) => source.group ?? spec.document.info.title);
  loaded.forEach(({ source }, i) => {
    const heading = headings[i]!;
    const shared = headings.indexOf(heading) !== headings.lastIndexOf(heading);
    sections.set(source, [shared ? `${heading} (${source.id})` : heading]);
  });
  return sections;
}

/** Sections in the order of the sources; in each, its introduction, then its groups in its document's order. */
export function sortSections(
  entries: SidebarEntry[],
  sections: Map<ApiSourceConfig, [string]>,
  navigation: Map<ApiSourceConfig, ApiNavigation>,
): void {
  const sectionRank = new Map<string, { index: number; order: Map<string, number> }>();
  [...sections].forEach(([source, [heading]], index) => {
    const order = new Map(navigation.get(source)!.order.map((key, n) => [key, n]));
    sectionRank.set(heading, { index, order });
  });
  const ranks = new Map(
    entries.map((e) => {
      const { index, order } = sectionRank.get(e.group[0]!)!;
      const within = e.lead ? -1 : order.get(e.group.slice(1).join(' » '));
      return [e, [index, within ?? Number.MAX_SAFE_INTEGER]] as const;
    }),
  );
  // A stable sort: entries of one rank keep their order.
  entries.sort((a, b) => {
    const [x, y] = [ranks.get(a)!, ranks.get(b)!];
    return x[0] - y[0] || x[1] - y[1];
  });
}
