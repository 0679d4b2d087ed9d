// Names that are Object.prototype members, written where docgen looks names up:
// a code fence's language must be an unknown language, not a crash.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createMarkdown, renderMarkdown } from '../../src/content/markdown.js';
import { resolveLanguage } from '../../src/content/highlight.js';

const names = [
  'constructor',
  '__proto__',
  'toString',
  'hasOwnProperty',
  'valueOf',
  '__defineGetter__',
  'isPrototypeOf',
];

test('fence languages named like Object.prototype members are unknown languages', () => {
  for (const name of names) {
    assert.equal(resolveLanguage(name), undefined, name);
    const { html } = renderMarkdown(createMarkdown(), `\`\`\`${name}\nconst <x> = 1;\n\`\`\`\n`);
    assert.match(html, /const &lt;x&gt; = 1;/, name);
  }
  assert.equal(resolveLanguage('JS'), 'javascript', 'aliases still work');
  assert.equal(resolveLanguage('c#'), 'csharp');
});
