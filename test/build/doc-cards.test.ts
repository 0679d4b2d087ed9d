// `:::doc-cards` lists the pages of the sidebar category its page is linked to,
// with each page's description and `card_code`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { build } from '../../src/build.js';
import { DocgenError } from '../../src/errors.js';
import { makeSmallSite } from '../fixtures/small-site.js';

const files = {
  'content/sidebars.ts':
    "export default { docs: ['index', { type: 'category', label: 'Clients', link: 'clients', items: ['clients/py', 'clients/rs'] }] };\n",
  'content/clients.md':
    '---\ntitle: Clients\n---\nPick one.\n\n:::doc-cards\n:::\n\nAfter the cards.\n',
  'content/clients/py.md':
    '---\ntitle: Python client\nsidebar_label: Python\ndescription: The <Python> client & more.\ncard_code: pip install "thing<1>"\n---\nText.\n',
  'content/clients/rs.md': '---\ntitle: Rust client\nsidebar_label: Rust\n---\nText.\n',
};

test('the cards follow the category: label, description and card code, escaped, in place of the block', async () => {
  const result = await build({ root: makeSmallSite(files), write: false });
  const html = String(result.files.get('clients/index.html'));
  const article =
    /<div class="doc-content">([\s\S]*?)<\/div><\/div><p class="doc-edit"|<div class="doc-content">([\s\S]*)<nav class="pagination-nav"/.exec(
      html,
    )?.[0] ?? html;
  const cards = [...article.matchAll(/<li class="doc-card">([\s\S]*?)<\/li>/g)].map((m) => m[1]!);
  assert.equal(cards.length, 2);
  assert.match(
    cards[0]!,
    /<a class="doc-card__link" href="\/clients\/py"><span class="doc-card__title">Python<\/span><span class="doc-card__description">The &lt;Python&gt; client &amp; more\.<\/span><\/a>/,
  );
  assert.match(
    cards[0]!,
    /<pre class="hljs" tabindex="0"><code>pip install &quot;thing&lt;1&gt;&quot;<\/code><\/pre><button type="button" class="code-block__copy"/,
  );
  assert.match(
    cards[1]!,
    /href="\/clients\/rs"><span class="doc-card__title">Rust<\/span><span class="doc-card__description">Text\.<\/span><\/a>$/,
    'the first paragraph stands in for a description; no code',
  );
  // In place: after the intro, before the text that follows the block.
  assert.ok(
    article.indexOf('Pick one.') < article.indexOf('doc-cards') &&
      article.indexOf('doc-cards') < article.indexOf('After the cards.'),
  );
  assert.doesNotMatch(html, /docgen:doc-cards/, 'the marker is gone');
  // The markdown copy lists the cards where the block was.
  assert.equal(
    String(result.files.get('clients.md')),
    '# Clients\n\nPick one.\n\n- [Python](/clients/py): The <Python> client & more.\n\n  ```\n  pip install "thing<1>"\n  ```\n\n- [Rust](/clients/rs): Text.\n\nAfter the cards.\n',
  );
});

test('a :::doc-cards block on a page no category links to fails naming the file', async () => {
  const root = makeSmallSite({
    ...files,
    'content/guide.md': '---\ntitle: Guide\n---\n:::doc-cards\n:::\n',
  });
  await assert.rejects(build({ root, write: false }), (error: unknown) => {
    assert.ok(error instanceof DocgenError);
    assert.match(
      error.message,
      /content\/guide\.md has a :::doc-cards block, but no sidebar category links to this page/,
    );
    assert.equal(error.location.file, 'content/guide.md');
    return true;
  });
});
