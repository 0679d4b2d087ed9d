// What the reader means, first: the operation whose title is the query (its HTTP
// method read as the verb the reader types), the page about a topic before other
// pages' sections about it, the words said together, the thing the query asks to
// make, a verb's -ing form, the title that says the query as its phrase, live
// operations before deprecated ones, and no removal the query did not ask for.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { search, searchPages } from '../../../src/shared/search-engine.js';
import {
  isExactTitle,
  methodVerbOf,
  pageTitleCoverage,
  phraseProximity,
  titleCoverage,
  titlePhrase,
} from '../../../src/shared/search-title-signals.js';
import { ingForm, queryWords } from '../../../src/shared/search-tokenizer.js';
import { indexesOf, page } from './search-fixtures.js';

const first = (pages: ReturnType<typeof page>[], query: string) =>
  search(indexesOf(pages).indexes, query)[0]?.document.sectionRoute;

const api = (route: string, title: string, text: string) =>
  page({ route, title, kind: 'api', sidebarId: 'api', sections: [['', '', text]] });

test('an operation titled from its operationId matches the verb a reader types: "create a customer" is "Post customers"', () => {
  // As in Stripe's document: no summaries, so titles come from operationIds.
  const pages = [
    api(
      '/api/post-customers-customer-cards',
      'Post customers customer cards',
      'POST /v1/customers/{customer}/cards When you create a new credit card, you must specify a customer.',
    ),
    api(
      '/api/post-customers-customer-sources',
      'Post customers customer sources',
      'POST /v1/customers/{customer}/sources When you create a new source, you must specify a customer.',
    ),
    api('/api/post-customers', 'Post customers', 'POST /v1/customers A customer object, new.'),
    api(
      '/api/get-customers',
      'Get customers',
      'GET /v1/customers Returns a list of your customers.',
    ),
  ];
  assert.equal(first(pages, 'create a customer'), '/api/post-customers');
  assert.equal(first(pages, 'list customers'), '/api/get-customers');
});

/** An operation page as the build makes it: its intro says the method and path, its request and responses follow. */
function operation(
  route: string,
  title: string,
  [method, path]: [string, string],
  request: string,
  responses: string,
) {
  const p = page({
    route,
    title,
    kind: 'api',
    sidebarId: 'api',
    apiTags: ['pet'],
    sections: [
      ['', '', `${method.toUpperCase()} ${path} ${title}`],
      ['request', 'Request', request],
      ['responses', 'Responses', responses],
    ],
  });
  p.doc.api = { method, path, tags: ['pet'], basePaths: ['/v2'] };
  return p;
}

