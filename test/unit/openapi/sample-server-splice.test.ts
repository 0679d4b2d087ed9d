// The page swaps a chosen server into its request samples as plain text
// (client/try-it-launcher.ts). That is only right where the swapped text is what the
// build would have written for that server in every language: spliceableServer
// (src/shared/sample-server.ts) must accept no URL for which the two differ.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  requestSamples,
  sampleDocument,
  sampleOperation,
  type RequestSample,
} from '../../../src/openapi/samples/index.js';
import { spliceableServer } from '../../../src/shared/sample-server.js';

const builtFor = 'https://api.test/v1';

/** Every generated sample of `GET /notes` with an API key in a header and one in the query, called at `server`. */
function samplesAt(server: string): RequestSample[] {
  const doc = {
    openapi: '3.1.0',
    servers: [{ url: server }],
    components: {
      securitySchemes: {
        header: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
        query: { type: 'apiKey', in: 'query', name: 'api_key' },
      },
    },
    security: [{ header: [], query: [] }],
    paths: { '/notes': { get: { responses: { 200: { description: 'ok' } } } } },
  };
  const item = doc.paths['/notes'];
  return requestSamples(sampleOperation(doc, item, 'get', '/notes'), sampleDocument(doc));
}

/** The samples built for `builtFor` with `server` swapped in as text, as the page does it. */
const spliced = (server: string) =>
  samplesAt(builtFor).map((s) => s.code.split(builtFor).join(server));

test('a server accepted for splicing reads in every sample exactly as the build would write it', () => {
  const candidates = [
    ...Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)),
    '\t',
    '\n',
    '\u2028',
    'é',
    '。',
  ].map((c) => `https://api.test/a${c}b`);
  let accepted = 0;
  for (const server of candidates) {
    if (!spliceableServer(server)) continue;
    accepted++;
    assert.deepEqual(
      spliced(server),
      samplesAt(server).map((s) => s.code),
      JSON.stringify(server),
    );
  }
  // Letters, digits and `_ . ~ : / % -` pass; the rest keep the samples' own server.
  assert.equal(accepted, 62 + 7);
});

test('the values that planted a command or broke the code in review are refused; plain servers are not', () => {
  for (const hostile of [
    'https://api.example.com/v3"$(id)`id`',
    "https://api.example.com/v2' ; touch /tmp/pwned ; echo '",
    'https://ex"$(id).com',
    'https://files.example.com/my files',
    'https://user:secret@api.test',
    'https://api.test/?v=1',
    'https://api.test#x',
    'https://evil\\.example.com/v1',
    'https://{tenant}.example.com',
    '',
  ])
    assert.equal(spliceableServer(hostile), false, hostile);
  for (const plain of [
    'https://eu.api.example.com:8443/v1',
    'http://localhost:8080/x',
    'https://api.example.com/v1/my%20files',
    'https://cardano-mainnet.blockfrost.io/api/v0',
  ])
    assert.equal(spliceableServer(plain), true, plain);
});
