// The "Try it" console of an operation page (loaded on the first press of its
// button): server, credentials, parameters and body as a form built from the
// operation's data (src/openapi/try-it-data.ts), sent with fetch as the shared
// request model says, the answer shown below. Nothing is sent but on Send, and
// only to the server the reader selected (or the site's proxy, which the
// console names).
import type { TryItOperation, TryItParameter, TryItScheme } from '../../src/types.js';
import {
  buildRequest,
  type Credential,
  type RequestBody,
} from '../../src/shared/request/request-model.js';
import { answerView, failureView, type Failure } from './answer.js';
import { checkJson } from './body-check.js';
import { forget, keep, recalled, type StorageAccess } from './credentials-store.js';
import { field, h, select, uniqueId, type Field } from './dom.js';
import { curlCommand, outgoing, type Files, type Secrets } from './outgoing.js';
import type { ServerMatch } from './server-match.js';
import { serverSection } from './servers.js';
import { tryItTexts } from './texts.js';
import { fillText } from '../../src/shared/label-parts.js';

interface ConsoleOptions {
  /** URL of the operation's data. */
  src: string;
  /** The API source: remembered credentials are kept per source. */
  source: string;
  storage: StorageAccess;
  /** The server remembered for this source (its URL), if any. */
  server: string | null;
  /**
   * Remembers a newly chosen server and has the samples follow it; not remembered, only this
   * page's samples show it. False when the samples cannot show it (their quoting would not
   * keep it as it is) and keep their own server.
   */
  chooseServer(url: string, remember: boolean): boolean;
  /** The server the page's samples show before any choice. */
  sampleServer?: string;
  /** Server matching, the launcher's (server-match.ts). */
  serverMatch: ServerMatch;
}

const timeoutMs = 30_000;

/** A parameter's field label, by where it is sent. */
const fieldIn = {
  query: 'tryItInQuery',
  path: 'tryItInPath',
  header: 'tryItInHeader',
  cookie: 'tryItInCookie',
} as const;

export async function openConsole(host: HTMLElement, options: ConsoleOptions): Promise<void> {
  host.replaceChildren(h('p', { role: 'status' }, tryItTexts().tryItLoading));
  let op: TryItOperation;
  try {
    const response = await fetch(options.src);
    if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
    op = (await response.json()) as TryItOperation;
  } catch (error) {
    host.replaceChildren(h('p', { role: 'alert' }, tryItTexts().tryItOperationFailed));
    console.error('[docgen] Try it:', error);
    return;
  }
  host.replaceChildren(consoleForm(op, options));
}

/** A form value as the request model takes it: lists split at commas, JSON objects parsed. */
function parameterValue(p: TryItParameter, text: string): unknown {
  if (p.type === 'array') return text.split(',').map((s) => s.trim());
  if (p.type === 'object')
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  return text;
}

function parameterControl(p: TryItParameter): Field {
  const enumValues = p.enum ?? (p.type === 'boolean' ? ['true', 'false'] : undefined);
  const control =
    enumValues && p.type !== 'array'
      ? select(
          [
            {
              value: '',
              label: p.required ? tryItTexts().tryItChoose : tryItTexts().tryItNotSent,
            },
            ...enumValues.map((v) => ({ value: v, label: v })),
          ],
          p.required && p.example && enumValues.includes(p.example) ? p.example : '',
        )
      : h('input', {
          type: 'text',
          autocomplete: 'off',
          spellcheck: 'false',
          placeholder: p.example,
        });
  const hints = [
    p.description,
    p.type === 'array'
      ? p.enum
        ? fillText(tryItTexts().tryItListHintValues, { values: p.enum.join(', ') })
        : tryItTexts().tryItListHint
      : undefined,
    p.type === 'object' ? tryItTexts().tryItObjectHint : undefined,
  ].filter(Boolean);
  return field(fillText(tryItTexts()[fieldIn[p.in]], { name: p.name }), control, {
    required: p.required,
    hint: hints.join(' ') || undefined,
  });
}

interface AuthState {
  root: HTMLElement;
  /** The credentials of the chosen alternative, and the secrets for them (problems shown at their fields). */
  read(): { credentials: Credential[]; secrets: Secrets } | undefined;
}

function secretInputs(credential: Credential): { env: string; label: string; secret: boolean }[] {
  if (credential.in === 'basic')
    return [
      { env: credential.userEnv, label: tryItTexts().tryItUserName, secret: false },
      { env: credential.passwordEnv, label: tryItTexts().tryItPassword, secret: true },
    ];
  return [
    {
      env: credential.env,
      label: credential.in === 'header' ? credential.name : `${credential.name} (${credential.in})`,
      secret: true,
    },
  ];
}

