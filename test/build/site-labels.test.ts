// site.config.ts `labels`: the site's wording replaces docgen's own on every kind of page.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { build } from '../../src/build.js';
import { makeSmallSite, smallApiSiteConfig, smallSiteConfig } from '../fixtures/small-site.js';

const spec = {
  openapi: '3.1.0',
  info: { title: 'ノート', version: '1.0.0' },
  paths: {
    '/notes': {
      get: {
        operationId: 'listNotes',
        summary: '一覧',
        parameters: [
          { name: 'limit', in: 'query', required: true, schema: { type: 'integer' } },
          {
            name: 'order',
            in: 'query',
            schema: { type: 'string', enum: ['asc', 'desc'], default: 'asc', example: 'desc' },
          },
        ],
        responses: {
          '200': {
            description: 'OK',
            content: { 'application/json': { schema: { type: 'object' } } },
          },
        },
      },
    },
  },
};
const labels = {
  searchPlaceholder: '検索…',
  onThisPage: '目次',
  copy: 'コピー',
  sectionLink: 'この節へのリンク',
  toggleCategory: '{category}を開閉',
  pageNotFound: 'ページが見つかりません',
  notFoundHint: '{homePage}に戻ってください。',
  homePage: 'トップページ',
  tryIt: '試す & 送信',
  tryItSend: '{method} を送信',
  searchKeysNavigate: '{keys} で移動',
  lastUpdatedOnBy: '{date}に{author}が更新',
  request: 'リクエスト',
  samples: 'リクエスト例',
  introduction: 'はじめに',
  columnName: '名前',
  required: '必須',
  contentType: '形式: {type}',
  schemaOneOf: '次のいずれか:',
  schemaDefault: '既定値:',
  schemaExample: '例:',
  admonitionNote: 'メモ',
  admonitionTip: 'ヒント',
  admonitionWarning: '警告',
};
const dir = makeSmallSite({
  'site.config.ts': smallApiSiteConfig('notes', 'openapi.json')
    .replace("title: 'Test site',", `title: 'Test site',\n  labels: ${JSON.stringify(labels)},`)
    .replace("label: 'Docs' }", "label: 'Docs' }, { type: 'search' }"),
  'openapi.json': JSON.stringify(spec),
  'content/guide.md':
    '---\ntitle: Guide\nlast_update:\n  date: 2026-01-15\n  author: 山田太郎\n---\n## Setup\nText.\n\n```sh\nls\n```\n\n:::note\nA.\n:::\n\n:::tip[自分の題]\nB.\n:::\n\n> [!WARNING]\n> C.\n',
});
after(() => rmSync(dir, { recursive: true, force: true }));

