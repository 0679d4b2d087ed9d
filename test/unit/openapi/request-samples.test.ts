// Request samples from small inline operations: parameters by style and explode,
// placeholders instead of made-up values, auth from the security schemes,
// server variables, bodies of every kind, and the document's x-codeSamples.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  httpCall,
  requestSamples,
  sampleDocument,
  sampleOperation,
  type HttpCall,
  type RequestSample,
} from '../../../src/openapi/samples/index.js';
import {
  pathSegment,
  Placeholder,
  queryPairs,
} from '../../../src/shared/request/parameter-style.js';
import { exampleFor } from '../../../src/openapi/schema-example.js';
import type { OpenApiParameter } from '../../../src/openapi/samples/sample-input.js';
import type { Schema } from '../../../src/openapi/schema-type.js';

type Doc = Record<string, unknown>;

/** A one-operation document: `op` at `method path`, with document-level parts from `extra`. */
function docWith(path: string, method: string, op: object, extra: Doc = {}): Doc {
  return {
    openapi: '3.1.0',
    servers: [{ url: 'https://api.test/v1' }],
    ...extra,
    paths: {
      [path]: {
        [method]: {
          responses: { 200: { description: 'ok', content: { 'application/json': {} } } },
          ...op,
        },
      },
    },
  };
}

function callOf(doc: Doc, path: string, method: string): HttpCall {
  const item = (doc.paths as Record<string, Record<string, unknown>>)[path]!;
  return httpCall(sampleOperation(doc, item, method, path), sampleDocument(doc));
}

function samplesOf(
  doc: Doc,
  path: string,
  method: string,
  mode?: 'add' | 'replace',
): RequestSample[] {
  const item = (doc.paths as Record<string, Record<string, unknown>>)[path]!;
  return requestSamples(sampleOperation(doc, item, method, path), sampleDocument(doc), mode);
}

const code = (samples: RequestSample[], value: string) =>
  samples.find((s) => s.value === value)!.code;

test('a path parameter uses its example, else a {name} placeholder, never the word "string"', () => {
  const doc = docWith('/repos/{owner}/{repo}/pulls/{number}', 'get', {
    parameters: [
      { name: 'owner', in: 'path', required: true, schema: { type: 'string' } },
      {
        name: 'repo',
        in: 'path',
        required: true,
        schema: { type: 'string', example: 'hello-world' },
      },
      {
        name: 'number',
        in: 'path',
        required: true,
        schema: { type: 'integer' },
        examples: { one: { value: 42 } },
      },
    ],
  });
  const call = callOf(doc, '/repos/{owner}/{repo}/pulls/{number}', 'get');
  assert.equal(call.url, 'https://api.test/v1/repos/{owner}/hello-world/pulls/42');
  const samples = samplesOf(doc, '/repos/{owner}/{repo}/pulls/{number}', 'get');
  for (const s of samples) assert.doesNotMatch(s.code, /\/string\b/, s.label);
  // curl would read {owner} as a URL pattern.
  assert.match(code(samples, 'curl'), /--globoff/);
});

