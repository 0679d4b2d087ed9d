// The servers an operation is called on: one list for its page's "Base URLs", its
// samples and its "Try it", so that none offers a host another does not. OpenAPI's
// rule: the operation's servers, else its path's, else the document's. A site's
// `servers` stand in for the document's list and lend their names to the same URLs
// wherever they appear; one the document declares only on paths or operations (a
// second host, for uploads say) is named there, not offered to every other operation.
import type { OpenApiServer } from './samples/sample-input.js';
import type { ApiSourceConfig } from './source-config.js';

/** A server whose description is the name a reader sees: the site's label, else the document's. */
export type NamedServer = OpenApiServer;

type SiteServers = ApiSourceConfig['servers'];

const key = (url: string) => url.replace(/\/+$/, '');

function listed(servers: unknown): NamedServer[] | undefined {
  if (!Array.isArray(servers)) return undefined;
  const usable = servers.filter(
    (s): s is NamedServer => !!s && typeof (s as { url?: unknown }).url === 'string',
  );
  return usable.length ? usable : undefined;
}

/** Where the document names a server on a path item or an operation. */
function pathLevelUrls(paths: unknown): Set<string> {
  const urls = new Set<string>();
  for (const item of Object.values((paths ?? {}) as Record<string, unknown>)) {
    if (!item || typeof item !== 'object') continue;
    for (const holder of [item, ...Object.values(item)])
      for (const s of (holder && typeof holder === 'object' && listed(holder.servers)) || [])
        urls.add(key(s.url));
  }
  return urls;
}

/** The document's own list as the site's `servers` replace it; once per document. */
export function documentServers(
  doc: { servers?: unknown; paths?: unknown },
  site: SiteServers,
): NamedServer[] {
  const own = listed(doc.servers) ?? [];
  if (!site?.length) return own;
  const elsewhere = pathLevelUrls(doc.paths);
  const declared = new Map(own.map((s) => [key(s.url), s]));
  const standIns = site.filter((s) => declared.has(key(s.url)) || !elsewhere.has(key(s.url)));
  if (!standIns.length) return own;
  return standIns.map((s) => ({
    ...(declared.get(key(s.url)) ?? { url: s.url }),
    description: s.label,
  }));
}

/** The servers of one operation, under the site's names where it names them. */
export function operationServers(
  op: { servers?: unknown },
  item: { servers?: unknown },
  fromDocument: NamedServer[],
  site: SiteServers,
): NamedServer[] {
  const own = listed(op.servers) ?? listed(item.servers);
  if (!own) return fromDocument;
  const names = new Map((site ?? []).map((s) => [key(s.url), s.label]));
  return own.map((s) => {
    const name = names.get(key(s.url));
    return name ? { ...s, description: name } : s;
  });
}
