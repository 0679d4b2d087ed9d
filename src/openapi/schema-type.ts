// A schema of an OpenAPI document (dereferenced), as docgen reads it: the fields
// the pages, examples and request samples use. Its own module so the operations
// and the request sample generators, which operations.ts calls, can both use it.
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
