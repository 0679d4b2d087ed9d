// Multi-file OpenAPI documents (test/fixtures/multi-file-spec): external $refs are
// bundled relative to the file or URL they are written in; what cannot be resolved,
// or may not be read, is refused with the ref and the file named.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readSpecSource } from '../../../src/openapi/spec-document.js';
import { loadSpec } from '../../fixtures/load-spec.js';
import { mayHaveExternalRefs } from '../../../src/openapi/external-refs.js';
import { DocgenError } from '../../../src/errors.js';

const fixture = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../fixtures/multi-file-spec',
);
const project = path.join(fixture, 'project');
const work = mkdtempSync(path.join(tmpdir(), 'docgen-refs-'));
after(() => rmSync(work, { recursive: true, force: true }));

let n = 0;
const options = (root = project) => ({
  root,
  cacheDir: path.join(work, `cache-${++n}`),
  idleTimeoutMs: 2000,
  retries: 0,
  backoffMs: 5,
});

type Schema = {
  type?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  enum?: string[];
  $ref?: string;
};
const jsonSchema = (doc: unknown, route: string, method: string, status: string): Schema =>
  (
    doc as {
      paths: Record<
        string,
        Record<
          string,
          { responses: Record<string, { content: { 'application/json': { schema: Schema } } }> }
        >
      >;
    }
  ).paths[route]![method]!.responses[status]!.content['application/json'].schema;

