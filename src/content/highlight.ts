// Build-time syntax highlighting with highlight.js: synchronous, with no WASM to
// start (unlike Shiki), and no highlighter is shipped to the browser.
import { createRequire } from 'node:module';
import { escapeHtml } from '../shared/html-escape.js';
import { highlightStringifiedJson } from './json-highlight.js';

/**
 * The part of highlight.js's API docgen uses. Its own type declarations reference
 * the DOM library, which would let browser globals type-check in Node code.
 */
interface HLJSApi {
  highlight(
    code: string,
    options: { language: string; ignoreIllegals: boolean },
  ): { value: string };
  getLanguage(name: string): object | undefined;
  registerLanguage(name: string, language: unknown): void;
}

const load = createRequire(import.meta.url);

/** Languages the docs and samples use that the "common" bundle lacks or names differently. */
const extraLanguages = [
  'elixir',
  'haskell',
  'crystal',
  'scala',
  'powershell',
  'groovy',
  'arduino',
  'dockerfile',
];

let highlighter: HLJSApi | undefined;
/**
 * highlight.js loads on first use (some 40 files): a build whose code blocks are
 * all in the highlight cache never needs it.
 */
function hljs(): HLJSApi {
  if (!highlighter) {
    const api = load('highlight.js/lib/common') as HLJSApi;
    for (const name of extraLanguages)
      api.registerLanguage(name, load(`highlight.js/lib/languages/${name}`));
    highlighter = api;
  }
  return highlighter;
}

// A Map, not an object: a fence language such as `constructor` must find nothing.
const aliases = new Map<string, string>(
  Object.entries({
    sh: 'bash',
    shell: 'bash',
    zsh: 'bash',
    console: 'bash',
    curl: 'bash',
    js: 'javascript',
    jsx: 'javascript',
    mjs: 'javascript',
    ts: 'typescript',
    tsx: 'typescript',
    py: 'python',
    golang: 'go',
    cs: 'csharp',
    'c#': 'csharp',
    dotnet: 'csharp',
    rb: 'ruby',
    rs: 'rust',
    kt: 'kotlin',
    yml: 'yaml',
    ps: 'powershell',
    ps1: 'powershell',
    cr: 'crystal',
    ex: 'elixir',
    exs: 'elixir',
    hs: 'haskell',
    ino: 'arduino',
    text: 'plaintext',
    txt: 'plaintext',
  }),
);

/** The canonical language name for a fence's language, or undefined when unknown. */
export function resolveLanguage(lang: string | undefined): string | undefined {
  if (!lang) return undefined;
  const name = aliases.get(lang.toLowerCase()) ?? lang.toLowerCase();
  // highlight.js keeps its languages in plain objects: `constructor` would be "found" there too.
  if (!/^[a-z0-9+#._-]+$/.test(name) || name in Object.prototype) return undefined;
  return hljs().getLanguage(name) ? name : undefined;
}

interface HighlightedCode {
  /** The canonical language name, or undefined when highlight.js does not know the fence's language. */
  language?: string;
  /** The code as HTML: highlighted, or just escaped. */
  html: string;
}

/**
 * Highlighted code by fence language and code, kept for the process and (highlight-cache.ts)
 * between builds: highlighting is a cold build's costliest step. Keyed by the language as
 * written, so a cached block needs nothing of highlight.js.
 */
export const highlightMemo = {
  /** `${language as written, lower case}\0${code}` → result. */
  entries: new Map<string, HighlightedCode>(),
  /** Keys highlighted or looked up since `used` was last cleared: what a saved cache keeps. */
  used: new Set<string>(),
  /** Entries computed (not found) since the cache was last loaded or saved. */
  fresh: 0,
  /** Names the cache file, so a new highlight.js never serves HTML an older one made. */
  version: (load('highlight.js/package.json') as { version: string }).version,
  /**
   * Fills the memo from the project's cache, set when the build may not need it
   * (highlight-cache.ts): run, once, on the first code not in the memo.
   */
  pending: undefined as (() => void) | undefined,
};

/**
 * Characters that mean nothing special inside a string literal of any language the
 * samples use (no quotes, `$`, backslash, braces or parentheses): text of these
 * highlights as part of the string around it, wherever it stands.
 */
const plainInString = /^[\w:/.~%?=&+,-]*$/;

/**
 * The highlighting of `code`, made by highlighting `template` (the same code with
 * `placeholder` where `value` stands, always inside a string literal) and putting
 * the escaped value back. Codes of one shape then share a single run of
 * highlight.js, and the HTML is the same as highlighting `code` itself; a value
 * with characters that could end or change the string is highlighted the slow way.
 */
export function highlightTemplate(
  code: string,
  lang: string | undefined,
  template: { code: string; placeholder: string; value: string },
): HighlightedCode {
  if (!plainInString.test(template.value) || template.value.includes(template.placeholder))
    return highlightCode(code, lang);
  const shared = highlightCode(template.code, lang);
  const escaped = escapeHtml(template.value);
  return { ...shared, html: shared.html.replaceAll(template.placeholder, () => escaped) };
}

/** Highlighted HTML for code (escaped); plain escaped text for an unknown language. */
export function highlightCode(code: string, lang: string | undefined): HighlightedCode {
  if (!lang) return { html: escapeHtml(code) };
  const key = `${lang.toLowerCase()}\u0000${code}`;
  highlightMemo.used.add(key);
  let result = highlightMemo.entries.get(key);
  if (result === undefined && highlightMemo.pending) {
    const fill = highlightMemo.pending;
    highlightMemo.pending = undefined;
    fill();
    result = highlightMemo.entries.get(key);
  }
  if (result === undefined) {
    const language = lang.toLowerCase() === 'json' ? 'json' : resolveLanguage(lang);
    const html =
      !language || language === 'plaintext'
        ? escapeHtml(code)
        : ((language === 'json' ? highlightStringifiedJson(code) : undefined) ??
          hljs().highlight(code, { language, ignoreIllegals: true }).value);
    result = language ? { language, html } : { html };
    highlightMemo.entries.set(key, result);
    highlightMemo.fresh++;
  }
  return result;
}
