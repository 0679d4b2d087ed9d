// A migrated site's first build warns hundreds of times, mostly the same thing on many
// lines of one file (every `<TabItem>` of a page). The terminal and the dev server's
// corner show the first few of a kind in a file in full, then one line for the rest.
// Warnings reach here as the build wrote them (`file:line: message`); their kind is
// the message with its numbers masked, what it quotes kept.

/** A warning read back into its parts. */
export interface LocatedWarning {
  text: string;
  /** The file it names first (a partial's, for a line of a partial). */
  file?: string;
  line?: number;
  /** The page that included the partial the warning is in. */
  includedFrom?: string;
  /**
   * Every page whose include gave this same warning (a partial's line is read once for
   * each page that includes it): one warning stands for them all.
   */
  includers?: string[];
  /** What it says, with the parts that differ between lines masked. */
  kind: string;
}

/** Warnings of one kind in one file, in the order the build gave them. */
export interface WarningGroup {
  file?: string;
  kind: string;
  warnings: LocatedWarning[];
}

/** Warnings of a kind in a file shown in full before the rest are summed up in one line. */
const shownInFull = 3;
/** Lines listed in the summing-up line. */
const linesListed = 12;

const locatedText = /^([^\s:][^:\n]*?):(\d+)(?::\d+)?: ([\s\S]*)$/;
/** A partial's warning's note: the page's include lines (several when the page includes it again). */
const includedNote = / \(Included from (([^\s:]+):\d+(?:, [^\s:,]+:\d+)*)\.\)$/;
/** Includes a merged warning names before it counts the rest. */
const includesNamed = 3;

/**
 * Code a warning quotes (`code`, a tag, an `{expression}` with braces one level deep, a
 * "value"), or a number outside it: only the numbers vary between warnings of one kind.
 */
const quotedOrNumber =
  /`[^`\n]*`|<\/?[A-Za-z][^>\n]*>|\{[^{}\n]*(?:\{[^{}\n]*\}[^{}\n]*)*\}|"[^"\n]*"|\d+/g;

/**
 * What is the same in every warning of one kind: the message with its numbers (lines,
 * columns, offsets) masked. What it quotes stays, so `<Tabs>` and `<TabItem>`, or two
 * expressions, are two kinds and each name shows in full at least once.
 */
function kindOf(message: string): string {
  return message
    .replace(includedNote, '')
    .replace(quotedOrNumber, (m) => (/^\d/.test(m) ? 'N' : m));
}

function locateWarning(text: string): LocatedWarning {
  const m = locatedText.exec(text);
  if (!m || m[3]!.includes('\n')) return { text, kind: text };
  const [, file, line, message] = m;
  const included = includedNote.exec(message!)?.[2];
  return {
    text,
    file,
    line: Number(line),
    ...(included ? { includedFrom: included } : {}),
    kind: kindOf(message!),
  };
}

/** Groups by file and kind; a group sits where its first warning was. */
export function groupWarnings(texts: readonly string[]): WarningGroup[] {
  const groups = new Map<string, WarningGroup>();
  const order: WarningGroup[] = [];
  for (const text of texts) {
    const w = locateWarning(text);
    if (w.file === undefined) {
      order.push({ kind: w.kind, warnings: [w] });
      continue;
    }
    const key = `${w.file}\n${w.kind}`;
    const group = groups.get(key);
    const same =
      w.includedFrom &&
      group?.warnings.find((o) => o.includers && withoutNote(o.text) === withoutNote(text));
    if (same) merge(same, w);
    else if (group) group.warnings.push(standing(w));
    else {
      const made: WarningGroup = { file: w.file, kind: w.kind, warnings: [standing(w)] };
      groups.set(key, made);
      order.push(made);
    }
  }
  return order;
}

const withoutNote = (text: string) => text.replace(/ \(Included from [^()]*\.\)$/, '');

/** The `file:line` of each include a warning stands for, in the order they came. */
const includesOf = new WeakMap<LocatedWarning, string[]>();

/** A partial's warning, ready to stand for the same warning of other pages that include it. */
function standing(w: LocatedWarning): LocatedWarning {
  if (w.includedFrom === undefined) return w;
  const first = { ...w, includers: [w.includedFrom] };
  const at = includedNote.exec(w.text)![1]!.split(', ');
  includesOf.set(first, at);
  first.text = noted(w.text, at);
  return first;
}

/** The warning's text with its note naming the first includes and counting the rest. */
function noted(text: string, at: string[]): string {
  const rest = at.length - includesNamed;
  const named = at.slice(0, includesNamed).join(', ') + (rest > 0 ? ` and ${rest} more` : '');
  return `${withoutNote(text)} (Included from ${named}.)`;
}

/**
 * A partial's warning given again for another page that includes it: one warning, its note
 * naming the includes (`(Included from a.md:7, b.md:8, c.md:3 and 27 more.)`).
 */
function merge(into: LocatedWarning, w: LocatedWarning): void {
  const at = includesOf.get(into)!;
  at.push(...includedNote.exec(w.text)![1]!.split(', '));
  into.includers!.push(w.includedFrom!);
  into.text = noted(into.text, at);
}

/** A group as printed: its first warnings in full, then `… and N more like this in FILE (lines …)`. */
export function foldGroup(group: WarningGroup): string[] {
  const { warnings } = group;
  // Folding one warning into a line of its own would save nothing.
  if (warnings.length <= shownInFull + 1) return warnings.map((w) => w.text);
  const rest = warnings.slice(shownInFull);
  const lines = [...new Set(rest.map((w) => w.line))];
  const listed = lines.slice(0, linesListed).join(', ') + (lines.length > linesListed ? ', …' : '');
  return [
    ...warnings.slice(0, shownInFull).map((w) => w.text),
    `… and ${rest.length} more like this in ${group.file} (line${lines.length > 1 ? 's' : ''} ${listed})`,
  ];
}

/** Every warning, grouped and folded, in the order the build gave them. */
export const foldedWarnings = (texts: readonly string[]): string[] =>
  groupWarnings(texts).flatMap(foldGroup);

/** How many warnings there are, a partial's warning given for each page that includes it counted once. */
export const warningCount = (texts: readonly string[]): number =>
  groupWarnings(texts).reduce((sum, g) => sum + g.warnings.length, 0);

/** How many files the warnings name (the ones that name one). */
export function filesWarnedAbout(texts: readonly string[]): number {
  return new Set(texts.map((t) => locateWarning(t).file).filter((f) => f !== undefined)).size;
}
