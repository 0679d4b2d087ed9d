// The typed page model of the API reference: what an operation page or an API
// introduction shows, as plain data. The API stage builds it (descriptions already
// rendered to allowlisted HTML); the render stage turns it into HTML with the
// templates in templates/api and into markdown. The page's table of contents and
// anchor list are read off the same model (page-anchors.ts), so a page cannot
// declare an anchor that its template does not render.
import type { Heading } from '../types.js';
import type { RequestSample } from './samples/index.js';

export type { RequestSample };

/** One fact about a value, shown in a row under its description. */
export type SchemaFact =
  | { kind: 'format'; value: string }
  | { kind: 'enum'; values: string[] }
  | { kind: 'default' | 'example' | 'pattern'; value: string }
  | { kind: 'min' | 'max' | 'exclusiveMin' | 'exclusiveMax' | 'minItems' | 'maxItems' | 'minLength' | 'maxLength' | 'minProperties' | 'maxProperties'; value: number }
  | { kind: 'uniqueItems' | 'readOnly' | 'writeOnly' };

/** A field (or the root, or a variant) of a schema tree. */
export interface SchemaNode {
  /** Property name; absent for a root or a variant. */
  name?: string;
  /** Field id on the page (absent for a root or a variant: they share their parent's). */
  anchor?: string;
  /** Dotted path from the root ('data.items.name'), as written in links. */
  path: string;
  /** Type as read: 'string', 'object', 'Pet[]', 'map of string', 'string | integer'. */
  type: string;
  required: boolean;
  nullable: boolean;
  deprecated: boolean;
  descriptionHtml?: string;
  facts: SchemaFact[];
  children?: SchemaChildren;
  /** Shown elsewhere on the page: a link there instead of the fields again. */
  ref?: { kind: 'cycle' | 'repeat'; anchor: string; label: string };
}

export type SchemaChildren =
  | { kind: 'fields'; fields: SchemaNode[] }
  | { kind: 'variants'; composition: 'oneOf' | 'anyOf'; discriminator?: string; variants: SchemaVariant[] };

export interface SchemaVariant {
  name: string;
  type: string;
  /** The discriminator value that selects this variant. */
  mapped?: string;
  descriptionHtml?: string;
  children?: SchemaChildren;
}

/** A request or response body in one media type. */
export interface ApiMediaModel {
  mediaType: string;
  schema?: SchemaNode;
  example?: { code: string; lang: string };
}

export interface ApiParameterModel {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  anchor: string;
  required: boolean;
  deprecated: boolean;
  type: string;
  format?: string;
  descriptionHtml?: string;
  /** A note the site adds to parameters of this name (openapi.sources[].parameterNotes). */
  noteHtml?: string;
  facts: SchemaFact[];
}

export interface ApiHeaderModel {
  name: string;
  type: string;
  required: boolean;
  descriptionHtml?: string;
}

export interface ApiResponseModel {
  status: string;
  anchor: string;
  /** The first line of the description, as plain text: the heading. */
  summary: string;
  /** The full description, when it says more than its first line. */
  descriptionHtml?: string;
  headers: ApiHeaderModel[];
  media: ApiMediaModel[];
}

/** A way to authenticate, as the document's securitySchemes define it. */
export interface ApiAuthScheme {
  /** Key in components.securitySchemes. */
  id: string;
  type: string;
  /** apiKey: where and under which name the key goes. */
  in?: 'header' | 'query' | 'cookie';
  name?: string;
  /** http: 'bearer', 'basic'. */
  scheme?: string;
  bearerFormat?: string;
  scopes: string[];
  descriptionHtml?: string;
}

/** An operation the API calls back (OpenAPI callbacks), or a webhook it sends. */
export interface ApiCallbackModel {
  name: string;
  anchor: string;
  method: string;
  /** The callback URL expression, or the webhook's name. */
  path: string;
  descriptionHtml?: string;
  requestBody?: { descriptionHtml?: string; media: ApiMediaModel[] };
  responses: ApiResponseModel[];
}

export interface ApiOperationPage {
  kind: 'operation';
  /** 'webhook' for a 3.1 webhook: the API sends it, the reader receives it. */
  role: 'operation' | 'webhook';
  title: string;
  method: string;
  path: string;
  deprecated: boolean;
  descriptionHtml?: string;
  servers: { url: string; description?: string }[];
  /** Alternatives: any one entry (all of its schemes together) authenticates. */
  auth: ApiAuthScheme[][];
  introRoute?: string;
  specDownload?: string;
  parameters: ApiParameterModel[];
  requestBody?: { descriptionHtml?: string; media: ApiMediaModel[] };
  responses: ApiResponseModel[];
  /** Responses the site documents once for all operations (openapi.sources[].sharedResponses). */
  sharedResponses?: { responses: { status: string; anchor: string; summary: string }[]; noteHtml?: string };
  callbacks: ApiCallbackModel[];
  samples: RequestSample[];
  /**
   * The example of each response that has one (the site's shared responses too),
   * for the samples panel, where the reader picks a status. In document order.
   */
  responseExamples: ApiResponseExample[];
}

export interface ApiResponseExample {
  status: string;
  summary: string;
  mediaType: string;
  example: { code: string; lang: string };
}

export interface ApiIntroPage {
  kind: 'intro';
  title: string;
  version: string;
  descriptionHtml: string;
  /** Headings of the description, in order. */
  descriptionHeadings: Heading[];
  /** Every id the description's HTML holds. */
  descriptionAnchors: string[];
  servers: { url: string; description?: string }[];
  specDownload?: string;
  /** Tag descriptions, as the introductions of the groups of operations. */
  groups: { name: string; anchor: string; descriptionHtml: string; operations: { title: string; route: string; method: string }[] }[];
  securitySchemes: ApiAuthScheme[];
}

export type ApiPageModel = ApiOperationPage | ApiIntroPage;
