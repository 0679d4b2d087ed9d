// Parameters written into a URL, a header or a cookie the way OpenAPI's `style`
// and `explode` say (OpenAPI 3 "Style Values"): a query array is `a=1&a=2` by
// default, `a=1,2` with explode false, `a=1|2` pipe-delimited; objects spread
// into pairs or `a[k]=v` (deepObject). Path, query and cookie values are
// percent-encoded; a placeholder (`{owner}`) is kept readable.

/** How a parameter is written into the request: where, and in which OpenAPI style. */
export interface RequestParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  style?: string;
  explode?: boolean;
  allowReserved?: boolean;
  /** A parameter described by `content` is one serialized value of its (first) media type. */
  content?: Record<string, unknown>;
}

type OpenApiParameter = RequestParameter;

/** A value the reader fills in themselves: written as `{name}`, never encoded. */
export class Placeholder {
  constructor(readonly name: string) {}
  toString(): string {
    return `{${this.name}}`;
  }
}

type Encode = (text: string) => string;

/** Percent-encoding that keeps what a URL may carry as is (`:` and `@` in a path, also `/` in a query). */
const encodePath: Encode = (text) =>
  encodeURIComponent(text).replace(/%3A/gi, ':').replace(/%40/gi, '@');
const encodeQuery: Encode = (text) => encodePath(text).replace(/%2F/gi, '/');
/** allowReserved: RFC 3986 reserved characters go unencoded. */
const encodeReserved: Encode = (text) =>
  encodeURI(text)
    .replace(/%25([0-9A-F]{2})/gi, '%$1')
    .replace(/[&#]/g, encodeURIComponent);

function scalar(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function encoded(value: unknown, encode: Encode): string {
  return value instanceof Placeholder ? value.toString() : encode(scalar(value));
}

function isObject(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    !(value instanceof Placeholder)
  );
}

/** A parameter described by `content` (not `schema`) is one serialized value, JSON where it says so. */
function contentValue(p: OpenApiParameter, value: unknown): unknown {
  if (!p.content || value instanceof Placeholder) return value;
  const mediaType = Object.keys(p.content)[0] ?? '';
  return typeof value === 'string' && !mediaType.includes('json') ? value : JSON.stringify(value);
}

/** The text that replaces `{name}` in the path. */
export function pathSegment(p: OpenApiParameter, raw: unknown): string {
  const value = contentValue(p, raw);
  const style = p.style ?? 'simple';
  const explode = p.explode ?? false;
  const enc = (v: unknown) => encoded(v, encodePath);
  const items = Array.isArray(value) ? value.map(enc) : undefined;
  const pairs = isObject(value)
    ? Object.entries(value).map(([k, v]) => [encodePath(k), enc(v)] as const)
    : undefined;
  if (style === 'label') {
    if (items) return `.${items.join(explode ? '.' : ',')}`;
    if (pairs)
      return `.${pairs.map(([k, v]) => (explode ? `${k}=${v}` : `${k},${v}`)).join(explode ? '.' : ',')}`;
    return `.${enc(value)}`;
  }
  if (style === 'matrix') {
    const name = encodePath(p.name);
    if (items)
      return explode ? items.map((v) => `;${name}=${v}`).join('') : `;${name}=${items.join(',')}`;
    if (pairs)
      return explode
        ? pairs.map(([k, v]) => `;${k}=${v}`).join('')
        : `;${name}=${pairs.flat().join(',')}`;
    return `;${name}=${enc(value)}`;
  }
  if (items) return items.join(',');
  if (pairs) return pairs.map(([k, v]) => (explode ? `${k}=${v}` : `${k},${v}`)).join(',');
  return enc(value);
}

/** The `name=value` pieces one query parameter adds to the query string. */
export function queryPairs(p: OpenApiParameter, raw: unknown): string[] {
  const value = contentValue(p, raw);
  const style = p.content ? 'form' : (p.style ?? 'form');
  const explode = p.content ? false : (p.explode ?? style === 'form');
  const encode = p.allowReserved ? encodeReserved : encodeQuery;
  const enc = (v: unknown) => encoded(v, encode);
  const name = encodeQuery(p.name);
  if (Array.isArray(value)) {
    if (explode) return value.map((v) => `${name}=${enc(v)}`);
    const separator = style === 'spaceDelimited' ? '%20' : style === 'pipeDelimited' ? '|' : ',';
    return [`${name}=${value.map(enc).join(separator)}`];
  }
  if (isObject(value)) {
    const entries = Object.entries(value);
    if (style === 'deepObject')
      return entries.map(([k, v]) => `${name}[${encodeQuery(k)}]=${enc(v)}`);
    if (explode) return entries.map(([k, v]) => `${encodeQuery(k)}=${enc(v)}`);
    return [`${name}=${entries.map(([k, v]) => `${encodeQuery(k)},${enc(v)}`).join(',')}`];
  }
  return [`${name}=${enc(value)}`];
}

/** A header's value (style simple). */
export function headerValue(p: OpenApiParameter, raw: unknown): string {
  const value = contentValue(p, raw);
  const explode = p.explode ?? false;
  if (Array.isArray(value))
    return value.map((v) => String(v instanceof Placeholder ? v : scalar(v))).join(',');
  if (isObject(value))
    return Object.entries(value)
      .map(([k, v]) => (explode ? `${k}=${scalar(v)}` : `${k},${scalar(v)}`))
      .join(',');
  return value instanceof Placeholder ? value.toString() : scalar(value);
}

/** A cookie's `name=value` (style form); arrays and objects are comma lists. */
export function cookiePair(p: OpenApiParameter, raw: unknown): [string, string] {
  const value = contentValue(p, raw);
  const enc = (v: unknown) => encoded(v, encodeQuery);
  if (Array.isArray(value)) return [p.name, value.map(enc).join(',')];
  if (isObject(value))
    return [
      p.name,
      Object.entries(value)
        .map(([k, v]) => `${encodeQuery(k)},${enc(v)}`)
        .join(','),
    ];
  return [p.name, enc(value)];
}
