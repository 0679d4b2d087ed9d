// The server selector: the operation's servers (the document's, or those the site
// names), each server's variables as inputs or choices, the choice remembered
// per API source so that every page and its samples use it. A request goes only to
// a host the page names or the reader types: a relative server (or none) asks for
// the API's base URL, never the docs site's own origin, and Send waits for it.
import type { TryItServer } from '../../src/types.js';
import { field, h, select, uniqueId } from './dom.js';
import { isAbsoluteServer, placeholderHost } from '../../src/shared/server-notes.js';
import type { ServerMatch } from './server-match.js';
import { tryItTexts } from './texts.js';
import { fillText } from '../../src/shared/label-parts.js';

/** A relative server's path as it follows a base URL: `./api` and `/api` alike, as the samples write it. */
const relativePath = (url: string) => url.replace(/^\.?\/*/, '');

/** `base` followed by a relative server's path. */
function underBase(base: string, relative: string): string {
  const path = relativePath(relative).replace(/\/+$/, '');
  return [base.replace(/\/+$/, ''), path].filter(Boolean).join('/');
}

/** The server's URL with `values` in its variables; a relative one under `base`, if typed. */
function resolved(server: TryItServer, values: Record<string, string>, base = ''): string {
  const url = server.url
    .replace(
      /\{([^}]+)\}/g,
      (whole, name: string) => values[name] || server.variables?.[name]?.default || whole,
    )
    .replace(/\/+$/, '');
  return isAbsoluteServer(url) || !base.trim() ? url : underBase(base.trim(), url);
}

/**
 * Whether the server names its host: a `{baseUrl}/v1` whose default is absolute does, and
 * then has no Base URL field that its default would silently override.
 */
const absolute = (server: TryItServer) => isAbsoluteServer(server.url, server.variables);

// A variable without a default (one the document does not declare) starts empty: the reader fills it in.
const defaults = (server: TryItServer) =>
  Object.fromEntries(
    Object.entries(server.variables ?? {}).flatMap(([k, v]) => (v.default ? [[k, v.default]] : [])),
  );

/**
 * Why a typed base URL cannot start a request URL, in a sentence; undefined when it can.
 * A query or fragment would swallow the operation's path (`https://h/?v=1` + `/items`),
 * and credentials in it would be stored and printed in the samples.
 */
