// The entry of dist/openapi-parser.js (scripts/build-cli.mjs): @readme/openapi-parser
// with the two Ajv classes it validates with, bundled into one file when docgen is
// built. Loading the package from node_modules means resolving and compiling some
// two hundred small files, about 0.3 s of every build that validates a document;
// one file loads in a fraction of that. The classes come from the same bundle, so
// precompiled-validators.ts wraps the very classes this parser uses.
export { validate, dereference } from '@readme/openapi-parser';
export { default as Ajv2020 } from 'ajv/dist/2020.js';
export { default as AjvDraft04 } from 'ajv-draft-04';
