// A query that is a request's URL or path (copied from a log, a cURL sample or a
// browser's address bar) names one operation: the one a router would send that
// request to. The build stores each operation's path and its servers' base paths
// on its page's intro document; this module reads the URL out of the query and
// matches it against them, as `{param}` segments match any value. Platform-free.

/** An operation as its page's search document holds it. */
export interface SearchRequest {
  /** Lower case: 'get'. */
  method: string;
  /** The path as the document writes it: '/addresses/{address}/utxos'. */
  path: string;
  /** The path parts of the operation's server URLs ('/api/v0'), when any is not the root. */
  basePaths?: string[];
  /** Its operationId, the name an SDK calls it by ('uploadFile'): indexed as strongly as its title. */
  operationId?: string;
}

const scheme = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i;
/** A host written without its scheme, as logs print it: 'cardano-mainnet.blockfrost.io/...'. */
const bareHost = /^(?:[a-z0-9-]+\.)+[a-z]{2,}(?::\d+)?(?=\/)/i;
/** A server URL whose host is a variable: '{baseUrl}/v1'. */
const variableHost = /^\{[^}/]*\}(?=\/|$)/;

/**
 * The path of a URL without its scheme, host, query and fragment, and without a
 * trailing slash: 'https://host/api/v0/?page=2' → '/api/v0'. The root is ''.
 * A path alone is returned as it is, with a leading slash.
 */
export function urlPath(url: string): string {
  let path = url.replace(scheme, '').replace(bareHost, '').replace(variableHost, '');
  path = path.replace(/[?#].*$/, '').replace(/\/+$/, '');
  if (path !== '' && !path.startsWith('/')) path = `/${path}`;
  return path;
}

/** The base paths of an operation's server URLs, each once, the root left out. */
export function serverBasePaths(urls: readonly string[]): string[] {
  return [...new Set(urls.map(urlPath))].filter((p) => p !== '');
}

const methods = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/** What surrounds a URL pasted from a shell line or prose: quotes, brackets, a closing comma. */
const wrapping = /^[("'`<[]+|[)"'`>\],;.]+$/g;

/** A query read as a request: the segments of each URL or path it holds, and its other words. */
export interface AskedRequest {
  paths: string[][];
  /** The query's words that are not a URL or path, in order. */
  words: string[];
  /** An HTTP method among the words, lower case. */
  method?: string;
}

/**
 * The URLs and paths of a query (words that hold a '/' and more than slashes),
 * undefined when it has none.
 */
export function askedRequest(query: string): AskedRequest | undefined {
  const paths: string[][] = [];
  const words: string[] = [];
  for (const word of query.split(/\s+/).filter(Boolean)) {
    const text = word.replace(wrapping, '');
    const segments = text.includes('/') ? urlPath(text).split('/').slice(1).map(decodeSegment) : [];
    if (segments.length > 0 && segments.every((s) => s !== '')) paths.push(segments);
    else words.push(word);
  }
  if (paths.length === 0) return undefined;
  const method = words.map((w) => w.toLowerCase()).find((w) => methods.has(w));
  return { paths, words, ...(method ? { method } : {}) };
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** A segment that stands for a value: '{address}', ':address', '<address>'. */
const placeholder = /^(\{[^}]*\}|:\w+|<[^>]*>)$/;

/** A template segment as a pattern: '{hash}.json' → /^.+\.json$/; undefined for a literal. */
function segmentPattern(segment: string): RegExp | undefined {
  if (!segment.includes('{')) return undefined;
  const escaped = segment.split(/\{[^}]*\}/).map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('.+')}$`, 'i');
}

/**
 * How well query segments name a template's: undefined when they do not (a
 * different segment, or a different number of them), else the number of literal
 * segments matched: a router prefers '/blocks/latest' to '/blocks/{hash}'.
 */
function matchSegments(query: readonly string[], template: readonly string[]): number | undefined {
  if (query.length !== template.length) return undefined;
  let literals = 0;
  for (let i = 0; i < query.length; i++) {
    const asked = query[i]!;
    const pattern = segmentPattern(template[i]!);
    if (pattern) {
      if (!placeholder.test(asked) && !pattern.test(asked)) return undefined;
    } else if (asked.toLowerCase() === template[i]!.toLowerCase()) literals++;
    else return undefined;
  }
  return literals;
}

/**
 * How well the request a query holds names this operation: undefined when it
 * does not, else a specificity (higher names it better). The path may carry one
 * of the operation's base paths or none ('/api/v0/blocks/latest' or
 * '/blocks/latest'); the query's HTTP method, when it is the operation's, adds a
 * half, so 'POST /pets' prefers the POST of a path that has several.
 */
export function requestMatch(asked: AskedRequest, request: SearchRequest): number | undefined {
  const template = request.path.split('/').filter(Boolean);
  const bases = ['', ...(request.basePaths ?? [])].map((b) => b.split('/').filter(Boolean));
  let best: number | undefined;
  for (const path of asked.paths)
    for (const base of bases) {
      const literals = matchSegments(path, [...base, ...template]);
      if (literals !== undefined && (best === undefined || literals > best)) best = literals;
    }
  if (best === undefined) return undefined;
  return best + (asked.method === request.method.toLowerCase() ? 0.5 : 0);
}
