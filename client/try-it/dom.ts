// A few lines to build the console's elements: attributes and text only, never
// HTML strings, so what a document or an answer holds stays text.
import { tryItTexts } from './texts.js';

type Child = Node | string | null | undefined | false;

let nextId = 0;
/** A page-unique id for a control and its label, hint and error. */
export const uniqueId = (stem: string) => `try-it-${stem}-${++nextId}`;

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string | boolean | undefined> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs))
    if (value !== undefined && value !== false)
      element.setAttribute(name, value === true ? '' : value);
  for (const child of children)
    if (child !== null && child !== undefined && child !== false) element.append(child);
  return element;
}

/** A labelled control with its hint and a place for its problem, all tied to it for screen readers. */
export interface Field {
  root: HTMLElement;
  control: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
  /** Shows a problem at the field (empty: none). */
  problem(message: string): void;
}

export function field(
  label: string,
  control: Field['control'],
  options: { required?: boolean; hint?: string } = {},
): Field {
  const id = control.id || uniqueId('field');
  control.id = id;
  const hint = options.hint
    ? h('p', { class: 'try-it__hint', id: `${id}-hint` }, options.hint)
    : null;
  const error = h('p', { class: 'try-it__problem', id: `${id}-problem`, hidden: true });
  const described = [hint ? `${id}-hint` : '', `${id}-problem`].filter(Boolean).join(' ');
  control.setAttribute('aria-describedby', described);
  if (options.required) control.required = true;
  const root = h(
    'div',
    { class: 'try-it__field' },
    h(
      'label',
      { for: id },
      label,
      options.required
        ? h('span', { class: 'try-it__required' }, ` ${tryItTexts().tryItRequired}`)
        : null,
    ),
    control,
    hint,
    error,
  );
  return {
    root,
    control,
    problem(message) {
      error.textContent = message;
      error.hidden = !message;
      if (message) control.setAttribute('aria-invalid', 'true');
      else control.removeAttribute('aria-invalid');
    },
  };
}

export function select(
  options: { value: string; label: string }[],
  value?: string,
): HTMLSelectElement {
  const element = h('select', {});
  for (const o of options) element.append(h('option', { value: o.value }, o.label));
  if (value !== undefined) element.value = value;
  return element;
}
