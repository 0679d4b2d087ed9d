// The operations of a dereferenced OpenAPI document, as the pages need them.
import type { OpenApiDocument } from './spec-document.js';
import type { ApiSourceConfig } from './source-config.js';
import type { Schema } from './schema-type.js';
import type { OpenApiMediaType } from './samples/sample-input.js';
import { operationTitle, titleSummary } from './operation-titles.js';
import {
  requestSamples,
  sampleDocument,
  sampleOperation,
  type RequestSample,
  type SampleDocument,
  type SampleOperation,
} from './samples/index.js';
import { delivery, receiverSamples } from './samples/receivers.js';
import { baseUrl } from './samples/http-call.js';
import { tryItEnabled, tryItOperation } from './try-it-data.js';
import type { ApiAuthScheme, TryItOperation } from '../types.js';
import { atOperation } from './operation-fault.js';
import { originalItem } from './usable-document.js';
import { documentServers, type NamedServer, operationServers } from './operation-servers.js';
import { httpMethods } from './json-pointer.js';
import type { ServerVariables } from '../shared/server-notes.js';

interface ApiParameter {
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
  /** The media type's named examples (`examples`), in document order. */
  examples: { name: string; summary?: string; value: unknown }[];
  /** A form's per-field encoding: its samples, and so its example, send the fields so. */
  encoding?: OpenApiMediaType['encoding'];
}

export interface ApiResponse {
  status: string;
  description: string;
  content: ApiMedia[];
  headers: { name: string; description?: string; required: boolean; schema?: Schema }[];
}

/** A security scheme of the document (components.securitySchemes), with the scopes an operation asks for. */
export interface ApiSecurityScheme extends Omit<ApiAuthScheme, 'descriptionHtml'> {
  description?: string;
}

export interface ApiOperation {
  method: string;
  path: string;
  summary?: string;
  /** Summary, or words of its operationId, webhook key or path when it has none (operation-titles.ts). */
  title: string;
  operationId?: string;
  description?: string;
  tags: string[];
  deprecated: boolean;
  parameters: ApiParameter[];
  requestBody?: { description?: string; required: boolean; content: ApiMedia[] };
  responses: ApiResponse[];
  servers: { url: string; description?: string; variables?: ServerVariables }[];
  /**
   * How to authenticate, from the document's `security` and `securitySchemes`:
   * any one entry authenticates, with all of its schemes together. Empty: no auth.
   */
  security: ApiSecurityScheme[][];
  /** Request samples: generated in every language and the document's x-codeSamples, as the source's codeSamples option combines them. */
  samples: RequestSample[];
  /**
   * Operations the API calls back (OpenAPI callbacks), by callback name; `repeats`
   * are those whose path item is one already being laid out (a callback that
   * `$ref`s its own path), named instead of expanded again.
   */
  callbacks: { name: string; operations: ApiOperation[]; repeats?: CallbackRepeat[] }[];
  /** 'webhook' for an entry of a 3.1 document's `webhooks`. */
  role: 'operation' | 'webhook';
  /** The "Try it" console's data, and the server the samples are written for; none where it is off. */
  tryIt?: { operation: TryItOperation; sampleServer: string };
}

/** A callback operation shown by reference: its method and URL expression, and the path laid out above it. */
interface CallbackRepeat {
  method: string;
  path: string;
  /** The path (or callback expression) of the path item it repeats. */
  target: string;
}

function media(content: unknown): ApiMedia[] {
  if (!content || typeof content !== 'object') return [];
  return Object.entries(
    content as Record<
      string,
      {
        schema?: Schema;
        example?: unknown;
        examples?: Record<string, { value?: unknown; summary?: unknown }>;
        encoding?: OpenApiMediaType['encoding'];
      }
    >,
  ).map(([mediaType, m]) => ({
    mediaType,
    schema: m.schema,
    ...(m.encoding && typeof m.encoding === 'object' ? { encoding: m.encoding } : {}),
    example: m.example ?? Object.values(m.examples ?? {})[0]?.value,
    examples: Object.entries(m.examples ?? {}).flatMap(([name, e]) =>
      e && typeof e === 'object' && e.value !== undefined
        ? [{ name, summary: typeof e.summary === 'string' ? e.summary : undefined, value: e.value }]
        : [],
    ),
  }));
}

/** The document's security schemes by id. */
const schemesOf = (doc: OpenApiDocument) =>
  (doc.components?.securitySchemes ?? {}) as Record<string, Record<string, unknown>>;

/** The scheme `id` of the document, with the scopes a requirement asks of it; undefined if none. */
function securityScheme(
  doc: OpenApiDocument,
  id: string,
  scopes: string[],
): ApiSecurityScheme | undefined {
  const schemes = schemesOf(doc);
  const s = Object.hasOwn(schemes, id) ? schemes[id] : undefined;
  if (!s || typeof s !== 'object' || typeof s.type !== 'string') return undefined;
  const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
  return {
    id,
    type: s.type,
    description: str(s.description),
    in: ['header', 'query', 'cookie'].includes(s.in as string)
      ? (s.in as 'header' | 'query' | 'cookie')
      : undefined,
    name: str(s.name),
    scheme: str(s.scheme)?.toLowerCase(),
    bearerFormat: str(s.bearerFormat),
    scopes,
  };
}

