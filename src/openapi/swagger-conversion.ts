// Swagger 2.0 documents (Netlify's, among many) are converted to OpenAPI 3.0 with
// swagger2openapi, the converter most OpenAPI tools use, before anything else
// reads them: the rest of docgen knows OpenAPI 3 only. It runs offline: no $ref
// is followed outside the document.
import { createRequire } from 'node:module';
import { DocgenError } from '../errors.js';

interface Converter {
  convertObj(
    swagger: object,
    options: { patch: boolean; warnOnly: boolean; resolve: boolean },
  ): Promise<{ openapi: Record<string, unknown> }>;
}

export const isSwagger2 = (doc: Record<string, unknown>) =>
  typeof doc.swagger === 'string' && doc.swagger.startsWith('2.');

/** The OpenAPI 3.0 form of a Swagger 2.0 document, and the note the build prints once. */
export async function convertSwagger2(
  doc: Record<string, unknown>,
  origin: string,
): Promise<{ document: Record<string, unknown>; note: string }> {
  // Loaded only for a Swagger document; required at run time, so no bundle carries it.
  const converter = createRequire(import.meta.url)('swagger2openapi') as Converter;
  try {
    // patch: fix the small mistakes 2.0 documents commonly carry; warnOnly: do not refuse the rest.
    const { openapi } = await converter.convertObj(doc, {
      patch: true,
      warnOnly: true,
      resolve: false,
    });
    return {
      document: openapi,
      note: `${origin} is a Swagger ${String(doc.swagger)} document; converted to OpenAPI ${String(openapi.openapi)} with swagger2openapi.`,
    };
  } catch (error) {
    throw new DocgenError(
      `${origin} is a Swagger ${String(doc.swagger)} document that could not be converted to OpenAPI 3: ${(error as Error).message}`,
      {
        file: origin,
        cause: error,
        hint: 'Fix the document, or convert it to OpenAPI 3 yourself.',
      },
    );
  }
}