test('query arrays follow style and explode; optional parameters are never sent, even with an example', () => {
  const array = (extra: object): OpenApiParameter => ({
    name: 'h',
    in: 'query',
    schema: { type: 'array', items: { type: 'string' } },
    ...extra,
  });
  assert.deepEqual(queryPairs(array({}), ['a', 'b']), ['h=a', 'h=b']);
  assert.deepEqual(queryPairs(array({ explode: false }), ['a', 'b']), ['h=a,b']);
  assert.deepEqual(queryPairs(array({ style: 'pipeDelimited', explode: false }), ['a', 'b']), [
    'h=a|b',
  ]);
  assert.deepEqual(queryPairs(array({ style: 'spaceDelimited', explode: false }), ['a', 'b']), [
    'h=a%20b',
  ]);
  assert.deepEqual(
    queryPairs(
      { name: 'f', in: 'query', style: 'deepObject', explode: true },
      { role: 'admin', x: 1 },
    ),
    ['f[role]=admin', 'f[x]=1'],
  );
  assert.deepEqual(queryPairs({ name: 'f', in: 'query', explode: false }, { role: 'admin' }), [
    'f=role,admin',
  ]);
  assert.deepEqual(
    queryPairs({ name: 'q', in: 'query', content: { 'application/json': {} } }, { a: 1 }),
    ['q=%7B%22a%22:1%7D'],
  );
  assert.deepEqual(queryPairs({ name: 'q', in: 'query' }, 'a b&c'), ['q=a%20b%26c']);
  assert.equal(
    pathSegment({ name: 'id', in: 'path', style: 'label', explode: true }, [3, 4]),
    '.3.4',
  );
  assert.equal(pathSegment({ name: 'id', in: 'path', style: 'matrix' }, [3, 4]), ';id=3,4');
  assert.equal(pathSegment({ name: 'id', in: 'path' }, new Placeholder('id')), '{id}');

  const doc = docWith('/proof', 'get', {
    parameters: [
      {
        name: 'hashes',
        in: 'query',
        required: true,
        explode: false,
        schema: { type: 'array', minItems: 2, items: { type: 'string', example: 'ab12' } },
      },
      { name: 'count', in: 'query', schema: { type: 'integer', default: 100 } },
      { name: 'from', in: 'query', schema: { type: 'string' }, example: '2024-01-01' },
    ],
  });
  assert.equal(callOf(doc, '/proof', 'get').url, 'https://api.test/v1/proof?hashes=ab12,ab12');
});

test('auth follows the security schemes: apiKey in header, query or cookie, bearer, basic and OAuth 2', () => {
  const schemes = {
    header: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
    query: { type: 'apiKey', in: 'query', name: 'api_key' },
    cookie: { type: 'apiKey', in: 'cookie', name: 'session' },
    bearer: { type: 'http', scheme: 'bearer' },
    basic: { type: 'http', scheme: 'basic' },
    oauth: { type: 'oauth2', flows: {} },
  };
  const samplesFor = (name: string) =>
    samplesOf(
      docWith(
        '/me',
        'get',
        { security: [{ [name]: [] }] },
        { components: { securitySchemes: schemes } },
      ),
      '/me',
      'get',
    );
  const header = samplesFor('header');
  assert.match(code(header, 'curl'), /-H "X-API-Key: \$X_API_KEY"/);
  assert.match(code(header, 'python'), /"X-API-Key": os\.environ\["X_API_KEY"\]/);
  assert.match(code(header, 'go'), /req\.Header\.Set\("X-API-Key", os\.Getenv\("X_API_KEY"\)\)/);
  const query = samplesFor('query');
  assert.match(code(query, 'curl'), /curl "https:\/\/api\.test\/v1\/me\?api_key=\$API_KEY"/);
  assert.match(code(query, 'js'), /url\.searchParams\.set\('api_key', process\.env\.API_KEY\)/);
  assert.match(code(query, 'python'), /params=\{"api_key": os\.environ\["API_KEY"\]\}/);
  assert.match(code(query, 'rust'), /\.query\(&\[\("api_key", std::env::var\("API_KEY"\)\?\)\]\)/);
  assert.match(code(samplesFor('cookie'), 'curl'), /-H "Cookie: session=\$SESSION"/);
  const bearer = samplesFor('bearer');
  assert.match(code(bearer, 'curl'), /-H "Authorization: Bearer \$BEARER_TOKEN"/);
  assert.match(code(bearer, 'js'), /'Authorization': `Bearer \$\{process\.env\.BEARER_TOKEN\}`/);
  assert.match(code(bearer, 'rust'), /format!\("Bearer \{\}", std::env::var\("BEARER_TOKEN"\)\?\)/);
  const basic = samplesFor('basic');
  assert.match(code(basic, 'curl'), /-u "\$BASIC_USERNAME:\$BASIC_PASSWORD"/);
  assert.match(
    code(basic, 'python'),
    /auth=\(os\.environ\["BASIC_USERNAME"\], os\.environ\["BASIC_PASSWORD"\]\)/,
  );
  assert.match(code(basic, 'go'), /req\.SetBasicAuth/);
  assert.match(code(samplesFor('oauth'), 'curl'), /Authorization: Bearer \$OAUTH_TOKEN/);
  // No hard-coded project token where the document asks for none.
  const open = samplesOf(docWith('/me', 'get', {}), '/me', 'get');
  for (const s of open)
    assert.doesNotMatch(s.code, /PROJECT_ID|environ|Getenv|env::var|process\.env/, s.label);
  assert.doesNotMatch(code(open, 'go'), /"os"/, 'Go imports only what it uses');
});