/** Every security scheme the document declares, in its order. */
export const allSecuritySchemes = (doc: OpenApiDocument): ApiSecurityScheme[] =>
  Object.keys(schemesOf(doc)).flatMap((id) => securityScheme(doc, id, []) ?? []);

/** The security requirements in force for an operation, with their schemes resolved. */
function securityOf(doc: OpenApiDocument, security: unknown): ApiSecurityScheme[][] {
  const requirements = (
    Array.isArray(security) ? security : Array.isArray(doc.security) ? doc.security : []
  ) as Record<string, string[]>[];
  return requirements.map((req) =>
    Object.keys(req ?? {}).flatMap((id) => {
      const scopes = Array.isArray(req[id]) ? req[id]!.filter((x) => typeof x === 'string') : [];
      return securityScheme(doc, id, scopes) ?? [];
    }),
  );
}

function responseHeaders(headers: unknown): ApiResponse['headers'] {
  if (!headers || typeof headers !== 'object') return [];
  return Object.keys(headers).flatMap((name) => {
    const h = (
      headers as Record<string, { description?: string; required?: boolean; schema?: Schema }>
    )[name];
    return h && typeof h === 'object'
      ? [
          {
            name,
            description: typeof h.description === 'string' ? h.description : undefined,
            required: h.required === true,
            schema: h.schema,
          },
        ]
      : [];
  });
}

const tagsOf = (op: Record<string, unknown>) =>
  Array.isArray(op.tags) ? op.tags.filter((t): t is string => typeof t === 'string') : [];

function matches(op: { tags: string[]; path: string }, filter: ApiSourceConfig['filter']): boolean {
  if (!filter) return true;
  if (filter.tags && !op.tags.some((t) => filter.tags!.includes(t))) return false;
  if (filter.pathPrefix && !op.path.startsWith(filter.pathPrefix)) return false;
  return true;
}

interface OperationContext {
  doc: OpenApiDocument;
  path: string;
  item: Record<string, unknown>;
  role: ApiOperation['role'];
  /** The document as the sample writers read it. */
  sampleDoc: SampleDocument;
  /** For a callback's operation: the callback's name, which names the receiver's route. */
  callbackName?: string;
  source: Pick<ApiSourceConfig, 'tryIt' | 'servers' | 'codeSamples'>;
  /** The document's servers as the site's `servers` replace them (operation-servers.ts). */
  documentServers: NamedServer[];
  /** Path items being laid out, outermost first, with their paths: a callback back to one is a cycle. */
  layingOut: Map<object, string>;
}

/** The console of an operation the reader calls (not a webhook or callback, which call the reader). */
function tryItOf(
  op: Record<string, unknown>,
  sample: SampleOperation,
  ctx: OperationContext,
): ApiOperation['tryIt'] {
  if (ctx.role !== 'operation' || ctx.callbackName !== undefined) return undefined;
  if (!tryItEnabled(op, ctx)) return undefined;
  return {
    operation: tryItOperation(sample, ctx.sampleDoc, ctx),
    sampleServer: baseUrl(sample.servers),
  };
}

