// The cURL sample: one command, one option per line.
import { shellQuote } from '../../shared/shell-word.js';
import type { HttpCall } from './http-call.js';
import { basicCredential, headerLines, queryCredentials, type Piece } from './secret-text.js';

/**
 * A double-quoted shell word, so `$VARIABLES` in it expand and nothing else does. A `!`
 * steps out into single quotes (`"a"'!'"b"`): inside double quotes an interactive bash
 * reads it as history expansion, and samples are pasted into one.
 */
function doubleQuoted(pieces: Piece[]): string {
  const text = pieces.map((p, i) => {
    if (typeof p === 'string') return p.replace(/[\\"$`]/g, '\\$&').replace(/!/g, `"'!'"`);
    // $NAME reads best; braces only where the next character would join the name.
    const next = pieces[i + 1];
    return typeof next === 'string' && /^\w/.test(next) ? `\${${p.env}}` : `$${p.env}`;
  });
  return `"${text.join('')}"`;
}

function quoted(pieces: Piece[]): string {
  return pieces.every((p) => typeof p === 'string')
    ? shellQuote(pieces.join(''))
    : doubleQuoted(pieces);
}

export function curlSample(call: HttpCall): string {
  const url: Piece[] = [call.url];
  for (const c of queryCredentials(call))
    url.push(`${url.length > 1 || call.url.includes('?') ? '&' : '?'}${c.name}=`, { env: c.env });
  // The URL is always double-quoted (its query has `&`), which keeps it one token for the highlighter too.
  const lines = [`curl ${doubleQuoted(url)}`];
  // curl reads {a,b} and [1-9] in a URL as patterns; a placeholder or a deepObject query is meant literally.
  if (/[{}[\]]/.test(call.url)) lines.push('  --globoff');
  if (call.method === 'HEAD') lines.push('  --head');
  else if (call.method !== 'GET' || call.body) lines.push(`  -X ${call.method}`);
  const tls = call.clientCertificate;
  if (tls) lines.push(`  --cert ${shellQuote(tls.cert)}`, `  --key ${shellQuote(tls.key)}`);
  const basic = basicCredential(call);
  if (basic)
    lines.push(`  -u ${doubleQuoted([{ env: basic.userEnv }, ':', { env: basic.passwordEnv }])}`);
  for (const h of headerLines(call)) lines.push(`  -H ${quoted([`${h.name}: `, ...h.value])}`);
  const body = call.body;
  if (body?.kind === 'json')
    lines.push(`  --data ${shellQuote(JSON.stringify(body.value, null, 2))}`);
  if (body?.kind === 'text') lines.push(`  --data-binary ${shellQuote(body.text)}`);
  if (body?.kind === 'file') lines.push(`  --data-binary ${shellQuote(`@${body.file}`)}`);
  if (body?.kind === 'form')
    for (const [name, value] of body.fields)
      lines.push(`  --data-urlencode ${shellQuote(`${name}=${value}`)}`);
  if (body?.kind === 'multipart') {
    for (const part of body.parts) {
      // --form-string sends text as is; -F would read a value starting with @ or < as a file.
      lines.push(
        'file' in part
          ? `  -F ${shellQuote(`${part.name}=@${part.file};type=${part.contentType}`)}`
          : `  --form-string ${shellQuote(`${part.name}=${part.value}`)}`,
      );
    }
  }
  return lines.join(' \\\n');
}