/** Serves a folder over HTTP on 127.0.0.1; returns its base URL and the paths asked for. */
async function serveFolder(folder: string): Promise<{ base: string; asked: string[] }> {
  const asked: string[] = [];
  const server = createServer((req, res) => {
    asked.push(req.url!);
    try {
      const body = readFileSync(
        path.join(folder, decodeURIComponent(new URL(req.url!, 'http://x').pathname)),
      );
      res.writeHead(200, { 'content-type': 'application/yaml' });
      res.end(body);
    } catch {
      res.writeHead(404);
      res.end('not found');
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  after(() => server.close());
  return { base: `http://127.0.0.1:${(server.address() as { port: number }).port}`, asked };
}

function assertPetShop(doc: unknown): void {
  const user = jsonSchema(doc, '/users/{id}', 'get', '200');
  assert.equal(user.type, 'object');
  assert.equal(
    user.properties?.name?.type,
    'string',
    'schemas/user.yaml#/User, from paths/user-by-id.yaml',
  );
  assert.deepEqual(
    user.properties?.pets?.items?.properties?.species?.enum,
    ['cat', 'dog', 'fish'],
    'schemas/pet.yaml, relative to schemas/user.yaml',
  );
  assert.equal(user.properties?.bestFriend, user, 'the cycle inside user.yaml stays a cycle');
  assert.equal(jsonSchema(doc, '/users', 'get', '200').items, user);
  assert.equal(
    jsonSchema(doc, '/users/{id}', 'get', '404').properties?.status_code?.type,
    'integer',
  );
  assert.equal(
    jsonSchema(doc, '/users', 'get', 'default').properties?.message?.type,
    'string',
    'a local ref to a component that refers to another file',
  );
}

test('a file source split over several files is bundled, each ref relative to the file it is written in', async () => {
  const spec = await loadSpec({ file: 'openapi.yaml' }, options());
  assert.equal(spec.origin, 'openapi.yaml');
  assertPetShop(spec.document);
  // The text (the download offered on the site) is one self-contained document.
  assert.equal(mayHaveExternalRefs(spec.text), false);
});

test('a URL source split over several files downloads each ref relative to the URL it is written in', async () => {
  const server = await serveFolder(project);
  const spec = await loadSpec({ url: `${server.base}/openapi.yaml` }, options());
  assertPetShop(spec.document);
  assert.deepEqual([...new Set(server.asked)].sort(), [
    '/openapi.yaml',
    '/paths/user-by-id.yaml',
    '/schemas/error.yaml',
    '/schemas/pet.yaml',
    '/schemas/user.yaml',
  ]);
});

test('a ref to a missing file names the ref, the pointer and line it is written at, and its file once', async () => {
  await assert.rejects(loadSpec({ file: 'missing-ref.yaml' }, options()), (error: unknown) => {
    assert.ok(error instanceof DocgenError, String(error));
    assert.equal(
      error.message,
      'The $ref "./schemas/thing.yaml" at #/paths/~1things/get/responses/200/content/application~1json/schema cannot be resolved: schemas/thing.yaml does not exist.',
    );
    assert.equal(error.where, 'missing-ref.yaml:15');
    assert.match(error.hint ?? '', /resolved from the folder of the file it is written in/);
    // The patch applies to the bundle, which this ref stops: the hint offers none.
    assert.doesNotMatch(error.hint ?? '', /patch/);
    assert.doesNotMatch(error.format(), /missing-ref\.yaml.*missing-ref\.yaml/);
    return true;
  });
});

test('a ref that climbs out of the project folder is refused, although the file exists', async () => {
  await assert.rejects(loadSpec({ file: 'escaping-ref.yaml' }, options()), (error: unknown) => {
    assert.ok(error instanceof DocgenError, String(error));
    assert.equal(
      error.message,
      `The $ref "../outside.yaml" at #/paths/~1secret/get/responses/200/content/application~1json/schema cannot be resolved: ${path.join(fixture, 'outside.yaml')} is outside the project folder, and a document may only refer to files inside it.`,
    );
    assert.equal(error.where, 'escaping-ref.yaml:15');
    return true;
  });
  // With the fixture folder as the project, the same ref is inside it and is read.
  const spec = await loadSpec({ file: 'project/escaping-ref.yaml' }, options(fixture));
  assert.equal(jsonSchema(spec.document, '/secret', 'get', '200').type, 'string');
});

test('a document outside the project may refer to files in its own folder, not above it', async () => {
  const elsewhere = path.join(work, 'elsewhere');
  cpSync(project, elsewhere, { recursive: true });
  const spec = await loadSpec({ file: path.join(elsewhere, 'openapi.yaml') }, options());
  assertPetShop(spec.document);
  writeFileSync(path.join(work, 'outside.yaml'), 'type: string\n');
  await assert.rejects(
    loadSpec({ file: path.join(elsewhere, 'escaping-ref.yaml') }, options()),
    /The \$ref "\.\.\/outside\.yaml" at #\/paths\/~1secret\/\S+ cannot be resolved: .* is outside /,
  );
});

test('a file source may refer to a URL, which is downloaded; a ref that is no valid URL is refused with the file and line', async () => {
  const server = await serveFolder(project);
  const folder = path.join(work, 'url-refs');
  cpSync(project, folder, { recursive: true });
  const missing = readFileSync(path.join(project, 'missing-ref.yaml'), 'utf8');
  writeFileSync(
    path.join(folder, 'remote-ref.yaml'),
    missing.replace('./schemas/thing.yaml', `${server.base}/schemas/pet.yaml`),
  );
  const spec = await loadSpec(
    { file: 'remote-ref.yaml' },
    { ...options(folder), download: { allowPrivateHosts: ['127.0.0.1'] } },
  );
  assert.deepEqual(jsonSchema(spec.document, '/things', 'get', '200').properties?.species?.enum, [
    'cat',
    'dog',
    'fish',
  ]);
  assert.ok(server.asked.includes('/schemas/pet.yaml'), server.asked.join(', '));
  writeFileSync(
    path.join(folder, 'bad-url-ref.yaml'),
    missing.replace('./schemas/thing.yaml', 'https://[not a host]/pet.yaml'),
  );
  await assert.rejects(
    loadSpec({ file: 'bad-url-ref.yaml' }, options(folder)),
    (error: unknown) => {
      assert.ok(error instanceof DocgenError, String(error));
      assert.equal(
        error.message,
        'The $ref "https://[not a host]/pet.yaml" at #/paths/~1things/get/responses/200/content/application~1json/schema cannot be resolved: it is not a valid URL or path.',
      );
      assert.equal(error.where, 'bad-url-ref.yaml:15');
      return true;
    },
  );
});

test('a downloaded document may not read local files', async () => {
  const folder = path.join(work, 'served');
  cpSync(project, folder, { recursive: true });
  const secret = path.join(work, 'secret.yaml');
  writeFileSync(secret, 'type: string\n');
  writeFileSync(
    path.join(folder, 'local.yaml'),
    readFileSync(path.join(project, 'escaping-ref.yaml'), 'utf8').replace(
      '../outside.yaml',
      `file://${secret}`,
    ),
  );
  const server = await serveFolder(folder);
  await assert.rejects(
    loadSpec({ url: `${server.base}/local.yaml` }, options()),
    (error: unknown) => {
      assert.ok(error instanceof DocgenError, String(error));
      assert.equal(
        error.message,
        `The $ref "file://${secret}" at #/paths/~1secret/get/responses/200/content/application~1json/schema cannot be resolved: a document downloaded from a URL may not read the local file ${secret}.`,
      );
      return true;
    },
  );
  // A relative ref that climbs above the server's root stays a URL on that server.
  const climbing = await loadSpec({ url: `${server.base}/escaping-ref.yaml` }, options()).catch(
    (e: Error) => e,
  );
  assert.ok(climbing instanceof DocgenError);
  assert.match(
    climbing.message,
    new RegExp(
      `The \\$ref "\\.\\./outside\\.yaml" at \\S+ cannot be resolved: Could not download the OpenAPI document ${server.base.replace(/[.]/g, '\\.')}/outside\\.yaml: HTTP 404`,
    ),
  );
});

test('a document with no external refs is read as it is, without bundling', async () => {
  const file = path.join(work, 'single.yaml');
  const text =
    "openapi: 3.0.3\ninfo: {title: One, version: '1'}\npaths: {}\ncomponents:\n  schemas:\n    A: {$ref: '#/components/schemas/B'}\n    B: {type: string}\n";
  writeFileSync(file, text);
  assert.equal((await readSpecSource({ file }, options(work))).text, text);
  assert.equal(mayHaveExternalRefs(text), false);
  assert.equal(mayHaveExternalRefs('"$ref": "./a.json#/x"'), true);
  assert.equal(mayHaveExternalRefs("$ref: 'https://example.com/a.yaml'"), true);
});

/** A copy of the project whose missing-ref.yaml refers to `ref` instead, saved as `name`. */
function projectReferring(name: string, ref: string): string {
  const folder = mkdtempSync(path.join(work, 'project-'));
  cpSync(project, folder, { recursive: true });
  const missing = readFileSync(path.join(project, 'missing-ref.yaml'), 'utf8');
  writeFileSync(path.join(folder, name), missing.replace('./schemas/thing.yaml', ref));
  return folder;
}

test('a $ref to a loopback URL is refused before any request, unless openapi.download.allowPrivateHosts allows it', async () => {
  const server = await serveFolder(project);
  const ref = `${server.base}/schemas/pet.yaml`;
  const folder = projectReferring('local-url.yaml', ref);
  await assert.rejects(loadSpec({ file: 'local-url.yaml' }, options(folder)), (error: unknown) => {
    assert.ok(error instanceof DocgenError, String(error));
    assert.equal(
      error.message,
      `The $ref "${ref}" at #/paths/~1things/get/responses/200/content/application~1json/schema cannot be resolved: 127.0.0.1 is a loopback, private, link-local or metadata address, which a download may not reach unless the site config allows it.`,
    );
    assert.equal(error.where, 'local-url.yaml:15');
    assert.match(error.hint ?? '', /allowPrivateHosts: \['127\.0\.0\.1'\]/);
    return true;
  });
  assert.equal(server.asked.length, 0, 'refused before connecting');
  for (const allowPrivateHosts of [true, ['127.0.0.1']]) {
    const spec = await loadSpec(
      { file: 'local-url.yaml' },
      { ...options(folder), download: { allowPrivateHosts } },
    );
    assert.equal(jsonSchema(spec.document, '/things', 'get', '200').type, 'object');
  }
  assert.ok(server.asked.includes('/schemas/pet.yaml'));
});

test('a redirect to a private host is refused, a host name checked by every address it resolves to', async () => {
  // 127.0.0.1 stands for a public server (allowed by name); "localhost" is a name that
  // resolves to loopback addresses, which nothing allows.
  const asked: string[] = [];
  const server = createServer((req, res) => {
    asked.push(`${req.headers.host} ${req.url}`);
    const port = (server.address() as { port: number }).port;
    if (req.url === '/moved.yaml') {
      res.writeHead(302, { location: `http://localhost:${port}/pet.yaml` });
      res.end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/yaml' });
    res.end(readFileSync(path.join(project, 'schemas/pet.yaml')));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  after(() => server.close());
  const port = (server.address() as { port: number }).port;
  const folder = projectReferring('moved.yaml', `http://127.0.0.1:${port}/moved.yaml`);
  const only127 = { ...options(folder), download: { allowPrivateHosts: ['127.0.0.1'] } };
  await assert.rejects(
    loadSpec({ file: 'moved.yaml' }, only127),
    /cannot be resolved: localhost \((127\.0\.0\.1|::1)\) is a loopback, private, link-local or metadata address/,
  );
  assert.deepEqual(asked, [`127.0.0.1:${port} /moved.yaml`], 'the redirect was not followed');
  // The same name written in a $ref is refused as well.
  const named = projectReferring('named.yaml', `http://localhost:${port}/pet.yaml`);
  await assert.rejects(
    loadSpec({ file: 'named.yaml' }, { ...only127, root: named }),
    /localhost \(.*\) is a loopback/,
  );
  assert.equal(asked.length, 1);
  // A URL source's own host is the config's choice: its redirect to another private host is not.
  await assert.rejects(
    loadSpec({ url: `http://127.0.0.1:${port}/moved.yaml` }, options(folder)),
    /localhost \(.*\) is a loopback/,
  );
  const spec = await loadSpec(
    { file: 'moved.yaml' },
    { ...only127, download: { allowPrivateHosts: ['127.0.0.1', 'localhost'] } },
  );
  assert.equal(jsonSchema(spec.document, '/things', 'get', '200').type, 'object');
});

test('a $ref or a file source that leaves the project through a symbolic link is refused like ../', async () => {
  const folder = projectReferring('linked-ref.yaml', './schemas/linked.yaml');
  symlinkSync(path.join(fixture, 'outside.yaml'), path.join(folder, 'schemas/linked.yaml'));
  await assert.rejects(loadSpec({ file: 'linked-ref.yaml' }, options(folder)), (error: unknown) => {
    assert.ok(error instanceof DocgenError, String(error));
    assert.equal(
      error.message,
      `The $ref "./schemas/linked.yaml" at #/paths/~1things/get/responses/200/content/application~1json/schema cannot be resolved: schemas/linked.yaml leads through a symbolic link to ${path.join(fixture, 'outside.yaml')}, outside the project folder, and a document may only refer to files inside it.`,
    );
    assert.equal(error.where, 'linked-ref.yaml:15');
    return true;
  });
  // A linked folder on the way counts the same.
  const dirLinked = projectReferring('dir-ref.yaml', './shared/outside.yaml');
  symlinkSync(fixture, path.join(dirLinked, 'shared'));
  await assert.rejects(
    loadSpec({ file: 'dir-ref.yaml' }, options(dirLinked)),
    /shared\/outside\.yaml leads through a symbolic link to .*outside\.yaml, outside the project folder/,
  );
  // A link that stays inside the project is fine.
  const inner = projectReferring('inner-ref.yaml', './schemas/alias.yaml');
  symlinkSync(path.join(inner, 'schemas/pet.yaml'), path.join(inner, 'schemas/alias.yaml'));
  const spec = await loadSpec({ file: 'inner-ref.yaml' }, options(inner));
  assert.equal(jsonSchema(spec.document, '/things', 'get', '200').type, 'object');
  // The document itself linked in from outside.
  const elsewhere = mkdtempSync(path.join(work, 'elsewhere-'));
  cpSync(project, elsewhere, { recursive: true });
  mkdirSync(path.join(folder, 'specs'));
  symlinkSync(path.join(elsewhere, 'openapi.yaml'), path.join(folder, 'specs/api.yaml'));
  await assert.rejects(loadSpec({ file: 'specs/api.yaml' }, options(folder)), (error: unknown) => {
    assert.ok(error instanceof DocgenError, String(error));
    assert.equal(
      error.message,
      `The OpenAPI document specs/api.yaml leads through a symbolic link to ${path.join(elsewhere, 'openapi.yaml')}, outside the project folder.`,
    );
    return true;
  });
});

test('a problem in a file quotes no more of it than the failing line', async () => {
  const folder = projectReferring('env-ref.yaml', './.env');
  writeFileSync(
    path.join(folder, '.env'),
    `${Array.from({ length: 40 }, (_, i) => `SECRET_${i}=${'s'.repeat(30)}`).join('\n')}\n`,
  );
  // The .env reads as one YAML string where a schema should be: a problem of the document.
  const said: string[] = [];
  await loadSpec(
    { file: 'env-ref.yaml' },
    { ...options(folder), warn: (message: string) => said.push(message) },
  ).catch((error: unknown) =>
    said.push(error instanceof DocgenError ? error.format() : String(error)),
  );
  const text = said.join('\n');
  assert.match(text, /env-ref\.yaml/);
  assert.match(text, /SECRET_0=/, 'the failing line, begun');
  assert.doesNotMatch(text, /SECRET_1=/, 'not the rest of the file');
  assert.ok(
    text.split('\n').every((line) => line.length < 400),
    text,
  );
});

test('a #pointer that names nothing in a split document names the file, pointer and line of its $ref', async () => {
  const root = path.join(work, 'missing-pointer');
  mkdirSync(root);
  writeFileSync(
    path.join(root, 'openapi.yaml'),
    [
      'openapi: 3.0.3',
      'info: { title: T, version: "1" }',
      'paths:',
      '  /a:',
      '    get:',
      '      responses:',
      '        "200":',
      '          description: ok',
      '          content: { application/json: { schema: { $ref: "./thing.yaml" } } }',
      '  /b:',
      '    get:',
      '      responses:',
      '        "200":',
      '          description: ok',
      '          content: { application/json: { schema: { $ref: "#/components/schemas/Missing" } } }',
    ].join('\n'),
  );
  writeFileSync(
    path.join(root, 'thing.yaml'),
    'type: object\nproperties:\n  a: { $ref: "#/components/schemas/Nope" }\n',
  );
  const failure = (file: string) =>
    loadSpec({ file }, options(root)).then(
      () => assert.fail('built'),
      (error: unknown) => {
        assert.ok(error instanceof DocgenError, String(error));
        return error;
      },
    );
  const inFile = await failure('openapi.yaml');
  assert.equal(
    inFile.message,
    'The $ref "#/components/schemas/Nope" at #/properties/a cannot be resolved: thing.yaml has nothing at #/components/schemas/Nope.',
  );
  assert.equal(inFile.where, 'thing.yaml:3');
  writeFileSync(path.join(root, 'thing.yaml'), 'type: string\n');
  const inRoot = await failure('openapi.yaml');
  assert.equal(
    inRoot.message,
    'The $ref "#/components/schemas/Missing" at #/paths/~1b/get/responses/200/content/application~1json/schema cannot be resolved: openapi.yaml has nothing at #/components/schemas/Missing.',
  );
  assert.equal(inRoot.where, 'openapi.yaml:15');
});

test('a ref from a split file back to the root document resolves in it; one it lacks names the file and line of the ref', async () => {
  const root = path.join(work, 'back-to-root');
  mkdirSync(path.join(root, 'openapi/paths'), { recursive: true });
  writeFileSync(
    path.join(root, 'openapi/api.yaml'),
    [
      'openapi: 3.0.3',
      'info: { title: T, version: "1" }',
      'paths:',
      '  /things: { $ref: "./paths/things.yaml" }',
      'components:',
      '  schemas: { S: { type: string } }',
      '  examples: { Named: { value: named } }',
    ].join('\n'),
  );
  const things = (example: string) =>
    [
      'get:',
      '  responses:',
      '    "200":',
      '      description: ok',
      '      content:',
      '        application/json:',
      '          schema: { $ref: "../api.yaml#/components/schemas/S" }',
      `          examples: { two: { $ref: "../api.yaml#/components/examples/${example}" } }`,
    ].join('\n');
  writeFileSync(path.join(root, 'openapi/paths/things.yaml'), things('Named'));
  const spec = await loadSpec({ file: 'openapi/api.yaml' }, options(root));
  assert.equal(jsonSchema(spec.document, '/things', 'get', '200').type, 'string');
  const media = JSON.stringify(spec.document).match(/"examples":\{"two":(\{[^}]*\})/)?.[1];
  assert.equal(media, '{"value":"named"}');

  writeFileSync(path.join(root, 'openapi/paths/things.yaml'), things('Nope'));
  await assert.rejects(loadSpec({ file: 'openapi/api.yaml' }, options(root)), (error: unknown) => {
    assert.ok(error instanceof DocgenError, String(error));
    assert.equal(
      error.message,
      'The $ref "../api.yaml#/components/examples/Nope" at #/get/responses/200/content/application~1json/examples/two cannot be resolved: openapi/api.yaml has nothing at #/components/examples/Nope.',
    );
    assert.equal(error.where, 'openapi/paths/things.yaml:8');
    return true;
  });

  // A pointer through a part of the root that another file brings resolves as it does from
  // the root itself: /things is written in paths/things.yaml.
  mkdirSync(path.join(root, 'openapi/paths/deep'), { recursive: true });
  writeFileSync(path.join(root, 'openapi/paths/things.yaml'), things('Named'));
  writeFileSync(
    path.join(root, 'openapi/paths/deep/more.yaml'),
    [
      'get:',
      '  responses:',
      '    "200":',
      '      description: ok',
      '      content:',
      '        application/json:',
      '          schema:',
      '            $ref: "../../api.yaml#/paths/~1things/get/responses/200/content/application~1json/schema"',
    ].join('\n'),
  );
  writeFileSync(
    path.join(root, 'openapi/api.yaml'),
    `${readFileSync(path.join(root, 'openapi/api.yaml'), 'utf8').replace('paths:', 'paths:\n  /more: { $ref: "./paths/deep/more.yaml" }')}`,
  );
  const through = await loadSpec({ file: 'openapi/api.yaml' }, options(root));
  assert.equal(jsonSchema(through.document, '/more', 'get', '200').type, 'string');
});

/** A split document whose POST /notes body is a.yaml's A, and whose note's text has an example. */
function cycleProject(name: string, files: Record<string, string>, example = 'hello'): string {
  const root = path.join(work, name);
  mkdirSync(path.join(root, 'openapi'), { recursive: true });
  writeFileSync(
    path.join(root, 'openapi/notes.yaml'),
    [
      'openapi: 3.1.0',
      'info: { title: Notes, version: "1" }',
      'paths:',
      '  /notes:',
      '    post:',
      '      requestBody:',
      '        content:',
      '          application/json:',
      '            schema: { $ref: "./a.yaml#/A" }',
      '      responses:',
      '        "200":',
      '          description: ok',
      '          content:',
      '            application/json:',
      `              schema: { type: string, example: ${example} }`,
    ].join('\n'),
  );
  for (const [file, text] of Object.entries(files))
    writeFileSync(path.join(root, 'openapi', file), text);
  return root;
}

const rejection = (root: string) =>
  loadSpec({ file: 'openapi/notes.yaml' }, options(root)).then(
    () => assert.fail('built'),
    (error: unknown) => {
      assert.ok(error instanceof DocgenError, String(error));
      return error;
    },
  );

test('$refs of split files that lead to one another are named as written, each with its file and line, and the ref that leads in', async () => {
  const error = await rejection(
    cycleProject('cycle-files', {
      'a.yaml': '# A is B\nA: { $ref: "./b.yaml#/B" }\n',
      'b.yaml': 'B: { $ref: "./a.yaml#/A" }\n',
    }),
  );
  assert.equal(
    error.message,
    [
      'The $refs of openapi/a.yaml and openapi/b.yaml lead to one another, never to a value:',
      '  openapi/a.yaml:2: $ref "./b.yaml#/B"',
      '  openapi/b.yaml:1: $ref "./a.yaml#/A"',
      '  (reached from openapi/notes.yaml:9: $ref "./a.yaml#/A")',
    ].join('\n'),
  );
  assert.equal(error.where, 'openapi/a.yaml:2');
  assert.match(error.hint!, /fix them in the files/);
  assert.doesNotMatch(error.hint!, /patch:/);
});

test('whole examples in files that name one another are named as a cycle of those files', async () => {
  const error = await rejection(
    cycleProject(
      'cycle-examples',
      {
        'a.yaml': 'A: { type: string }\n',
        'a.json': '{"$ref": "./b.json"}',
        'b.json': '{"$ref": "./a.json"}',
      },
      '{ $ref: "./a.json" }',
    ),
  );
  assert.equal(
    error.message,
    [
      'The $refs of openapi/a.json and openapi/b.json lead to one another, never to a value:',
      '  openapi/a.json:1: $ref "./b.json"',
      '  openapi/b.json:1: $ref "./a.json"',
      '  (reached from openapi/notes.yaml:15: $ref "./a.json")',
    ].join('\n'),
  );
});

test('a chain of refs through split files that ends at a value is no cycle, however many refs lead into it', async () => {
  const root = cycleProject('chain-files', {
    'a.yaml': 'A: { $ref: "./b.yaml#/B" }\nC: { $ref: "#/A" }\nD: { type: integer }\n',
    'b.yaml': 'B: { $ref: "./a.yaml#/D" }\nE: { $ref: "./a.yaml#/C" }\n',
  });
  const spec = await loadSpec({ file: 'openapi/notes.yaml' }, options(root));
  const body = (
    spec.document.paths['/notes']!.post as {
      requestBody: { content: { 'application/json': { schema: Schema } } };
    }
  ).requestBody.content['application/json'].schema;
  assert.equal(body.type, 'integer');
});

test("a % that starts no escape in a split file's $ref resolves as written, and the cycle check passes over it", async () => {
  const root = cycleProject('percent-refs', {
    'a.yaml': 'A: { type: object, properties: { rate: { $ref: "./b.yaml#/100%" } } }\n',
    'b.yaml':
      '"100%": { type: number }\nC: { $ref: "./b.yaml#/Bad%ZZ" }\n"Bad%ZZ": { type: integer }\n',
  });
  const spec = await loadSpec({ file: 'openapi/notes.yaml' }, options(root));
  const body = (
    spec.document.paths['/notes']!.post as {
      requestBody: { content: { 'application/json': { schema: Schema } } };
    }
  ).requestBody.content['application/json'].schema;
  assert.equal(body.properties?.rate?.type, 'number');
});

test("a % in a one-file document's $ref resolves as written or escaped, and a missing one is named at its line", async () => {
  const root = path.join(work, 'percent-root');
  mkdirSync(path.join(root, 'openapi'), { recursive: true });
  const document = (refs: string[]) =>
    [
      'openapi: 3.1.0',
      'info: { title: Rates, version: "1" }',
      'paths:',
      '  /rates:',
      '    get:',
      '      responses:',
      ...refs.flatMap((ref, i) => [
        `        "20${i}":`,
        '          description: ok',
        `          content: { application/json: { schema: { $ref: "${ref}" } } }`,
      ]),
      'components:',
      '  schemas:',
      '    "100%": { type: number }',
      '',
    ].join('\n');
  writeFileSync(
    path.join(root, 'openapi/rates.yaml'),
    document(['#/components/schemas/100%', '#/components/schemas/100%25']),
  );
  const spec = await loadSpec({ file: 'openapi/rates.yaml' }, options(root));
  for (const status of ['200', '201'])
    assert.equal(jsonSchema(spec.document, '/rates', 'get', status).type, 'number', status);
  // An escape that decodes to nothing there is a missing pointer, named where it is written.
  writeFileSync(
    path.join(root, 'openapi/rates.yaml'),
    document(['#/components/schemas/100%', '#/components/schemas/Bad%ZZ']),
  );
  await assert.rejects(loadSpec({ file: 'openapi/rates.yaml' }, options(root)), (error) => {
    assert.ok(error instanceof DocgenError, String(error));
    assert.match(error.message, /The \$ref "#\/components\/schemas\/Bad%ZZ" at #\/paths/);
    assert.equal(error.location.line, 12);
    return true;
  });
});