function operationOf(
  method: string,
  op: Record<string, unknown>,
  ctx: OperationContext,
): ApiOperation {
  const { doc, path, item } = ctx;
  const summary =
    typeof op.summary === 'string' && op.summary.trim() ? op.summary.trim() : undefined;
  const operationId = typeof op.operationId === 'string' ? op.operationId : undefined;
  const body = op.requestBody as
    | { description?: string; required?: boolean; content?: unknown }
    | undefined;
  const receives = ctx.role === 'webhook' || ctx.callbackName !== undefined;
  // The API's own security is not what its webhooks carry: only their own declared security shows.
  const security = receives && !Array.isArray(op.security) ? [] : securityOf(doc, op.security);
  // The page lists, the samples call and Try it offers the same servers.
  const servers = receives
    ? []
    : operationServers(op, item, ctx.documentServers, ctx.source.servers);
  const sample = {
    ...sampleOperation(doc, item, method, path),
    ...(receives ? {} : { servers }),
  };
  const params = sample.parameters.filter((p) => p && typeof p.name === 'string');
  const callbacks =
    op.callbacks && typeof op.callbacks === 'object'
      ? (op.callbacks as Record<string, Record<string, Record<string, unknown>>>)
      : {};
  return {
    method,
    path,
    summary,
    title: operationTitle({ summary, operationId, method, path, role: ctx.role }),
    operationId,
    // A summary too long to be a title is prose: it leads the description.
    description:
      [
        summary && !titleSummary(summary) ? summary : undefined,
        typeof op.description === 'string' ? op.description : undefined,
      ]
        .filter(Boolean)
        .join('\n\n') || undefined,
    tags: tagsOf(op),
    deprecated: op.deprecated === true,
    parameters: params.map((p) => ({
      name: p.name,
      in: p.in,
      required: p.required === true || p.in === 'path',
      description: typeof p.description === 'string' ? p.description : undefined,
      schema: p.schema,
      example: p.example ?? p.schema?.example,
      deprecated: p.deprecated === true,
    })),
    requestBody:
      body && typeof body === 'object'
        ? {
            description: typeof body.description === 'string' ? body.description : undefined,
            required: body.required === true,
            content: media(body.content),
          }
        : undefined,
    responses: Object.keys(
      op.responses && typeof op.responses === 'object' ? op.responses : {},
    ).map((status) => {
      const r =
        (
          op.responses as Record<
            string,
            { description?: string; content?: unknown; headers?: unknown }
          >
        )[status] ?? {};
      return {
        status,
        description: typeof r.description === 'string' ? r.description : '',
        content: media(r.content),
        headers: responseHeaders(r.headers),
      };
    }),
    // A webhook or a callback goes to the reader's server, not the API's.
    // Variables kept for the page's note: a whole-URL `{baseUrl}` names a host (server-notes.ts).
    servers: servers.map(({ url, description, variables }) => ({
      url,
      ...(description ? { description } : {}),
      ...(variables ? { variables } : {}),
    })),
    security,
    // Webhooks and callbacks are requests the API sends: their samples receive them.
    samples: receives
      ? receiverSamples(
          delivery(
            sample,
            ctx.sampleDoc,
            ctx.callbackName !== undefined ? 'callbacks' : 'webhooks',
            ctx.callbackName ?? path,
          ),
        )
      : requestSamples(sample, ctx.sampleDoc, ctx.source.codeSamples),
    tryIt: receives ? undefined : tryItOf(op, sample, ctx),
    callbacks: Object.keys(callbacks).map((name) => callbackOf(name, callbacks[name], ctx)),
    role: ctx.role,
  };
}

/** The operations of one callback; one whose path item is being laid out already is named, not expanded again. */
function callbackOf(
  name: string,
  callback: Record<string, Record<string, unknown>> | undefined,
  ctx: OperationContext,
): ApiOperation['callbacks'][number] {
  const operations: ApiOperation[] = [];
  const repeats: CallbackRepeat[] = [];
  for (const expression of Object.keys(callback ?? {})) {
    const cbItem = callback![expression];
    if (!cbItem || typeof cbItem !== 'object') continue;
    const target = ctx.layingOut.get(originalItem(cbItem));
    for (const m of httpMethods) {
      const cbOp = cbItem[m];
      if (!cbOp || typeof cbOp !== 'object') continue;
      if (target !== undefined) {
        repeats.push({ method: m, path: expression, target });
        continue;
      }
      operations.push(
        operationOf(m, cbOp as Record<string, unknown>, {
          ...ctx,
          path: expression,
          item: cbItem,
          callbackName: name,
          layingOut: new Map(ctx.layingOut).set(originalItem(cbItem), expression),
        }),
      );
    }
  }
  return repeats.length ? { name, operations, repeats } : { name, operations };
}

/**
 * Every operation of the document, in document order, filtered as the source says;
 * then its 3.1 webhooks. `spec` says where the document came from and whether it
 * breaks the OpenAPI schema, for the error an operation that cannot be read raises.
 */
export function extractOperations(
  doc: OpenApiDocument,
  source: ApiSourceConfig,
  spec: { origin: string; broken: boolean } = { origin: source.id, broken: false },
): ApiOperation[] {
  const out: ApiOperation[] = [];
  const sampleDoc = sampleDocument(doc);
  const fromDocument = documentServers(doc, source.servers);
  const groups: [Record<string, unknown> | undefined, ApiOperation['role']][] = [
    [doc.paths, 'operation'],
    [doc.webhooks as Record<string, unknown> | undefined, 'webhook'],
  ];
  for (const [entries, role] of groups) {
    if (!entries || typeof entries !== 'object') continue;
    for (const path of Object.keys(entries)) {
      const item = entries[path] as Record<string, unknown> | undefined;
      if (!item || typeof item !== 'object') continue;
      for (const method of httpMethods) {
        const op = item[method];
        if (!op || typeof op !== 'object') continue;
        if (!matches({ tags: tagsOf(op as Record<string, unknown>), path }, source.filter))
          continue;
        out.push(
          atOperation({ ...spec, method, path, role }, () =>
            operationOf(method, op as Record<string, unknown>, {
              doc,
              path,
              item,
              role,
              sampleDoc,
              source,
              documentServers: fromDocument,
              layingOut: new Map([[originalItem(item), path]]),
            }),
          ),
        );
      }
    }
  }
  return out;
}
