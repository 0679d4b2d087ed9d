// What came back, shown to the reader: status and time, the headers the browser
// lets a page read, and the body (JSON indented and coloured, a long body cut
// with a button for the rest); or, when the browser got no answer, what most
// likely happened and the curl to run instead. Never an empty success.
import { h } from './dom.js';
import { tryItTexts } from './texts.js';
import { fillText } from '../../src/shared/label-parts.js';

/** Longest body shown before "Show all". */
const shownChars = 20_000;

export type Failure = 'timeout' | 'cors' | 'network' | 'mixed-content';

/** The label that says why no answer came. */
const explanations = {
  timeout: 'tryItTimeout',
  cors: 'tryItCors',
  network: 'tryItNetwork',
  'mixed-content': 'tryItMixedContent',
} as const satisfies Record<Failure, string>;

function statusNote(status: number): string | undefined {
  const labels = tryItTexts();
  if (status === 401 || status === 403) return labels.tryItRefusedCredentials;
  if (status >= 400 && status < 500) return labels.tryItRefusedRequest;
  if (status >= 500) return labels.tryItServerFailed;
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
    { class: 'try-it__body', tabindex: '0', 'aria-label': tryItTexts().tryItResponseBody },
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
    fillText(tryItTexts().tryItShowAll, { count: shown.length.toLocaleString('en') }),
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
    h('p', { class: 'try-it__label' }, tryItTexts().tryItCurl),
    h('pre', { tabindex: '0', 'aria-label': tryItTexts().tryItCurlName }, h('code', {}, curl)),
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
      h('summary', {}, fillText(tryItTexts().tryItResponseHeaders, { count: `${headers.length}` })),
      h('dl', {}, ...headers.flatMap(([k, v]) => [h('dt', {}, k), h('dd', {}, v)])),
    ),
    text
      ? bodyView(text, response.headers.get('content-type') ?? '')
      : h('p', {}, tryItTexts().tryItNoBody),
    curlView(curl),
  );
}

export function failureView(failure: Failure, curl: string, extra: string[] = []): HTMLElement {
  return h(
    'div',
    { class: 'try-it__answer try-it__answer--failed', 'data-failure': failure },
    h('p', { class: 'try-it__status try-it__status--error' }, tryItTexts().tryItNoAnswer),
    h('p', { class: 'try-it__explanation' }, tryItTexts()[explanations[failure]]),
    ...extra.map((line) => h('p', { class: 'try-it__explanation' }, line)),
    curlView(curl),
  );
}
