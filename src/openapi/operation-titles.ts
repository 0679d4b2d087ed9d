// The title of an operation's page and sidebar entry. A summary is the title when
// it reads as one; otherwise the title is made of the operationId's words
// ("GetCustomers" → "Get customers"), a webhook's key ("check-run-created" →
// "Check run created"), or the method and the path's words: never `GET /v1/…`,
// which the method badge beside it would repeat.

/** Longest summary taken as a title when it holds more than one sentence. */
const maxTitleLength = 120;

/**
 * The summary, when it reads as a title: not a paragraph (GitHub's webhooks put
 * one there: several lines, or a long text of several sentences).
 */
export function titleSummary(summary: string | undefined): string | undefined {
  const s = summary?.trim();
  if (!s || /\n/.test(s) || (s.length > maxTitleLength && /[.!?]\s+\S/.test(s))) return undefined;
  return s;
}

/**
 * Words of an identifier as a sentence: split at case changes, digits and
 * punctuation; the first word capitalised, acronyms kept ('getURLForPet' →
 * 'Get URL for pet', 'repos/list-for-org' → 'Repos list for org').
 */
export function identifierTitle(identifier: string): string {
  const words = identifier
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => (/^[A-Z0-9]{2,}s?$/.test(w) ? w : w.toLowerCase()));
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Version segments of a path (`v1`, `v2beta`, `api`), which say nothing about the operation. */
export const isVersionSegment = (segment: string) => /^(v\d+[a-z0-9]*|api)$/i.test(segment);

/** A title from the method and the path's words: 'get /v1/customers/{id}' → 'Get customers by id'. */
function pathTitle(method: string, path: string): string {
  const words = path
    .split('/')
    .filter((s) => s && !isVersionSegment(s))
    .map((s) => {
      const param = /^\{(.+)\}$/.exec(s)?.[1];
      return param
        ? `by ${identifierTitle(param).toLowerCase()}`
        : identifierTitle(s).toLowerCase();
    });
  return identifierTitle(method) + (words.length ? ` ${words.join(' ')}` : '');
}

/** The title of an operation: its summary, else its operationId's words, else its webhook key's or its path's. */
export function operationTitle(op: {
  summary?: string;
  operationId?: string;
  method: string;
  path: string;
  role: 'operation' | 'webhook';
}): string {
  const summary = titleSummary(op.summary);
  if (summary) return summary;
  if (op.role === 'webhook') return identifierTitle(op.path) || identifierTitle(op.method);
  if (op.operationId && identifierTitle(op.operationId)) return identifierTitle(op.operationId);
  return pathTitle(op.method, op.path);
}
