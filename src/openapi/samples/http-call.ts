// One HTTP call that exercises an operation, independent of any language: the
// URL with its path and query filled in, headers, cookies, credentials and
// body. Every language's sample is written from this one value.
import type { Schema } from '../schema-type.js';
import { declaredExample, exampleFor } from '../schema-example.js';
import { credentialsFor, type Credential } from './credentials.js';
import {
  cookiePair,
  headerValue,
  pathSegment,
  Placeholder,
  queryPairs,
} from './parameter-style.js';
import { requestBody, type RequestBody } from './request-body.js';
import type {
  OpenApiParameter,
  OpenApiServer,
  SampleDocument,
  SampleOperation,
} from './sample-input.js';

export interface HttpCall {
  /** Upper case: GET, POST... */
  method: string;
  /** The full URL: server, path with its parameters, query string (credentials in the query excluded). */
  url: string;
  headers: [string, string][];
  cookies: [string, string][];
  credentials: Credential[];
  body?: RequestBody;
  /** How the reply is best read: JSON, text, or not at all (no content). */
  response: 'json' | 'text' | 'none';
}

/** Where a document names no usable server: a host the reader replaces, visibly not a real one. */
export const fallbackOrigin = 'https://api.example.com';

/** Headers OpenAPI says to ignore as parameters (the body's media type and auth describe them). */
const ignoredHeaders = new Set(['accept', 'content-type', 'authorization']);

function serverUrl(server: OpenApiServer): string {
  return server.url.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const variable = server.variables?.[name];
    return variable?.default ?? variable?.enum?.[0] ?? whole;
  });
}

/** The first absolute server that is not a local one, else the first server, made absolute. */
export function baseUrl(servers: OpenApiServer[]): string {
  const urls = servers.map(serverUrl);
  const local = (u: string) =>
    /^\w+:\/\/(localhost|127\.0\.0\.1|0\.0\.0\.0|\[::1\])([:/]|$)/.test(u);
  const chosen =
    urls.find((u) => /^https?:\/\//.test(u) && !local(u)) ??
    urls.find((u) => /^https?:\/\//.test(u)) ??
    urls[0] ??
    '';
  const absolute = /^https?:\/\//.test(chosen)
    ? chosen
    : `${fallbackOrigin}/${chosen.replace(/^\.?\/*/, '')}`;
  return absolute.replace(/\/+$/, '');
}

function firstExample(examples: Record<string, { value?: unknown }> | undefined): unknown {
  return Object.values(examples ?? {}).find((e) => e && e.value !== undefined)?.value;
}

/** The example a parameter declares itself, on the parameter, its content or its schema. */
function declaredValue(p: OpenApiParameter): unknown {
  const media = p.content ? Object.values(p.content)[0] : undefined;
  const direct =
    p.example ?? firstExample(p.examples) ?? media?.example ?? firstExample(media?.examples);
  if (direct !== undefined) return direct;
  const schema = p.schema ?? media?.schema;
  const own = declaredExample(schema);
  if (own !== undefined) return own;
  // An array of examples-bearing items: one item, or as many as minItems asks.
  if (schema && (schema.type === 'array' || schema.items)) {
    const item = declaredExample(schema.items);
    if (item !== undefined)
      return Array.from(
        { length: Math.max(1, typeof schema.minItems === 'number' ? schema.minItems : 1) },
        () => item,
      );
  }
  return undefined;
}

/** Whether a sample sends this optional parameter: only when the spec shows an example of it. */
function hasExample(p: OpenApiParameter): boolean {
  const media = p.content ? Object.values(p.content)[0] : undefined;
  return (
    p.example !== undefined ||
    firstExample(p.examples) !== undefined ||
    media?.example !== undefined ||
    p.schema?.example !== undefined ||
    (Array.isArray(p.schema?.examples) && p.schema.examples.length > 0)
  );
}

/** A value for a parameter: its own example, else a placeholder the reader fills in (never a made-up `string`). */
function parameterValue(p: OpenApiParameter): unknown {
  const value = declaredValue(p);
  if (value !== undefined) return value;
  const schema = p.schema as Schema | undefined;
  // A required boolean or number in the query has one obvious valid value; anything else is the reader's to choose.
  if (
    p.in !== 'path' &&
    schema &&
    (schema.type === 'boolean' || schema.type === 'integer' || schema.type === 'number')
  )
    return exampleFor(schema, 'request');
  return new Placeholder(p.name);
}

function responseKind(mediaTypes: string[]): HttpCall['response'] {
  if (mediaTypes.length === 0) return 'none';
  return mediaTypes.some((m) => /json/i.test(m)) ? 'json' : 'text';
}

export function httpCall(op: SampleOperation, doc: SampleDocument): HttpCall {
  let path = op.path;
  const query: string[] = [];
  const headers: [string, string][] = [];
  const cookies: [string, string][] = [];
  for (const p of op.parameters) {
    if (!p || typeof p !== 'object' || typeof p.name !== 'string') continue;
    if (p.in === 'path') {
      path = path.replaceAll(`{${p.name}}`, () => pathSegment(p, parameterValue(p)));
      continue;
    }
    if (!p.required && !hasExample(p)) continue;
    if (p.in === 'query') query.push(...queryPairs(p, parameterValue(p)));
    else if (p.in === 'header' && !ignoredHeaders.has(p.name.toLowerCase()))
      headers.push([p.name, headerValue(p, parameterValue(p))]);
    else if (p.in === 'cookie') cookies.push(cookiePair(p, parameterValue(p)));
  }
  const credentials = credentialsFor(op.security, doc);
  const body = requestBody(op);
  if (body && body.kind !== 'multipart' && body.kind !== 'form')
    headers.push(['Content-Type', body.mediaType]);
  const url = `${baseUrl(op.servers)}${path}${query.length ? `?${query.join('&')}` : ''}`;
  return {
    method: op.method.toUpperCase(),
    url,
    headers,
    cookies,
    credentials,
    body,
    response: responseKind(op.responseMediaTypes),
  };
}
