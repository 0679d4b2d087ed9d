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

/** Highlighted HTML for code (escaped); plain escaped text for an unknown language. */
export function highlightCode(code: string, lang: string | undefined): string {
  const language = resolveLanguage(lang);
  if (!language || language === 'plaintext') return escapeHtml(code);
  return hljs.highlight(code, { language, ignoreIllegals: true }).value;
}
