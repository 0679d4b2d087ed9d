// @readme/openapi-parser, which validates and dereferences documents, loaded once
// per process and only when a document needs it (one not validated before, or one
// whose $refs leave the document).
type Parser = typeof import('@readme/openapi-parser');

let loaded: Promise<Parser> | undefined;

export function openApiParser(): Promise<Parser> {
  loaded ??= import('@readme/openapi-parser');
  return loaded;
}
