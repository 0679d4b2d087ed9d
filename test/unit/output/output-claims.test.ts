// One source per output file: a second write to a file, or a file where a folder
// must be (or the reverse), fails naming both sources.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { OutputClaims } from '../../../src/output/output-claims.js';
import { DocgenError } from '../../../src/errors.js';

function clash(claims: OutputClaims, file: string, label: string): DocgenError {
  try {
    claims.claim(file, { label, file: label });
  } catch (error) {
    assert.ok(error instanceof DocgenError);
    return error;
  }
  assert.fail(`claiming ${file} must fail`);
}

test('a second source for one file is refused, naming both', () => {
  const claims = new OutputClaims();
  claims.claim('x/index.html', { label: 'content/a.md', file: 'content/a.md' });
  const error = clash(claims, 'x/index.html', 'content/b.md');
  assert.equal(
    error.message,
    'content/a.md and content/b.md are both written to x/index.html; one of them would be lost.',
  );
  assert.equal(error.location.file, 'content/b.md');
});

test('a file where a page needs a folder is refused (slug /404.html, then the 404 page)', () => {
  const claims = new OutputClaims();
  claims.claim('404.html/index.html', { label: 'content/a.md' });
  assert.throws(
    () => claims.claim('404.html', { label: 'the 404 page' }),
    /the 404 page is written to the file 404\.html, but content\/a\.md is written to 404\.html\/index\.html, which needs a folder of that name/,
  );
});

test('a folder where a file is is refused, however deep (a static file, then a page below it)', () => {
  const claims = new OutputClaims();
  claims.claim('docs', { label: 'the static file content/static/docs' });
  claims.claim('other/index.html', { label: 'content/other.md' });
  assert.throws(
    () => claims.claim('docs/deep/er/index.html', { label: 'content/docs/deep/er.md' }),
    /content\/docs\/deep\/er\.md is written to docs\/deep\/er\/index\.html, inside a folder docs, but the static file content\/static\/docs is written to the file docs\./,
  );
});

test('a file handed over without a source is named as a generated file', () => {
  const claims = new OutputClaims();
  claims.claim('sitemap.xml/index.html', { label: 'content/sitemap.md' });
  assert.throws(
    () => claims.claim('sitemap.xml'),
    /the generated file sitemap\.xml is written to the file sitemap\.xml, but content\/sitemap\.md/,
  );
});

test('paths outside the output folder are refused at the claim', () => {
  const claims = new OutputClaims();
  assert.throws(
    () => claims.claim('../../outside/index.html', { label: 'content/x.md' }),
    (error: unknown) =>
      error instanceof DocgenError &&
      /content\/x\.md would be written to "\.\.\/\.\.\/outside\/index\.html", outside the output folder/.test(
        error.message,
      ) &&
      /openapi\.routeBase/.test(error.hint ?? ''),
  );
});

test('twenty thousand pages in shared folders claim in linear time', () => {
  const claims = new OutputClaims();
  const started = performance.now();
  for (let i = 0; i < 20_000; i++)
    claims.claim(`api/tag-${i % 50}/op-${i}/index.html`, { label: `op ${i}` });
  assert.ok(claims.has('api/tag-3/op-53/index.html'));
  // About 0.2 s on an idle machine; a check that compared every pair would take minutes.
  assert.ok(performance.now() - started < 5000, `${performance.now() - started} ms`);
});

test('the writer refuses a clashing or escaping file before writing it, and its abort leaves nothing', async () => {
  const { mkdtempSync, readdirSync, rmSync, existsSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const path = await import('node:path');
  const { OutputWriter } = await import('../../../src/output/write-output.js');
  const work = mkdtempSync(path.join(tmpdir(), 'docgen-claims-'));
  try {
    const output = OutputWriter.open(path.join(work, 'build'));
    output.write('404.html/index.html', 'page', { label: 'content/a.md', file: 'content/a.md' });
    assert.throws(
      () => output.write('404.html', 'not found', { label: 'the 404 page' }),
      /the 404 page is written to the file 404\.html, but content\/a\.md/,
    );
    assert.throws(() => output.write('../escaped.html', 'x'), /outside the output folder/);
    await output.abort();
    assert.deepEqual(readdirSync(work), [], 'nothing written, nothing left');
    assert.ok(!existsSync(path.join(work, 'escaped.html')));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});

test('two files whose paths differ only in letter case are refused: macOS and Windows would keep one', () => {
  const claims = new OutputClaims();
  claims.claim('guide/Setup/index.html', {
    label: 'content/guide/Setup.md',
    file: 'content/guide/Setup.md',
  });
  claims.claim('guide/setup-2/index.html', { label: 'content/guide/setup-2.md' });
  const error = clash(claims, 'guide/setup/index.html', 'content/guide/setup.md');
  assert.equal(
    error.message,
    'content/guide/Setup.md is written to guide/Setup/index.html and content/guide/setup.md to guide/setup/index.html: the names differ only in letter case, so on macOS and Windows one would overwrite the other.',
  );
  assert.equal(error.location.file, 'content/guide/setup.md');
});

test('two files whose paths differ only in Unicode normalisation (NFC, NFD) are refused, the code points shown: macOS would keep one', () => {
  const claims = new OutputClaims();
  const nfc = 'g/\u00e9/index.html';
  const nfd = 'g/e\u0301/index.html';
  claims.claim(nfc, { label: 'content/g/\u00e9.md', file: 'content/g/\u00e9.md' });
  const error = clash(claims, nfd, 'content/g/e\u0301.md');
  assert.equal(
    error.message,
    `content/g/\u00e9.md is written to ${nfc} and content/g/e\u0301.md to ${nfd}: the names differ only in how an accented letter is encoded ("g/\\u{e9}/index.html" and "g/e\\u{301}/index.html": one character, or a letter and a combining accent), which macOS takes for the same name, so there one would overwrite the other.`,
  );
  assert.equal(error.location.file, 'content/g/e\u0301.md');
  // In letter case as well: still the same name on macOS.
  assert.match(
    clash(claims, 'G/E\u0301/index.html', 'content/G/E\u0301.md').message,
    /differ only in letter case and in how an accented letter is encoded .*so on macOS one would overwrite the other\.$/,
  );
});

test('a name longer than 255 bytes is refused as too long, not as outside the output folder', () => {
  const claims = new OutputClaims();
  const name = `${'画'.repeat(84)}.png`;
  assert.throws(
    () =>
      claims.claim(`assets/${name}`, {
        label: 'the static file content/static/assets/x',
        file: 'content/static/assets/x',
      }),
    (error: unknown) =>
      error instanceof DocgenError &&
      error.message.includes(`whose name "${'画'.repeat(40)}…" is 256 bytes long`) &&
      !/outside the output folder/.test(error.message) &&
      error.location.file === 'content/static/assets/x' &&
      /static file's file name/.test(error.hint ?? '') &&
      !/routeBase/.test(error.hint ?? ''),
  );
});