test("a site's labels show in a doc page, an API page and the 404 page, escaped", async () => {
  const result = await build({ root: dir, write: false, log: () => {} });
  const file = (name: string) => String(result.files.get(name));
  const doc = file('guide/index.html');
  assert.match(doc, /<span class="navbar__search-placeholder">検索…<\/span>/);
  assert.match(doc, /<p class="toc__title">目次<\/p>/);
  assert.match(
    doc,
    /<p class="doc-last-update"><time dateTime="2026-01-15">2026-01-15<\/time>に山田太郎が更新<\/p>/,
  );
  assert.match(
    doc,
    /class="code-block__copy" aria-label="Copy code to clipboard" title="コピー">コピー<\/button>/,
  );
  assert.match(doc, /<a class="hash-link" href="#setup" aria-label="この節へのリンク"><\/a>/);
  assert.doesNotMatch(doc, /On this page|>Copy</);
  // Admonitions without a title of their own take the site's; an author's title still wins.
  const titles = [
    ...doc.matchAll(
      /<aside class="admonition[^"]*" aria-label="([^"]*)"><p class="admonition__title"><span[^>]*><\/span>([^<]*)</g,
    ),
  ];
  assert.deepEqual(
    titles.map((m) => [m[1], m[2]]),
    [
      ['メモ', 'メモ'],
      ['自分の題', '自分の題'],
      ['警告', '警告'],
    ],
  );
  assert.match(file('guide.md'), /> \*\*メモ\*\*\n[^]*> \*\*自分の題\*\*/);
  // The client reads the labels it shows from the island props: those alone, the search
  // chunk's (its footer) with them; the Try it console's on the pages that have one alone.
  const propsOf = (html: string) =>
    JSON.parse(html.match(/<script[^>]*id="__docgen_props"[^>]*>(.*?)<\/script>/)![1]!);
  const ownLabels = {
    searchPlaceholder: '検索…',
    copy: 'コピー',
    searchKeysNavigate: '{keys} で移動',
  };
  assert.deepEqual(propsOf(doc).labels, ownLabels);
  assert.doesNotMatch(doc, /を送信/);
  const apiRoute = result.pages.find((p) => p.doc.apiPage?.kind === 'operation')!.route;
  const api = file(`${apiRoute.slice(1)}/index.html`);
  assert.match(api, /検索…/);
  assert.match(api, /data-try-it="[^"]*"[^>]*>試す &amp; 送信<\/button>/);
  assert.deepEqual(propsOf(api).labels, {
    ...ownLabels,
    tryIt: '試す & 送信',
    tryItSend: '{method} を送信',
  });
  // The API headings, in the page, its outline (search sections, TOC) and its markdown copy alike.
  assert.match(api, /<h2 id="request"[^>]*>リクエスト</);
  assert.match(api, /<h2 id="samples"[^>]*>リクエスト例</);
  assert.match(file(`${apiRoute.slice(1)}.md`), /^## リクエスト$/m);
  const apiDoc = result.pages.find((p) => p.route === apiRoute)!.doc;
  assert.equal(apiDoc.toc[0]!.text, 'リクエスト');
  assert.equal(apiDoc.sections.find((s) => s.anchor === 'request')!.title, 'リクエスト');
  assert.match(api, /<span class="menu__label">はじめに<\/span>/);
  assert.match(api, /class="menu__caret"[^>]* aria-label="Notesを開閉"/);
  assert.match(
    api,
    /<h2 id="request">リクエスト<a class="hash-link" href="#request" aria-label="この節へのリンク"><\/a><\/h2>/,
  );
  assert.doesNotMatch(api, /Link to this section|>Copy</);
  assert.match(api, /<th scope="col">名前<\/th>/);
  assert.match(api, /<span class="schema__required">必須<\/span>/);
  assert.match(api, /<p class="api-media__type">形式: <code>application\/json<\/code><\/p>/);
  // A schema's facts.
  assert.match(api, /<span>次のいずれか: <code[^>]*>asc<\/code>, <code[^>]*>desc<\/code><\/span>/);
  assert.match(api, /<span>既定値: <code>asc<\/code><\/span>/);
  assert.match(api, /<span>例: <code>desc<\/code><\/span>/);
  assert.doesNotMatch(api, /one of:|default:|example:/);
  const notFound = file('404.html');
  assert.match(notFound, /<title>ページが見つかりません \| Test site<\/title>/);
  assert.match(notFound, /<h1 class="doc-title">ページが見つかりません<\/h1>/);
  assert.match(notFound, /<p><a href="\/">トップページ<\/a>に戻ってください。<\/p>/);
});

test("a site without a search box carries none of the search overlay's labels in its pages", async () => {
  const plain = makeSmallSite({
    'site.config.ts': smallSiteConfig.replace(
      "title: 'Test site',",
      `title: 'Test site',\n  labels: ${JSON.stringify({ copy: 'コピー', searchLoading: '読み込み中…' })},`,
    ),
  });
  try {
    const result = await build({ root: plain, write: false, log: () => {} });
    const page = String(result.files.get('index.html'));
    const props = JSON.parse(page.match(/id="__docgen_props"[^>]*>(.*?)<\/script>/)![1]!);
    assert.deepEqual(props.labels, { copy: 'コピー' });
  } finally {
    rmSync(plain, { recursive: true, force: true });
  }
});
