// The Blockfrost developer portal, built with docgen.
import { defineConfig } from 'docgen/config';

const year = 2025;

/**
 * What each Blockfrost error status means, in the words the guides use (the spec
 * calls 429 "Usage limit reached" and leaves 402 out, which reads like the daily
 * quota): one meaning per status on every page.
 */
const blockfrostErrors = {
  '400': 'The request is invalid: check the path, parameters and body.',
  '402': 'The daily request quota of your plan is spent; it resets at midnight UTC.',
  '403': 'The project token is missing, invalid or of another network.',
  '418': 'The IP address was banned automatically for sending on after 402 or 429.',
  '429': 'Too many requests per second from your IP address: slow down.',
};

/** What `note` links to: the one table of error statuses and what to do about each. */
const errorGuide = '[Handling common errors](/start-building#handling-common-errors)';

/**
 * What every Blockfrost endpoint shares: its error statuses answer with one body
 * shape, and list endpoints page with count/page/order.
 */
const blockfrostConventions = {
  sharedResponses: {
    statuses: ['400', '402', '403', '404', '418', '425', '429', '500'],
    meanings: blockfrostErrors,
    note: `Error bodies share one shape: \`{ "status_code": 400, "error": "Bad Request", "message": "..." }\`. ${errorGuide} says what to do about each.`,
  },
  badgeNotes: {
    hosted:
      'The **Hosted** badge: the OpenAPI document marks this endpoint as available only in the hosted variant of the API. [Hosted endpoints](/start-building#hosted-endpoints) says what that means for you.',
  },
  parameterNotes: {
    count: 'Pagination: how many items one page holds (at most 100).',
    page: 'Pagination: which page to return, starting at 1. Ask for the next page until a page comes back with fewer than `count` items.',
    order:
      'Pagination: `asc` returns the oldest items first, `desc` the newest first. It orders the data on chain, not the page listing.',
  },
  // Our own documents: one that breaks the OpenAPI schema fails the build (and CI).
  validation: 'error' as const,
};

/** A JSON Pointer to a request body's media type of the Blockfrost document. */
const requestMedia = (path: string, mediaType: string) =>
  `/paths/${path.replaceAll('/', '~1')}/post/requestBody/content/${mediaType.replace('/', '~1')}`;

/**
 * The transaction of the document's own submit and evaluate examples: one input
 * (8911f640…ab44#0) and one output of 280,122,143 lovelace to the address below,
 * with a fee of 169,241 lovelace.
 */
const exampleTxCbor =
  '83a400818258208911f640d452c3be4ff3d89db63b41ce048c056951286e2e28bbf8a51588ab44000181825839009493315cd92eb5d8c4304e67b7e16ae36d61d34502694657811a2c8e32c728d3861e164cab28cb8f006448139c8f1740ffb8e7aa9e5232dc1a10b2531f021a00029519075820cb798b0bce50604eaf2e0dc89367896b18f0a6ef6b32b57e3c9f83f8ee71e608a1008182582073fea80d424276ad0978d4fe5310e8bc2d485f5f6bb3bf87612989f112ad5a7d5840c40425229749a9434763cf01b492057fd56d7091a6372eaa777a1c9b1ca508c914e6a4ee9c0d40fc10952ed668e9ad65378a28b149de6bd4204bd9f095b0a902a11907b0a1667469636b657281a266736f757263656b736f757263655f6e616d656576616c7565736675676961742076656e69616d206d696e7573';

/**
 * Corrections to the published document, which this site does not own. Submit and
 * evaluate both declare an `application/cbor` string, but submit takes the signed
 * transaction's raw CBOR bytes (evaluate takes hex text): `format: binary` makes
 * submit's samples send a file. Evaluate-with-UTXOs has no example, so its samples
 * would send "string" in every field: the example below is the transaction above
 * with the output it spends, as one [TxIn, TxOut] pair of the schema (Ogmios's
 * additional UTXO set), its coins the output plus the fee. Each `test` stops the
 * build if a new release of the document changes what the correction assumes.
 */
