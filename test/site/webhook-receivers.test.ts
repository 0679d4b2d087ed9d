// Runs the Express and Flask webhook receivers of "Using Webhooks" as the page
// shows them, with the verifiers of "Check signatures" beside them, against
// requests signed the way Blockfrost signs. Express and Flask are not installed
// here, so each runs under a small stand-in that records the route and hands it a
// request: what is tested is the page's handler code and the real verifier.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { codeBlock } from './code-samples.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const pages = 'content/start-building/webhooks';
const read = (name: string) => readFileSync(path.join(root, pages, name), 'utf8');
const block = (name: string, title: string) => codeBlock(`${pages}/${name}`, read(name), title);

const authToken = 'c2f1e0d9-8b7a-4c6d-9e5f-4a3b2c1d0e9f';
let dir: string;
let body: string;

function signed(raw: string, token = authToken): string {
  const t = Math.floor(Date.now() / 1000);
  return `t=${t},v1=${createHmac('sha256', token).update(`${t}.${raw}`).digest('hex')}`;
}

before(() => {
  mkdirSync(path.join(root, 'test-results'), { recursive: true });
  dir = mkdtempSync(path.join(root, 'test-results', 'receivers-'));
  body = JSON.stringify(JSON.parse(block('webhooks-events.md', 'block event')));
});
after(() => rmSync(dir, { recursive: true, force: true }));

interface Answer {
  status: number;
  body: unknown;
}

test('the Express receiver answers 400 without a signature header, 400 for a bad one and 200 for a signed body', async () => {
  const app = path.join(dir, 'express-app');
  mkdirSync(path.join(app, 'node_modules', 'express'), { recursive: true });
  // Stand-in for express: records the POST handlers and exposes them to the test.
  writeFileSync(
    path.join(app, 'node_modules', 'express', 'package.json'),
    '{ "name": "express", "type": "module", "main": "index.js" }\n',
  );
  writeFileSync(
    path.join(app, 'node_modules', 'express', 'index.js'),
    `export default function express() {
  const app = { routes: {}, post(route, ...handlers) { app.routes[route] = handlers; }, listen(port, ready) { app.port = port; } };
  globalThis.__expressApp = app;
  return app;
}
express.raw = (options) => (req, res, next) => next();
`,
  );
  writeFileSync(
    path.join(app, 'verify-webhook-signature.mjs'),
    block('webhooks-signatures.md', 'verify-webhook-signature.mjs'),
  );
  writeFileSync(
    path.join(app, 'webhook-server.mjs'),
    block('using-webhooks.md', 'webhook-server.mjs'),
  );
  process.env.WEBHOOK_AUTH_TOKEN = authToken;
  await import(pathToFileURL(path.join(app, 'webhook-server.mjs')).href);
  const server = (
    globalThis as {
      __expressApp?: {
        routes: Record<string, Array<(req: unknown, res: unknown) => unknown>>;
        port: number;
      };
    }
  ).__expressApp!;
  // The server read both when it loaded; the next test file of the run's process must not see them.
  delete process.env.WEBHOOK_AUTH_TOKEN;
  delete (globalThis as { __expressApp?: unknown }).__expressApp;
  assert.equal(server.port, 6666);
  const handler = server.routes['/webhook']!.at(-1)!;

  const call = (header: string | undefined, raw: string): Answer => {
    const answer: Answer = { status: 200, body: undefined };
    const res = {
      status(code: number) {
        answer.status = code;
        return res;
      },
      send(text: unknown) {
        answer.body = text;
        return res;
      },
      json(value: unknown) {
        answer.body = value;
        return res;
      },
    };
    handler(
      {
        header: (name: string) =>
          name.toLowerCase() === 'blockfrost-signature' ? header : undefined,
        body: Buffer.from(raw),
      },
      res,
    );
    return answer;
  };

  assert.deepEqual(call(undefined, body), {
    status: 400,
    body: 'missing Blockfrost-Signature header',
  });
  assert.deepEqual(call(signed(body, 'another-token'), body), {
    status: 400,
    body: 'invalid signature',
  });
  assert.deepEqual(call(signed(body), body.replace('"block"', '"epoch"')), {
    status: 400,
    body: 'invalid signature',
  });
  assert.deepEqual(call(signed(body), body), { status: 200, body: { processed: true } });
});

test('the Flask receiver answers 400 without a signature header, 400 for a bad one and 200 for a signed body', () => {
  const app = path.join(dir, 'flask-app');
  mkdirSync(app, { recursive: true });
  // Stand-in for flask: a route decorator that keeps the view, and a request object the test fills in.
  writeFileSync(
    path.join(app, 'flask.py'),
    `class _Request:
    headers = {}
    data = b""
    def get_data(self):
        return self.data
    def get_json(self):
        import json
        return json.loads(self.data)

request = _Request()

class Flask:
    views = {}
    def __init__(self, name):
        pass
    def route(self, rule, methods=None):
        def register(view):
            Flask.views[rule] = view
            return view
        return register
    def run(self, port=None):
        raise RuntimeError("the receiver must not start a server when imported")
`,
  );
  writeFileSync(
    path.join(app, 'verify_webhook_signature.py'),
    block('webhooks-signatures.md', 'verify_webhook_signature.py'),
  );
  writeFileSync(
    path.join(app, 'webhook_server.py'),
    block('using-webhooks.md', 'webhook_server.py'),
  );
  const cases = [
    { header: null, body },
    { header: signed(body, 'another-token'), body },
    { header: signed(body), body: body.replace('"block"', '"epoch"') },
    { header: signed(body), body },
  ];
  const driver = `
import json, sys
sys.path.insert(0, ${JSON.stringify(app)})
import flask, webhook_server
view = flask.Flask.views["/webhook"]
out = []
for case in json.loads(sys.stdin.read()):
    flask.request.headers = {} if case["header"] is None else {"Blockfrost-Signature": case["header"]}
    flask.request.data = case["body"].encode()
    answer = view()
    out.append(list(answer) if isinstance(answer, tuple) else [answer, 200])
print(json.dumps(out))
`;
  const run = spawnSync('python3', ['-c', driver], {
    input: JSON.stringify(cases),
    encoding: 'utf8',
    env: { ...process.env, WEBHOOK_AUTH_TOKEN: authToken },
  });
  assert.equal(run.status, 0, run.stderr);
  const lines = run.stdout.trim().split('\n');
  assert.deepEqual(JSON.parse(lines.at(-1)!), [
    ['missing Blockfrost-Signature header', 400],
    ['invalid signature', 400],
    ['invalid signature', 400],
    [{ processed: true }, 200],
  ]);
});

test('the Python verifier of "Check signatures" accepts a signed body and rejects a missing or broken header', () => {
  const file = path.join(dir, 'verify_webhook_signature.py');
  writeFileSync(file, block('webhooks-signatures.md', 'verify_webhook_signature.py'));
  const headers = [signed(body), null, '', 't=abc,v1=00', signed(body, 'another-token')];
  const driver = `
import json, sys
sys.path.insert(0, ${JSON.stringify(dir)})
from verify_webhook_signature import verify_webhook_signature
body, headers, token = json.loads(sys.stdin.read())
print(json.dumps([verify_webhook_signature(body.encode(), h, token) for h in headers]))
`;
  const run = spawnSync('python3', ['-c', driver], {
    input: JSON.stringify([body, headers, authToken]),
    encoding: 'utf8',
  });
  assert.equal(run.status, 0, run.stderr);
  assert.deepEqual(JSON.parse(run.stdout), [true, false, false, false, false]);
});