function baseProblem(base: string): string | undefined {
  if (/^[^/?#]*\/\/[^/?#]*@/.test(base)) return tryItTexts().tryItBaseUrlCredentials;
  if (/[?#]/.test(base)) return tryItTexts().tryItBaseUrlQuery;
  return undefined;
}

/** Why a request cannot go to `url` yet, in a sentence; undefined when it can. */
function unsendable(server: TryItServer, url: string, base: string): string | undefined {
  if (!absolute(server) && !base.trim())
    return server.url
      ? fillText(tryItTexts().tryItServerWithoutHost, { url: server.url })
      : tryItTexts().tryItNoServerNamed;
  const typed = absolute(server) ? undefined : baseProblem(base.trim());
  if (typed) return typed;
  const empty = Object.keys(server.variables ?? {}).find((name) => url.includes(`{${name}}`));
  if (empty) return fillText(tryItTexts().tryItFillIn, { name: empty });
  if (/[{}]/.test(url))
    return fillText(tryItTexts().tryItFillInServer, {
      name: url.match(/\{[^}]*\}/)?.[0] ?? '',
    });
  if (!/^https?:\/\/[^/?#]/i.test(url) || !URL.canParse(url))
    return tryItTexts().tryItBaseUrlScheme;
  return undefined;
}

interface ServerSection {
  root: HTMLElement;
  /** Where the request goes; undefined until the reader has given what it needs. */
  url(): string | undefined;
  /** Why `url()` is undefined, in a sentence. */
  problem(): string | undefined;
}

interface ServerOptions {
  /** The choice remembered for the source, and the base URL typed for its relative servers. */
  stored: string | null;
  storedBase: string | null;
  /** The server the page's samples show before any choice: the console starts on it. */
  sampleServer?: string;
  /**
   * The reader's choice: remembered, with the typed base for a relative server; or,
   * while it cannot be sent to (no base yet), only shown in this page's samples.
   */
  chosen(url: string, how: { remember: boolean; base?: string }): void;
  /** Any edit: Send follows it. */
  changed(): void;
  match: ServerMatch;
}

export function serverSection(servers: TryItServer[], options: ServerOptions): ServerSection {
  const { stored, storedBase, sampleServer, chosen, changed, match } = options;
  const { serverValues } = match;
  // No server: OpenAPI's default is "/", relative to a host only the reader can give.
  const list: TryItServer[] = servers.length
    ? servers
    : [{ url: '', label: tryItTexts().tryItNoServer }];
  const shown = (s: TryItServer, values = defaults(s)) => {
    const url = resolved(s, values);
    return s.label ? (url ? `${s.label} (${url})` : s.label) : url;
  };
  // The starting server: the remembered choice, as given or by its variables; else the samples'.
  const exact = list.findIndex((s) => resolved(s, defaults(s)) === stored);
  const matching = stored ? list.findIndex((s) => serverValues(s, stored, storedBase)) : -1;
  const initial =
    exact >= 0
      ? exact
      : matching >= 0
        ? matching
        : Math.max(
            0,
            list.findIndex((s) => resolved(s, defaults(s), placeholderHost) === sampleServer),
          );
  const legend = h('legend', { id: uniqueId('server') }, tryItTexts().tryItServer);
  // The legend names the choice: one "Server", not a heading and a label saying it twice.
  const choice = select(
    list.map((s, i) => ({ value: String(i), label: shown(s) })),
    String(initial),
  );
  choice.setAttribute('aria-labelledby', legend.id);
  const variables = h('div', { class: 'try-it__group' });
  let values: Record<string, string> = {};
  let base = storedBase ?? '';
  const current = () => list[Number(choice.value)] ?? list[0]!;
  const url = () => resolved(current(), values, base);
  const problem = () => unsendable(current(), url(), base);
  // Each option names its URL with the variables as they stand: "us" chosen shows the us host.
  const relabel = () => {
    for (const [i, option] of Array.from(choice.options).entries())
      option.textContent = i === Number(choice.value) ? shown(list[i]!, values) : shown(list[i]!);
  };
  const update = () => {
    relabel();
    if (!problem())
      chosen(url(), { remember: true, base: absolute(current()) ? undefined : base.trim() });
    // Not sendable yet: the samples show it as they show any such server, under the placeholder host.
    // A base that cannot be used (credentials, a query) is not printed there either.
    else
      chosen(
        resolved(current(), values, base && !baseProblem(base.trim()) ? base : placeholderHost),
        { remember: false },
      );
    changed();
  };
  const baseField = () => {
    const input = h('input', {
      type: 'url',
      value: base,
      placeholder: 'https://api.example.com',
      autocomplete: 'off',
      spellcheck: 'false',
    });
    input.addEventListener('input', () => {
      base = input.value;
      changed();
    });
    input.addEventListener('change', update);
    const path = relativePath(current().url);
    return field(tryItTexts().tryItBaseUrl, input, {
      hint: path
        ? fillText(tryItTexts().tryItBaseUrlHintPath, { path })
        : tryItTexts().tryItBaseUrlHint,
    }).root;
  };
  const showVariables = (start?: Record<string, string>) => {
    const server = current();
    values = { ...defaults(server), ...start };
    variables.replaceChildren(
      ...(absolute(server) ? [] : [baseField()]),
      ...Object.entries(server.variables ?? {}).map(([name, v]) => {
        const control = v.enum
          ? select(
              v.enum.map((e) => ({ value: e, label: e })),
              values[name],
            )
          : h('input', {
              type: 'text',
              value: values[name],
              autocomplete: 'off',
              spellcheck: 'false',
            });
        // Send follows each keystroke; the choice is remembered once the field is left.
        control.addEventListener('input', () => {
          values[name] = control.value;
          changed();
        });
        control.addEventListener('change', () => {
          values[name] = control.value;
          update();
        });
        return field(name, control, { hint: v.description }).root;
      }),
    );
  };
  choice.addEventListener('change', () => {
    showVariables();
    update();
  });
  showVariables(
    stored && exact < 0 && matching >= 0 ? serverValues(current(), stored, storedBase) : undefined,
  );
  relabel();
  return {
    root: h(
      'fieldset',
      { class: 'try-it__fieldset' },
      legend,
      h('div', { class: 'try-it__field' }, choice),
      variables,
    ),
    url: () => (problem() ? undefined : url()),
    problem,
  };
}
