// Several OpenAPI documents are read and validated at once, and each finishes when it
// finishes; their warnings are printed in the sources' order all the same, so the same
// build prints the same lines.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadApiReference } from '../../../src/openapi/index.js';

/** A Swagger 2.0 document (docgen converts it, with a warning) of `count` operations. */
const swagger = (title: string, count: number) => ({
  swagger: '2.0',
  info: { title, version: '1' },
  paths: Object.fromEntries(
    Array.from({ length: count }, (_, i) => [
      `/things${i}/{id}`,
      {
        get: {
          operationId: `thing${i}`,
          parameters: [{ name: 'id', in: 'path', required: true, type: 'string' }],
          responses: { '200': { description: 'OK', schema: { type: 'object' } } },
        },
      },
    ]),
  ),
});

test("each document's warnings come in the sources' order, whichever document is ready first", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'docgen-warning-order-'));
  try {
    writeFileSync(path.join(dir, 'big.json'), JSON.stringify(swagger('Big', 150)));
    writeFileSync(path.join(dir, 'small.json'), JSON.stringify(swagger('Small', 1)));
    const load = async (ids: string[]) => {
      const warnings: string[] = [];
      await loadApiReference({
        sources: ids.map((id) => ({ id, source: { file: `${id}.json` } })),
        routeBase: '/api',
        root: dir,
        cacheDir: path.join(dir, 'cache'),
        buildId: 'test',
        log: (_, message) => warnings.push(message),
      });
      return warnings;
    };
    // The small one validated before: read from the cache, it is ready long before the other.
    await load(['small']);
    const warnings = await load(['big', 'small']);
    const converted = warnings.filter((w) => /is a Swagger 2\.0 document/.test(w));
    assert.deepEqual(
      converted.map((w) => w.match(/(big|small)\.json/)?.[1]),
      ['big', 'small'],
      warnings.join('\n'),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
