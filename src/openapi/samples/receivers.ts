// Samples for a request the API sends (a 3.1 webhook, a callback): each language
// shows a small HTTP handler on the reader's machine, and cURL sends it a test
// delivery of the example payload.
import { buildRequest, type RequestBody } from '../../shared/request/request-model.js';
import { curlSample } from './curl.js';
import { goString } from './go.js';
import { jsString } from './javascript.js';
import { pyString } from './python.js';
import { requestBody } from './request-body.js';
import { rustString } from './rust.js';
import type { SampleDocument, SampleOperation } from './sample-input.js';
import { sampleLanguages } from './index.js';
import type { RequestSample } from '../../types.js';
import { asciiKebab } from '../slugs.js';

/** Where the stubs listen: the reader's own machine. */
export const receiverOrigin = 'http://127.0.0.1:3000';

/** What a receiver expects: the route it listens on, the method, the headers it reads and the payload. */
export interface Delivery {
  method: string;
  /** `/webhooks/new-pet`: a route on the reader's server, from the webhook's or callback's name. */
  route: string;
  /** Header parameters the document names, with an example value each. */
  headers: [string, string][];
  body?: RequestBody;
}

/** The delivery of a webhook (`kind` 'webhooks') or a callback ('callbacks') named `name`. */
export function delivery(
  op: SampleOperation,
  doc: SampleDocument,
  kind: 'webhooks' | 'callbacks',
  name: string,
): Delivery {
  const headers = op.parameters
    .filter((p) => p && p.in === 'header' && typeof p.name === 'string')
    .map((p): [string, string] => {
      const value = p.example ?? p.schema?.example ?? p.schema?.enum?.[0] ?? p.schema?.default;
      return [p.name, value === undefined ? `{${p.name}}` : String(value)];
    });
  return {
    method: op.method.toUpperCase(),
    route: `/${kind}/${asciiKebab(name.replace(/([a-z0-9])([A-Z])/g, '$1-$2')) || 'event'}`,
    headers,
    body: requestBody(op, { names: doc.names }),
  };
}

const isJson = (body: RequestBody | undefined) => body?.kind === 'json';

/** A test delivery of the example payload to the reader's receiver. */
function curlDelivery(d: Delivery): string {
  return curlSample(
    buildRequest({
      method: d.method,
      server: receiverOrigin,
      path: d.route,
      parameters: d.headers.map(([name, value]) => ({ parameter: { name, in: 'header' }, value })),
      credentials: [],
      body: d.body,
      response: 'none',
    }),
  );
}

function javascriptReceiver(d: Delivery): string {
  const read = isJson(d.body)
    ? "const payload = JSON.parse(Buffer.concat(chunks).toString('utf8'));"
    : "const payload = Buffer.concat(chunks).toString('utf8');";
  return [
    "import { createServer } from 'node:http';",
    '',
    'createServer(async (req, res) => {',
    `  if (req.method !== ${jsString(d.method)} || req.url !== ${jsString(d.route)}) {`,
    '    res.writeHead(404).end();',
    '    return;',
    '  }',
    '  const chunks = [];',
    '  for await (const chunk of req) chunks.push(chunk);',
    `  ${read}`,
    ...d.headers.map(
      ([name]) =>
        `  console.log(${jsString(`${name}:`)}, req.headers[${jsString(name.toLowerCase())}]);`,
    ),
    '  console.log(payload);',
    '  res.writeHead(200).end();',
    "}).listen(3000, '127.0.0.1');",
  ].join('\n');
}

function pythonReceiver(d: Delivery): string {
  const method = d.method.toUpperCase().replace(/[^A-Z]/g, '');
  return [
    ...(isJson(d.body) ? ['import json'] : []),
    'from http.server import BaseHTTPRequestHandler, HTTPServer',
    '',
    '',
    'class Receiver(BaseHTTPRequestHandler):',
    `    def do_${method}(self):`,
    `        if self.path != ${pyString(d.route)}:`,
    '            self.send_error(404)',
    '            return',
    '        length = int(self.headers.get("Content-Length", 0))',
    isJson(d.body)
      ? '        payload = json.loads(self.rfile.read(length))'
      : '        payload = self.rfile.read(length).decode()',
    ...d.headers.map(
      ([name]) => `        print(${pyString(`${name}:`)}, self.headers.get(${pyString(name)}))`,
    ),
    '        print(payload)',
    '        self.send_response(200)',
    '        self.end_headers()',
    '',
    '',
    'HTTPServer(("127.0.0.1", 3000), Receiver).serve_forever()',
  ].join('\n');
}

