// The portal's "Edit this page" links. The content lives in this repository, whose
// public address is unknown, so site.config.ts sets no editUrl and no page links
// anywhere (the old links all led to 404s). With a base set, every page's link
// must end with its real source path below the repository root.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from '../../src/build.js';
import { readBuiltFiles, sharedSite, sharedSitePages } from '../fixtures/shared-sites.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

test('the portal shows no edit link while its hosting repository is unknown', async () => {
  const result = {
    pages: await sharedSitePages('portal'),
    files: readBuiltFiles(await sharedSite('portal')),
  };
  assert.ok(result.pages.length > 30);
  assert.deepEqual(
    result.pages.filter((p) => p.editUrl).map((p) => p.route),
    [],
  );
  for (const [file, content] of result.files)
    if (file.endsWith('.html')) assert.doesNotMatch(String(content), /class="doc-edit"/, file);
});

test('with an edit base set, every markdown page links to its own source file in this repository', async () => {
  const base = 'https://git.example.com/owner/repo/edit/main/';
  // The portal's own config with one field added, as a maintainer would write it.
  const dir = mkdtempSync(path.join(tmpdir(), 'docgen-edit-'));
  const configFile = path.join(dir, 'site.config.ts');
  writeFileSync(
    configFile,
    `import portal from ${JSON.stringify(path.join(root, 'site.config.ts'))};\nexport default { ...portal, docs: { ...portal.docs, editUrl: ${JSON.stringify(base)} } };\n`,
  );
  const result = await build({ root, configFile, write: false });
  const markdown = result.pages.filter((p) => p.doc.kind !== 'api');
  for (const page of markdown) {
    assert.ok(page.editUrl?.startsWith(base), `${page.route}: ${page.editUrl}`);
    const file = decodeURIComponent(page.editUrl!.slice(base.length));
    assert.ok(/^content\/.+\.mdx?$/.test(file), `${page.route}: ${file}`);
    assert.ok(
      existsSync(path.join(root, file)),
      `${page.route}: ${file} exists in this repository`,
    );
    assert.equal(file, page.doc.sourcePath);
  }
  // Every markdown file of content/ is some page's edit target.
  const sources = readdirSync(path.join(root, 'content'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.md'))
    .map((f) => `content/${f.split(path.sep).join('/')}`);
  assert.deepEqual(
    markdown.map((p) => decodeURIComponent(p.editUrl!.slice(base.length))).sort(),
    sources.sort(),
  );
  // The API reference has no source file here (the spec comes from a package).
  assert.deepEqual(
    result.pages.filter((p) => p.doc.kind === 'api' && p.editUrl).map((p) => p.route),
    [],
  );
  const html = String(result.files.get('sdks-python/index.html'));
  assert.match(
    html,
    /<p class="doc-edit"><a href="https:\/\/git\.example\.com\/owner\/repo\/edit\/main\/content\/sdks\/sdks-python\.md" target="_blank" rel="noopener noreferrer">Edit this page<\/a><\/p>/,
  );
});
