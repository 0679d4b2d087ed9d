// An API page's authentication sentence and its anchors' names are the site's labels: a
// site in another language sets each scheme's words, the joins and the link to the
// introduction, and the English defaults say what the page said before.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { craftedReference } from '../../fixtures/crafted-api.js';
import { renderApiArticle } from '../../../src/render/api-article.js';
import { siteLabelsOf } from '../../../templates/page-labels.js';
import type { ApiReference } from '../../../src/openapi/index.js';

const doc = {
  components: {
    securitySchemes: {
      key: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
      query: { type: 'apiKey', in: 'query', name: 'key' },
      bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      basic: { type: 'http', scheme: 'basic' },
      oauth: {
        type: 'oauth2',
        flows: { clientCredentials: { tokenUrl: 'https://a.test/t', scopes: { read: 'r' } } },
      },
    },
  },
  paths: {
    '/pets': {
      post: {
        summary: 'Create a pet',
        security: [{ bearer: [] }, { basic: [] }, { query: [], key: [] }, { oauth: ['read'] }, {}],
        parameters: [{ name: 'limit', in: 'query', schema: { type: 'integer' } }],
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  name: { type: 'string', minLength: 1, pattern: '^[a-z]+$' },
                  tags: { type: 'array', items: { type: 'string' }, uniqueItems: true },
                },
              },
            },
          },
        },
        responses: {
          '200': {
            description: 'Done',
            content: {
              'application/json': {
                schema: {
                  oneOf: [
                    { title: 'Cat', type: 'object', properties: { kind: { type: 'string' } } },
                    { title: 'Dog', type: 'object', properties: { kind: { type: 'string' } } },
                  ],
                  discriminator: { propertyName: 'kind' },
                },
                example: { kind: 'cat' },
              },
            },
          },
        },
      },
    },
  },
};

function page(reference: ApiReference) {
  const found = reference.docs.find((d) => d.title === 'Create a pet')?.apiPage;
  assert.ok(found);
  return found;
}

const sentence = (html: string) => html.match(/<p class="api-auth">(.*?)<\/p>/)?.[1];

test('the authentication sentence, anchors, oneOf head, example title and schema facts say the English defaults', async () => {
  const html = renderApiArticle(page(await craftedReference(doc)));
  assert.equal(
    sentence(html),
    'Authentication (optional): send a bearer token (JWT) in the <code>Authorization</code> header, ' +
      'or a user name and password (HTTP basic) in the <code>Authorization</code> header, ' +
      'or an API key in the <code>key</code> query and an API key in the <code>X-API-Key</code> header, ' +
      'or an OAuth 2.0 access token with the scope <code>read</code> (see the <a href="/api/crafted">introduction</a>).',
  );
  assert.match(html, /aria-label="Direct link to parameter limit"/);
  assert.match(html, /aria-label="Direct link to name"/);
  assert.match(
    html,
    /<p class="schema__variants-label">One of 2 variants \(discriminated by <code>kind<\/code>\)<\/p>/,
  );
  assert.match(html, /class="code-block__title">Example</);
  assert.match(html, /<span>min length: 1<\/span>/);
  assert.match(html, /<span>pattern: <code>\^\[a-z\]\+\$<\/code><\/span>/);
  assert.match(html, /<span>unique items<\/span>/);
});