function authSection(op: TryItOperation, options: ConsoleOptions): AuthState | undefined {
  const { source, storage } = options;
  if (op.security.length === 0 || op.security.every((a) => a.length === 0)) return undefined;
  const { secrets, remembered } = recalled(storage, source);
  const fields = new Map<string, Field>();
  const inputs = h('div', { class: 'try-it__group' });
  const label = (alt: TryItScheme[]) =>
    alt.length
      ? alt.map((s) => s.label).join(tryItTexts().tryItAnd)
      : tryItTexts().tryItNoAuthentication;
  const choice =
    op.security.length > 1
      ? field(
          tryItTexts().tryItAuthenticateWith,
          select(op.security.map((alt, i) => ({ value: String(i), label: label(alt) }))),
        )
      : undefined;
  const chosen = () => op.security[Number(choice?.control.value ?? 0)] ?? [];
  const show = () => {
    fields.clear();
    inputs.replaceChildren();
    for (const scheme of chosen())
      for (const credential of scheme.credentials)
        for (const input of secretInputs(credential)) {
          const control = h('input', {
            type: input.secret ? 'password' : 'text',
            autocomplete: 'off',
            spellcheck: 'false',
          });
          control.value = secrets[input.env] ?? '';
          control.addEventListener('input', () => {
            secrets[input.env] = control.value;
          });
          const f = field(
            scheme.credentials.length > 1 || credential.in === 'basic'
              ? `${scheme.label}: ${input.label}`
              : scheme.label,
            control,
            { required: true },
          );
          fields.set(input.env, f);
          inputs.append(f.root);
        }
  };
  choice?.control.addEventListener('change', show);
  show();
  const rememberBox = h('input', { type: 'checkbox', id: uniqueId('remember') });
  rememberBox.checked = remembered;
  const forgetButton = h(
    'button',
    { type: 'button', class: 'button try-it__forget', hidden: !remembered },
    tryItTexts().tryItForget,
  );
  forgetButton.addEventListener('click', () => {
    forget(storage, source);
    for (const k of Object.keys(secrets)) delete secrets[k];
    for (const f of fields.values()) f.control.value = '';
    rememberBox.checked = false;
    forgetButton.hidden = true;
  });
  rememberBox.addEventListener('change', () => {
    keep(storage, source, secrets, rememberBox.checked);
    forgetButton.hidden = !rememberBox.checked;
  });
  const root = h(
    'fieldset',
    { class: 'try-it__fieldset' },
    h('legend', {}, tryItTexts().tryItAuthentication),
    choice?.root,
    inputs,
    h(
      'div',
      { class: 'try-it__remember' },
      rememberBox,
      h('label', { for: rememberBox.id }, tryItTexts().tryItRemember),
      forgetButton,
    ),
    h(
      'p',
      { class: 'try-it__hint' },
      tryItTexts()[op.proxy ? 'tryItCredentialsNoteProxy' : 'tryItCredentialsNote'],
    ),
  );
  return {
    root,
    read() {
      const credentials = chosen().flatMap((s) => s.credentials);
      let ok = true;
      for (const [env, f] of fields) {
        const missing = !secrets[env];
        f.problem(missing ? tryItTexts().tryItRequiredProblem : '');
        ok &&= !missing;
      }
      if (!ok) return undefined;
      keep(storage, source, secrets, rememberBox.checked);
      return { credentials, secrets: { ...secrets } };
    },
  };
}

interface BodyState {
  root: HTMLElement;
  read(files: Files): RequestBody | undefined | false;
}

