// An operation → its page model. No HTML besides the descriptions, rendered from
// markdown through the allowlist.
import type { ApiMedia, ApiOperation, ApiResponse, ApiSecurityScheme } from './operations.js';
import type {
  ApiAuthScheme,
  ApiCallbackModel,
  ApiMediaModel,
  ApiOperationPage,
  ApiParameterModel,
  ApiResponseExample,
  ApiResponseModel,
} from '../types.js';
import type { ApiSourceConfig } from './source-config.js';
import { exampleFor } from './schema-example.js';
import { schemaTree, type SchemaPageState, withinBudget } from './schema-nodes.js';
import { schemaFacts } from './schema-facts.js';
import { typeLabel } from './type-label.js';
import { type SchemaUse, unwrapSchema } from './schema-merge.js';
import type { Schema } from './schema-type.js';
import { isXml, xmlExample, xmlRootName } from './xml-example.js';
import { fileBase, formExampleText } from './samples/request-body.js';
import { specSummary } from '../content/markdown.js';

/** Longest example shown in full; longer ones are cut (a page stays bounded). */
const maxExampleChars = 20_000;

interface OperationPageContext {
  introRoute?: string;
  specDownload?: string;
  /** Where the operation's "Try it" data is written (a path from the site root). */
  tryItSrc?: string;
  source: Pick<
    ApiSourceConfig,
    'id' | 'sharedResponses' | 'parameterNotes' | 'badgeNotes' | 'operationNote'
  >;
  /** Schema trees of this page share what they have shown. */
  schemas: SchemaPageState;
  /** The stem of the files a multipart example sends, as the samples name them (`ipfs-add`). */
  fileStem?: string;
}

/** A form's kind: its example is the body a reader sends, never JSON under its label. */
function formKind(mediaType: string): 'urlencoded' | 'multipart' | undefined {
  const type = mediaType.split(';')[0]!.trim().toLowerCase();
  if (type === 'application/x-www-form-urlencoded') return 'urlencoded';
  return type === 'multipart/form-data' ? 'multipart' : undefined;
}

/**
 * An example as the text of its media type (JSON, XML or the string itself), cut when
 * too long. A form's is the body its samples send: from the document's example as they
 * send it, else (`value` undefined) from the fields they choose from the schema.
 */
function valueText(
  value: unknown,
  m: ApiMedia,
  names: Map<Schema, string>,
  fileStem = 'file',
): { code: string; lang: string } | undefined {
  const json = m.mediaType.includes('json');
  // A url-encoded body written out as a string is sent field by field, as the samples send it.
  const kind = formKind(m.mediaType);
  const form = kind === 'urlencoded' || (kind === 'multipart' && typeof value !== 'string');
  if (value === undefined && !form) return undefined;
  const xml = !json && isXml(m.mediaType);
  const sent = { schema: m.schema, encoding: m.encoding };
  const text = form
    ? formExampleText(m.mediaType, sent, value, fileStem, { names })
    : typeof value === 'string' && !json
      ? value
      : xml
        ? xmlExample(value, xmlRootName(m.schema, names), m.schema)
        : JSON.stringify(value, null, 2);
  if (form && text === '') return undefined;
  return {
    code: text.length > maxExampleChars ? `${text.slice(0, maxExampleChars)}\n...` : text,
    lang: json ? 'json' : xml ? 'xml' : 'text',
  };
}

/** A media type's example as text: the document's own, else one built from the schema. */
function exampleText(
  m: ApiMedia,
  use: SchemaUse,
  names: Map<Schema, string> = new Map(),
  fileStem?: string,
): { code: string; lang: string } | undefined {
  const value =
    m.example ?? (formKind(m.mediaType) ? undefined : exampleFor(m.schema, use, { names }));
  return valueText(value, m, names, fileStem);
}

/** Every named example of a media type that has several, each with its summary (else its name). */
function namedExamples(
  m: ApiMedia,
  names: Map<Schema, string>,
  fileStem?: string,
): ApiMediaModel['examples'] {
  if (m.examples.length < 2) return undefined;
  return m.examples.flatMap((e) => {
    const text = valueText(e.value, m, names, fileStem);
    return text ? [{ name: e.name, summary: e.summary?.trim() || e.name, ...text }] : [];
  });
}