test('a verb matches the HTTP method of every operation whose title or path holds the other words: "create a pet" is POST /pet', () => {
  // As in the Swagger petstore: summaries that say another verb than the reader's.
  const user = 'username firstName lastName email password phone userStatus';
  const pages = [
    operation(
      '/api/add-a-new-pet-to-the-store',
      'Add a new pet to the store',
      ['post', '/pet'],
      'application/json Pet object that needs to be added to the store',
      '200 Successful operation id name category photoUrls tags status',
    ),
    operation(
      '/api/creates-list-of-users-with-given-input-array',
      'Creates list of users with given input array',
      ['post', '/user/createWithArray'],
      'application/json List of user object',
      `200 successful operation ${user}`,
    ),
    operation(
      '/api/create-user',
      'Create user',
      ['post', '/user'],
      'application/json Created user object',
      `default successful operation ${user}`,
    ),
    operation(
      '/api/place-an-order-for-a-pet',
      'Place an order for a pet',
      ['post', '/store/order'],
      'application/json order placed for purchasing the pet',
      '200 successful operation id petId quantity shipDate status complete',
    ),
    operation(
      '/api/finds-pets-by-status',
      'Finds Pets by status',
      ['get', '/pet/findByStatus'],
      'status Status values that need to be considered for filter',
      '200 successful operation id name category photoUrls tags status',
    ),
    operation(
      '/api/finds-pets-by-tags',
      'Finds Pets by tags',
      ['get', '/pet/findByTags'],
      'tags Tags to filter by',
      '200 successful operation id name category photoUrls tags status',
    ),
    operation(
      '/api/updates-a-pet-in-the-store-with-form-data',
      'Updates a pet in the store with form data',
      ['post', '/pet/{petId}'],
      'petId ID of pet that needs to be updated name status',
      '200 Successful operation id name category photoUrls tags status',
    ),
    operation(
      '/api/deletes-a-pet',
      'Deletes a pet',
      ['delete', '/pet/{petId}'],
      'api_key petId Pet id to delete',
      '400 Invalid pet value',
    ),
  ];
  const pageFirst = (query: string) => searchPages(indexesOf(pages).indexes, query)[0]?.route;
  assert.equal(pageFirst('create a pet'), '/api/add-a-new-pet-to-the-store');
  assert.equal(pageFirst('create pet'), '/api/add-a-new-pet-to-the-store');
  assert.equal(pageFirst('create an order'), '/api/place-an-order-for-a-pet');
  assert.equal(pageFirst('remove a pet'), '/api/deletes-a-pet');
  assert.equal(pageFirst('list pets'), '/api/finds-pets-by-status');
  // The object said after a preposition is not what the operation acts on (placing an
  // order is no way to create a pet), nor is a title's own other verb (updating one is not).
  const ranked = searchPages(indexesOf(pages).indexes, 'create a pet').map((g) => g.route);
  const add = ranked.indexOf('/api/add-a-new-pet-to-the-store');
  const update = ranked.indexOf('/api/updates-a-pet-in-the-store-with-form-data');
  const order = ranked.indexOf('/api/place-an-order-for-a-pet');
  assert.ok(update > add + 1 && order > add + 1, ranked.join(', '));
});

test('a query that names a thing with no verb of its own ranks the operation that makes it: "comment on an issue"', () => {
  // As in GitHub's document: the same sentence on every page about issue comments.
  const text = (verb: string) =>
    `You can use the REST API to ${verb} comments on issues and pull requests. Every pull request is an issue.`;
  const pages = [
    api('/api/delete-an-issue-comment', 'Delete an issue comment', text('delete')),
    api('/api/get-an-issue-comment', 'Get an issue comment', text('get')),
    api(
      '/api/create-reaction-for-an-issue-comment',
      'Create reaction for an issue comment',
      'Create a reaction to an issue comment.',
    ),
    api(
      '/api/create-an-issue-comment',
      'Create an issue comment',
      `${text('create')} Creating content too quickly may result in secondary rate limiting, which this long sentence says at length.`,
    ),
  ];
  assert.equal(first(pages, 'comment on an issue'), '/api/create-an-issue-comment');
});

test('a page about a topic ranks above a section about it on a page about something else', () => {
  const sdk = (name: string) =>
    page({
      route: `/sdks-${name}`,
      title: `${name} SDK`,
      sidebarId: 'docs',
      categories: ['SDKs'],
      sections: [
        ['', '', `The ${name} SDK.`],
        ['webhooks', 'Webhooks', 'Verify a webhook signature with verifyWebhookSignature.'],
      ],
    });
  const guide = page({
    route: '/webhooks/signatures',
    title: 'Check signatures',
    sidebarId: 'docs',
    categories: ['Webhooks'],
    sections: [
      ['', '', 'Every webhook request carries a signature header.'],
      ['verify', 'Verify with an SDK', 'Each SDK verifies the webhook signature for you.'],
    ],
  });
  const pages = [sdk('ruby'), sdk('python'), sdk('go'), guide];
  assert.equal(first(pages, 'webhook signature')?.split('#')[0], '/webhooks/signatures');
});

