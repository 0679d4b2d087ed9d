// The server selector: the operation's servers (the document's, or those the site
// names), each server's variables as inputs or choices, the choice remembered
// per API source so that every page and its samples use it.
import type { TryItServer } from '../../src/types.js';
import { field, h, select, uniqueId } from './dom.js';

function resolved(server: TryItServer, values: Record<string, string>): string {
  return server.url
    .replace(
      /\{([^}]+)\}/g,
      (whole, name: string) => values[name] ?? server.variables?.[name]?.default ?? whole,
    )
    .replace(/\/+$/, '');
}

const defaults = (server: TryItServer) =>
  Object.fromEntries(Object.entries(server.variables ?? {}).map(([k, v]) => [k, v.default]));

/** The variables' values that make `server` the URL `url`; undefined where none do. */
function valuesFor(server: TryItServer, url: string): Record<string, string> | undefined {
  const names: string[] = [];
  const pattern = server.url
    .replace(/\/+$/, '')
    .split(/(\{[^}]*\})/)
    .map((part) => {
      const variable = /^\{([^}]*)\}$/.exec(part)?.[1];
      if (variable === undefined) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(variable);
      return '(.*?)';
    })
    .join('');
  const match = new RegExp(`^${pattern}$`).exec(url.replace(/\/+$/, ''));
  return match ? Object.fromEntries(names.map((name, i) => [name, match[i + 1]!])) : undefined;
}

export function serverSection(
  servers: TryItServer[],
  stored: string | null,
  chosen: (url: string) => void,
): { root: HTMLElement; url(): string } {
  const list = servers.length ? servers : [{ url: location.origin }];
  // The starting server (the page's choice or default): its URL as given, else by its variables.
  const exact = list.findIndex((s) => resolved(s, defaults(s)) === stored);
  const initial =
    exact >= 0 ? exact : Math.max(0, stored ? list.findIndex((s) => valuesFor(s, stored)) : -1);
  const legend = h('legend', { id: uniqueId('server') }, 'Server');
  // The legend names the choice: one "Server", not a heading and a label saying it twice.
  const choice = select(
    list.map((s, i) => ({
      value: String(i),
      label: s.label ? `${s.label} (${resolved(s, defaults(s))})` : resolved(s, defaults(s)),
    })),
    String(initial),
  );
  choice.setAttribute('aria-labelledby', legend.id);
  const variables = h('div', { class: 'try-it__group' });
  let values: Record<string, string> = {};
  const current = () => list[Number(choice.value)] ?? list[0]!;
  const showVariables = (start?: Record<string, string>) => {
    const server = current();
    values = { ...defaults(server), ...start };
    variables.replaceChildren(
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
        control.addEventListener('change', () => {
          values[name] = control.value;
          chosen(resolved(current(), values));
        });
        return field(name, control, { hint: v.description }).root;
      }),
    );
  };
  choice.addEventListener('change', () => {
    showVariables();
    chosen(resolved(current(), values));
  });
  showVariables(stored && exact < 0 ? valuesFor(current(), stored) : undefined);
  return {
    root: h(
      'fieldset',
      { class: 'try-it__fieldset' },
      legend,
      h('div', { class: 'try-it__field' }, choice),
      variables,
    ),
    url: () => resolved(current(), values),
  };
}