const blockfrostPatch = [
  {
    op: 'test' as const,
    path: `${requestMedia('/tx/submit', 'application/cbor')}/schema/type`,
    value: 'string',
  },
  {
    op: 'add' as const,
    path: `${requestMedia('/tx/submit', 'application/cbor')}/schema/format`,
    value: 'binary',
  },
  // Evaluate's example is that transaction in a folded YAML block, which ends in a
  // newline: not hex, so its samples would send a body that is not pure hex text.
  {
    op: 'test' as const,
    path: `${requestMedia('/utils/txs/evaluate', 'application/cbor')}/example`,
    value: `${exampleTxCbor}\n`,
  },
  {
    op: 'replace' as const,
    path: `${requestMedia('/utils/txs/evaluate', 'application/cbor')}/example`,
    value: exampleTxCbor,
  },
  {
    op: 'test' as const,
    path: `${requestMedia('/utils/txs/evaluate/utxos', 'application/json')}/schema/required`,
    value: ['cbor'],
  },
  {
    op: 'add' as const,
    path: `${requestMedia('/utils/txs/evaluate/utxos', 'application/json')}/example`,
    value: {
      cbor: exampleTxCbor,
      additionalUtxoSet: [
        [
          {
            txId: '8911f640d452c3be4ff3d89db63b41ce048c056951286e2e28bbf8a51588ab44',
            index: 0,
          },
          {
            address:
              'addr1qz2fxv2umyhttkxyxp8x0dlpdt3k6cwng5pxj3jhsydzer3jcu5d8ps7zex2k2xt3uqxgjqnnj83ws8lhrn648jjxtwqcyl47r',
            value: { coins: 280_291_384 },
          },
        ],
      ],
    },
  },
];

// The networks a reader picks in "Try it" (the samples follow), by the names the API
// introduction uses; a project token is per network. Both documents list a
// `https://localhost:3000` server (a self-hosted backend), which these replace.
const cardanoNetworks = [
  { url: 'https://cardano-mainnet.blockfrost.io/api/v0', label: 'Cardano mainnet' },
  { url: 'https://cardano-preprod.blockfrost.io/api/v0', label: 'Cardano preprod' },
  { url: 'https://cardano-preview.blockfrost.io/api/v0', label: 'Cardano preview' },
];

/**
 * The Mithril endpoints are the aggregator's, proxied by Blockfrost: their own
 * responses (404, 412, the default error) use the aggregator's error shape, and
 * Blockfrost's own errors can answer in front of them with Blockfrost's shape.
 */
const mithrilConventions = {
  operationNote:
    'Mithril aggregator API **v0.1.27**, proxied by Blockfrost under `/mithril` and marked experimental. This page comes from `@blockfrost/openapi` **0.1.65**, an earlier release of the spec than the rest of this reference: the only release with the Mithril paths. See [Mithril](/#networks-and-base-urls).',
  sharedResponses: {
    statuses: [],
    meanings: blockfrostErrors,
    note: `These come from Blockfrost, in front of the aggregator, with Blockfrost's body \`{ "status_code": 403, "error": "Forbidden", "message": "..." }\`. The responses above, the \`default\` error included, come from the Mithril aggregator and use its own shape, \`{ "label": "...", "message": "..." }\`. ${errorGuide} says what to do about each.`,
  },
};

