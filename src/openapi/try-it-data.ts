// What an operation's "Try it" console needs, as one JSON per operation fetched when
// the console opens. The console builds its request with the samples' request model.
import type {
  TryItField,
  TryItMedia,
  TryItOperation,
  TryItParameter,
  TryItScheme,
  TryItServer,
} from '../types.js';
import { credentialsFor } from './samples/credentials.js';
import { hintText } from './hint-text.js';
import { encodingType, firstExample, requestBody } from './samples/request-body.js';
import type {
  OpenApiMediaType,
  OpenApiParameter,
  OpenApiServer,
  SampleDocument,
  SampleOperation,
  SecurityScheme,
} from './samples/sample-input.js';
import { declaredExample, schemaType } from './schema-example.js';
import { mergeAllOf, unwrapSchema } from './schema-merge.js';
import type { Schema } from './schema-type.js';
import type { ApiSourceConfig } from './source-config.js';
import { ownMember } from './own-member.js';

interface TryItContext {
  source: Pick<ApiSourceConfig, 'tryIt'>;
}

/** The operation's `x-docgen-try-it: false` or the source's `tryIt: false` turn the console off. */
export function tryItEnabled(rawOperation: Record<string, unknown>, ctx: TryItContext): boolean {
  return rawOperation['x-docgen-try-it'] !== false && ctx.source.tryIt !== false;
}

function text(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) return value.map((v) => text(v) ?? '').join(',');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function enumOf(schema: Schema | undefined): string[] | undefined {
  const values = schema?.enum?.filter((v) => v !== null && v !== undefined).map(String);
  return values && values.length > 0 ? values : undefined;
}

function serverOf(server: OpenApiServer): TryItServer {
  // A variable the document does not declare is still asked for, empty: the reader fills it in.
  const undeclared = [...server.url.matchAll(/\{([^{}]*)\}/g)]
    .map((m) => m[1]!)
    .filter((name) => !Object.hasOwn(server.variables ?? {}, name));
  type Variable = NonNullable<OpenApiServer['variables']>[string] | undefined;
  const declared: [string, Variable][] = Object.entries(server.variables ?? {});
  const variables = [...declared, ...undeclared.map((name): [string, Variable] => [name, {}])].map(
    ([name, v]) => [
      name,
      {
        default: String(v?.default ?? v?.enum?.[0] ?? ''),
        ...(Array.isArray(v?.enum) ? { enum: v.enum.map(String) } : {}),
        ...(typeof v?.description === 'string' && hintText(v.description)
          ? { description: hintText(v.description) }
          : {}),
      },
    ],
  );
  return {
    url: server.url,
    ...(server.description ? { label: server.description } : {}),
    ...(variables.length ? { variables: Object.fromEntries(variables) } : {}),
  };
}

function parameter(p: OpenApiParameter): TryItParameter {
  const media = p.content ? Object.entries(p.content)[0] : undefined;
  const schema = unwrapSchema((p.schema ?? media?.[1]?.schema ?? {}) as Schema);
  const type = schemaType(schema);
  const items = type === 'array' && schema.items ? unwrapSchema(schema.items) : undefined;
  const example =
    firstExample(p) ?? media?.[1]?.example ?? declaredExample(schema) ?? declaredExample(items);
  return {
    name: p.name,
    in: p.in,
    required: p.required === true || p.in === 'path',
    ...(p.style ? { style: p.style } : {}),
    ...(typeof p.explode === 'boolean' ? { explode: p.explode } : {}),
    ...(p.allowReserved ? { allowReserved: true } : {}),
    ...(media ? { content: { [media[0]]: {} } } : {}),
    ...(type ? { type } : {}),
    ...(items && schemaType(items) ? { items: schemaType(items) } : {}),
    ...((enumOf(schema) ?? enumOf(items)) ? { enum: enumOf(schema) ?? enumOf(items) } : {}),
    ...(text(example) !== undefined ? { example: text(example) } : {}),
    ...(typeof p.description === 'string' && hintText(p.description)
      ? { description: hintText(p.description) }
      : {}),
  };
}

function objectSchema(schema: Schema | undefined): Schema {
  return schema ? mergeAllOf(unwrapSchema(schema)) : {};
}

