// The portal is CI's gate: its OpenAPI sources are validated with
// `validation: 'error'`, so a node that breaks the schema (which a site with the
// default 'warn' builds past, with a warning) fails the portal's build, naming
// the node's JSON pointer. The break is made the way a release could bring it,
// through the site's own patch of the document.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from '../../src/build.js';
import { isDocgenError } from '../../src/errors.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const pointer = '/paths/~1health/get/responses/200/content/application~1json/schema';

function portalWith(source: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'docgen-gate-'));
  const configFile = path.join(dir, 'site.config.ts');
  writeFileSync(
    configFile,
    `import portal from ${JSON.stringify(path.join(root, 'site.config.ts'))};
const [blockfrost, ...rest] = portal.openapi.sources;
export default {
  ...portal,
  openapi: {
    ...portal.openapi,
    sources: [
      { ...blockfrost, ${source} patch: [...(blockfrost.patch ?? []), { op: 'replace', path: ${JSON.stringify(pointer)}, value: null }] },
      ...rest,
    ],
  },
};
`,
  );
  return configFile;
}

test("the portal's build fails on a schema node that breaks the schema, naming its pointer", async () => {
  const configFile = portalWith('');
  try {
    await assert.rejects(build({ root, configFile, write: false }), (error: unknown) => {
      assert.ok(isDocgenError(error), String(error));
      assert.match(
        `${error.message}\n${error.hint ?? ''}`,
        /#\/paths\/~1health\/get\/responses\/200/,
      );
      return true;
    });
  } finally {
    rmSync(path.dirname(configFile), { recursive: true, force: true });
  }
});

test("the same node with validation: 'warn' builds, with a warning naming it", async () => {
  const configFile = portalWith("validation: 'warn',");
  try {
    const result = await build({ root, configFile, write: false });
    assert.ok(
      result.warnings.some((w) => w.includes('#/paths/~1health/get/responses/200')),
      result.warnings.join('\n'),
    );
  } finally {
    rmSync(path.dirname(configFile), { recursive: true, force: true });
  }
});
