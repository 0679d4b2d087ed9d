// The Python sample: requests, secrets from os.environ, files read with pathlib.
// JSON becomes a Python literal value by value, so the string "false" stays a string.
import type { HttpCall } from './http-call.js';
import { basicCredential, headerLines, queryCredentials, type Piece } from './secret-text.js';

/** A Python string literal; JSON's escapes are all valid Python escapes. */
export function pyString(text: string): string {
  return JSON.stringify(text);
}

/** A JSON value as a Python literal (True, False, None), indented by four spaces a level. */
function pyLiteral(value: unknown, level: number): string {
  const pad = '    '.repeat(level + 1);
  const end = '    '.repeat(level);
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'string') return pyString(value);
  if (typeof value === 'number') return Number.isFinite(value) ? JSON.stringify(value) : 'None';
  if (Array.isArray(value))
    return value.length
      ? `[\n${value.map((v) => `${pad}${pyLiteral(v, level + 1)},`).join('\n')}\n${end}]`
      : '[]';
  const entries = Object.entries(value as Record<string, unknown>);
  return entries.length
    ? `{\n${entries.map(([k, v]) => `${pad}${pyString(k)}: ${pyLiteral(v, level + 1)},`).join('\n')}\n${end}}`
    : '{}';
}

function pyText(pieces: Piece[]): string {
  return pieces
    .map((p) => (typeof p === 'string' ? pyString(p) : `os.environ[${pyString(p.env)}]`))
    .join(' + ');
}

const namedMethods = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']);

export function pythonSample(call: HttpCall): string {
  let usesEnv = call.credentials.length > 0;
  let usesPath = false;
  const args: string[] = [pyString(call.url)];
  const inQuery = queryCredentials(call);
  if (inQuery.length)
    args.push(
      `params={${inQuery.map((c) => `${pyString(c.name)}: os.environ[${pyString(c.env)}]`).join(', ')}}`,
    );
  const headers = headerLines(call);
  if (headers.length)
    args.push(
      `headers={\n${headers.map((h) => `        ${pyString(h.name)}: ${pyText(h.value)},`).join('\n')}\n    }`,
    );
  const tls = call.clientCertificate;
  if (tls) args.push(`cert=(${pyString(tls.cert)}, ${pyString(tls.key)})`);
  const basic = basicCredential(call);
  if (basic)
    args.push(
      `auth=(os.environ[${pyString(basic.userEnv)}], os.environ[${pyString(basic.passwordEnv)}])`,
    );
  const body = call.body;
  if (body?.kind === 'json') args.push(`json=${pyLiteral(body.value, 1)}`);
  if (body?.kind === 'text') args.push(`data=${pyString(body.text)}`);
  if (body?.kind === 'form')
    args.push(
      `data=[\n${body.fields.map(([k, v]) => `        (${pyString(k)}, ${pyString(v)}),`).join('\n')}\n    ]`,
    );
  if (body?.kind === 'file') {
    usesPath = true;
    args.push(`data=Path(${pyString(body.file)}).read_bytes()`);
  }
  if (body?.kind === 'multipart') {
    // One list keeps the parts in order; (None, text) is a plain field, (name, bytes, type) a file.
    const parts = body.parts.map((part) => {
      if ('file' in part) {
        usesPath = true;
        return `(${pyString(part.name)}, (${pyString(part.file)}, Path(${pyString(part.file)}).read_bytes(), ${pyString(part.contentType)}))`;
      }
      return `(${pyString(part.name)}, (None, ${pyString(part.value)}${part.contentType ? `, ${pyString(part.contentType)}` : ''}))`;
    });
    args.push(`files=[\n${parts.map((p) => `        ${p},`).join('\n')}\n    ]`);
  }
  usesEnv ||= headers.some((h) => h.value.some((p) => typeof p !== 'string'));
  const call_ = namedMethods.has(call.method)
    ? `requests.${call.method.toLowerCase()}(`
    : `requests.request(${pyString(call.method)}, `;
  const request =
    args.length === 1
      ? `response = ${call_}${args[0]})`
      : `response = ${call_}\n${args.map((a) => `    ${a},`).join('\n')}\n)`;
  const read =
    call.response === 'json'
      ? 'print(response.json())'
      : call.response === 'text'
        ? 'print(response.text)'
        : 'print(response.status_code)';
  const stdlib = [
    ...(usesEnv ? ['import os'] : []),
    ...(usesPath ? ['from pathlib import Path'] : []),
  ];
  return [
    ...stdlib,
    ...(stdlib.length ? [''] : []),
    'import requests',
    '',
    request,
    'response.raise_for_status()',
    read,
  ].join('\n');
}
