// What came back, shown to the reader: status and time, the headers the browser
// lets a page read, and the body (JSON indented and coloured, a long body cut
// with a button for the rest); or, when the browser got no answer, what most
// likely happened and the curl to run instead. Never an empty success.
import { h } from './dom.js';

/** Longest body shown before "Show all". */
const shownChars = 20_000;

export type Failure = 'timeout' | 'cors' | 'network' | 'mixed-content';

const explanations: Record<Failure, string> = {
  timeout:
    'The server did not answer within 30 seconds, so the request was cancelled. It may still have been processed. Run the curl command below to wait longer.',
  cors: 'The server answered, but it does not allow pages from this site to read its answer (CORS), so the browser blocked it. Run the curl command below instead, or use the API from your own code.',
  network:
    'The browser could not reach the server (network, DNS or certificate problem, or the server refused the connection). Check the selected server and run the curl command below to see the details.',
  'mixed-content':
    'This page was loaded over HTTPS and the selected server uses plain HTTP: the browser does not send such requests. Choose an HTTPS server, or run the curl command below.',
};

function statusNote(status: number): string | undefined {
  if (status === 401 || status === 403)
    return 'The server refused the credentials: check the key and that it belongs to the selected server.';
  if (status >= 400 && status < 500)
    return 'The server refused the request: check the parameters and the body against this page.';
  if (status >= 500) return 'The server failed while answering: try again later.';
  return undefined;
}

/** JSON text with its keys, strings, numbers and literals in spans (text nodes only). */
function highlighted(json: string): Node[] {
  const out: Node[] = [];
  const token =
    /("(?:[^"\\]|\\.)*")(\s*:)?|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)|\b(true|false|null)\b/g;
  let last = 0;
  for (let m = token.exec(json); m; m = token.exec(json)) {
    if (m.index > last) out.push(document.createTextNode(json.slice(last, m.index)));
    const kind = m[1] ? (m[2] ? 'key' : 'string') : m[3] ? 'number' : 'literal';
    out.push(h('span', { class: `try-it__json-${kind}` }, m[1] ?? m[3] ?? m[4]!));
    if (m[2]) out.push(document.createTextNode(m[2]));
    last = m.index + m[0].length;
  }
  out.push(document.createTextNode(json.slice(last)));
  return out;
}

function bodyView(text: string, contentType: string): HTMLElement {
  let shown = text;
  let json = false;
  if (/json/i.test(contentType) || /^\s*[[{]/.test(text))
    try {
      shown = JSON.stringify(JSON.parse(text), null, 2);
      json = true;
    } catch {
      // Not JSON after all: shown as it came.
    }
  const code = h('code', {});
  const pre = h(
    'pre',
    { class: 'try-it__body', tabindex: '0', 'aria-label': 'Response body' },
    code,
  );
  const fill = (all: boolean) => {
    const part = all ? shown : shown.slice(0, shownChars);
    code.replaceChildren(...(json && part.length <= 200_000 ? highlighted(part) : [part]));
  };
  fill(false);
  if (shown.length <= shownChars) return pre;
  const more = h(
    'button',
    { type: 'button', class: 'button try-it__more' },
    `Show all (${shown.length.toLocaleString('en')} characters)`,
  );
  more.addEventListener('click', () => {
    fill(true);
    more.remove();
  });
  return h('div', {}, pre, more);
}

function curlView(curl: string): HTMLElement {
  return h(
    'div',
    { class: 'try-it__curl' },
    h('p', { class: 'try-it__label' }, 'The request as curl (secrets as variables)'),
    h('pre', { tabindex: '0', 'aria-label': 'The request as curl' }, h('code', {}, curl)),
  );
}

export async function answerView(
  response: Response,
  ms: number,
  curl: string,
): Promise<HTMLElement> {
  const text = await response.text();
  const note = statusNote(response.status);
  const headers = Array.from(response.headers.entries());
  return h(
    'div',
    { class: 'try-it__answer' },
    h(
      'p',
      { class: `try-it__status try-it__status--${response.ok ? 'ok' : 'error'}` },
      `${response.status} ${response.statusText}`.trim(),
      h('span', { class: 'try-it__time' }, ` · ${Math.round(ms)} ms`),
    ),
    note ? h('p', { class: 'try-it__explanation' }, note) : null,
    h(
      'details',
      { class: 'try-it__headers' },
      h('summary', {}, `Response headers (${headers.length})`),
      h('dl', {}, ...headers.flatMap(([k, v]) => [h('dt', {}, k), h('dd', {}, v)])),
    ),
    text ? bodyView(text, response.headers.get('content-type') ?? '') : h('p', {}, 'No body.'),
    curlView(curl),
  );
}

export function failureView(failure: Failure, curl: string, extra: string[] = []): HTMLElement {
  return h(
    'div',
    { class: 'try-it__answer try-it__answer--failed', 'data-failure': failure },
    h('p', { class: 'try-it__status try-it__status--error' }, 'No answer'),
    h('p', { class: 'try-it__explanation' }, explanations[failure]),
    ...extra.map((line) => h('p', { class: 'try-it__explanation' }, line)),
    curlView(curl),
  );
}
