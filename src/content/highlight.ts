// Build-time syntax highlighting. highlight.js is synchronous and fast (no WASM
// start-up, unlike Shiki), so highlighting ~200 pages costs milliseconds and no
// highlighter is shipped to the browser.
import hljs from 'highlight.js/lib/common';

// Languages the docs and samples use that the "common" bundle lacks or names differently.
import elixir from 'highlight.js/lib/languages/elixir';
import haskell from 'highlight.js/lib/languages/haskell';
import crystal from 'highlight.js/lib/languages/crystal';
import scala from 'highlight.js/lib/languages/scala';
import powershell from 'highlight.js/lib/languages/powershell';
import groovy from 'highlight.js/lib/languages/groovy';
import arduino from 'highlight.js/lib/languages/arduino';
import dockerfile from 'highlight.js/lib/languages/dockerfile';

hljs.registerLanguage('elixir', elixir);
hljs.registerLanguage('haskell', haskell);
hljs.registerLanguage('crystal', crystal);
hljs.registerLanguage('scala', scala);
hljs.registerLanguage('powershell', powershell);
hljs.registerLanguage('groovy', groovy);
hljs.registerLanguage('arduino', arduino);
hljs.registerLanguage('dockerfile', dockerfile);

const aliases: Record<string, string> = {
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
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) =>
    c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '"' ? '&quot;' : '&#39;',
  );
}

/** The canonical language name for a fence's language, or undefined when unknown. */
export function resolveLanguage(lang: string | undefined): string | undefined {
  if (!lang) return undefined;
  const name = aliases[lang.toLowerCase()] ?? lang.toLowerCase();
  return hljs.getLanguage(name) ? name : undefined;
}

/**
 * Highlighted HTML by language and code. Highlighting is the costliest step of a
 * cold build (every API page has five request samples and example payloads), and
 * the same code always gives the same HTML, so results are kept for the whole
 * process and, through highlight-cache.ts, between builds.
 */
export const highlightMemo = {
  /** `${language}\0${code}` → HTML. */
  entries: new Map<string, string>(),
  /** Keys highlighted or looked up since `used` was last cleared: what a saved cache keeps. */
  used: new Set<string>(),
  /** Entries computed (not found) since the cache was last loaded or saved. */
  fresh: 0,
  /** Names the cache file, so a new highlight.js never serves HTML an older one made. */
  version: hljs.versionString,
};

/** Highlighted HTML for code (escaped); plain escaped text for an unknown language. */
export function highlightCode(code: string, lang: string | undefined): string {
  const language = resolveLanguage(lang);
  if (!language || language === 'plaintext') return escapeHtml(code);
  const key = `${language}\u0000${code}`;
  highlightMemo.used.add(key);
  let html = highlightMemo.entries.get(key);
  if (html === undefined) {
    html = hljs.highlight(code, { language, ignoreIllegals: true }).value;
    highlightMemo.entries.set(key, html);
    highlightMemo.fresh++;
  }
  return html;
}
