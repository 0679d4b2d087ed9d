// The JavaScript sample: Node 20's fetch in an ES module (top-level await),
// secrets from process.env, files read with node:fs.
import type { HttpCall } from './http-call.js';
import { basicCredential, headerLines, queryCredentials, type Piece } from './secret-text.js';

export function jsString(text: string): string {
  return `'${text
    .replace(/[\\']/g, '\\$&')
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')}'`;
}

function jsText(pieces: Piece[]): string {
  if (pieces.every((p) => typeof p === 'string')) return jsString(pieces.join(''));
  if (pieces.length === 1) return `process.env.${(pieces[0] as { env: string }).env}`;
  return `\`${pieces.map((p) => (typeof p === 'string' ? p.replace(/[\\`]|\$\{/g, (m) => `\\${m}`) : `\${process.env.${p.env}}`)).join('')}\``;
}

function indent(text: string, by: string): string {
  return text.replace(/\n/g, `\n${by}`);
}

export function javascriptSample(call: HttpCall): string {
  const imports: string[] = [];
  const pre: string[] = [];
  const options: string[] = [];
  let target = jsString(call.url);
  const inQuery = queryCredentials(call);
  if (inQuery.length) {
    pre.push(
      `const url = new URL(${target});`,
      ...inQuery.map((c) => `url.searchParams.set(${jsString(c.name)}, process.env.${c.env});`),
    );
    target = 'url';
  }
  if (call.method !== 'GET') options.push(`method: ${jsString(call.method)},`);
  const headers = headerLines(call).map((h) => `${jsString(h.name)}: ${jsText(h.value)},`);
  const basic = basicCredential(call);
  if (basic)
    headers.unshift(
      `Authorization: \`Basic \${Buffer.from(\`\${process.env.${basic.userEnv}}:\${process.env.${basic.passwordEnv}}\`).toString('base64')}\`,`,
    );
  if (headers.length)
    options.push(`headers: {\n${headers.map((h) => `    ${h}`).join('\n')}\n  },`);
  const body = call.body;
  if (body?.kind === 'json')
    options.push(`body: JSON.stringify(${indent(JSON.stringify(body.value, null, 2), '  ')}),`);
  if (body?.kind === 'text') options.push(`body: ${jsString(body.text)},`);
  if (body?.kind === 'form')
    options.push(
      `body: new URLSearchParams([\n${body.fields.map(([k, v]) => `    [${jsString(k)}, ${jsString(v)}],`).join('\n')}\n  ]),`,
    );
  if (body?.kind === 'file') {
    imports.push("import { readFile } from 'node:fs/promises';");
    options.push(`body: await readFile(${jsString(body.file)}),`);
  }
  if (body?.kind === 'multipart') {
    if (body.parts.some((p) => 'file' in p)) imports.push("import { openAsBlob } from 'node:fs';");
    pre.push('const form = new FormData();');
    for (const part of body.parts) {
      if ('file' in part)
        pre.push(
          `form.append(${jsString(part.name)}, await openAsBlob(${jsString(part.file)}, { type: ${jsString(part.contentType)} }), ${jsString(part.file)});`,
        );
      else if (part.contentType)
        pre.push(
          `form.append(${jsString(part.name)}, new Blob([${jsString(part.value)}], { type: ${jsString(part.contentType)} }));`,
        );
      else pre.push(`form.append(${jsString(part.name)}, ${jsString(part.value)});`);
    }
    options.push('body: form,');
  }
  const read =
    call.response === 'json'
      ? 'console.log(await response.json());'
      : call.response === 'text'
        ? 'console.log(await response.text());'
        : 'console.log(response.status);';
  // Node's fetch takes a client certificate only through an undici Agent, a package of its own.
  const tls = call.clientCertificate;
  if (tls)
    pre.unshift(
      `// Mutual TLS: send the client certificate ${tls.cert} (key ${tls.key}) with fetch's \`dispatcher\`: new Agent({ connect: { cert, key } }) of the undici package.`,
    );
  const request = options.length
    ? `const response = await fetch(${target}, {\n${options.map((o) => `  ${o}`).join('\n')}\n});`
    : `const response = await fetch(${target});`;
  return [
    ...imports,
    ...(imports.length ? [''] : []),
    ...pre,
    ...(pre.length ? [''] : []),
    request,
    'if (!response.ok) throw new Error(`HTTP ${response.status}: ${await response.text()}`);',
    read,
  ].join('\n');
}
