// The console's request from the shared request model: secrets put where each
// credential says (header, query, basic; a cookie only in the curl), a proxy in
// front, and the curl command naming every secret as a variable, never its value.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { buildRequest } from '../../../src/shared/request/request-model.js';
import { curlCommand, outgoing } from '../../../client/try-it/outgoing.js';
import { checkJson } from '../../../client/try-it/body-check.js';

const model = buildRequest({
  method: 'post',
  server: 'https://api.example.com/v1/',
  path: '/pets/{id}',
  parameters: [
    { parameter: { name: 'id', in: 'path' }, value: 'a/b' },
    { parameter: { name: 'tag', in: 'query' }, value: ['x', 'y'] },
  ],
  credentials: [
    { in: 'query', name: 'api_key', env: 'API_KEY' },
    { in: 'basic', userEnv: 'USER', passwordEnv: 'PASS' },
    { in: 'cookie', name: 'session', env: 'SESSION' },
  ],
  body: { kind: 'json', mediaType: 'application/json', value: { name: "it's" } },
});
const secrets = { API_KEY: 'k&1', USER: 'ada', PASS: 'pw', SESSION: 's' };

test('secrets go where the credentials say, through the proxy when there is one', () => {
  const out = outgoing(model, secrets, new Map(), 'https://proxy.example/?u=');
  assert.equal(
    out.url,
    'https://proxy.example/?u=https://api.example.com/v1/pets/a%2Fb?tag=x&tag=y&api_key=k%261',
  );
  assert.equal(out.init.method, 'POST');
  assert.deepEqual(out.init.headers, [
    ['Content-Type', 'application/json'],
    ['Authorization', `Basic ${Buffer.from('ada:pw').toString('base64')}`],
  ]);
  assert.equal(out.init.body, `{"name":"it's"}`);
  assert.deepEqual(out.unsendable, ['the cookie session']);
});

test('the curl command names each secret as a variable and quotes what the shell would read', () => {
  const curl = curlCommand(model, new Map());
  assert.equal(
    curl,
    [
      'curl -X POST "https://api.example.com/v1/pets/a%2Fb?tag=x&tag=y&api_key=${API_KEY}"',
      "-H 'Content-Type: application/json'",
      '-u "${USER}:${PASS}"',
      '--cookie "session=${SESSION}"',
      `--data-raw '{"name":"it'\\''s"}'`,
    ].join(' \\\n  '),
  );
  for (const value of Object.values(secrets)) assert.ok(!curl.includes(`=${value}`));
});

test('a JSON body is checked: parse errors with their line, the type, required fields and their types', () => {
  const check = { type: 'object', required: ['a'], properties: { a: 'integer', b: 'number' } };
  assert.match(checkJson('{\n"a": 1,\n}', check).problem!, /^Not valid JSON \(line 3\)/);
  assert.equal(checkJson('[]', check).problem, 'The body should be a JSON object.');
  assert.equal(checkJson('{}', check).problem, 'Missing required field: a.');
  assert.equal(
    checkJson('{"a": 1.5}', check).problem,
    '"a" should be of type integer, not number.',
  );
  assert.deepEqual(checkJson('{"a": 1, "b": 2}', check), { value: { a: 1, b: 2 } });
});

test("the curl command quotes a chosen server's URL and a key's name that hold shell syntax", () => {
  const hostile = buildRequest({
    method: 'get',
    server: 'https://api.example.com/v3"$(id)`id`\\',
    path: '/notes',
    parameters: [],
    credentials: [{ in: 'query', name: 'k"$(id)', env: 'API_KEY' }],
  });
  assert.equal(
    curlCommand(hostile, new Map()).split(' \\\n')[0],
    `curl -X GET "https://api.example.com/v3\\"\\$(id)\\\`id\\\`\\\\/notes?k\\"\\$(id)=\${API_KEY}"`,
  );
});

test("a '!' in the curl command never sits inside double quotes, and the shell reads the URL back as chosen", () => {
  const request = buildRequest({
    method: 'get',
    server: 'https://api.example.com/v1!x',
    path: '/notes',
    parameters: [],
    credentials: [{ in: 'query', name: 'k!', env: 'API_KEY' }],
  });
  const first = curlCommand(request, new Map()).split(' \\\n')[0]!;
  assert.equal(first, `curl -X GET "https://api.example.com/v1"'!'"x/notes?k"'!'"=\${API_KEY}"`);
  // What bash makes of the word: the URL as chosen, the key from its variable.
  const word = first.slice('curl -X GET '.length);
  const read = spawnSync('bash', ['-c', `printf %s ${word}`], {
    env: { ...process.env, API_KEY: 'secret' },
    encoding: 'utf8',
  });
  assert.equal(read.stdout, 'https://api.example.com/v1!x/notes?k!=secret');
});