function media(
  m: ApiMedia,
  prefix: string,
  use: SchemaUse,
  ctx: OperationPageContext,
): ApiMediaModel {
  return {
    mediaType: m.mediaType,
    schema: m.schema ? schemaTree(m.schema, prefix, use, ctx.schemas) : undefined,
    example: exampleText(m, use, ctx.schemas.names, ctx.fileStem),
    examples: namedExamples(m, ctx.schemas.names, ctx.fileStem),
  };
}

/** The first example of each response, own or shared, for the samples panel. */
function responseExamples(op: ApiOperation, own: ApiResponseModel[]): ApiResponseExample[] {
  return op.responses.flatMap((r) => {
    const modelled = own.find((m) => m.status === r.status)?.media.find((m) => m.example);
    if (modelled?.example)
      return [
        {
          status: r.status,
          summary: firstLine(r.description),
          mediaType: modelled.mediaType,
          example: modelled.example,
        },
      ];
    for (const m of r.content) {
      const example = exampleText(m, 'response');
      if (example)
        return [
          { status: r.status, summary: firstLine(r.description), mediaType: m.mediaType, example },
        ];
    }
    return [];
  });
}

/** A description's first line as the reader sees it (`code`, **bold**, <b>tags</b> read): a response heading. */
function firstLine(text: string): string {
  return specSummary(text.split('\n').find((l) => l.trim()) ?? '') ?? '';
}

function response(r: ApiResponse, anchorBase: string, ctx: OperationPageContext): ApiResponseModel {
  const summary = firstLine(r.description);
  // The heading shows the first line; the text is shown too when it says more than that line.
  const more = r.description.trim().includes('\n');
  return {
    status: r.status,
    anchor: `${anchorBase}-${r.status}`,
    summary,
    descriptionHtml: more ? ctx.schemas.markdown(r.description) : undefined,
    headers: r.headers.map((h) => ({
      name: h.name,
      type: h.schema ? typeLabel(unwrapSchema(h.schema)) : '',
      required: h.required,
      descriptionHtml: h.description ? ctx.schemas.markdown(h.description) : undefined,
    })),
    media: r.content.map((m, i) =>
      media(m, `${anchorBase}-${r.status}${i ? `-${i}` : ''}`, 'response', ctx),
    ),
  };
}

export function authSchemes(
  security: ApiSecurityScheme[][],
  markdown: (text: string) => string,
): ApiAuthScheme[][] {
  return security.map((alternative) =>
    alternative.map(({ description, ...s }) => ({
      ...s,
      descriptionHtml: description ? markdown(description) : undefined,
    })),
  );
}

function parameters(op: ApiOperation, ctx: OperationPageContext): ApiParameterModel[] {
  const notes = new Map(Object.entries(ctx.source.parameterNotes ?? {}));
  return op.parameters.map((p) => {
    const s = p.schema ? unwrapSchema(p.schema) : undefined;
    const note = p.in === 'query' ? notes.get(p.name) : undefined;
    const facts = s
      ? schemaFacts(s, { format: false, quote: false }).filter((f) => f.kind !== 'example')
      : [];
    if (p.example !== undefined)
      facts.push({
        kind: 'example',
        value: typeof p.example === 'string' ? p.example : JSON.stringify(p.example),
      });
    return {
      name: p.name,
      in: p.in,
      anchor: `param-${p.name}`,
      required: p.required,
      deprecated: p.deprecated,
      type: s ? typeLabel(s) : '',
      format: typeof s?.format === 'string' ? s.format : undefined,
      descriptionHtml: p.description ? ctx.schemas.markdown(p.description) : undefined,
      noteHtml: note ? ctx.schemas.markdown(note) : undefined,
      facts,
    };
  });
}

