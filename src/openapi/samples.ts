// Request samples in several languages. Each is a complete, correct call of the
// operation: its real server, path, example parameters, auth header and body.
import type { ApiOperation } from './operations.js';
import { exampleFor } from './schema-example.js';

export interface RequestSample {
  label: string;
  value: string;
  lang: string;
  code: string;
  /**
   * The same code with `urlPlaceholder` where the URL is, when the URL can be put
   * back into highlighted HTML as plain text (see highlightTemplate): operations of
   * one shape then share a single highlighting.
   */
  template?: { code: string; placeholder: string; value: string };
}

/** Stands for the URL in a sample's template: letters only, so it reads as part of any string literal. */
export const urlPlaceholder = 'DOCGENSAMPLEURL';

interface CallShape {
  url: string;
  method: string;
  headers: [string, string][];
  /** 'json' body text, a binary file, or a multipart file. */
  body?: { kind: 'json'; text: string } | { kind: 'binary'; contentType: string } | { kind: 'multipart'; field: string };
  authHeader?: string;
}

function valueOf(value: unknown, name: string): string {
  if (value === undefined || value === null) return `{${name}}`;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export function callShape(op: ApiOperation): CallShape {
  const server = op.servers[0]?.url ?? '';
  let path = op.path;
  for (const p of op.parameters.filter((p) => p.in === 'path')) {
    path = path.replace(`{${p.name}}`, encodeURIComponent(valueOf(p.example ?? exampleFor(p.schema), p.name)));
  }
  const query = op.parameters
    .filter((p) => p.in === 'query' && (p.required || p.example !== undefined))
    .map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(valueOf(p.example ?? exampleFor(p.schema), p.name))}`);
  const url = `${server.replace(/\/$/, '')}${path}${query.length ? `?${query.join('&')}` : ''}`;
  const auth = op.authHeaders[0]?.name;
  const headers: [string, string][] = [];
  let body: CallShape['body'];
  const media = op.requestBody?.content[0];
  if (media) {
    if (media.mediaType.includes('json')) {
      body = { kind: 'json', text: JSON.stringify(media.example ?? exampleFor(media.schema) ?? {}, null, 2) };
      headers.push(['Content-Type', media.mediaType]);
    } else if (media.mediaType === 'multipart/form-data') {
      body = { kind: 'multipart', field: Object.keys(media.schema?.properties ?? { file: {} })[0] ?? 'file' };
    } else {
      body = { kind: 'binary', contentType: media.mediaType };
      headers.push(['Content-Type', media.mediaType]);
    }
  }
  return { url, method: op.method.toUpperCase(), headers, body, authHeader: auth };
}

const envVar = 'PROJECT_ID';

function curl(c: CallShape): string {
  const lines = [`curl "${c.url}"`];
  if (c.method !== 'GET') lines.push(`  -X ${c.method}`);
  if (c.authHeader) lines.push(`  -H "${c.authHeader}: $${envVar}"`);
  for (const [k, v] of c.headers) lines.push(`  -H "${k}: ${v}"`);
  if (c.body?.kind === 'json') lines.push(`  --data '${c.body.text.replace(/'/g, "'\\''")}'`);
  if (c.body?.kind === 'binary') lines.push('  --data-binary @./tx.cbor');
  if (c.body?.kind === 'multipart') lines.push(`  -F "${c.body.field}=@./README.md"`);
  return lines.join(' \\\n');
}

function js(c: CallShape): string {
  const headers = [...(c.authHeader ? [[c.authHeader, `process.env.${envVar}`] as const] : []), ...c.headers.map(([k, v]) => [k, JSON.stringify(v)] as const)];
  const pre: string[] = [];
  let body = '';
  if (c.body?.kind === 'json') body = `\n  body: JSON.stringify(${c.body.text.replace(/\n/g, '\n  ')}),`;
  if (c.body?.kind === 'binary') {
    pre.push("import { readFile } from 'node:fs/promises';", '', "const tx = await readFile('./tx.cbor');");
    body = '\n  body: tx,';
  }
  if (c.body?.kind === 'multipart') {
    pre.push("import { openAsBlob } from 'node:fs';", '', 'const form = new FormData();', `form.append('${c.body.field}', await openAsBlob('./README.md'), 'README.md');`);
    body = '\n  body: form,';
  }
  return [
    ...pre,
    ...(pre.length ? [''] : []),
    `const response = await fetch('${c.url}', {`,
    `  method: '${c.method}',`,
    `  headers: { ${headers.map(([k, v]) => `'${k}': ${v}`).join(', ')} },${body}`,
    '});',
    'if (!response.ok) throw new Error(`HTTP ${response.status}: ${await response.text()}`);',
    'console.log(await response.json());',
  ].join('\n');
}

