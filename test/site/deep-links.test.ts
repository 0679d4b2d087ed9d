// The deep links readers still hold from the old site land on their sections:
// each anchor is the id of a heading, or an alias id at the start of one.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { readBuiltFiles, sharedSite } from '../fixtures/shared-sites.js';

/** The old site's deep links, each with words its section must be about. */
const oldDeepLinks: Array<[link: string, about: RegExp]> = [
  ['/start-building#available-networks', /Cardano preprod/],
  ['/start-building#handling-common-errors', /Network token mismatch|418/],
  ['/start-building#key-concepts', /Lovelace/],
  ['/overview/getting-started#creating-first-project', /ADD PROJECT/],
  ['/overview/plans-and-billing#upgrading-plan', /Downgrade plan/],
  ['/support#contacting-support', /contact form/],
  ['/start-building/ipfs/#pinning-a-file', /queued/],
  [
    '/support/cardano#querying-address-returns-404-not-found-but-my-address-is-valid',
    /Invalid address for this network/,
  ],
  ['/start-building/webhooks/using-webhooks#test-your-webhook', /loophole http 6666/],
  ['/start-building/webhooks/using-webhooks#retries', /same body and the same/],
  [
    '/start-building/webhooks/using-webhooks#rollbacks-and-a-required-number-of-confirmations',
    /rolled back/,
  ],
];

let files: Map<string, string | Uint8Array>;
before(async () => {
  files = readBuiltFiles(await sharedSite('portal'));
});

function pageHtml(route: string): string {
  const trimmed = route.replace(/^\/+|\/+$/g, '');
  const html = files.get(trimmed ? `${trimmed}/index.html` : 'index.html');
  assert.ok(typeof html === 'string', `no page for ${route}`);
  return html;
}

/** The text of the section a heading opens: up to the next heading of the same or a higher level. */
function sectionAfter(html: string, anchor: string): { heading: string; text: string } | undefined {
  const headings = [...html.matchAll(/<h([23])\b[^>]*>[\s\S]*?<\/h\1>/g)];
  const index = headings.findIndex((m) =>
    new RegExp(`^<h[23][^>]* id="${anchor}"|<span id="${anchor}"></span>`).test(m[0]),
  );
  if (index < 0) return undefined;
  const start = headings[index]!;
  const level = Number(start[1]);
  const next = headings.slice(index + 1).find((m) => Number(m[1]) <= level);
  const end = next ? next.index : html.indexOf('</article>', start.index);
  return { heading: start[0], text: html.slice(start.index, end).replace(/<[^>]+>/g, ' ') };
}

test('every old deep link is listed once', () => {
  // The list in the facts file: three on /start-building, one each on getting
  // started, plans and billing, support, IPFS and the Cardano FAQ, three on Using Webhooks.
  assert.equal(new Set(oldDeepLinks.map(([link]) => link)).size, 11);
});

for (const [link, about] of oldDeepLinks) {
  test(`${link} lands on a heading whose section is about it`, () => {
    const [route, anchor] = link.split('#') as [string, string];
    const section = sectionAfter(pageHtml(route), anchor);
    assert.ok(section, `#${anchor} is not the id or an alias of a heading on ${route}`);
    assert.match(section.text, about, `the section at ${link} is not about ${about}`);
  });
}

test('an anchor that is no heading id does not pass', () => {
  assert.equal(sectionAfter(pageHtml('/start-building'), 'not-a-section'), undefined);
});