function bodySection(op: TryItOperation): BodyState | undefined {
  if (!op.body) return undefined;
  const media = op.body.media;
  const typeChoice =
    media.length > 1
      ? field(
          tryItTexts().tryItContentType,
          select(media.map((m, i) => ({ value: String(i), label: m.mediaType }))),
        )
      : undefined;
  const editor = h('div', { class: 'try-it__group' });
  let read: BodyState['read'] = () => undefined;
  const show = () => {
    const m = media[Number(typeChoice?.control.value ?? 0)]!;
    editor.replaceChildren();
    if (m.kind === 'json' || m.kind === 'text') {
      const area = h('textarea', { rows: '8', spellcheck: 'false', class: 'try-it__editor' });
      area.value = m.example ?? '';
      const f = field(
        fillText(tryItTexts()[m.kind === 'json' ? 'tryItBodyJson' : 'tryItBodyText'], {
          type: m.mediaType,
        }),
        area,
        {
          required: op.body!.required,
        },
      );
      editor.append(f.root);
      read = () => {
        if (!area.value.trim() && !op.body!.required) return undefined;
        if (m.kind === 'text') return { kind: 'text', mediaType: m.mediaType, text: area.value };
        const checked = checkJson(area.value, m.check);
        f.problem(checked.problem ?? '');
        return checked.problem
          ? false
          : { kind: 'json', mediaType: m.mediaType, value: checked.value };
      };
    } else if (m.kind === 'file') {
      const input = h('input', { type: 'file' });
      const f = field(fillText(tryItTexts().tryItBodyFile, { type: m.mediaType }), input, {
        required: op.body!.required,
      });
      editor.append(f.root);
      read = (files) => {
        const file = input.files?.[0];
        f.problem(!file && op.body!.required ? tryItTexts().tryItChooseFile : '');
        if (!file) return op.body!.required ? false : undefined;
        files.set('', file);
        return { kind: 'file', mediaType: m.mediaType, file: file.name };
      };
    } else {
      const controls = (m.fields ?? []).map((fd) => {
        const control = fd.binary
          ? h('input', { type: 'file' })
          : fd.enum
            ? select(
                [
                  { value: '', label: tryItTexts().tryItNotSent },
                  ...fd.enum.map((v) => ({ value: v, label: v })),
                ],
                fd.value ?? '',
              )
            : h('input', {
                type: 'text',
                autocomplete: 'off',
                spellcheck: 'false',
                value: fd.value,
              });
        const f = field(fd.name, control, { required: fd.required });
        editor.append(f.root);
        return { fd, f };
      });
      read = (files) => {
        let ok = true;
        const fields: [string, string][] = [];
        const parts: Extract<RequestBody, { kind: 'multipart' }>['parts'] = [];
        for (const { fd, f } of controls) {
          const file = f.control instanceof HTMLInputElement ? f.control.files?.[0] : undefined;
          const value = f.control.value;
          const missing = fd.required && (fd.binary ? !file : !value);
          f.problem(missing ? tryItTexts().tryItRequiredProblem : '');
          ok &&= !missing;
          if (fd.binary && file) {
            files.set(fd.name, file);
            parts.push({
              name: fd.name,
              file: file.name,
              contentType: fd.contentType ?? (file.type || 'application/octet-stream'),
            });
          } else if (!fd.binary && value) {
            fields.push([fd.name, value]);
            parts.push({
              name: fd.name,
              value,
              ...(fd.contentType ? { contentType: fd.contentType } : {}),
            });
          }
        }
        if (!ok) return false;
        return m.kind === 'form'
          ? { kind: 'form', mediaType: m.mediaType, fields }
          : { kind: 'multipart', mediaType: m.mediaType, parts };
      };
    }
  };
  typeChoice?.control.addEventListener('change', show);
  show();
  return {
    root: h(
      'fieldset',
      { class: 'try-it__fieldset' },
      h('legend', {}, tryItTexts().tryItBody),
      typeChoice?.root,
      editor,
    ),
    read: (files) => read(files),
  };
}

const local = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])([:/]|$)/;

/** Why the browser got no answer: a request the server can be reached without credentials means CORS. */
async function diagnose(url: string): Promise<Failure> {
  try {
    await fetch(new URL(url).origin, {
      mode: 'no-cors',
      credentials: 'omit',
      cache: 'no-store',
      signal: AbortSignal.timeout(10_000),
    });
    return 'cors';
  } catch {
    return 'network';
  }
}

