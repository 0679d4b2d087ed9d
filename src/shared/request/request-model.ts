// One request, as every sample language writes it and the "Try it" console sends it.
// What to send is the caller's choice; how it goes on the wire is decided here once.
// Platform-free: the browser client imports it.
import {
  cookiePair,
  headerValue,
  pathSegment,
  queryPairs,
  type RequestParameter,
} from './parameter-style.js';

export { Placeholder, type RequestParameter } from './parameter-style.js';

/** A secret the request carries, named by `env` (an environment variable in a sample, a form field in a console). */
export type Credential =
  /** A header: `name: <prefix><secret>` (apiKey in a header, `Authorization: Bearer`). */
  | { in: 'header'; name: string; prefix: string; env: string }
  | { in: 'query'; name: string; env: string }
  | { in: 'cookie'; name: string; env: string }
  | { in: 'basic'; userEnv: string; passwordEnv: string };

export type MultipartPart =
  | { name: string; value: string; contentType?: string }
  | { name: string; file: string; contentType: string };

export type RequestBody =
  | { kind: 'json'; mediaType: string; value: unknown }
  | { kind: 'text'; mediaType: string; text: string }
  /** application/x-www-form-urlencoded: name/value pairs, not yet encoded. */
  | { kind: 'form'; mediaType: string; fields: [string, string][] }
  | { kind: 'multipart'; mediaType: string; parts: MultipartPart[] }
  /** Raw bytes read from a local file. */
  | { kind: 'file'; mediaType: string; file: string };

export interface RequestModel {
  /** Upper case: GET, POST... */
  method: string;
  /** The full URL: server, path with its parameters, query string (credentials in the query excluded). */
  url: string;
  /** Header parameters, then the body's Content-Type (a form's and a multipart body's come with their encoding). */
  headers: [string, string][];
  cookies: [string, string][];
  credentials: Credential[];
  body?: RequestBody;
  /** How the reply is best read: JSON, text, or not at all (no content). */
  response: 'json' | 'text' | 'none';
}

export interface RequestInput {
  method: string;
  /** The chosen server's absolute URL; a trailing slash is dropped. */
  server: string;
  /** The path key as the document writes it (`/files/{file_id}#get-shared-link`). */
  path: string;
  /** The parameters sent, each with its value (a Placeholder where the reader fills it in). */
  parameters: { parameter: RequestParameter; value: unknown }[];
  credentials: Credential[];
  body?: RequestBody;
  response?: RequestModel['response'];
}

/** Header parameters OpenAPI says to ignore (the body's media type and the auth describe them). */
const ignoredHeaders = new Set(['accept', 'content-type', 'authorization']);

/** Methods whose requests carry no body: fetch refuses one, and servers ignore it. */
const bodiless = new Set(['GET', 'HEAD']);

/**
 * The path a request is sent to. A `#fragment` in a path key only tells apart
 * two operations on one path (Box's `/files/{id}#get-shared-link`); a URL's
 * fragment never reaches the server, and a sample must not show it.
 */
export function requestPath(pathKey: string): string {
  const hash = pathKey.indexOf('#');
  return hash < 0 ? pathKey : pathKey.slice(0, hash);
}

/** The body actually sent: none on GET and HEAD, none for a form or multipart body without fields. */
function sentBody(method: string, body: RequestBody | undefined): RequestBody | undefined {
  if (!body || bodiless.has(method.toUpperCase())) return undefined;
  if (body.kind === 'form' && body.fields.length === 0) return undefined;
  if (body.kind === 'multipart' && body.parts.length === 0) return undefined;
  return body;
}

export function buildRequest(input: RequestInput): RequestModel {
  const method = input.method.toUpperCase();
  let path = requestPath(input.path);
  const query: string[] = [];
  const headers: [string, string][] = [];
  const cookies: [string, string][] = [];
  for (const { parameter: p, value } of input.parameters) {
    if (p.in === 'path') path = path.replaceAll(`{${p.name}}`, () => pathSegment(p, value));
    else if (p.in === 'query') query.push(...queryPairs(p, value));
    else if (p.in === 'header' && !ignoredHeaders.has(p.name.toLowerCase()))
      headers.push([p.name, headerValue(p, value)]);
    else if (p.in === 'cookie') cookies.push(cookiePair(p, value));
  }
  const body = sentBody(method, input.body);
  if (body && body.kind !== 'multipart' && body.kind !== 'form')
    headers.push(['Content-Type', body.mediaType]);
  const server = input.server.replace(/\/+$/, '');
  return {
    method,
    url: `${server}${path}${query.length ? `?${query.join('&')}` : ''}`,
    headers,
    cookies,
    credentials: input.credentials,
    ...(body ? { body } : {}),
    response: input.response ?? 'json',
  };
}
