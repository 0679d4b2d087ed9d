// mime-types, loaded on first use: it builds its tables from mime-db when loaded,
// which a build needs only for a document that uploads files and
// a server only once it serves a file.
import { createRequire } from 'node:module';

type MimeTypes = typeof import('mime-types');

let loaded: MimeTypes | undefined;

export function mimeTypes(): MimeTypes {
  loaded ??= createRequire(import.meta.url)('mime-types') as MimeTypes;
  return loaded;
}
