// Text made of literal pieces and environment variables (`Bearer $TOKEN`,
// `session=$SESSION`), which each language writes its own way.
import type { Credential } from './credentials.js';
import type { HttpCall } from './http-call.js';

export type Piece = string | { env: string };

interface HeaderLine {
  name: string;
  value: Piece[];
}

/** Literal headers, credential headers and the Cookie header, in the order a sample sets them. */
export function headerLines(call: HttpCall): HeaderLine[] {
  const lines: HeaderLine[] = [];
  for (const c of call.credentials)
    if (c.in === 'header')
      lines.push({ name: c.name, value: c.prefix ? [c.prefix, { env: c.env }] : [{ env: c.env }] });
  for (const [name, value] of call.headers) lines.push({ name, value: [value] });
  const cookie: Piece[] = [];
  for (const [name, value] of call.cookies)
    cookie.push(`${cookie.length ? '; ' : ''}${name}=${value}`);
  for (const c of call.credentials)
    if (c.in === 'cookie') cookie.push(`${cookie.length ? '; ' : ''}${c.name}=`, { env: c.env });
  if (cookie.length) lines.push({ name: 'Cookie', value: merge(cookie) });
  return lines;
}

/** Adjacent literal pieces joined into one. */
function merge(pieces: Piece[]): Piece[] {
  const out: Piece[] = [];
  for (const p of pieces) {
    const last = out[out.length - 1];
    if (typeof p === 'string' && typeof last === 'string') out[out.length - 1] = last + p;
    else out.push(p);
  }
  return out;
}

export function queryCredentials(call: HttpCall): Extract<Credential, { in: 'query' }>[] {
  return call.credentials.filter(
    (c): c is Extract<Credential, { in: 'query' }> => c.in === 'query',
  );
}

export function basicCredential(call: HttpCall): Extract<Credential, { in: 'basic' }> | undefined {
  return call.credentials.find((c): c is Extract<Credential, { in: 'basic' }> => c.in === 'basic');
}
