// Which index files a search reads: 'default' plus, for each docs plugin, the tag
// of one version: the version of the page being read, else the reader's preferred
// version (local storage), else the latest.

export interface DocsVersionContext {
  pluginId: string;
  /** The version of the page being read, when it is a docs page. */
  activeVersion?: string;
  /** The newest version. */
  latestVersion: string;
  /** The version the reader chose last ('docs-preferred-version-{pluginId}'). */
  preferredVersion?: string | null;
}

export function chooseSearchTags(tags: readonly string[], context: DocsVersionContext): string[] {
  const prefix = `docs-${context.pluginId}-`;
  const versions = tags.filter((t) => t.startsWith(prefix)).map((t) => t.slice(prefix.length));
  const others = tags.filter((t) => !t.startsWith(prefix));
  const pick =
    [context.activeVersion, context.preferredVersion, context.latestVersion].find(
      (v): v is string => Boolean(v && versions.includes(v)),
    ) ?? versions[0];
  return pick === undefined ? others : [...others, `${prefix}${pick}`];
}