function goReceiver(d: Delivery): string {
  const json = isJson(d.body);
  const imports = [...(json ? ['encoding/json'] : []), 'fmt', 'io', 'net/http'];
  return [
    'package main',
    '',
    'import (',
    ...imports.map((i) => `\t"${i}"`),
    ')',
    '',
    'func main() {',
    `\thttp.HandleFunc(${goString(d.route)}, func(w http.ResponseWriter, r *http.Request) {`,
    `\t\tif r.Method != ${goString(d.method)} {`,
    '\t\t\tw.WriteHeader(http.StatusMethodNotAllowed)',
    '\t\t\treturn',
    '\t\t}',
    '\t\tbody, err := io.ReadAll(r.Body)',
    '\t\tif err != nil {',
    '\t\t\thttp.Error(w, err.Error(), http.StatusBadRequest)',
    '\t\t\treturn',
    '\t\t}',
    ...(json
      ? [
          '\t\tvar payload any',
          '\t\tif err := json.Unmarshal(body, &payload); err != nil {',
          '\t\t\thttp.Error(w, err.Error(), http.StatusBadRequest)',
          '\t\t\treturn',
          '\t\t}',
        ]
      : ['\t\tpayload := string(body)']),
    ...d.headers.map(
      ([name]) => `\t\tfmt.Println(${goString(`${name}:`)}, r.Header.Get(${goString(name)}))`,
    ),
    '\t\tfmt.Println(payload)',
    '\t\tw.WriteHeader(http.StatusOK)',
    '\t})',
    '\tif err := http.ListenAndServe("127.0.0.1:3000", nil); err != nil {',
    '\t\tpanic(err)',
    '\t}',
    '}',
  ].join('\n');
}

const axumRoutes = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'trace']);

function rustReceiver(d: Delivery): string {
  const method = d.method.toLowerCase();
  const route = axumRoutes.has(method) ? method : 'post';
  return [
    '// Cargo.toml',
    '// [dependencies]',
    '// axum = "0.7"',
    '// tokio = { version = "1", features = ["macros", "rt-multi-thread"] }',
    'use axum::{http::HeaderMap, routing, Router};',
    '',
    `async fn receive(${d.headers.length ? 'headers' : '_headers'}: HeaderMap, body: String) -> &'static str {`,
    ...d.headers.map(
      ([name]) =>
        `    println!("{} {:?}", ${rustString(`${name}:`)}, headers.get(${rustString(name.toLowerCase())}));`,
    ),
    '    println!("{}", body);',
    '    "ok"',
    '}',
    '',
    '#[tokio::main]',
    'async fn main() -> Result<(), Box<dyn std::error::Error>> {',
    `    let app = Router::new().route(${rustString(d.route)}, routing::${route}(receive));`,
    '    let listener = tokio::net::TcpListener::bind("127.0.0.1:3000").await?;',
    '    axum::serve(listener, app).await?;',
    '    Ok(())',
    '}',
  ].join('\n');
}

const receivers: Record<(typeof sampleLanguages)[number]['value'], (d: Delivery) => string> = {
  curl: curlDelivery,
  js: javascriptReceiver,
  python: pythonReceiver,
  go: goReceiver,
  rust: rustReceiver,
};

/** A receiver in each language (cURL: a test delivery to it), with the tab values of the request samples. */
export function receiverSamples(d: Delivery): RequestSample[] {
  return sampleLanguages.map(({ label, value, lang }) => ({
    label,
    value,
    lang,
    code: receivers[value](d),
    origin: 'generated',
  }));
}
