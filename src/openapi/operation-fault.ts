// The safety net under one operation's page: in a document that breaks the OpenAPI
// schema, an exception deep in the page builder is the document's fault and becomes a
// DocgenError naming the operation; in a valid document it stays docgen's own bug.
import { DocgenError } from '../errors.js';
import { jsonPointer } from './json-pointer.js';

interface OperationPlace {
  /** Where the document came from. */
  origin: string;
  /** True when the document breaks the OpenAPI schema somewhere. */
  broken: boolean;
  method: string;
  path: string;
  role: 'operation' | 'webhook';
}

/** The JSON pointer of an operation: `#/paths/~1a/get`, or `#/webhooks/…` for a webhook. */
export const operationPointer = (op: Pick<OperationPlace, 'method' | 'path' | 'role'>) =>
  jsonPointer([op.role === 'webhook' ? 'webhooks' : 'paths', op.path, op.method]);

/** Runs one operation's step; an exception in a broken document becomes a DocgenError naming the operation. */
export function atOperation<T>(place: OperationPlace, step: () => T): T {
  try {
    return step();
  } catch (error) {
    // A stack or string that outgrew the engine is docgen's walk going without end
    // (a cycle it did not see), never the document's fault, broken or not.
    if (!place.broken || error instanceof DocgenError || error instanceof RangeError) throw error;
    throw new DocgenError(
      `The document breaks the OpenAPI schema in ${place.method.toUpperCase()} ${place.path} (${operationPointer(place)}), and its page cannot be built from it: ${(error as Error)?.message ?? String(error)}.`,
      {
        file: place.origin,
        hint: "Fix that operation in the document (the warnings above say where it breaks the schema), or set validation: 'error' on its source in site.config.ts to stop at the first problem.",
        cause: error,
      },
    );
  }
}