test('the words said together in that order lift a section above one that has them apart', () => {
  const pages = [
    page({
      route: '/apart',
      title: 'Apart',
      sidebarId: 'docs',
      sections: [['', '', 'The epoch ends and pools report the stakes of delegators.']],
    }),
    page({
      route: '/close',
      title: 'Close',
      sidebarId: 'docs',
      sections: [['', '', 'Pools report the epoch stakes of delegators and the ends.']],
    }),
  ];
  assert.equal(first(pages, 'epoch stakes'), '/close');
});

test("a verb's -ing form is one of its forms: 'make' finds 'Making your first call'", () => {
  assert.equal(ingForm('make'), 'making');
  assert.equal(ingForm('fetch'), 'fetching');
  assert.equal(ingForm('list'), 'listing');
  assert.equal(ingForm('using'), undefined);
  const pages = [
    page({
      route: '/first-call',
      title: 'Making your first call',
      sidebarId: 'docs',
      sections: [['', '', 'Every request is an HTTPS call with your token.']],
    }),
    page({
      route: '/limits',
      title: 'Limits',
      sidebarId: 'docs',
      sections: [['', '', 'You can make requests at a steady rate; the first ones burst.']],
    }),
  ];
  assert.equal(first(pages, 'make first call'), '/first-call');
});

test('a title that says the query as one phrase naming its thing ranks above titles with the words apart: "stake pool"', () => {
  const pool = (slug: string, title: string, text: string) =>
    api(`/api/${slug}`, title, `${text} Returns 400 for a malformed pool id.`);
  const pages = [
    pool(
      'stake-distribution-by-pool',
      'Stake distribution by pool',
      'The stake pool delegation of an epoch: the stake of each stake pool and its pool id.',
    ),
    pool('stake-pool-blocks', 'Stake pool blocks', 'The blocks a stake pool minted.'),
    pool('list-of-stake-pools', 'List of stake pools', 'Every registered stake pool.'),
    pool('specific-stake-pool', 'Specific stake pool', 'A stake pool.'),
  ];
  const routes = search(indexesOf(pages).indexes, 'stake pool').map((r) => r.document.sectionRoute);
  const at = (slug: string) => routes.indexOf(`/api/${slug}`);
  assert.ok(at('specific-stake-pool') < at('stake-pool-blocks'), routes.join(', '));
  assert.equal(routes.at(-1), '/api/stake-distribution-by-pool', routes.join(', '));
  // The phrase ending the title's noun phrase before 'and' counts as ending it.
  const words = queryWords('rate limits');
  const doc = (title: string) => ({ ...pages[0]!.doc, title }) as never;
  assert.equal(titlePhrase(doc('Rate limits and bursts'), words), 1);
  assert.equal(titlePhrase(doc('Rate limits dashboard'), words), 0.5);
  assert.equal(titlePhrase(doc('Stay under the rate limit'), words), 0.8);
  assert.equal(titlePhrase(doc('Limits of the rate'), words), 0);
});

test('a deprecated operation ranks below a live one that matches as well', () => {
  const text = 'GET /addresses/{address}/transactions The transactions of an address.';
  const pages = [
    page({
      route: '/api/address-txs',
      title: 'Address transactions',
      kind: 'api',
      sidebarId: 'api',
      deprecated: true,
      sections: [['', '', text]],
    }),
    api('/api/address-transactions', 'Address transactions', text),
  ];
  const { indexes, files } = indexesOf(pages);
  assert.equal(first(pages, '{address}'), '/api/address-transactions');
  assert.equal(first(pages, 'address transactions'), '/api/address-transactions');
  // Only the deprecated page's document carries the flag.
  const documents = [...files.values()].flatMap((f) => JSON.parse(f).documents);
  assert.deepEqual(
    documents.map((d: { deprecated?: boolean }) => d.deprecated),
    [true, undefined],
  );
  assert.equal(indexes.length > 0, true);
});

