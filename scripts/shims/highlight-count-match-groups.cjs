// highlight.js's countMatchGroups (lib/core.js), made without compiling a regular
// expression: the original counts a pattern's capture groups by compiling it again
// with `|` appended and matching the empty string, once for every rule of every
// mode of every language, and each of those compilations is thrown away. Counting
// them in the pattern's source gives the same number: unescaped `(` outside a
// character class, not followed by `?` unless it opens a named group `(?<name>`.
// scripts/build-cli.mjs puts this in place of the original in docgen's bundle of
// highlight.js; test/unit/content/highlight-bundle.test.ts checks both agree.
'use strict';

/** @param {RegExp | string} re */
module.exports = function countMatchGroups(re) {
  const src = typeof re === 'string' ? re : re.source;
  let count = 0;
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (c === '\\') {
      i++;
    } else if (c === '[') {
      // A class ends at the first unescaped `]`, even right after `[` (JavaScript's `[]`).
      for (i++; i < src.length && src[i] !== ']'; i++) if (src[i] === '\\') i++;
    } else if (c === '(') {
      if (src[i + 1] !== '?') count++;
      else if (src[i + 2] === '<' && src[i + 3] !== '=' && src[i + 3] !== '!') count++;
    }
  }
  return count;
};