test('a mutualTLS scheme sends a client certificate: options in cURL and Python, a TLS client in Go, a note in JavaScript and Rust', () => {
  const samples = samplesOf(
    docWith(
      '/me',
      'get',
      { security: [{ tls: [], bearer: [] }] },
      {
        components: {
          securitySchemes: {
            tls: { type: 'mutualTLS' },
            bearer: { type: 'http', scheme: 'bearer' },
          },
        },
      },
    ),
    '/me',
    'get',
  );
  assert.equal(
    code(samples, 'curl'),
    'curl "https://api.test/v1/me" \\\n  --cert client.pem \\\n  --key client-key.pem \\\n  -H "Authorization: Bearer $BEARER_TOKEN"',
  );
  assert.match(code(samples, 'python'), /\n {4}cert=\("client\.pem", "client-key\.pem"\),\n/);
  const go = code(samples, 'go');
  assert.match(go, /\t"crypto\/tls"\n/);
  assert.match(go, /cert, err := tls\.LoadX509KeyPair\("client\.pem", "client-key\.pem"\)/);
  assert.match(go, /Certificates: \[\]tls\.Certificate\{cert\}/);
  assert.match(go, /res, err := client\.Do\(req\)/);
  assert.match(
    code(samples, 'js'),
    /^\/\/ Mutual TLS: send the client certificate client\.pem \(key client-key\.pem\)/m,
  );
  assert.match(
    code(samples, 'rust'),
    /^ {4}\/\/ Mutual TLS: .*client\.pem followed by client-key\.pem/m,
  );
  // Without the scheme, none of it.
  const plain = samplesOf(docWith('/me', 'get', {}), '/me', 'get');
  for (const s of plain) assert.doesNotMatch(s.code, /client\.pem|crypto\/tls/, s.label);
});

test('server variables are filled from their defaults; a local server gives way to a public one', () => {
  const doc = docWith(
    '/ping',
    'get',
    {},
    {
      servers: [
        { url: 'http://localhost:8080' },
        {
          url: 'https://{region}.api.test/{version}',
          variables: { region: { default: 'eu', enum: ['eu', 'us'] }, version: { default: 'v2' } },
        },
      ],
    },
  );
  assert.equal(callOf(doc, '/ping', 'get').url, 'https://eu.api.test/v2/ping');
  const relative = docWith('/ping', 'get', {}, { servers: [{ url: '/api' }] });
  assert.equal(callOf(relative, '/ping', 'get').url, 'https://api.example.com/api/ping');
});