test('a query that names no removal ranks the operation that removes its thing below the rest; "remove pin" still finds it', () => {
  const operation = (route: string, title: string, text: string) =>
    page({
      route,
      title,
      kind: 'api',
      sidebarId: 'api',
      categories: ['IPFS', 'Pins'],
      sections: [['', '', text]],
    });
  const pages = [
    operation(
      '/api/remove-a-ipfs-pin',
      'Remove a IPFS pin',
      'DELETE /ipfs/pin/remove/{path} Remove a pinned object from IPFS.',
    ),
    operation(
      '/api/pin-an-object',
      'Pin an object',
      'POST /ipfs/pin/add/{path} Pin an object to IPFS.',
    ),
    page({
      route: '/guides/ipfs',
      title: 'IPFS',
      sidebarId: 'docs',
      sections: [
        ['', '', 'Store files on IPFS through the gateway.'],
        [
          'pin-it',
          'Pin it',
          'An added file is garbage collected unless you pin it: pin the IPFS path it was given.',
        ],
      ],
    }),
  ];
  const routes = search(indexesOf(pages).indexes, 'ipfs pin').map((r) => r.document.sectionRoute);
  // A section's heading is read under its page's title: 'IPFS › Pin it' says both words.
  const pinIt = search(indexesOf(pages).indexes, 'pin').find(
    (r) => r.document.sectionRoute === '/guides/ipfs#pin-it',
  )!.document;
  assert.equal(titleCoverage(pinIt, queryWords('ipfs pin')), 0.75);
  assert.equal(titleCoverage(pinIt, queryWords('pin')), 1);
  assert.equal(routes[0], '/api/pin-an-object', routes.join(', '));
  assert.equal(first(pages, 'remove pin'), '/api/remove-a-ipfs-pin');
});

test('a one-digit word holds only itself in every title signal: "step 1" is not "Step 10"', () => {
  const ten = indexesOf([
    page({
      route: '/tut/step-10',
      title: 'Step 10',
      sidebarId: 'docs',
      sections: [['', '', 'Do thing number 10 of the tutorial.']],
    }),
  ])
    .indexes.flatMap((index) => index.documents)
    .find((d) => d.sectionRoute === '/tut/step-10')!;
  const words = queryWords('step 1');
  assert.equal(isExactTitle(ten, words), false);
  assert.equal(titleCoverage(ten, words), 0.5, "only 'step'");
  assert.equal(pageTitleCoverage(ten, words), 0.5, "only 'step'");
  assert.equal(titlePhrase(ten, words), 0);
  assert.equal(phraseProximity(ten, words), 0);
  // A longer number is no inflection either: 'step 12' is not 'Step 123'.
  assert.equal(
    isExactTitle({ ...ten, title: 'Step 123', pageTitle: 'Step 123' }, queryWords('step 12')),
    false,
  );
});

test('"step 1" over a twelve-step tutorial: Step 1, then the page that says it, then Step 2 before Steps 10 to 12', () => {
  // The review's pages: each `title: Step N`, 'Do thing number N of the tutorial.'
  const steps = Array.from({ length: 12 }, (_, i) =>
    page({
      route: `/tut/step-${i + 1}`,
      title: `Step ${i + 1}`,
      sidebarId: 'docs',
      sections: [['', '', `Do thing number ${i + 1} of the tutorial.`]],
    }),
  );
  const terms = page({
    route: '/srch/terms',
    title: 'Terms page',
    sidebarId: 'docs',
    sections: [['', '', 'Follow step 1 then step 2. See page 7 of the manual.']],
  });
  const groups = searchPages(indexesOf([...steps, terms]).indexes, 'step 1', { limit: 20 });
  assert.deepEqual(
    groups.slice(0, 4).map((g) => g.route),
    ['/tut/step-1', '/srch/terms', '/tut/step-2', '/tut/step-3'],
  );
  const at = (route: string) => groups.findIndex((g) => g.route === route);
  for (const n of [10, 11, 12]) assert.ok(at(`/tut/step-${n}`) > at('/tut/step-9'), `Step ${n}`);
  const scores = groups.map((g) => g.score);
  assert.deepEqual(
    scores,
    [...scores].sort((a, b) => b - a),
    'scores fall down the list',
  );
});

