// Finds the curl commands in the portal's markdown and works out which API
// operation each one calls, so a test can hold them against the OpenAPI spec.

/** One curl command found in a code block of a markdown file. */
export interface CurlExample {
  file: string;
  /** 1-based line of the command's first line in the file. */
  line: number;
  command: string;
  method: string;
  /** API path after `/api/v0`, without query string; shell variables kept as written. */
  path: string;
}

/** An operation of the spec, as the portal built it. */
export interface SpecOperation {
  method: string;
  path: string;
}

/** The fenced code blocks of a markdown file with the line each starts on. */
function codeBlocks(markdown: string): { line: number; lines: string[] }[] {
  const blocks: { line: number; lines: string[] }[] = [];
  const lines = markdown.split('\n');
  let open: { fence: string; line: number; lines: string[] } | undefined;
  lines.forEach((text, index) => {
    const fence = /^\s*(`{3,}|~{3,})/.exec(text)?.[1];
    if (!open) {
      if (fence) open = { fence, line: index + 2, lines: [] };
    } else if (
      fence &&
      fence[0] === open.fence[0] &&
      fence.length >= open.fence.length &&
      text.trim() === fence
    ) {
      blocks.push({ line: open.line, lines: open.lines });
      open = undefined;
    } else {
      open.lines.push(text);
    }
  });
  return blocks;
}

/** Joins backslash-continued lines so each shell command is one string. */
function commands(block: { line: number; lines: string[] }): { line: number; text: string }[] {
  const result: { line: number; text: string }[] = [];
  let current: { line: number; text: string } | undefined;
  block.lines.forEach((text, index) => {
    const continued = /\\\s*$/.test(text);
    const piece = text.replace(/\\\s*$/, ' ');
    if (current) current.text += piece;
    else current = { line: block.line + index, text: piece };
    if (!continued) {
      result.push(current);
      current = undefined;
    }
  });
  if (current) result.push(current);
  return result;
}

/**
 * The API path a curl command calls. The base URL is either written out
 * (`https://host/api/v0/...`) or held in a shell variable (`$BF/...`); anything
 * else (a public gateway, a webhook test site) is not an API call and gives undefined.
 */
export function apiPathOf(command: string): string | undefined {
  const urls = [...command.matchAll(/"([^"]+)"|'([^']+)'|(\S+)/g)]
    .map((m) => m[1] ?? m[2] ?? m[3] ?? '')
    .filter((token) => /^(https?:\/\/|\$\{?[A-Z_]+\}?\/)/.test(token));
  for (const url of urls) {
    const withoutQuery = url.split('?')[0] ?? '';
    const afterBase =
      /\/api\/v0(\/.*)$/.exec(withoutQuery)?.[1] ??
      /^\$\{?[A-Z_]+\}?(\/.*)$/.exec(withoutQuery)?.[1];
    if (afterBase) return afterBase;
  }
  return undefined;
}

function methodOf(command: string): string {
  const explicit = /(?:-X|--request)\s+([A-Z]+)/.exec(command)?.[1];
  if (explicit) return explicit.toLowerCase();
  return /\s(-d|--data\S*|-F|--form)\s/.test(command) ? 'post' : 'get';
}

/** Every curl command in a markdown file. */
export function curlExamples(file: string, markdown: string): CurlExample[] {
  return codeBlocks(markdown).flatMap((block) =>
    commands(block)
      .filter((c) => /^\s*curl\s/.test(c.text))
      .map((c) => ({
        file,
        line: c.line,
        command: c.text.trim(),
        method: methodOf(c.text),
        path: apiPathOf(c.text) ?? '',
      })),
  );
}

function segments(path: string): string[] {
  return path.replace(/\/+$/, '').split('/').slice(1);
}

/**
 * True when the spec has an operation with this method whose path template fits
 * the example. A `{param}` segment of the template takes any value; a shell
 * variable in the example (`$ADDRESS`) may only stand for such a parameter.
 */
export function matchesSpec(
  example: { method: string; path: string },
  operations: SpecOperation[],
): boolean {
  const wanted = segments(example.path);
  return operations.some((op) => {
    if (op.method.toLowerCase() !== example.method) return false;
    const template = segments(op.path);
    if (template.length !== wanted.length) return false;
    return template.every((part, i) => {
      const segment = wanted[i] ?? '';
      const isParam = /^\{[^}]+\}$/.test(part);
      const isVariable = /^\$\{?[A-Za-z_]+\}?$/.test(segment);
      if (isVariable) return isParam;
      return isParam ? segment.length > 0 : part === segment;
    });
  });
}
