// Compiled with the Node code (tsconfig.json): browser globals must not type-check
// there. If a dependency's types pull the DOM library in again (highlight.js's
// did), the directive below becomes unused and `npm run typecheck` fails.
// @ts-expect-error `document` is a browser global; src/, templates/ and tests compile without the DOM library.
export const noDocumentInNodeCode: unknown = document;
