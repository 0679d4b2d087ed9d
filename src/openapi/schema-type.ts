// A schema of an OpenAPI document (dereferenced), as docgen reads it: the fields
// the pages, examples and request samples use. Its own module so the operations
// and the request sample generators, which operations.ts calls, can both use it.
/** A JSON object of the document (not null, not a list): a schema, a path item, a media type... */
export const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

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