test('request bodies honour minItems, tuples, anyOf items and readOnly fields', () => {
  const pair: Schema = {
    type: 'array',
    minItems: 2,
    maxItems: 2,
    items: {
      anyOf: [
        { type: 'object', properties: { txId: { type: 'string' } } },
        { type: 'object', properties: { address: { type: 'string' } }, required: ['address'] },
      ],
    },
  };
  // Plain data, as JSON sees it (examples are null-prototype objects).
  const plain = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;
  assert.deepEqual(plain(exampleFor(pair, 'request')), [{ txId: 'string' }, { address: 'string' }]);
  assert.deepEqual(
    exampleFor({ type: 'array', prefixItems: [{ type: 'integer' }, { type: 'boolean' }] }),
    [0, true],
  );
  assert.deepEqual(
    exampleFor({ type: 'array', minItems: 3, items: { type: 'integer', minimum: 5 } }),
    [5, 5, 5],
  );
  assert.deepEqual(
    plain(
      exampleFor(
        {
          type: 'object',
          properties: {
            id: { type: 'string', readOnly: true },
            name: { type: 'string', example: 'x' },
          },
        },
        'request',
      ),
    ),
    { name: 'x' },
  );
  // allOf and the properties beside it make one object.
  assert.deepEqual(
    plain(
      exampleFor({
        allOf: [{ properties: { a: { type: 'integer' } } }],
        properties: { b: { type: 'boolean' } },
      }),
    ),
    { a: 0, b: true },
  );
  assert.deepEqual(
    exampleFor({ type: 'string', format: 'uuid' }),
    '123e4567-e89b-12d3-a456-426614174000',
  );
});

test('Python keeps JSON strings that read "false", "true" or "null" as strings', () => {
  const doc = docWith('/flags', 'post', {
    requestBody: {
      content: {
        'application/json': {
          example: { enabled: false, label: 'false', note: 'null', list: ['true', true] },
        },
      },
    },
  });
  const python = code(samplesOf(doc, '/flags', 'post'), 'python');
  assert.match(python, /"enabled": False,/);
  assert.match(python, /"label": "false",/);
  assert.match(python, /"note": "null",/);
  assert.match(python, /"true",\n\s+True,/);
});

test('form bodies send url-encoded fields, multipart bodies their parts, binary bodies a file named for the operation', () => {
  const form = docWith('/tokens', 'post', {
    operationId: 'createToken',
    requestBody: {
      content: {
        'application/x-www-form-urlencoded': {
          schema: {
            type: 'object',
            required: ['grant_type', 'scope'],
            properties: {
              grant_type: { type: 'string', example: 'client_credentials' },
              scope: { type: 'array', items: { type: 'string', example: 'read' } },
              hint: { type: 'string' },
            },
          },
        },
      },
    },
  });
  const formCall = callOf(form, '/tokens', 'post');
  assert.deepEqual(formCall.body, {
    kind: 'form',
    mediaType: 'application/x-www-form-urlencoded',
    fields: [
      ['grant_type', 'client_credentials'],
      ['scope', 'read'],
    ],
  });
  const formSamples = samplesOf(form, '/tokens', 'post');
  assert.match(
    code(formSamples, 'curl'),
    /--data-urlencode grant_type=client_credentials \\\n {2}--data-urlencode scope=read/,
  );
  assert.match(
    code(formSamples, 'js'),
    /new URLSearchParams\(\[\n {4}\['grant_type', 'client_credentials'\],/,
  );
  assert.match(code(formSamples, 'go'), /form\.Add\("scope", "read"\)/);

  const upload = docWith('/pets/{id}/photo', 'post', {
    operationId: 'uploadPetPhoto',
    parameters: [
      { name: 'id', in: 'path', required: true, schema: { type: 'integer', example: 7 } },
    ],
    requestBody: {
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: {
              caption: { type: 'string', example: 'Rex' },
              meta: { type: 'object', properties: { tag: { type: 'string', example: 'dog' } } },
              photo: { type: 'string', format: 'binary' },
            },
          },
          encoding: { photo: { contentType: 'image/png' } },
        },
      },
    },
  });
  const parts = callOf(upload, '/pets/{id}/photo', 'post').body;
  assert.deepEqual(parts, {
    kind: 'multipart',
    mediaType: 'multipart/form-data',
    parts: [
      { name: 'caption', value: 'Rex' },
      { name: 'meta', value: '{"tag":"dog"}', contentType: 'application/json' },
      { name: 'photo', file: 'upload-pet-photo.png', contentType: 'image/png' },
    ],
  });
  const uploadSamples = samplesOf(upload, '/pets/{id}/photo', 'post');
  assert.match(code(uploadSamples, 'curl'), /-F 'photo=@upload-pet-photo\.png;type=image\/png'/);
  assert.match(code(uploadSamples, 'rust'), /features = \["multipart"\]/);

  const binary = docWith('/tx/submit', 'post', {
    requestBody: {
      content: {
        'application/cbor': { schema: { type: 'string', format: 'binary' }, example: 'a1b2' },
      },
    },
  });
  assert.deepEqual(callOf(binary, '/tx/submit', 'post').body, {
    kind: 'file',
    mediaType: 'application/cbor',
    file: 'tx-submit.cbor',
  });
  assert.match(
    code(samplesOf(binary, '/tx/submit', 'post'), 'rust'),
    /^\/\/ reqwest = "0\.12"$/m,
    'no cargo feature is named that the code does not use',
  );
});

