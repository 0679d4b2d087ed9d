// The server selector: the operation's servers (the document's, or those the site
// names), each server's variables as inputs or choices, the choice remembered
// per API source so that every page and its samples use it.
import type { TryItServer } from '../../src/types.js';
import { field, h, select } from './dom.js';

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

export function serverSection(
  servers: TryItServer[],
  stored: string | null,
  chosen: (url: string) => void,
): { root: HTMLElement; url(): string } {
  const list = servers.length ? servers : [{ url: location.origin }];
  const initial = Math.max(
    0,
    list.findIndex((s) => resolved(s, defaults(s)) === stored),
  );
  const choice = field(
    'Server',
    select(
      list.map((s, i) => ({
        value: String(i),
        label: s.label ? `${s.label} (${resolved(s, defaults(s))})` : resolved(s, defaults(s)),
      })),
      String(initial),
    ),
  );
  const variables = h('div', { class: 'try-it__group' });
  let values: Record<string, string> = {};
  const current = () => list[Number(choice.control.value)] ?? list[0]!;
  const showVariables = () => {
    const server = current();
    values = defaults(server);
    variables.replaceChildren(
      ...Object.entries(server.variables ?? {}).map(([name, v]) => {
        const control = v.enum
          ? select(
              v.enum.map((e) => ({ value: e, label: e })),
              v.default,
            )
          : h('input', {
              type: 'text',
              value: v.default,
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
  choice.control.addEventListener('change', () => {
    showVariables();
    chosen(resolved(current(), values));
  });
  showVariables();
  return {
    root: h(
      'fieldset',
      { class: 'try-it__fieldset' },
      h('legend', {}, 'Server'),
      choice.root,
      variables,
    ),
    url: () => resolved(current(), values),
  };
}
