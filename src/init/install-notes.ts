// What `init` tells about the docgen the new site's package.json names, when that may not
// install where the site goes: a file outside the site's folder (a clone of the site, in CI,
// has no such file), or the registry range written for a docgen whose origin is unknown.
import path from 'node:path';

interface WrittenTool {
  name: string;
  version: string;
  /** docgen runs from a checkout of its sources. */
  checkout?: boolean;
  /** The install's records say it came from the registry. */
  fromRegistry: boolean;
}

/** One line per thing to know about `spec`, as written in `siteDir`/package.json. */
export function installNotes(spec: string, siteDir: string, tool: WrittenTool): string[] {
  const tarball = `${tool.name}-${tool.version}.tgz`;
  const vendored = `put the tarball inside the site (such as vendor/${tarball}${tool.checkout ? ', made by npm pack in the checkout' : ''}), commit it and name it there: npm pkg set devDependencies.docgen=file:vendor/${tarball}`;
  if (spec.startsWith('file:')) {
    const target = path.resolve(siteDir, spec.slice('file:'.length));
    const relative = path.relative(siteDir, target);
    if (!relative.startsWith('..') && !path.isAbsolute(relative)) return [];
    return [
      `note: package.json names docgen by "${spec}", outside the site's folder: a clone of the site elsewhere (a CI runner) cannot install it; ${vendored}.`,
    ];
  }
  if (tool.fromRegistry) return [];
  return [
    `note: package.json names docgen by "${spec}" (the npm registry), but this docgen was not installed from the registry as far as its install shows, and ${tool.name} ${tool.version} may not be there; to install your tarball instead, ${vendored}.`,
  ];
}