function python(c: CallShape): string {
  const headers = [...(c.authHeader ? [`"${c.authHeader}": os.environ["${envVar}"]`] : []), ...c.headers.map(([k, v]) => `"${k}": "${v}"`)];
  const args = [`"${c.url}"`, `headers={${headers.join(', ')}}`];
  const pre: string[] = [];
  if (c.body?.kind === 'json') args.push(`json=${c.body.text.replace(/\btrue\b/g, 'True').replace(/\bfalse\b/g, 'False').replace(/\bnull\b/g, 'None')}`);
  if (c.body?.kind === 'binary') {
    pre.push('with open("tx.cbor", "rb") as f:', '    tx = f.read()', '');
    args.push('data=tx');
  }
  if (c.body?.kind === 'multipart') args.push(`files={"${c.body.field}": open("README.md", "rb")}`);
  return ['import os', 'import requests', '', ...pre, `response = requests.${c.method.toLowerCase()}(${args.join(', ')})`, 'response.raise_for_status()', 'print(response.json())'].join('\n');
}

function go(c: CallShape): string {
  const imports = ['"fmt"', '"io"', '"net/http"', '"os"'];
  let bodyExpr = 'nil';
  const pre: string[] = [];
  if (c.body?.kind === 'json') {
    imports.push('"strings"');
    bodyExpr = `strings.NewReader(\`${c.body.text}\`)`;
  }
  if (c.body?.kind === 'binary') {
    pre.push('\ttx, err := os.Open("tx.cbor")', '\tif err != nil {', '\t\tpanic(err)', '\t}', '\tdefer tx.Close()');
    bodyExpr = 'tx';
  }
  let contentType: string | undefined;
  if (c.body?.kind === 'multipart') {
    imports.push('"bytes"', '"mime/multipart"');
    pre.push('\tvar buf bytes.Buffer', '\tform := multipart.NewWriter(&buf)', `\tpart, _ := form.CreateFormFile("${c.body.field}", "README.md")`, '\tfile, err := os.Open("README.md")', '\tif err != nil {', '\t\tpanic(err)', '\t}', '\tio.Copy(part, file)', '\tform.Close()');
    bodyExpr = '&buf';
    contentType = 'form.FormDataContentType()';
  }
  const lines = [
    'package main',
    '',
    `import (\n${imports.sort().map((i) => `\t${i}`).join('\n')}\n)`,
    '',
    'func main() {',
    ...pre,
    `\treq, err := http.NewRequest("${c.method}", "${c.url}", ${bodyExpr})`,
    '\tif err != nil {',
    '\t\tpanic(err)',
    '\t}',
    ...(c.authHeader ? [`\treq.Header.Set("${c.authHeader}", os.Getenv("${envVar}"))`] : []),
    ...c.headers.map(([k, v]) => `\treq.Header.Set("${k}", "${v}")`),
    ...(contentType ? [`\treq.Header.Set("Content-Type", ${contentType})`] : []),
    '\tres, err := http.DefaultClient.Do(req)',
    '\tif err != nil {',
    '\t\tpanic(err)',
    '\t}',
    '\tdefer res.Body.Close()',
    '\tbody, _ := io.ReadAll(res.Body)',
    '\tfmt.Println(res.Status, string(body))',
    '}',
  ];
  return lines.join('\n');
}

function rust(c: CallShape): string {
  const lines = ['// Cargo.toml: reqwest = { version = "0.12", features = ["json", "multipart"] }, tokio = { version = "1", features = ["full"] }', '#[tokio::main]', 'async fn main() -> Result<(), Box<dyn std::error::Error>> {'];
  if (c.authHeader) lines.push(`    let project_id = std::env::var("${envVar}")?;`);
  if (c.body?.kind === 'binary') lines.push('    let tx = std::fs::read("tx.cbor")?;');
  if (c.body?.kind === 'multipart') lines.push(`    let form = reqwest::multipart::Form::new().file("${c.body.field}", "README.md").await?;`);
  lines.push(`    let response = reqwest::Client::new()`, `        .${c.method === 'DELETE' ? 'delete' : c.method.toLowerCase()}("${c.url}")`);
  if (c.authHeader) lines.push(`        .header("${c.authHeader}", project_id)`);
  for (const [k, v] of c.headers) lines.push(`        .header("${k}", "${v}")`);
  if (c.body?.kind === 'json') lines.push(`        .body(r#"${c.body.text}"#)`);
  if (c.body?.kind === 'binary') lines.push('        .body(tx)');
  if (c.body?.kind === 'multipart') lines.push('        .multipart(form)');
  lines.push('        .send()', '        .await?', '        .error_for_status()?;', '    println!("{}", response.text().await?);', '    Ok(())', '}');
  return lines.join('\n');
}

export function requestSamples(op: ApiOperation): RequestSample[] {
  const c = callShape(op);
  // A JSON body is code in most of the languages, not text in a string: such samples are highlighted whole.
  const shape = c.body?.kind !== 'json' && !c.url.includes(urlPlaceholder) ? { ...c, url: urlPlaceholder } : undefined;
  const sample = (label: string, value: string, lang: string, write: (c: CallShape) => string): RequestSample => {
    if (!shape) return { label, value, lang, code: write(c) };
    const template = write(shape);
    return { label, value, lang, code: template.replaceAll(urlPlaceholder, () => c.url), template: { code: template, placeholder: urlPlaceholder, value: c.url } };
  };
  return [
    sample('cURL', 'curl', 'bash', curl),
    sample('JavaScript', 'js', 'javascript', js),
    sample('Python', 'python', 'python', python),
    sample('Go', 'go', 'go', go),
    sample('Rust', 'rust', 'rust', rust),
  ];
}
