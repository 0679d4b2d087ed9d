// The console's data of one operation: the security alternatives as the
// credentials the console asks for (OR a choice, AND together, none allowed).
// Its servers are the page's (operation-servers.test.ts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sampleDocument, sampleOperation } from '../../../src/openapi/samples/index.js';
import { tryItOperation } from '../../../src/openapi/try-it-data.js';

const doc = {
  servers: [{ url: 'https://api.example.com' }],
  security: [{ oauth: ['read'], cookie: [] }, { basic: [] }, { oidc: [] }, {}],
  components: {
    securitySchemes: {
      oauth: { type: 'oauth2', flows: {} },
      cookie: { type: 'apiKey', in: 'cookie', name: 'sid' },
      basic: { type: 'http', scheme: 'basic' },
      oidc: { type: 'openIdConnect', openIdConnectUrl: 'https://id.example.com' },
    },
  },
  paths: {
    '/files': {
      servers: [{ url: 'https://upload.example.com/', description: 'Uploads' }],
      post: { responses: {} },
    },
    '/list': { get: { responses: {} } },
  },
};

const data = (path: '/files' | '/list', method: string) =>
  tryItOperation(
    sampleOperation(doc, doc.paths[path] as Record<string, unknown>, method, path),
    sampleDocument(doc),
    { source: {} },
  );

test('security alternatives: schemes of one asked together, OAuth 2 and OpenID as tokens, none allowed', () => {
  const security = data('/list', 'get').security;
  assert.deepEqual(
    security.map((alt) => alt.map((s) => s.label)),
    [
      ['OAuth 2 access token', 'API key (cookie sid)'],
      ['User name and password'],
      ['OpenID Connect access token'],
      [],
    ],
  );
  assert.deepEqual(security[0]![0]!.credentials, [
    { in: 'header', name: 'Authorization', prefix: 'Bearer ', env: 'OAUTH_TOKEN' },
  ]);
  assert.deepEqual(security[1]![0]!.credentials, [
    { in: 'basic', userEnv: 'BASIC_USERNAME', passwordEnv: 'BASIC_PASSWORD' },
  ]);
});

test("a field's hint is its description's first line as plain text: no backticks, stars or tags", () => {
  const described = {
    servers: [
      {
        url: 'https://{region}.example.com',
        variables: { region: { default: 'eu', description: 'The *region*, as `eu` or `us`.' } },
      },
    ],
    paths: {
      '/repos/{repo}': {
        get: {
          parameters: [
            {
              name: 'repo',
              in: 'path',
              required: true,
              description:
                'The name of the repository without the `.git` extension; see [names](https://example.com/names) &amp; <b>case</b>.\n\nSecond paragraph.',
            },
            { name: 'q', in: 'query', description: '<br>' },
          ],
          responses: {},
        },
      },
    },
  };
  const op = tryItOperation(
    sampleOperation(described, described.paths['/repos/{repo}'], 'get', '/repos/{repo}'),
    sampleDocument(described),
    { source: {} },
  );
  assert.deepEqual(
    op.parameters.map((p) => p.description),
    ['The name of the repository without the .git extension; see names & case.', undefined],
  );
  assert.equal(op.servers[0]?.variables?.region?.description, 'The region, as eu or us.');
});