test('a mixed-case word finds what its lower case finds where the index holds it whole: "UTxOs" is "utxos"', () => {
  const pages = [
    page({
      route: '/cardano',
      title: 'Cardano',
      sections: [['list-utxos', 'List UTxOs', 'Each address holds UTxOs; a UTxO is spent whole.']],
    }),
    page({
      route: '/address-utxos',
      title: 'Address UTXOs',
      sections: [['', '', 'The UTXOs of an address.']],
    }),
    page({
      route: '/os',
      title: 'Operating systems',
      sections: [['', '', 'Linux and other os; the std library, tx hash and TXHash fields.']],
    }),
    page({
      route: '/serializers',
      title: 'API',
      sections: [['std', 'pino.stdSerializers', 'The std serializers.']],
    }),
  ];
  const { indexes } = indexesOf(pages);
  const ranked = (query: string) =>
    search(indexes, query, { limit: Number.POSITIVE_INFINITY }).map((r) => [
      r.document.sectionRoute,
      r.score.toFixed(6),
      r.terms.join(','),
    ]);
  // The same pages, the same first: a part of three letters or more still counts ('utx'
  // as a prefix of 'utxos'), a shorter scrap of a word the index holds whole does not.
  const pagesOf = (query: string) => ranked(query).map(([route]) => route);
  for (const [mixed, lower] of [
    ['UTxOs', 'utxos'],
    ['list UTxOs', 'list utxos'],
    ['UTxO', 'utxo'],
    ['TXHash', 'txhash'],
  ] as const) {
    assert.deepEqual(new Set(pagesOf(mixed)), new Set(pagesOf(lower)), mixed);
    assert.equal(pagesOf(mixed)[0], pagesOf(lower)[0], mixed);
  }
  // 'os' of 'UTxOs' marks nothing and finds no page about operating systems.
  assert.ok(!ranked('UTxOs').some(([route]) => route === '/os'));
  assert.ok(!ranked('UTxOs').some(([, , terms]) => terms!.split(',').includes('os')));
  assert.equal(search(indexes, 'stdSerializers')[0]?.document.sectionRoute, '/serializers#std');
  // Where no index holds the whole, its parts still find the words said apart.
  assert.equal(search(indexes, 'stdSerial')[0]?.document.sectionRoute, '/serializers#std');
});

test("a camelCase query finds the pages that write its word in parts, though another writes it whole: 'projectId'", () => {
  const { indexes } = indexesOf([
    page({
      route: '/options',
      title: 'Client options',
      sections: [['', '', 'Pass `projectId` in the options object.']],
    }),
    page({
      route: '/project-id',
      title: 'Finding your project ID',
      sections: [['', '', 'Open the dashboard and copy the project ID of the project.']],
    }),
  ]);
  const routes = search(indexes, 'projectId', { limit: Number.POSITIVE_INFINITY }).map(
    (r) => r.document.sectionRoute.split('#')[0],
  );
  assert.deepEqual(new Set(routes), new Set(['/options', '/project-id']));
});