test('header parameters named Content-Type, Accept or Authorization are left to the body and the auth', () => {
  const doc = docWith('/eval', 'post', {
    parameters: [
      {
        name: 'Content-Type',
        in: 'header',
        required: true,
        schema: { type: 'string', enum: ['application/json'] },
      },
      {
        name: 'X-Request-Id',
        in: 'header',
        required: true,
        schema: { type: 'string', example: 'r-1' },
      },
    ],
    requestBody: {
      content: {
        'application/json': {
          schema: { type: 'object', properties: { cbor: { type: 'string' } } },
        },
      },
    },
  });
  assert.deepEqual(callOf(doc, '/eval', 'post').headers, [
    ['X-Request-Id', 'r-1'],
    ['Content-Type', 'application/json'],
  ]);
});

test('x-codeSamples are added after the generated tabs, or replace them in replace mode', () => {
  const doc = docWith('/hello', 'get', {
    'x-codeSamples': [
      { lang: 'Shell', label: 'cURL', source: 'curl https://api.test/v1/hello\n' },
      { lang: 'PHP', source: '<?php echo "hi";' },
    ],
  });
  const added = samplesOf(doc, '/hello', 'get');
  assert.deepEqual(
    added.map((s) => s.label),
    ['cURL', 'JavaScript', 'Python', 'Go', 'Rust', 'cURL (spec)', 'PHP'],
  );
  assert.deepEqual(
    added.slice(5).map((s) => [s.value, s.lang, s.origin]),
    [
      ['x-curl-spec', 'bash', 'document'],
      ['x-php', 'php', 'document'],
    ],
  );
  assert.equal(added[5]!.code, 'curl https://api.test/v1/hello');
  const replaced = samplesOf(doc, '/hello', 'get', 'replace');
  assert.deepEqual(
    replaced.map((s) => s.label),
    ['cURL', 'PHP'],
  );
  const legacy = docWith('/hello', 'get', {
    'x-code-samples': [{ lang: 'Ruby', source: 'puts 1' }],
  });
  assert.equal(samplesOf(legacy, '/hello', 'get').at(-1)?.label, 'Ruby');
});