export default defineConfig({
  title: 'Blockfrost Development Hub',
  tagline: 'Welcome to the Blockfrost.io universe',
  url: 'https://blockfrost.dev',
  baseUrl: '/',
  titleDelimiter: '|',
  favicon: '/img/favicon.svg',
  onBrokenLinks: 'throw',
  onBrokenMarkdownLinks: 'warn',
  onBrokenAnchors: 'throw',
  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: { en: { label: 'English', direction: 'ltr', htmlLang: 'en' } },
  },
  docs: {
    routeBasePath: '/',
    contentDir: 'content',
    staticDir: 'content/static',
    sidebarPath: 'content/sidebars.ts',
    breadcrumbs: true,
    // No "Edit this page" links: the content lives in this repository, whose public
    // address is not known. The old value pointed at blockfrost/blockfrost.dev, whose
    // files sit elsewhere (docs/, not content/), so every link was a 404. Once the
    // repository is public, set its edit base, e.g. 'https://github.com/OWNER/REPO/edit/main/'.
    version: { name: 'current', label: 'Next', mainDocId: 'blockfrost' },
    versionPersistence: 'localStorage',
  },
  tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  navbar: {
    title: '',
    logo: { alt: 'Blockfrost Logo', src: '/img/logo.svg' },
    hideOnScroll: true,
    items: [
      { type: 'docSidebar', sidebarId: 'docs', label: 'Docs', position: 'left' },
      { type: 'docSidebar', sidebarId: 'api', label: 'API reference', position: 'left' },
      { type: 'doc', docId: 'sdks', label: 'SDKs', position: 'left' },
      {
        type: 'dropdown',
        label: 'Resources',
        position: 'left',
        items: [
          { label: 'Support & FAQ', to: '/support' },
          { label: 'Showcase', to: '/showcases/assets-explorer' },
          { label: 'Status', href: 'https://status.blockfrost.io/' },
        ],
      },
      { type: 'docsVersionDropdown', position: 'right' },
      { type: 'localeDropdown', position: 'right' },
      {
        'aria-label': 'GitHub',
        href: 'https://github.com/blockfrost',
        icon: 'github',
        className: 'navbar__icon navbar__github',
        position: 'right',
      },
      {
        'aria-label': 'Twitter',
        href: 'https://twitter.com/blockfrost',
        icon: 'twitter',
        className: 'navbar__icon navbar__twitter',
        position: 'right',
      },
      {
        'aria-label': 'Discord',
        href: 'https://discord.gg/inputoutput',
        icon: 'discord',
        className: 'navbar__icon navbar__discord',
        position: 'right',
      },
      {
        label: 'Dashboard',
        href: 'https://blockfrost.io/dashboard',
        className: 'navbar__dashboard',
        position: 'right',
      },
      { type: 'search', position: 'right' },
    ],
  },
  footer: {
    style: 'dark',
    links: [
      {
        title: 'Docs',
        items: [
          { label: 'Overview', to: '/' },
          { label: 'Getting Started', to: '/overview/getting-started' },
          { label: 'Start Building', to: '/start-building' },
          { label: 'SDKs', to: '/sdks' },
          { label: 'API reference', to: '/api/blockfrost-io-api-documentation' },
        ],
      },
      {
        title: 'Community',
        items: [
          { label: 'Stack Exchange', href: 'https://cardano.stackexchange.com/' },
          { label: 'Reddit', href: 'https://www.reddit.com/r/CardanoDevelopers/' },
          { label: 'Cardano Developers Portal', href: 'https://developers.cardano.org/' },
        ],
      },
      {
        title: 'More',
        items: [
          { label: 'Support', to: '/support' },
          { label: 'GitHub', href: 'https://github.com/blockfrost' },
        ],
      },
    ],
    copyright: `Copyright © ${year} <a href="https://blockfrost.io">Blockfrost.io</a>`,
  },
  colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true },
  announcementBar: {
    id: 'mithril-2025',
    content:
      'The Mithril aggregator endpoints are documented in the <a href="/api/get-most-recent-certificates">API reference</a>.',
    isCloseable: true,
  },
  search: { indexDocs: true, maxSearchResults: 8 },
  openapi: {
    routeBase: '/api',
    sidebarId: 'api',
    sources: [
      // The document's text links relative to docs.blockfrost.io, where it is published.
      {
        id: 'blockfrost',
        source: { package: '@blockfrost/openapi' },
        linkBase: 'https://docs.blockfrost.io/',
        ...blockfrostConventions,
        patch: blockfrostPatch,
        // IPFS is the document's host of its /ipfs paths only: named here, offered there.
        servers: [...cardanoNetworks, { url: 'https://ipfs.blockfrost.io/api/v0', label: 'IPFS' }],
        // Examples of the published document that contradict their schemas (shown as published):
        // UTXO examples without the required tx_index, a pool example holding a schema where
        // blocks_minted's value belongs, and an xpub example that is a list of the objects.
        exampleWarnings: {
          ignore: [
            '#/components/schemas/account_utxo_content/example',
            '#/components/schemas/address_utxo_content/example',
            '#/components/schemas/pool_list_extended/example',
            '#/components/schemas/utils_addresses_xpub/example',
          ],
        },
      },
      {
        id: 'mithril',
        source: { package: '@blockfrost/openapi-mithril' },
        filter: { tags: ['Cardano » Mithril'] },
        group: 'Mithril aggregator',
        ...mithrilConventions,
        servers: cardanoNetworks,
      },
    ],
  },
  scripts: [
    { src: 'https://plausible.io/js/plausible.js', defer: true, 'data-domain': 'blockfrost.dev' },
  ],
  metadata: [
    { property: 'og:image', content: 'https://blockfrost.io/images/og.png' },
    { name: 'twitter:image', content: 'https://blockfrost.io/images/og.png' },
  ],
});