function consoleForm(op: TryItOperation, options: ConsoleOptions): HTMLElement {
  // Says why the samples did not follow the chosen server.
  const samplesNote = h('p', { class: 'try-it__hint', role: 'status', hidden: true });
  const servers = serverSection(op.servers, {
    stored: options.server,
    storedBase: options.storage.read(options.serverMatch.baseKey(options.source)),
    sampleServer: options.sampleServer,
    chosen(url, how) {
      // The base first: the samples match a relative server's choice against it.
      if (how.base !== undefined)
        options.storage.write(options.serverMatch.baseKey(options.source), how.base);
      const shown = options.chooseServer(url, how.remember);
      samplesNote.hidden = shown;
      samplesNote.textContent = shown ? '' : fillText(tryItTexts().tryItSamplesKeepServer, { url });
    },
    changed: () => sendState(),
    match: options.serverMatch,
  });
  const auth = authSection(op, options);
  const params = op.parameters
    .filter((p) => !(p.in === 'header' && /^(accept|content-type|authorization)$/i.test(p.name)))
    .map((p) => ({ p, f: parameterControl(p) }));
  const body = bodySection(op);
  const send = h(
    'button',
    { type: 'submit', class: 'button button--primary try-it__send' },
    fillText(tryItTexts().tryItSend, { method: op.method }),
  );
  const waiting = h('p', { class: 'try-it__hint', id: uniqueId('send') });
  send.setAttribute('aria-describedby', waiting.id);
  // Send waits for a server the request can go to, and says what it waits for.
  function sendState() {
    const problem = servers.problem();
    send.disabled = problem !== undefined;
    waiting.textContent = problem ?? '';
    waiting.hidden = problem === undefined;
  }
  // The answer is not live (a screen reader would read all of it): a short status says
  // what came back, and the reader moves on to the details.
  const result = h('div', { class: 'try-it__result' });
  const status = h('p', { class: 'visually-hidden', role: 'status' });
  // While a request runs Send stays focusable (aria-disabled, not disabled): a disabled
  // button drops the keyboard's focus to the page's body.
  let busy = false;
  function setBusy(on: boolean) {
    busy = on;
    if (on) send.setAttribute('aria-disabled', 'true');
    else send.removeAttribute('aria-disabled');
  }
  const form = h(
    'form',
    { class: 'try-it__form', novalidate: true },
    h('h3', { class: 'try-it__title' }, tryItTexts().tryIt),
    op.proxy
      ? h(
          'p',
          { class: 'try-it__hint try-it__proxy' },
          fillText(tryItTexts().tryItProxyNote, { proxy: op.proxy }),
        )
      : null,
    servers.root,
    samplesNote,
    auth?.root,
    params.length
      ? h(
          'fieldset',
          { class: 'try-it__fieldset' },
          h('legend', {}, tryItTexts().tryItParameters),
          ...params.map(({ f }) => f.root),
        )
      : null,
    body?.root,
    waiting,
    send,
  );
  sendState();
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (busy) return;
    let ok = true;
    const values: { parameter: TryItParameter; value: unknown }[] = [];
    for (const { p, f } of params) {
      const text = f.control.value.trim();
      f.problem(p.required && !text ? tryItTexts().tryItRequiredProblem : '');
      if (p.required && !text) ok = false;
      else if (text) values.push({ parameter: p, value: parameterValue(p, text) });
    }
    const server = servers.url();
    if (server === undefined) return;
    const files: Files = new Map();
    const credentials = auth ? auth.read() : { credentials: [], secrets: {} };
    const sentBody = body?.read(files);
    if (!ok || !credentials || sentBody === false) {
      form.querySelector<HTMLElement>('[aria-invalid=true]')?.focus();
      return;
    }
    const model = buildRequest({
      method: op.method,
      server,
      path: op.path,
      parameters: values,
      credentials: credentials.credentials,
      body: sentBody,
    });
    void run(model, credentials.secrets, files);
  });
  async function run(model: ReturnType<typeof buildRequest>, secrets: Secrets, files: Files) {
    const curl = curlCommand(model, files, op.proxy);
    const out = outgoing(model, secrets, files, op.proxy);
    const extra = out.unsendable.length
      ? [
          fillText(tryItTexts().tryItUnsendable, {
            headers: out.unsendable.join(tryItTexts().tryItOr),
          }),
        ]
      : [];
    if (location.protocol === 'https:' && /^http:/.test(out.url) && !local.test(out.url)) {
      show(failureView('mixed-content', curl, extra));
      return;
    }
    setBusy(true);
    result.replaceChildren(h('p', {}, tryItTexts().tryItSending));
    status.textContent = '';
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    const started = performance.now();
    try {
      const response = await fetch(out.url, {
        ...out.init,
        signal: controller.signal,
        credentials: 'omit',
        cache: 'no-store',
      });
      const view = await answerView(response, performance.now() - started, curl);
      if (extra.length)
        view.prepend(...extra.map((line) => h('p', { class: 'try-it__explanation' }, line)));
      show(view);
    } catch {
      const failure = controller.signal.aborted ? 'timeout' : await diagnose(out.url);
      show(failureView(failure, curl, extra));
    } finally {
      clearTimeout(timer);
      setBusy(false);
      sendState();
    }
  }
  function show(view: HTMLElement) {
    result.replaceChildren(view);
    status.textContent = summary(view);
  }
  return h('div', { class: 'try-it__console' }, form, status, result);
}

/** The answer in one line: 'Response 201 Created', or 'No answer' and why. */
function summary(view: HTMLElement): string {
  const line = view.querySelector('.try-it__status')?.firstChild?.textContent ?? '';
  if (!view.dataset.failure) return fillText(tryItTexts().tryItResponse, { status: line });
  return fillText(tryItTexts().tryItNoAnswerSummary, {
    status: line,
    reason: view.querySelector('.try-it__explanation')?.textContent ?? '',
  });
}
