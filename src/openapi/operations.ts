// The operations of a dereferenced OpenAPI document, as the pages need them.
import type { OpenApiDocument } from './spec-document.js';
import type { ApiSourceConfig } from './source-config.js';
import { requestSamples, sampleDocument, sampleOperation, type RequestSample } from './samples/index.js';

export type Schema = Record<string, unknown> & {
  type?: string | string[];
  format?: string;
  description?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  required?: string[];
  enum?: unknown[];
  example?: unknown;
  examples?: unknown[];
  default?: unknown;
  nullable?: boolean;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  discriminator?: { propertyName: string; mapping?: Record<string, string> };
  additionalProperties?: boolean | Schema;
  title?: string;
  deprecated?: boolean;
  minimum?: number;
  maximum?: number;
};

export interface ApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  description?: string;
  schema?: Schema;
  example?: unknown;
  deprecated: boolean;
}

export interface ApiMedia {
  mediaType: string;
  schema?: Schema;
  example?: unknown;
}

export interface ApiResponse {
  status: string;
  description: string;
  content: ApiMedia[];
}

export interface ApiOperation {
  sourceId: string;
  method: string;
  path: string;
  summary?: string;
  /** Summary, or `METHOD /path` when the operation has none. */
  title: string;
  operationId?: string;
  description?: string;
  tags: string[];
  deprecated: boolean;
  parameters: ApiParameter[];
  requestBody?: { description?: string; required: boolean; content: ApiMedia[] };
  responses: ApiResponse[];
  servers: { url: string; description?: string }[];
  /** Header names the operation authenticates with (apiKey schemes in headers). */
  authHeaders: { name: string; description?: string }[];
  /** Request samples: generated in every language, plus the document's x-codeSamples. */
  samples: RequestSample[];
}

const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

function media(content: unknown): ApiMedia[] {
  if (!content || typeof content !== 'object') return [];
  return Object.entries(content as Record<string, { schema?: Schema; example?: unknown; examples?: Record<string, { value?: unknown }> }>).map(([mediaType, m]) => ({
    mediaType,
    schema: m.schema,
    example: m.example ?? Object.values(m.examples ?? {})[0]?.value,
  }));
}

function authHeaders(doc: OpenApiDocument, security: Record<string, string[]>[] | undefined): ApiOperation['authHeaders'] {
  const schemes = (doc.components?.securitySchemes ?? {}) as Record<string, { type?: string; in?: string; name?: string; description?: string }>;
  const names = (security ?? doc.security ?? []).flatMap((s) => Object.keys(s));
  return names.flatMap((n) => {
    const s = schemes[n];
    return s?.type === 'apiKey' && s.in === 'header' && s.name ? [{ name: s.name, description: s.description }] : [];
  });
}

function matches(op: { tags: string[]; path: string }, filter: ApiSourceConfig['filter']): boolean {
  if (!filter) return true;
  if (filter.tags && !op.tags.some((t) => filter.tags!.includes(t))) return false;
  if (filter.pathPrefix && !op.path.startsWith(filter.pathPrefix)) return false;
  return true;
}

/** Every operation of the document, in document order, filtered as the source says. */
export function extractOperations(doc: OpenApiDocument, source: ApiSourceConfig): ApiOperation[] {
  const out: ApiOperation[] = [];
  const sampleDoc = sampleDocument(doc);
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    if (!item || typeof item !== 'object') continue;
    const shared = (item.parameters ?? []) as ApiParameter[];
    for (const method of methods) {
      const op = item[method] as Record<string, unknown> | undefined;
      if (!op) continue;
      const tags = (op.tags as string[] | undefined) ?? [];
      if (!matches({ tags, path }, source.filter)) continue;
      const own = (op.parameters ?? []) as (ApiParameter & { schema?: Schema })[];
      // Operation parameters override path-level ones with the same name and location.
      const params = [...shared.filter((p) => !own.some((o) => o.name === p.name && o.in === p.in)), ...own];
      const summary = typeof op.summary === 'string' && op.summary.trim() ? op.summary.trim() : undefined;
      const body = op.requestBody as { description?: string; required?: boolean; content?: unknown } | undefined;
      out.push({
        sourceId: source.id,
        method,
        path,
        summary,
        title: summary ?? `${method.toUpperCase()} ${path}`,
        operationId: op.operationId as string | undefined,
        description: op.description as string | undefined,
        tags,
        deprecated: op.deprecated === true,
        parameters: params.map((p) => ({
          name: p.name,
          in: p.in,
          required: p.required === true || p.in === 'path',
          description: p.description,
          schema: p.schema,
          example: p.example ?? p.schema?.example,
          deprecated: (p as { deprecated?: boolean }).deprecated === true,
        })),
        requestBody: body ? { description: body.description, required: body.required === true, content: media(body.content) } : undefined,
        responses: Object.entries((op.responses ?? {}) as Record<string, { description?: string; content?: unknown }>).map(([status, r]) => ({
          status,
          description: r.description ?? '',
          content: media(r.content),
        })),
        servers: ((op.servers ?? item.servers ?? doc.servers ?? []) as { url: string; description?: string }[]).filter((s) => !/localhost|127\.0\.0\.1/.test(s.url)),
        authHeaders: authHeaders(doc, op.security as Record<string, string[]>[] | undefined),
        samples: requestSamples(sampleOperation(doc, item, method, path), sampleDoc),
      });
    }
  }
  return out;
}
