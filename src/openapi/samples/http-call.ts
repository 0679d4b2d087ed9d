// The request a sample shows for an operation: the document's first public
// server, its required parameters with their examples (or placeholders), the
// credentials of its first security requirement and its first body, made into
// the one request model every language writes (src/shared/request/).
import type { Schema } from '../schema-type.js';
import { declaredExample, exampleFor } from '../schema-example.js';
import {
  buildRequest,
  Placeholder,
  type RequestModel,
} from '../../shared/request/request-model.js';
import { placeholderHost } from '../../shared/server-notes.js';
import { ownMember } from '../own-member.js';
import { clientCertificateFor, credentialsFor } from './credentials.js';
import { firstExample, requestBody } from './request-body.js';
import type {
  OpenApiParameter,
  OpenApiServer,
  SampleDocument,
  SampleOperation,
} from './sample-input.js';

/**
 * The request a sample sends: the shared request model, and the client certificate a
 * `mutualTLS` scheme asks for (a sample's business: Try it's browser asks the reader).
 */
export type HttpCall = RequestModel & { clientCertificate?: { cert: string; key: string } };

function serverUrl(server: OpenApiServer): string {
  return server.url.replace(/\{([^{}]+)\}/g, (whole, name: string) => {
    const variable = ownMember(server.variables, name);
    return variable?.default ?? variable?.enum?.[0] ?? whole;
  });
}

/**
 * The first absolute server that is not a local one and names its host (not a
 * `{placeholder}` the reader fills in), else the first absolute one, else the
 * first server, made absolute.
 */
export function baseUrl(servers: OpenApiServer[]): string {
  const urls = servers.map(serverUrl);
  const local = (u: string) =>
    /^\w+:\/\/(localhost|127\.0\.0\.1|0\.0\.0\.0|\[::1\])([:/]|$)/.test(u);
  const namedHost = (u: string) => !/^\w+:\/\/[^/]*[{}]/.test(u);
  const chosen =
    urls.find((u) => /^https?:\/\//.test(u) && !local(u) && namedHost(u)) ??
    urls.find((u) => /^https?:\/\//.test(u) && !local(u)) ??
    urls.find((u) => /^https?:\/\//.test(u)) ??
    urls[0] ??
    '';
  // Where a document names no usable server: a host the reader replaces, visibly not a real one.
  const absolute = /^https?:\/\//.test(chosen)
    ? chosen
    : `${placeholderHost}/${chosen.replace(/^\.?\/*/, '')}`;
  return absolute.replace(/\/+$/, '');
}

/** The example a parameter declares itself, on the parameter, its content or its schema. */
function declaredValue(p: OpenApiParameter): unknown {
  const media = p.content ? Object.values(p.content)[0] : undefined;
  const direct = firstExample(p) ?? (media && firstExample(media));
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

/**
 * The call a sample makes. It sends the required parameters only: an optional
 * one changes the answer (a `from` filter narrows it), so it is documented in
 * the parameter table and left for the reader to add, even when it has an example.
 */
export function httpCall(op: SampleOperation, doc: SampleDocument): HttpCall {
  const parameters = op.parameters
    .filter((p) => p && typeof p === 'object' && typeof p.name === 'string')
    .filter((p) => p.in === 'path' || p.required === true)
    .map((p) => ({ parameter: p, value: parameterValue(p) }));
  const call = buildRequest({
    method: op.method,
    server: baseUrl(op.servers),
    path: op.path,
    parameters,
    credentials: credentialsFor(op.security, doc),
    body: requestBody(op, { names: doc.names }),
    response: responseKind(op.responseMediaTypes),
  });
  const clientCertificate = clientCertificateFor(op.security, doc);
  return clientCertificate ? { ...call, clientCertificate } : call;
}
