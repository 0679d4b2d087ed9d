// What request samples are made from: one dereferenced operation as the OpenAPI
// document writes it, and the parts of the document around it that decide how
// it is called (servers, security schemes, default security).
import type { Schema } from '../schema-type.js';
import { componentSchemaNames } from '../schema-nodes.js';

interface OpenApiExample {
  value?: unknown;
}

export interface OpenApiMediaType {
  schema?: Schema;
  example?: unknown;
  examples?: Record<string, OpenApiExample>;
  /** Per-property encoding of form and multipart bodies. */
  encoding?: Record<
    string,
    { contentType?: string; style?: string; explode?: boolean; allowReserved?: boolean }
  >;
}

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  style?: string;
  explode?: boolean;
  allowReserved?: boolean;
  schema?: Schema;
  content?: Record<string, OpenApiMediaType>;
  example?: unknown;
  examples?: Record<string, OpenApiExample>;
  description?: unknown;
  deprecated?: unknown;
}

export interface OpenApiServer {
  url: string;
  description?: string;
  variables?: Record<string, { default?: string; enum?: string[]; description?: unknown }>;
}

export type SecurityRequirement = Record<string, string[]>;

export interface SecurityScheme {
  type?: string;
  /** apiKey: where the key goes, and its name. */
  in?: string;
  name?: string;
  /** http: basic, bearer, digest... */
  scheme?: string;
}

/** A vendor sample from `x-codeSamples` / `x-code-samples` (Redoc's convention). */
export interface VendorSample {
  lang: string;
  label?: string;
  source: string;
}

export interface SampleOperation {
  method: string;
  path: string;
  operationId?: string;
  /** Path-item and operation parameters, the operation's winning on a clash. */
  parameters: OpenApiParameter[];
  requestBody?: { content?: Record<string, OpenApiMediaType> };
  /** Media types of the first success response, which decide how the samples read the reply. */
  responseMediaTypes: string[];
  /** The operation's, else the path item's, else the document's servers. */
  servers: OpenApiServer[];
  /** The operation's security, else the document's. */
  security: SecurityRequirement[];
  vendorSamples: VendorSample[];
}

export interface SampleDocument {
  securitySchemes: Record<string, SecurityScheme>;
  /** Component schema names by identity: a discriminator's mapping names its variants by them. */
  names: Map<Schema, string>;
}

type RawOperation = Record<string, unknown>;
type RawDocument = {
  servers?: unknown;
  security?: unknown;
  components?: { securitySchemes?: unknown; schemas?: unknown };
};

function vendorSamplesOf(op: RawOperation): VendorSample[] {
  const list = op['x-codeSamples'] ?? op['x-code-samples'];
  if (!Array.isArray(list)) return [];
  return list.filter(
    (s): s is VendorSample =>
      typeof s === 'object' &&
      s !== null &&
      typeof s.source === 'string' &&
      typeof s.lang === 'string',
  );
}

/** The sample input of one operation of a dereferenced document. */
export function sampleOperation(
  doc: RawDocument,
  pathItem: Record<string, unknown>,
  method: string,
  path: string,
): SampleOperation {
  const op = (pathItem[method] ?? {}) as RawOperation;
  const own = (Array.isArray(op.parameters) ? op.parameters : []) as OpenApiParameter[];
  const shared = (
    Array.isArray(pathItem.parameters) ? pathItem.parameters : []
  ) as OpenApiParameter[];
  const parameters = [
    ...shared.filter((p) => !own.some((o) => o.name === p.name && o.in === p.in)),
    ...own,
  ];
  const responses = (op.responses ?? {}) as Record<string, { content?: Record<string, unknown> }>;
  const success =
    Object.keys(responses).find((status) => /^2/.test(status)) ??
    Object.keys(responses).find((s) => s === 'default');
  const servers = [op.servers, pathItem.servers, doc.servers].find(
    (s) => Array.isArray(s) && s.length > 0,
  ) as OpenApiServer[] | undefined;
  return {
    method,
    path,
    operationId: typeof op.operationId === 'string' ? op.operationId : undefined,
    parameters,
    requestBody: op.requestBody as SampleOperation['requestBody'],
    responseMediaTypes: Object.keys((success && responses[success]?.content) ?? {}),
    servers: servers ?? [],
    security: (Array.isArray(op.security)
      ? op.security
      : Array.isArray(doc.security)
        ? doc.security
        : []) as SecurityRequirement[],
    vendorSamples: vendorSamplesOf(op),
  };
}

export function sampleDocument(doc: RawDocument): SampleDocument {
  return {
    securitySchemes: (doc.components?.securitySchemes ?? {}) as Record<string, SecurityScheme>,
    names: componentSchemaNames(doc.components as Record<string, unknown> | undefined),
  };
}
