// The operations request samples are tried on: both bundled Blockfrost documents,
// every example document of @readme/oas-examples, and GitHub's REST description
// (@octokit/openapi, about 1,000 operations), each with its samples and call.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadSpec } from '../../src/openapi/spec-document.js';
import {
  httpCall,
  requestSamples,
  sampleDocument,
  sampleOperation,
  type HttpCall,
  type RequestSample,
  type SampleOperation,
} from '../../src/openapi/samples/index.js';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface CorpusOperation {
  spec: string;
  op: SampleOperation;
  call: HttpCall;
  samples: RequestSample[];
}

const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

function operationsOf(spec: string, doc: Record<string, unknown>): CorpusOperation[] {
  const out: CorpusOperation[] = [];
  const sampleDoc = sampleDocument(doc);
  for (const [p, item] of Object.entries(
    (doc.paths ?? {}) as Record<string, Record<string, unknown>>,
  )) {
    for (const method of methods) {
      if (!item?.[method]) continue;
      const op = sampleOperation(doc, item, method, p);
      out.push({ spec, op, call: httpCall(op, sampleDoc), samples: requestSamples(op, sampleDoc) });
    }
  }
  return out;
}

async function packaged(
  spec: string,
  source: { package: string; path?: string },
  cacheDir: string,
): Promise<CorpusOperation[]> {
  const loaded = await loadSpec(source, { root, cacheDir });
  return operationsOf(spec, loaded.document as Record<string, unknown>);
}

/** The two Blockfrost documents the portal is built from (all operations, not only the portal's filter). */
export async function bundledOperations(cacheDir: string): Promise<CorpusOperation[]> {
  return [
    ...(await packaged('blockfrost', { package: '@blockfrost/openapi' }, cacheDir)),
    ...(await packaged('mithril', { package: '@blockfrost/openapi-mithril' }, cacheDir)),
  ];
}

/** Every JSON example of @readme/oas-examples that has paths (3.0 and 3.1). */
export async function readmeOperations(cacheDir: string): Promise<CorpusOperation[]> {
  const out: CorpusOperation[] = [];
  for (const version of ['3.0', '3.1']) {
    const dir = path.join(root, 'node_modules/@readme/oas-examples', version, 'json');
    for (const file of readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()) {
      const raw = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as { paths?: unknown };
      if (!raw.paths) continue;
      out.push(
        ...(await packaged(
          `readme ${version}/${file}`,
          { package: '@readme/oas-examples', path: `${version}/json/${file}` },
          cacheDir,
        )),
      );
    }
  }
  return out;
}

/** GitHub's REST description, already dereferenced by its publisher. */
export function octokitOperations(): CorpusOperation[] {
  const file = path.join(root, 'node_modules/@octokit/openapi/generated/api.github.com.deref.json');
  return operationsOf('github', JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>);
}
