// The island props of the current page. They live in #__docgen_props (JSON the
// server writes); client navigation swaps them, and the islands re-render from here.
import type { ShellProps } from '../templates/shell-props.js';
import { PagePayloadError } from './page-errors.js';

/** Parses a page's island props; throws a PagePayloadError naming what is wrong. */
export function parseShellProps(doc: Document, source: string): ShellProps {
  const element = doc.getElementById('__docgen_props');
  if (!element)
    throw new PagePayloadError(
      `The page ${source} has no #__docgen_props element, so its navbar cannot be shown.`,
    );
  let value: unknown;
  try {
    value = JSON.parse(element.textContent ?? '');
  } catch (error) {
    throw new PagePayloadError(
      `The island props of ${source} are not valid JSON: ${(error as Error).message}`,
    );
  }
  const props = value as Partial<ShellProps> | null;
  if (
    !props ||
    typeof props !== 'object' ||
    typeof props.baseUrl !== 'string' ||
    !Array.isArray(props.items)
  ) {
    throw new PagePayloadError(`The island props of ${source} lack baseUrl or items.`);
  }
  return props as ShellProps;
}

let current: ShellProps | undefined;
const listeners = new Set<() => void>();

/** The current props; parsed from the document on first use (a render error, caught by the island's boundary). */
export function getShellProps(): ShellProps {
  current ??= parseShellProps(document, location.pathname);
  return current;
}

export function setShellProps(props: ShellProps): void {
  current = props;
  listeners.forEach((l) => l());
}

/** Forgets the parsed props so the next read parses #__docgen_props again ('Try again' after a crash). */
export function reloadShellProps(): void {
  current = undefined;
}

export function subscribeShellProps(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