function fields(media: OpenApiMediaType, values: Map<string, string>): TryItField[] {
  const schema = objectSchema(media.schema);
  return Object.entries(schema.properties ?? {})
    .filter(([, prop]) => prop && !prop.readOnly)
    .map(([name, raw]) => {
      const prop = unwrapSchema(raw);
      const itemSchema = schemaType(prop) === 'array' && prop.items ? prop.items : prop;
      const contentType = encodingType(media, name)?.split(',')[0]?.trim();
      const binary =
        itemSchema.format === 'binary' ||
        itemSchema.format === 'base64' ||
        itemSchema.contentMediaType !== undefined ||
        (contentType !== undefined && !/json|^text\//i.test(contentType));
      const value = values.get(name);
      return {
        name,
        required: schema.required?.includes(name) === true,
        ...(schemaType(prop) ? { type: schemaType(prop) } : {}),
        ...(enumOf(prop) ? { enum: enumOf(prop) } : {}),
        binary,
        ...(contentType ? { contentType } : {}),
        ...(value !== undefined && !binary ? { value } : {}),
      };
    });
}

function jsonCheck(schema: Schema | undefined): TryItMedia['check'] {
  if (!schema) return undefined;
  const s = objectSchema(schema);
  const type = schemaType(s);
  const properties = Object.entries(s.properties ?? {}).flatMap(([name, prop]) => {
    const t = prop && schemaType(unwrapSchema(prop));
    return t ? [[name, t] as const] : [];
  });
  if (!type && properties.length === 0) return undefined;
  return {
    ...(type ? { type } : {}),
    required: (s.required ?? []).filter((n) => !ownMember(s.properties, n)?.readOnly),
    properties: Object.fromEntries(properties),
  };
}

function bodyMedia(op: SampleOperation, doc: SampleDocument): TryItMedia[] {
  return Object.entries(op.requestBody?.content ?? {}).flatMap(
    ([mediaType, media]): TryItMedia[] => {
      const body = requestBody(
        { ...op, requestBody: { content: { [mediaType]: media } } },
        { names: doc.names },
      );
      if (!body) return [];
      const sent = body.mediaType;
      switch (body.kind) {
        case 'json':
          return [
            {
              mediaType: sent,
              kind: 'json',
              example: JSON.stringify(body.value, null, 2),
              ...(jsonCheck(media.schema) ? { check: jsonCheck(media.schema) } : {}),
            },
          ];
        case 'text':
          return [{ mediaType: sent, kind: 'text', example: body.text }];
        case 'form': {
          const values = new Map<string, string>();
          for (const [name, value] of body.fields) if (!values.has(name)) values.set(name, value);
          return [{ mediaType: sent, kind: 'form', fields: fields(media, values) }];
        }
        case 'multipart': {
          const values = new Map<string, string>();
          for (const part of body.parts)
            if ('value' in part && !values.has(part.name)) values.set(part.name, part.value);
          return [{ mediaType: sent, kind: 'multipart', fields: fields(media, values) }];
        }
        default:
          return [{ mediaType: sent, kind: 'file' }];
      }
    },
  );
}

function schemeLabel(scheme: SecurityScheme): string {
  if (scheme.type === 'apiKey') return `API key (${scheme.in} ${scheme.name})`;
  if (scheme.type === 'http' && scheme.scheme?.toLowerCase() === 'basic')
    return 'User name and password';
  if (scheme.type === 'http') {
    const name = scheme.scheme ?? 'bearer';
    return `${name[0]!.toUpperCase()}${name.slice(1)} token`;
  }
  if (scheme.type === 'openIdConnect') return 'OpenID Connect access token';
  return 'OAuth 2 access token';
}

/** Each alternative the console can send: every scheme of it turned into credentials, or the alternative left out. */
function security(op: SampleOperation, doc: SampleDocument): TryItScheme[][] {
  return op.security.flatMap((requirement) => {
    const schemes = Object.keys(requirement ?? {}).map((id) => {
      const scheme = ownMember(doc.securitySchemes, id);
      const credentials = scheme ? credentialsFor([{ [id]: [] }], doc) : [];
      return scheme && credentials.length ? { id, label: schemeLabel(scheme), credentials } : null;
    });
    return schemes.every((s) => s !== null) ? [schemes as TryItScheme[]] : [];
  });
}

export function tryItOperation(
  op: SampleOperation,
  doc: SampleDocument,
  ctx: TryItContext,
): TryItOperation {
  const media = op.requestBody ? bodyMedia(op, doc) : [];
  const proxy = typeof ctx.source.tryIt === 'object' ? ctx.source.tryIt.proxy : undefined;
  return {
    method: op.method.toUpperCase(),
    path: op.path,
    // The operation's servers under their names, as its page lists them (operation-servers.ts).
    servers: op.servers.map(serverOf),
    parameters: op.parameters
      .filter((p) => p && typeof p === 'object' && typeof p.name === 'string')
      .map(parameter),
    ...(media.length
      ? {
          body: {
            required: (op.requestBody as { required?: unknown }).required === true,
            media,
          },
        }
      : {}),
    security: security(op, doc),
    ...(proxy ? { proxy } : {}),
  };
}
