// The operations request samples are tried on: both bundled Blockfrost documents,
// every example document of @readme/oas-examples, and GitHub's REST description
// (@octokit/openapi, about 1,000 operations), each with its samples and call; and
// the requests APIs send (webhooks and callbacks of @readme/oas-examples and
// @octokit/openapi-webhooks), each with its receiver samples.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadSpec } from '../fixtures/load-spec.js';
import {
  httpCall,
  requestSamples,
  sampleDocument,
  sampleOperation,
  type HttpCall,
  type RequestSample,
  type SampleOperation,
} from '../../src/openapi/samples/index.js';
import { delivery, receiverSamples, type Delivery } from '../../src/openapi/samples/receivers.js';

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

/** Some documents of @readme/oas-examples, by their path in the package (`3.0/json/discriminators.json`). */
export async function readmeDocuments(
  files: string[],
  cacheDir: string,
): Promise<CorpusOperation[]> {
  const out: CorpusOperation[] = [];
  for (const file of files)
    out.push(
      ...(await packaged(
        `readme ${file}`,
        { package: '@readme/oas-examples', path: file },
        cacheDir,
      )),
    );
  return out;
}

/** A document on disk outside the project (Stripe's copy in ../shared/specs, gunzipped into `dir`). */
export async function documentOperations(
  spec: string,
  dir: string,
  file: string,
  cacheDir: string,
): Promise<CorpusOperation[]> {
  const loaded = await loadSpec({ file }, { root: dir, cacheDir });
  return operationsOf(spec, loaded.document as Record<string, unknown>);
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

/** A request the API sends (a webhook or a callback), with its receiver samples. */
export interface CorpusDelivery {
  spec: string;
  name: string;
  op: SampleOperation;
  delivery: Delivery;
  samples: RequestSample[];
  /** The hosts of the document's servers: a receiver sample must name none of them. */
  serverHosts: string[];
}

function deliveriesOf(spec: string, doc: Record<string, unknown>): CorpusDelivery[] {
  const out: CorpusDelivery[] = [];
  const sampleDoc = sampleDocument(doc);
  const serverHosts = ((doc.servers ?? []) as { url: string }[]).flatMap((s) => {
    try {
      return [new URL(s.url).host];
    } catch {
      return [];
    }
  });
  const add = (
    kind: 'webhooks' | 'callbacks',
    name: string,
    item: Record<string, unknown>,
    key: string,
  ) => {
    for (const method of methods) {
      if (!item?.[method]) continue;
      const op = sampleOperation(doc, item, method, key);
      const d = delivery(op, sampleDoc, kind, name);
      out.push({ spec, name, op, delivery: d, samples: receiverSamples(d), serverHosts });
    }
  };
  for (const [name, item] of Object.entries(
    (doc.webhooks ?? {}) as Record<string, Record<string, unknown>>,
  ))
    add('webhooks', name, item, name);
  for (const item of Object.values((doc.paths ?? {}) as Record<string, Record<string, unknown>>))
    for (const method of methods) {
      const callbacks = (
        item?.[method] as { callbacks?: Record<string, Record<string, Record<string, unknown>>> }
      )?.callbacks;
      for (const [name, expressions] of Object.entries(callbacks ?? {}))
        for (const [expression, cbItem] of Object.entries(expressions ?? {}))
          add('callbacks', name, cbItem, expression);
    }
  return out;
}

/** The webhooks and callbacks of @readme/oas-examples (webhooks, callbacks) and GitHub's webhooks. */
export async function deliveryCorpus(cacheDir: string): Promise<CorpusDelivery[]> {
  const readme = async (file: string) => {
    const loaded = await loadSpec(
      { package: '@readme/oas-examples', path: file },
      { root, cacheDir },
    );
    return deliveriesOf(`readme ${file}`, loaded.document as Record<string, unknown>);
  };
  const github = await loadSpec(
    { package: '@octokit/openapi-webhooks', path: 'generated/api.github.com.json' },
    { root, cacheDir },
  );
  return [
    ...(await readme('3.1/json/webhooks.json')),
    ...(await readme('3.0/json/callbacks.json')),
    ...deliveriesOf('github webhooks', github.document as Record<string, unknown>),
  ];
}