function callbacks(op: ApiOperation, ctx: OperationPageContext): ApiCallbackModel[] {
  return op.callbacks.flatMap((cb) => {
    const anchorOf = (i: number) =>
      `callback-${cb.name.replace(/[^A-Za-z0-9_-]/g, '-')}${i ? `-${i}` : ''}`;
    const repeats = (cb.repeats ?? []).map(
      (r, i): ApiCallbackModel => ({
        name: cb.name,
        anchor: anchorOf(cb.operations.length + i),
        method: r.method,
        path: r.path,
        responses: [],
        samples: [],
        sameAs: r.target,
      }),
    );
    const expanded = cb.operations.map((c, i) => {
      const anchor = anchorOf(i);
      return {
        name: cb.name,
        anchor,
        method: c.method,
        path: c.path,
        descriptionHtml: c.description ? ctx.schemas.markdown(c.description) : undefined,
        requestBody: c.requestBody
          ? {
              descriptionHtml: c.requestBody.description
                ? ctx.schemas.markdown(c.requestBody.description)
                : undefined,
              media: c.requestBody.content.map((m, j) =>
                media(m, `${anchor}-body${j ? `-${j}` : ''}`, 'request', ctx),
              ),
            }
          : undefined,
        responses: c.responses.map((r) => response(r, `${anchor}-response`, ctx)),
        samples: c.samples,
      };
    });
    return [...expanded, ...repeats];
  });
}

/** The description, then the note of each badge it holds and the source's note for every operation. */
function descriptionWithNotes(description: string, ctx: OperationPageContext): string {
  const badges = Object.entries(ctx.source.badgeNotes ?? {}).filter(([name]) =>
    new RegExp(`<span\\s+class="${name.replace(/[^\w-]/g, '')}"`).test(description),
  );
  const notes = [...badges.map(([, note]) => note), ctx.source.operationNote ?? ''];
  return [description, ...notes].filter(Boolean).join('\n\n');
}

export function operationPage(op: ApiOperation, pageCtx: OperationPageContext): ApiOperationPage {
  const ctx = { ...pageCtx, fileStem: fileBase(op) };
  const shared = new Set(ctx.source.sharedResponses?.statuses ?? []);
  const own = op.responses.filter((r) => !shared.has(r.status));
  const meanings = ctx.source.sharedResponses?.meanings ?? {};
  const declared = new Map(
    op.responses.filter((r) => shared.has(r.status)).map((r) => [r.status, r]),
  );
  const sharedHere = [...new Set([...declared.keys(), ...Object.keys(meanings)])].sort();
  const md = ctx.schemas.markdown;
  const body = op.requestBody;
  // The request first: a reader needs its fields to call the API, so the page's
  // field budget is spent on it before any response detail.
  const requestBody = body
    ? {
        descriptionHtml: body.description ? md(body.description) : undefined,
        media: body.content.map((m, i) =>
          media(m, `request-body${i ? `-${i}` : ''}`, 'request', ctx),
        ),
      }
    : undefined;
  // Then the responses, as deep as the budget left allows.
  const ownModels = withinBudget(ctx.schemas, () => own.map((r) => response(r, 'response', ctx)));
  return {
    kind: 'operation',
    role: op.role,
    title: op.title,
    method: op.method,
    path: op.path,
    deprecated: op.deprecated,
    descriptionHtml:
      op.description || ctx.source.operationNote
        ? md(descriptionWithNotes(op.description ?? '', ctx))
        : undefined,
    servers: op.servers,
    auth: authSchemes(op.security, md),
    introRoute: ctx.introRoute,
    specDownload: ctx.specDownload,
    parameters: parameters(op, ctx),
    requestBody,
    responses: ownModels,
    sharedResponses: sharedHere.length
      ? {
          responses: sharedHere.map((status) => ({
            status,
            anchor: `response-${status}`,
            summary: meanings[status] ?? firstLine(declared.get(status)?.description ?? ''),
          })),
          noteHtml: ctx.source.sharedResponses?.note
            ? md(ctx.source.sharedResponses.note)
            : undefined,
        }
      : undefined,
    callbacks: callbacks(op, ctx),
    samples: op.samples,
    ...(op.tryIt && ctx.tryItSrc
      ? {
          tryIt: {
            src: ctx.tryItSrc,
            source: ctx.source.id,
            sampleServer: op.tryIt.sampleServer,
            operation: op.tryIt.operation,
          },
        }
      : {}),
    responseExamples: responseExamples(op, ownModels),
  };
}
