// What the reader means, first: the operation whose title is the query (its HTTP
// method read as the verb the reader types), the page about a topic before other
// pages' sections about it, the words said together, the thing the query asks to
// make, and a verb's -ing form.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { search } from '../../../src/shared/search-engine.js';
import { ingForm } from '../../../src/shared/search-tokenizer.js';
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