test('the method is the verb only where the title says no other verb, and the path that ends at the thing comes first', () => {
  // As in the Swagger petstore and the portal's addresses.
  const user = 'username firstName lastName email password phone userStatus';
  const pages = [
    operation(
      '/api/add-a-new-pet-to-the-store',
      'Add a new pet to the store',
      ['post', '/pet'],
      'application/json Pet object that needs to be added to the store',
      '200 Successful operation id name category photoUrls tags status',
    ),
    operation(
      '/api/uploads-an-image',
      'Uploads an image',
      ['post', '/pet/{petId}/uploadImage'],
      'petId ID of pet to update additionalMetadata file',
      '200 successful operation code type message',
    ),
    ...['createWithArray', 'createWithList'].map((name) =>
      operation(
        `/api/${name}`,
        'Creates list of users with given input array',
        ['post', `/user/${name}`],
        'application/json List of user object',
        `200 successful operation ${user}`,
      ),
    ),
    operation(
      '/api/create-user',
      'Create user',
      ['post', '/user'],
      'application/json Created user object',
      `default successful operation ${user}`,
    ),
    operation(
      '/api/get-user-by-user-name',
      'Get user by user name',
      ['get', '/user/{username}'],
      'username The name that needs to be fetched',
      `200 successful operation ${user}`,
    ),
    operation(
      '/api/logs-user-into-the-system',
      'Logs user into the system',
      ['get', '/user/login'],
      'username The user name for login password',
      '200 successful operation X-Rate-Limit X-Expires-After',
    ),
    ...[
      ['specific-address', 'Specific address', '/addresses/{address}'],
      ['address-transactions', 'Address transactions', '/addresses/{address}/transactions'],
      ['address-utxos', 'Address UTXOs', '/addresses/{address}/utxos'],
      ['address-details', 'Address details', '/addresses/{address}/total'],
    ].map(([slug, title, path]) =>
      operation(`/api/${slug}`, title!, ['get', path!], 'address Bech32 address', '200 address'),
    ),
  ];
  const { indexes } = indexesOf(pages);
  const ranked = (query: string) => searchPages(indexes, query).map((g) => g.route);
  for (const query of ['create a pet', 'add a pet', 'new pet']) {
    const groups = searchPages(indexes, query);
    const upload = groups.find((g) => g.route === '/api/uploads-an-image')?.score ?? 0;
    assert.equal(groups[0]!.route, '/api/add-a-new-pet-to-the-store', query);
    assert.ok(upload < groups[0]!.score / 2, `${query}: ${upload} against ${groups[0]!.score}`);
  }
  assert.equal(ranked('add user')[0], '/api/create-user');
  const get = ranked('get user');
  assert.equal(get[0], '/api/get-user-by-user-name');
  const scores = searchPages(indexes, 'get user');
  assert.ok(scores[1]!.score < scores[0]!.score / 2, get.join(', '));
  assert.equal(ranked('get an address')[0], '/api/specific-address');
});

test("a verb's -ing, -ed and -s forms are the verb: 'creating a pet' is POST /pet, 'removing a pet' DELETE", () => {
  for (const [word, verb] of [
    ['creating', 'create'],
    ['created', 'create'],
    ['creates', 'create'],
    ['adding', 'add'],
    ['getting', 'get'],
    ['submitted', 'submit'],
    ['modified', 'modify'],
    ['removing', 'remove'],
    ['updated', 'update'],
    ['news', undefined],
    ['pet', undefined],
  ] as const)
    assert.equal(methodVerbOf(word), verb, word);
  const pages = [
    operation(
      '/api/add-a-new-pet-to-the-store',
      'Add a new pet to the store',
      ['post', '/pet'],
      'application/json Pet object that needs to be added to the store',
      '200 Successful operation id name category photoUrls tags status',
    ),
    operation(
      '/api/update-an-existing-pet',
      'Update an existing pet',
      ['put', '/pet'],
      'application/json Pet object',
      '200 Successful operation id name category photoUrls tags status',
    ),
    operation(
      '/api/finds-pets-by-status',
      'Finds Pets by status',
      ['get', '/pet/findByStatus'],
      'status Status values that need to be considered for filter',
      '200 successful operation id name category photoUrls tags status',
    ),
    operation(
      '/api/deletes-a-pet',
      'Deletes a pet',
      ['delete', '/pet/{petId}'],
      'api_key petId Pet id',
      '400 Invalid pet value',
    ),
  ];
  const { indexes } = indexesOf(pages);
  const pageFirst = (query: string) => searchPages(indexes, query)[0]?.route;
  for (const query of ['creating a pet', 'created pet', 'adding a pet'])
    assert.equal(pageFirst(query), '/api/add-a-new-pet-to-the-store', query);
  for (const query of ['removing a pet', 'deleting a pet', 'removed pet'])
    assert.equal(pageFirst(query), '/api/deletes-a-pet', query);
  for (const query of ['updated pet', 'updating a pet'])
    assert.equal(pageFirst(query), '/api/update-an-existing-pet', query);
});
