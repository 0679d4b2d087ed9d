// The line that opens an admonition, read the same way for the page and its markdown
// copy: the kind, then a title as Docusaurus (`:::note Title`) or Starlight
// (`:::note[Title]`) writes it, then, as Starlight and remark-directive write them,
// attributes in braces (`:::tip{icon="heart"}`, `:::note{title="X"}`).
import { parseAttributes } from './attributes.js';
import type { AdmonitionLabelKey } from '../../../templates/admonition-labels.js';

interface AdmonitionKind {
  cls: string;
  label: string;
  /** The site label that says `label` (page-labels.ts); none for a kind docgen does not have. */
  key?: AdmonitionLabelKey;
}

const kinds: Record<string, AdmonitionKind> = {
  note: { cls: 'note', label: 'Note', key: 'admonitionNote' },
  tip: { cls: 'tip', label: 'Tip', key: 'admonitionTip' },
  info: { cls: 'info', label: 'Info', key: 'admonitionInfo' },
  // As GitHub's `> [!IMPORTANT]` alert renders.
  important: { cls: 'info', label: 'Important', key: 'admonitionImportant' },
  warning: { cls: 'warning', label: 'Warning', key: 'admonitionWarning' },
  caution: { cls: 'warning', label: 'Caution', key: 'admonitionCaution' },
  danger: { cls: 'danger', label: 'Danger', key: 'admonitionDanger' },
};

/** The site's titles of the admonitions without one of their own, by label key. */
export type AdmonitionLabels = Partial<Record<AdmonitionLabelKey, string>>;

/** A kind's title when the author writes none: the site's label, else the English one. */
export const kindTitle = (kind: AdmonitionKind, labels: AdmonitionLabels | undefined): string =>
  (kind.key && labels?.[kind.key]) || kind.label;

/** GitHub's alert kinds and the admonition each renders as. */
export const alertKinds: Record<string, AdmonitionKind> = {
  NOTE: kinds.note!,
  TIP: kinds.tip!,
  IMPORTANT: kinds.important!,
  WARNING: kinds.warning!,
  // GitHub shows CAUTION in red: the strongest kind.
  CAUTION: { cls: 'danger', label: 'Caution', key: 'admonitionCaution' },
};

/** The kinds an admonition can be, in the order messages list them. */
export const admonitionKinds = Object.keys(kinds);

/** docgen's other `:::` containers: never admonitions. */
const otherContainers = new Set(['tabs', 'tab', 'doc-cards']);

interface AdmonitionHeader {
  /** The word after the colons, as written. */
  name: string;
  kind: AdmonitionKind;
  /** False for a word that is no kind docgen has: it renders as a note. */
  known: boolean;
  /** The title as written (markdown), or '' for the kind's label. */
  title: string;
  /** Attributes docgen does not use (all but `title`). */
  ignored: string[];
}

const opening = /^\s*([A-Za-z][\w-]*)(?=[\s[{]|$)(.*)$/s;
/** `[Title]` then `{attributes}`, each optional, and nothing else. */
const bracketed = /^\s*(?:\[(.*)\])?\s*(?:\{([^{}]*)\})?\s*$/s;
const attributeList = /^\s*(?:[\w-]+(?:=(?:"[^"]*"|'[^']*'|[^\s"'{}]+))?\s*)*$/;

/** The admonition a container's opening line (the text after its colons) starts, if any. */
export function admonitionHeader(params: string): AdmonitionHeader | undefined {
  const found = opening.exec(params);
  if (!found) return undefined;
  const name = found[1]!;
  if (otherContainers.has(name)) return undefined;
  const rest = found[2]!;
  const known = Object.hasOwn(kinds, name);
  const kind = known
    ? kinds[name]!
    : { cls: 'note', label: name[0]!.toUpperCase() + name.slice(1) };
  const parts = /^\s*[[{]/.test(rest) ? bracketed.exec(rest) : null;
  if (!parts || (parts[2] !== undefined && !attributeList.test(parts[2]))) {
    return { name, kind, known, title: rest.trim(), ignored: [] };
  }
  const attributes = parts[2] === undefined ? {} : parseAttributes(parts[2]);
  return {
    name,
    kind,
    known,
    title: (parts[1] ?? attributes.title ?? '').trim(),
    ignored: Object.keys(attributes).filter((key) => key !== 'title'),
  };
}

/**
 * A title's markdown as plain text for a bold line of the markdown copy: emphasis
 * markers go (the copy wraps the title in `**`), code spans stay.
 */
export function plainTitle(title: string): string {
  return title
    .split(/(`[^`]*`)/)
    .map((piece, i) =>
      i % 2 === 1
        ? piece
        : piece
            .replace(/(\*{1,3})(?=\S)(.*?\S)\1/g, '$2')
            // `_` marks emphasis only at word edges: `snake_case` keeps its underscores.
            .replace(/(^|\W)(_{1,3})(?=\S)(.*?\S)\2(?!\w)/g, '$1$3'),
    )
    .join('');
}