test("a site in another language sets every word of the authentication sentence, the anchors, a oneOf's head, the example's title and a schema's facts", async () => {
  const labels = siteLabelsOf({
    authSentenceOptional: '認証（任意）：{schemes}を送ります。',
    authOr: '、または',
    authAnd: 'と',
    authSeeIntroduction: '{schemes}（{introduction}を参照）',
    authIntroduction: '概要',
    authApiKeyHeader: '{name}ヘッダーのAPIキー',
    authApiKeyQuery: '{name}クエリのAPIキー',
    authBearerFormat: '{header}ヘッダーのベアラートークン（{format}）',
    authBasic: '{header}ヘッダーのユーザー名とパスワード',
    authOAuthScope: 'スコープ{scopes}のアクセストークン',
    parameterLink: 'パラメーター{name}へのリンク',
    fieldLink: '{field}へのリンク',
    schemaOneOfVariants: '{count}つのうち1つ',
    schemaDiscriminatedBy: '（{property}で区別）',
    mediaExample: '例',
    schemaMinLength: '最小長 {value}',
    schemaPattern: 'パターン {value}',
    schemaUniqueItems: '重複なし',
  });
  const html = renderApiArticle(page(await craftedReference(doc)), labels);
  assert.equal(
    sentence(html),
    '認証（任意）：<code>Authorization</code>ヘッダーのベアラートークン（JWT）' +
      '、または<code>Authorization</code>ヘッダーのユーザー名とパスワード' +
      '、または<code>key</code>クエリのAPIキーと<code>X-API-Key</code>ヘッダーのAPIキー' +
      '、またはスコープ<code>read</code>のアクセストークン（<a href="/api/crafted">概要</a>を参照）を送ります。',
  );
  assert.match(html, /aria-label="パラメーターlimitへのリンク"/);
  assert.match(html, /aria-label="nameへのリンク"/);
  assert.match(
    html,
    /<p class="schema__variants-label">2つのうち1つ （<code>kind<\/code>で区別）<\/p>/,
  );
  assert.match(html, /class="code-block__title">例</);
  assert.match(html, /<span>最小長 1<\/span>/);
  assert.match(html, /<span>パターン <code>\^\[a-z\]\+\$<\/code><\/span>/);
  assert.match(html, /<span>重複なし<\/span>/);
  assert.doesNotMatch(
    html,
    /Direct link|Authentication:|\d variants|discriminated by|>Example<|min length|pattern:|unique items/,
  );
});

test("an API introduction's scheme column says each scheme in the site's labels", async () => {
  const withMore = structuredClone(doc) as typeof doc & {
    components: { securitySchemes: Record<string, object> };
  };
  withMore.components.securitySchemes.oidc = {
    type: 'openIdConnect',
    openIdConnectUrl: 'https://a.test/.well-known/openid-configuration',
  };
  withMore.components.securitySchemes.mtls = { type: 'mutualTLS' };
  const reference = await craftedReference(withMore);
  const intro = reference.docs.find((d) => d.apiPage?.kind === 'intro')?.apiPage;
  assert.ok(intro);
  const cells = (html: string) =>
    [...html.matchAll(/<tr><td><code>(\w+)<\/code><\/td><td>([^<]*)<\/td>/g)].map(
      (m) => `${m[1]}: ${m[2]}`,
    );
  assert.deepEqual(cells(renderApiArticle(intro)), [
    'key: API key in the header X-API-Key',
    'query: API key in the query key',
    'bearer: HTTP bearer (JWT)',
    'basic: HTTP basic',
    'oauth: OAuth 2.0',
    'oidc: OpenID Connect',
    'mtls: mutualTLS',
  ]);
  const labels = siteLabelsOf({
    schemeApiKeyHeader: '{name}ヘッダーのAPIキー',
    schemeApiKeyQuery: '{name}クエリのAPIキー',
    schemeHttp: 'HTTP（{scheme}）',
    schemeHttpFormat: 'HTTP（{scheme}、{format}）',
    schemeOAuth2: 'OAuth 2.0（アクセストークン）',
    schemeOpenIdConnect: 'OpenID Connect（IDトークン）',
    schemeMutualTls: '相互TLS',
  });
  assert.deepEqual(cells(renderApiArticle(intro, labels)), [
    'key: X-API-KeyヘッダーのAPIキー',
    'query: keyクエリのAPIキー',
    'bearer: HTTP（bearer、JWT）',
    'basic: HTTP（basic）',
    'oauth: OAuth 2.0（アクセストークン）',
    'oidc: OpenID Connect（IDトークン）',
    'mtls: 相互TLS',
  ]);
});

test("an OAuth operation's scopes are joined as the markdown copy joins them, by the site's label", async () => {
  const scoped = structuredClone(doc) as typeof doc;
  scoped.components.securitySchemes.oauth.flows.clientCredentials.scopes = {
    read: 'r',
    write: 'w',
  } as typeof doc.components.securitySchemes.oauth.flows.clientCredentials.scopes;
  scoped.paths['/pets'].post.security = [{ oauth: ['write', 'read'] }];
  const reference = await craftedReference(scoped);
  assert.match(
    sentence(renderApiArticle(page(reference)))!,
    /the scopes <code>write<\/code>, <code>read<\/code> \(see/,
  );
  assert.match(
    reference.docs.find((d) => d.title === 'Create a pet')!.markdown ?? '',
    /`write`, `read`/,
  );
  const labels = siteLabelsOf({ authOAuthScopes: 'スコープ{scopes}', authScopesJoin: '、' });
  assert.match(
    sentence(renderApiArticle(page(reference), labels))!,
    /スコープ<code>write<\/code>、<code>read<\/code>/,
  );
});
