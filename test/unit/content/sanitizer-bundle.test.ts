// Raw HTML in an OpenAPI description is cleaned by sanitize-html, loaded from the
// one-file bundle scripts/build-cli.mjs makes of it (dist/vendor/). The bundle must
// be the installed version and clean exactly as the package does.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderMarkdownFragment } from '../../../src/content/markdown.js';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const require = createRequire(import.meta.url);
type Sanitize = (html: string, options?: object) => string;

const samples = [
  '<table><tr><td onclick="x()" style="color:red"><b>mainnet</b></td></tr></table>',
  '<div class="ok bad!"><script>alert(1)</script><a href="javascript:alert(1)">x</a><a href="/rel">y</a></div>',
  '<p>unclosed <span><img src=x onerror=alert(1)>',
];
const options = {
  allowedTags: ['table', 'tr', 'td', 'b', 'div', 'a', 'p', 'span'],
  allowedAttributes: { '*': ['class'], a: ['href'] },
  disallowedTagsMode: 'escape',
};

test('the sanitizer bundled into dist/ is the installed sanitize-html, and cleans as the package does', () => {
  const { version } = require('sanitize-html/package.json') as { version: string };
  const bundled = path.join(projectRoot, 'dist', 'vendor', `sanitize-html-${version}.cjs`);
  assert.ok(
    existsSync(bundled),
    `${bundled} exists (made by scripts/build-cli.mjs, which npm install and npm test run)`,
  );
  const fromBundle = require(bundled) as Sanitize;
  const fromPackage = require('sanitize-html') as Sanitize;
  for (const html of samples)
    assert.equal(fromBundle(html, options), fromPackage(html, options), html);
  // And the markdown renderer, which loads the bundle, keeps the allowlisted table and escapes the rest.
  const table = renderMarkdownFragment(`Networks:\n\n${samples[0]}\n`);
  assert.match(table, /<table><tr><td><b>mainnet<\/b><\/td><\/tr><\/table>/);
});
