// The Rust sample: reqwest on tokio. Its first lines name the crates and every
// cargo feature the code needs (multipart only where a form is sent).
import type { HttpCall } from './http-call.js';
import { basicCredential, headerLines, queryCredentials, type Piece } from './secret-text.js';

/** A Rust string literal; control characters as \u{..} escapes (JSON's \uXXXX is not Rust). */
export function rustString(text: string): string {
  return `"${text.replace(/[\\"]/g, '\\$&').replace(/[\u0000-\u001f\u007f]/g, (c) => (c === '\n' ? '\\n' : c === '\t' ? '\\t' : c === '\r' ? '\\r' : `\\u{${c.charCodeAt(0).toString(16)}}`))}"`;
}

/** A raw string with enough `#`s that nothing inside can end it. */
function rawString(text: string): string {
  let hashes = '#';
  while (text.includes(`"${hashes}`)) hashes += '#';
  return `r${hashes}"${text}"${hashes}`;
}

function rustText(pieces: Piece[]): string {
  if (pieces.every((p) => typeof p === 'string')) return rustString(pieces.join(''));
  if (pieces.length === 1)
    return `std::env::var(${rustString((pieces[0] as { env: string }).env)})?`;
  const format = pieces
    .map((p) => (typeof p === 'string' ? p.replace(/[{}]/g, '$&$&') : '{}'))
    .join('');
  const args = pieces
    .filter((p): p is { env: string } => typeof p !== 'string')
    .map((p) => `std::env::var(${rustString(p.env)})?`);
  return `format!(${rustString(format)}, ${args.join(', ')})`;
}

const builderMethods = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD']);

export function rustSample(call: HttpCall): string {
  const features: string[] = [];
  const pre: string[] = [];
  const chain: string[] = [];
  const method = builderMethods.has(call.method)
    ? `.${call.method.toLowerCase()}(${rustString(call.url)})`
    : `.request(reqwest::Method::${call.method}, ${rustString(call.url)})`;
  const inQuery = queryCredentials(call);
  if (inQuery.length)
    chain.push(
      `.query(&[${inQuery.map((c) => `(${rustString(c.name)}, std::env::var(${rustString(c.env)})?)`).join(', ')}])`,
    );
  const basic = basicCredential(call);
  if (basic)
    chain.push(
      `.basic_auth(std::env::var(${rustString(basic.userEnv)})?, Some(std::env::var(${rustString(basic.passwordEnv)})?))`,
    );
  for (const h of headerLines(call))
    chain.push(`.header(${rustString(h.name)}, ${rustText(h.value)})`);
  const body = call.body;
  if (body?.kind === 'json') chain.push(`.body(${rawString(JSON.stringify(body.value, null, 2))})`);
  if (body?.kind === 'text') chain.push(`.body(${rustString(body.text)})`);
  if (body?.kind === 'file') chain.push(`.body(std::fs::read(${rustString(body.file)})?)`);
  if (body?.kind === 'form')
    chain.push(
      `.form(&[${body.fields.map(([k, v]) => `(${rustString(k)}, ${rustString(v)})`).join(', ')}])`,
    );
  if (body?.kind === 'multipart') {
    features.push('multipart');
    pre.push('    let form = reqwest::multipart::Form::new()');
    for (const part of body.parts) {
      if ('file' in part) {
        pre.push(
          `        .part(${rustString(part.name)}, reqwest::multipart::Part::bytes(std::fs::read(${rustString(part.file)})?).file_name(${rustString(part.file)}).mime_str(${rustString(part.contentType)})?)`,
        );
      } else if (part.contentType) {
        pre.push(
          `        .part(${rustString(part.name)}, reqwest::multipart::Part::text(${rustString(part.value)}).mime_str(${rustString(part.contentType)})?)`,
        );
      } else {
        pre.push(`        .text(${rustString(part.name)}, ${rustString(part.value)})`);
      }
    }
    pre[pre.length - 1] += ';';
    chain.push('.multipart(form)');
  }
  const reqwest = features.length
    ? `reqwest = { version = "0.12", features = [${features.map((f) => `"${f}"`).join(', ')}] }`
    : 'reqwest = "0.12"';
  const read =
    call.response === 'none'
      ? '    println!("{}", response.status());'
      : '    println!("{}", response.text().await?);';
  return [
    '// Cargo.toml',
    '// [dependencies]',
    `// ${reqwest}`,
    '// tokio = { version = "1", features = ["macros", "rt-multi-thread"] }',
    '#[tokio::main]',
    'async fn main() -> Result<(), Box<dyn std::error::Error>> {',
    ...pre,
    ...(call.clientCertificate
      ? [
          `    // Mutual TLS: build the client with reqwest::Client::builder().identity(reqwest::Identity::from_pem(&pem)?), pem being ${call.clientCertificate.cert} followed by ${call.clientCertificate.key} (cargo feature "rustls-tls").`,
        ]
      : []),
    '    let response = reqwest::Client::new()',
    `        ${method}`,
    ...chain.map((c) => `        ${c}`),
    '        .send()',
    '        .await?',
    '        .error_for_status()?;',
    read,
    '    Ok(())',
    '}',
  ].join('\n');
}
