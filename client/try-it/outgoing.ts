// The request model (src/shared/request/, the one the samples are written from)
// turned into what fetch sends, with the reader's secrets put where the
// credentials say; and the same request as a curl command with every secret
// left as an environment variable, so the page never shows a key.
import type { Credential, RequestModel } from '../../src/shared/request/request-model.js';

/** The reader's secrets, by the credentials' `env` names. */
export type Secrets = Record<string, string>;

/** Files the reader chose, by multipart part name (or '' for a whole binary body). */
export type Files = Map<string, File>;

interface Outgoing {
  url: string;
  init: RequestInit & { headers: [string, string][] };
  /** What a browser cannot send to another site (cookies): the reader runs the curl for those. */
  unsendable: string[];
}

function queryCredentials(credentials: Credential[]) {
  return credentials.filter((c): c is Extract<Credential, { in: 'query' }> => c.in === 'query');
}

function withQuery(url: string, pairs: [string, string][]): string {
  if (pairs.length === 0) return url;
  const query = pairs
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

export function outgoing(
  model: RequestModel,
  secrets: Secrets,
  files: Files,
  proxy?: string,
): Outgoing {
  const headers: [string, string][] = [...model.headers];
  const unsendable: string[] = model.cookies.map(([name]) => `the cookie ${name}`);
  for (const c of model.credentials) {
    if (c.in === 'header') headers.push([c.name, `${c.prefix}${secrets[c.env] ?? ''}`]);
    else if (c.in === 'basic')
      headers.push([
        'Authorization',
        `Basic ${btoa(unescape(encodeURIComponent(`${secrets[c.userEnv] ?? ''}:${secrets[c.passwordEnv] ?? ''}`)))}`,
      ]);
    else if (c.in === 'cookie') unsendable.push(`the cookie ${c.name}`);
  }
  const url = withQuery(
    model.url,
    queryCredentials(model.credentials).map((c) => [c.name, secrets[c.env] ?? '']),
  );
  let body: BodyInit | undefined;
  const b = model.body;
  if (b?.kind === 'json') body = JSON.stringify(b.value);
  else if (b?.kind === 'text') body = b.text;
  else if (b?.kind === 'form') body = new URLSearchParams(b.fields);
  else if (b?.kind === 'file') body = files.get('') ?? new Blob([]);
  else if (b?.kind === 'multipart') {
    const form = new FormData();
    for (const part of b.parts) {
      if ('file' in part) {
        const file = files.get(part.name);
        if (file) form.append(part.name, file, file.name);
      } else
        form.append(
          part.name,
          part.contentType ? new Blob([part.value], { type: part.contentType }) : part.value,
        );
    }
    body = form;
  }
  return {
    url: proxy ? `${proxy}${url}` : url,
    init: { method: model.method, headers, ...(body !== undefined ? { body } : {}) },
    unsendable,
  };
}

/** A shell word: bare when plain, else single-quoted. */
function word(text: string): string {
  return /^[A-Za-z0-9_@%+=:,./-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}

/**
 * Text for inside a shell's double quotes: nothing in it expands or ends them. A `!` steps
 * out of them into single quotes (`"a"'!'"b"`): inside double quotes an interactive bash
 * would read it as a history expansion.
 */
const quote = (s: string) => s.replace(/[\\"$`]/g, '\\$&').replace(/!/g, `"'!'"`);

/** Double-quoted so `$NAME` expands: for text that holds a secret's variable. */
function withVariable(before: string, env: string, after = ''): string {
  return `"${quote(before)}\${${env}}${quote(after)}"`;
}

/** The request as a curl command; secrets as `${ENV}` variables, files by their names. */
export function curlCommand(model: RequestModel, files: Files, proxy?: string): string {
  const lines: string[] = [];
  const queryCreds = queryCredentials(model.credentials);
  let url = word(`${proxy ?? ''}${model.url}`);
  if (queryCreds.length) {
    const joined = queryCreds.map(
      (c, i) => `${i || model.url.includes('?') ? '&' : '?'}${quote(c.name)}=\${${c.env}}`,
    );
    // The URL is quoted too: a server the reader chose or typed may hold `"`, `$` or a backquote.
    url = `"${quote((proxy ?? '') + model.url)}${joined.join('')}"`;
  }
  lines.push(`curl -X ${model.method} ${url}`);
  for (const [name, value] of model.headers) lines.push(`-H ${word(`${name}: ${value}`)}`);
  for (const c of model.credentials) {
    if (c.in === 'header') lines.push(`-H ${withVariable(`${c.name}: ${c.prefix}`, c.env)}`);
    else if (c.in === 'basic') lines.push(`-u "\${${c.userEnv}}:\${${c.passwordEnv}}"`);
    else if (c.in === 'cookie') lines.push(`--cookie ${withVariable(`${c.name}=`, c.env)}`);
  }
  for (const [name, value] of model.cookies) lines.push(`--cookie ${word(`${name}=${value}`)}`);
  const b = model.body;
  if (b?.kind === 'json') lines.push(`--data-raw ${word(JSON.stringify(b.value))}`);
  else if (b?.kind === 'text') lines.push(`--data-raw ${word(b.text)}`);
  else if (b?.kind === 'form')
    lines.push(`--data-raw ${word(new URLSearchParams(b.fields).toString())}`);
  else if (b?.kind === 'file')
    lines.push(`--data-binary ${word(`@${files.get('')?.name ?? 'body.bin'}`)}`);
  else if (b?.kind === 'multipart')
    for (const part of b.parts)
      lines.push(
        'file' in part
          ? `-F ${word(`${part.name}=@${files.get(part.name)?.name ?? part.file};type=${part.contentType}`)}`
          : `-F ${word(`${part.name}=${part.value}${part.contentType ? `;type=${part.contentType}` : ''}`)}`,
      );
  return lines.join(' \\\n  ');
}
