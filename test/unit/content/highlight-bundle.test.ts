// docgen highlights code with its own one-file bundle of highlight.js, in which
// countMatchGroups counts a pattern's capture groups from its source instead of
// compiling it again (scripts/shims/highlight-count-match-groups.cjs). The count
// must be the original's for every pattern highlight.js has, and the bundle must
// highlight exactly as the package does.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const require = createRequire(import.meta.url);

interface Hljs {
  listLanguages(): string[];
  getLanguage(name: string): object | undefined;
  highlight(
    code: string,
    options: { language: string; ignoreIllegals: boolean },
  ): { value: string };
}

const sample = `function f(x) { return "a" + 1; } // comment
<div class="x">y</div>
SELECT * FROM t WHERE a = 'b';
#include <x>
int main() { printf("%d", 3); }
$ echo hi | grep h
{"a": [1, 2.5, true, null]}
`;

/** highlight.js's own countMatchGroups, as lib/core.js has it. */
const original = (re: RegExp | string) => new RegExp(`${re.toString()}|`).exec('')!.length - 1;

/** Every pattern reachable from the compiled languages: the grammars' and the combined matchers'. */
function patterns(hljs: Hljs): RegExp[] {
  const found = new Set<RegExp>();
  const seen = new Set<object>();
  const walk = (value: unknown): void => {
    if (value instanceof RegExp) found.add(value);
    else if (value && typeof value === 'object' && !seen.has(value)) {
      seen.add(value);
      for (const v of Object.values(value)) walk(v);
    }
  };
  for (const name of hljs.listLanguages()) {
    hljs.highlight(sample, { language: name, ignoreIllegals: true });
    walk(hljs.getLanguage(name));
  }
  return [...found];
}

test("the shim counts capture groups as highlight.js's countMatchGroups does, for every pattern of every language", () => {
  const countMatchGroups = require(
    path.join(projectRoot, 'scripts/shims/highlight-count-match-groups.cjs'),
  ) as (re: RegExp | string) => number;
  const all = patterns(require('highlight.js') as Hljs);
  assert.ok(all.length > 3000, `${all.length} patterns`);
  const differ = all.filter(
    (re) =>
      countMatchGroups(re) !== original(re) || countMatchGroups(re.source) !== original(re.source),
  );
  assert.deepEqual(differ.map(String).slice(0, 5), []);
  // The cases the scanner tells apart.
  for (const re of [
    /a(b)c/,
    /(?:a)(?=b)(?!c)(?<=d)(?<!e)/,
    /(?<name>x)/,
    /[(]\(\)(x)/,
    /[\]()](y)/,
    /[](z)/,
    /\\(w)/,
  ])
    assert.equal(countMatchGroups(re), original(re), String(re));
});

test('the bundle is the installed highlight.js and highlights as the package does', () => {
  const { version } = require('highlight.js/package.json') as { version: string };
  const bundled = path.join(projectRoot, 'dist', 'vendor', `highlight.js-${version}.cjs`);
  assert.ok(
    existsSync(bundled),
    `${bundled} exists (made by scripts/build-cli.mjs, which npm install and npm test run)`,
  );
  const fromBundle = require(bundled) as Hljs;
  const fromPackage = require('highlight.js/lib/common') as Hljs;
  // (The package's instance is shared by lib/common and lib/index: it may know more languages by now.)
  const languages = fromBundle.listLanguages();
  assert.ok(
    languages.length > 30 && languages.every((l) => fromPackage.getLanguage(l)),
    languages.join(' '),
  );
  for (const language of languages) {
    assert.equal(
      fromBundle.highlight(sample, { language, ignoreIllegals: true }).value,
      fromPackage.highlight(sample, { language, ignoreIllegals: true }).value,
      language,
    );
  }
});