test('a GET with a form body (Stripe) and a form without fields send no body and no form Content-Type in any language', () => {
  const form = (properties: object) => ({
    requestBody: {
      content: {
        'application/x-www-form-urlencoded': {
          schema: { type: 'object', properties },
          encoding: {},
        },
      },
    },
  });
  const get = docWith(
    '/v1/customers',
    'get',
    form({ expand: { type: 'array', items: { type: 'string' } } }),
  );
  const post = docWith('/v1/customers/{id}/close', 'post', form({}));
  for (const [doc, path, method] of [
    [get, '/v1/customers', 'get'],
    [post, '/v1/customers/{id}/close', 'post'],
  ] as const) {
    assert.equal(callOf(doc, path, method).body, undefined);
    const samples = samplesOf(doc, path, method);
    assert.doesNotMatch(code(samples, 'curl'), /--data|-X GET/);
    assert.doesNotMatch(code(samples, 'js'), /body:|URLSearchParams/);
    assert.doesNotMatch(code(samples, 'python'), /data=/);
    assert.doesNotMatch(code(samples, 'go'), /form|Content-Type/);
    assert.doesNotMatch(code(samples, 'rust'), /\.form\(/);
  }
});

test('a url-encoded body sends the media type example as given, and never "" for an enum or boolean field', () => {
  const properties = {
    To: { type: 'string' },
    Body: { type: 'string' },
    Method: { type: 'string', enum: ['GET', 'POST'] },
    Record: { type: 'boolean' },
    Nested: { type: 'object', properties: { deep: { type: 'string' } } },
    Status: { type: 'string', nullable: true, example: null },
    // Stripe lists "" first in an enum to mean "unset".
    Holder: { type: 'string', enum: ['', 'company', 'individual'] },
  };
  const withExample = docWith('/Messages', 'post', {
    requestBody: {
      content: {
        'application/x-www-form-urlencoded': {
          schema: { type: 'object', required: ['To'], properties },
          example: { To: '+15558675310', Body: 'Hello' },
        },
      },
    },
  });
  assert.deepEqual((callOf(withExample, '/Messages', 'post').body as { fields: unknown }).fields, [
    ['To', '+15558675310'],
    ['Body', 'Hello'],
  ]);
  const fromSchema = docWith('/Calls', 'post', {
    requestBody: {
      content: {
        'application/x-www-form-urlencoded': {
          schema: { type: 'object', required: ['To', 'Record', 'Status', 'Holder'], properties },
        },
      },
    },
  });
  const fields = (callOf(fromSchema, '/Calls', 'post').body as { fields: [string, string][] })
    .fields;
  assert.ok(fields.length > 0);
  for (const [name, value] of fields) assert.notEqual(value, '', `${name} is sent empty`);
  assert.deepEqual(Object.fromEntries(fields).Record, 'true');
  assert.deepEqual(Object.fromEntries(fields).Method, 'GET');
  assert.deepEqual(Object.fromEntries(fields).Holder, 'company');
});

test('a depth limit never writes null for a required non-nullable field; allOf and oneOf wrappers are no depth', () => {
  // Eight nested objects, each wrapped in allOf and oneOf, every field required.
  let inner: Schema = {
    type: 'object',
    required: ['leaf'],
    properties: { leaf: { type: 'string' } },
  };
  for (let i = 0; i < 8; i++)
    inner = {
      type: 'object',
      required: ['child', 'optional_free'],
      properties: {
        child: { allOf: [{ oneOf: [inner] }] },
        optional_free: { type: 'integer', minimum: 3 },
        maybe: { type: 'string' },
      },
    };
  const value = exampleFor(inner, 'request');
  const nulls: string[] = [];
  const walk = (v: unknown, at: string) => {
    if (v === null) nulls.push(at);
    else if (v && typeof v === 'object')
      for (const [k, x] of Object.entries(v)) walk(x, `${at}/${k}`);
  };
  walk(value, '');
  assert.deepEqual(nulls, []);
  // The wrappers did not cost depth: the first levels are all there, with their required fields.
  let level = value as Record<string, unknown>;
  for (let i = 0; i < 5; i++) {
    assert.equal(level.optional_free, 3, `level ${i}`);
    assert.equal(level.maybe, 'string', `level ${i} is walked, not stopped`);
    level = level.child as Record<string, unknown>;
  }
  // A required field a cycle stops at keeps a value of its type; an optional one is left out.
  const node: Schema = { type: 'object', required: ['name', 'parent'], properties: {} };
  node.properties = {
    name: { type: 'string' },
    parent: node,
    sibling: node,
    nullable_parent: { ...node, nullable: true },
  };
  const cyclic = exampleFor(node, 'request') as Record<string, unknown>;
  assert.equal(cyclic.name, 'string');
  assert.ok(!('sibling' in cyclic));
  const parent = cyclic.parent as Record<string, unknown>;
  assert.equal(typeof parent, 'object');
  assert.notEqual(parent, null);
});

test('a discriminator mapping gives the sample its value', () => {
  const cat: Schema = {
    type: 'object',
    required: ['kind'],
    properties: { kind: { type: 'string' }, meows: { type: 'boolean' } },
  };
  const dog: Schema = { type: 'object', properties: { kind: { type: 'string' } } };
  const doc = docWith('/pets', 'post', {
    requestBody: {
      content: {
        'application/json': {
          schema: {
            oneOf: [cat, dog],
            discriminator: {
              propertyName: 'kind',
              mapping: { 'house-cat': '#/components/schemas/Cat', dog: '#/components/schemas/Dog' },
            },
          },
        },
      },
    },
  });
  (doc as { components?: unknown }).components = { schemas: { Cat: cat, Dog: dog } };
  const body = callOf(doc, '/pets', 'post').body as { value: Record<string, unknown> };
  assert.equal(body.value.kind, 'house-cat');
  // Without a mapping the variant's component name is its value; a child of a discriminated base names itself.
  const pet: Schema = {
    type: 'object',
    required: ['petType'],
    properties: { petType: { type: 'string' } },
    discriminator: { propertyName: 'petType' },
  };
  const lizard: Schema = {
    allOf: [pet, { type: 'object', properties: { scales: { type: 'integer' } } }],
  };
  const names = new Map<Schema, string>([
    [pet, 'Pet'],
    [lizard, 'Lizard'],
  ]);
  assert.equal((exampleFor(lizard, 'request', { names }) as { petType: string }).petType, 'Lizard');
});

test('a string body without format: binary is sent as text; a binary one is read from a file', () => {
  const hex = docWith('/utils/txs/evaluate', 'post', {
    requestBody: {
      content: { 'application/cbor': { schema: { type: 'string' }, example: '84a3' } },
    },
  });
  assert.deepEqual(callOf(hex, '/utils/txs/evaluate', 'post').body, {
    kind: 'text',
    mediaType: 'application/cbor',
    text: '84a3',
  });
  const samples = samplesOf(hex, '/utils/txs/evaluate', 'post');
  assert.match(code(samples, 'curl'), /--data-binary 84a3/);
  assert.match(code(samples, 'python'), /data="84a3"/);
  const bytes = docWith('/upload', 'post', {
    requestBody: {
      content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
    },
  });
  assert.equal(callOf(bytes, '/upload', 'post').body?.kind, 'file');
  assert.match(code(samplesOf(bytes, '/upload', 'post'), 'python'), /read_bytes\(\)/);
});

test("a '!' in the curl sample's double-quoted URL steps out of the quotes, and bash reads the URL back", async () => {
  const { spawnSync } = await import('node:child_process');
  const doc = docWith(
    '/say/{word}',
    'get',
    {
      parameters: [{ name: 'word', in: 'path', required: true, example: 'hi!' }],
      security: [{ key: [] }],
    },
    { components: { securitySchemes: { key: { type: 'apiKey', in: 'query', name: 'key' } } } },
  );
  const first = code(samplesOf(doc, '/say/{word}', 'get'), 'curl').split(' \\\n')[0]!;
  assert.equal(first, `curl "https://api.test/v1/say/hi"'!'"?key=$KEY"`);
  const word = first.slice('curl '.length);
  const read = spawnSync('bash', ['-c', `printf %s ${word}`], {
    env: { ...process.env, KEY: 'secret' },
    encoding: 'utf8',
  });
  assert.match(read.stdout, /^https:\/\/api\.test\/v1\/say\/hi!\?key=secret$/);
});
