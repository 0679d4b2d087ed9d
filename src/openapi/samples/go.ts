// The Go sample: net/http from the standard library. Imports are collected from
// what the code uses, so the program compiles (Go rejects unused imports).
import type { HttpCall } from './http-call.js';
import { basicCredential, headerLines, queryCredentials, type Piece } from './secret-text.js';

/** A Go string literal: JSON's escapes are valid Go escapes. */
export function goString(text: string): string {
  return JSON.stringify(text);
}

/** Multi-line text as a raw string where it can be one (no backquote in it). */
function goText(text: string): string {
  return text.includes('`') || text.includes('\r') ? goString(text) : `\`${text}\``;
}

function goPieces(pieces: Piece[], imports: Set<string>): string {
  return pieces
    .map((p) => {
      if (typeof p === 'string') return goString(p);
      imports.add('os');
      return `os.Getenv(${goString(p.env)})`;
    })
    .join('+');
}

const check = ['\tif err != nil {', '\t\tpanic(err)', '\t}'];

export function goSample(call: HttpCall): string {
  const imports = new Set(['fmt', 'net/http']);
  const pre: string[] = [];
  const after: string[] = [];
  let bodyExpr = 'nil';
  const body = call.body;
  if (body?.kind === 'json' || body?.kind === 'text') {
    imports.add('strings');
    pre.push(
      `\tbody := strings.NewReader(${goText(body.kind === 'json' ? JSON.stringify(body.value, null, 2) : body.text)})`,
    );
    bodyExpr = 'body';
  }
  if (body?.kind === 'form') {
    imports.add('strings').add('net/url');
    pre.push(
      '\tform := url.Values{}',
      ...body.fields.map(([k, v]) => `\tform.Add(${goString(k)}, ${goString(v)})`),
      '\tbody := strings.NewReader(form.Encode())',
    );
    after.push('\treq.Header.Set("Content-Type", "application/x-www-form-urlencoded")');
    bodyExpr = 'body';
  }
  if (body?.kind === 'file') {
    imports.add('os');
    pre.push(`\tbody, err := os.Open(${goString(body.file)})`, ...check, '\tdefer body.Close()');
    bodyExpr = 'body';
  }
  if (body?.kind === 'multipart') {
    imports.add('bytes').add('mime/multipart');
    pre.push('\tvar body bytes.Buffer', '\tform := multipart.NewWriter(&body)');
    const files = body.parts.filter((p) => 'file' in p).length;
    let n = 0;
    for (const part of body.parts) {
      if ('file' in part) {
        imports.add('os');
        const suffix = files > 1 ? String(++n) : '';
        pre.push(
          `\tdata${suffix}, err := os.ReadFile(${goString(part.file)})`,
          ...check,
          `\tpart${suffix}, err := form.CreateFormFile(${goString(part.name)}, ${goString(part.file)})`,
          ...check,
          `\tif _, err := part${suffix}.Write(data${suffix}); err != nil {`,
          '\t\tpanic(err)',
          '\t}',
        );
      } else {
        pre.push(
          `\tif err := form.WriteField(${goString(part.name)}, ${goString(part.value)}); err != nil {`,
          '\t\tpanic(err)',
          '\t}',
        );
      }
    }
    pre.push('\tif err := form.Close(); err != nil {', '\t\tpanic(err)', '\t}');
    after.push('\treq.Header.Set("Content-Type", form.FormDataContentType())');
    bodyExpr = '&body';
  }
  const inQuery = queryCredentials(call);
  if (inQuery.length) {
    imports.add('os');
    after.push(
      '\tquery := req.URL.Query()',
      ...inQuery.map((c) => `\tquery.Set(${goString(c.name)}, os.Getenv(${goString(c.env)}))`),
      '\treq.URL.RawQuery = query.Encode()',
    );
  }
  const basic = basicCredential(call);
  if (basic) {
    imports.add('os');
    after.push(
      `\treq.SetBasicAuth(os.Getenv(${goString(basic.userEnv)}), os.Getenv(${goString(basic.passwordEnv)}))`,
    );
  }
  for (const h of headerLines(call))
    after.push(`\treq.Header.Set(${goString(h.name)}, ${goPieces(h.value, imports)})`);
  const read =
    call.response === 'none'
      ? ['\tfmt.Println(res.Status)']
      : [
          '\tout, err := io.ReadAll(res.Body)',
          ...check,
          '\tfmt.Println(res.Status)',
          '\tfmt.Println(string(out))',
        ];
  if (call.response !== 'none') imports.add('io');
  const tls = call.clientCertificate;
  let client = 'http.DefaultClient';
  if (tls) {
    imports.add('crypto/tls');
    pre.push(
      `\tcert, err := tls.LoadX509KeyPair(${goString(tls.cert)}, ${goString(tls.key)})`,
      ...check,
      '\tclient := &http.Client{Transport: &http.Transport{TLSClientConfig: &tls.Config{Certificates: []tls.Certificate{cert}}}}',
    );
    client = 'client';
  }
  const newRequest = `\treq, err := http.NewRequest(${goString(call.method)}, ${goString(call.url)}, ${bodyExpr})`;
  return [
    'package main',
    '',
    'import (',
    ...[...imports].sort().map((i) => `\t"${i}"`),
    ')',
    '',
    'func main() {',
    ...pre,
    newRequest,
    ...check,
    ...after,
    `\tres, err := ${client}.Do(req)`,
    ...check,
    '\tdefer res.Body.Close()',
    ...read,
    '}',
  ].join('\n');
}
