// Topics the old site covered and a first rewrite lost: each must be back, under a
// heading of its own, with the substance a reader came for (not only a title).
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { readBuiltFiles, sharedSite } from '../fixtures/shared-sites.js';

interface Topic {
  route: string;
  /** Matches the heading's text. */
  heading: RegExp;
  /** Every one must appear in the section's text. */
  says: RegExp[];
}

const topics: Topic[] = [
  // The four FAQs of /support/cardano.
  {
    route: '/support/cardano',
    heading: /returns? 404/,
    says: [/not appeared in any transaction|nobody has used it/, /400/, /malformed/],
  },
  {
    route: '/support/cardano',
    heading: /fewer assets/,
    says: [
      /account/,
      /\/api\/specific-address/,
      /\/api\/assets-associated-with-the-account-addresses/,
    ],
  },
  {
    route: '/support/cardano',
    heading: /fingerprint/,
    says: [/CIP-14/, /policy id/, /forged|imitated/],
  },
  {
    route: '/support/cardano',
    heading: /stake key of an unused address/,
    says: [/404/, /derive the stake address yourself/],
  },
  // Dashboard how-tos.
  {
    route: '/overview/plans-and-billing',
    heading: /Upgrade, downgrade or cancel/,
    says: [/Upgrade plan/, /Downgrade plan/, /Cancel/, /carried over/],
  },
  { route: '/overview/workspaces', heading: /Invite members/, says: [/invit/i] },
  { route: '/overview/workspaces', heading: /Share projects/, says: [/project/] },
  {
    route: '/overview/workspaces',
    heading: /Transfer ownership/,
    says: [/Transfer Ownership/, /new owner's/i, /quota/],
  },
  {
    route: '/overview/settings/access-filters',
    heading: /Access filters/,
    says: [/per project/, /dashboard/],
  },
  // The Cardano guide's key concepts, with real example responses, and common errors.
  {
    route: '/start-building',
    heading: /Bech32 and hex/,
    says: [/addr1/, /stake1/, /"stake_address"/, /lowercase hex/i],
  },
  {
    route: '/start-building',
    heading: /Lovelace and quantities/,
    says: [/1,000,000 Lovelace/, /BigInt/],
  },
  {
    route: '/start-building',
    heading: /^Pagination$/,
    says: [/page=2/, /"tx_hash"/, /fewer items than/],
  },
  {
    route: '/start-building',
    heading: /Handling common errors/,
    says: [/"status_code"/, /402/, /403/, /404/, /429/, /another network/, /retries-and-backoff/],
  },
];

let files: Map<string, string | Uint8Array>;
before(async () => {
  files = readBuiltFiles(await sharedSite('portal'));
});

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

/** The text (then the HTML) under the first h1–h3 whose text matches, up to the next heading of its level or higher. */
function section(route: string, heading: RegExp): string | undefined {
  const trimmed = route.replace(/^\/+|\/+$/g, '');
  const html = files.get(`${trimmed}/index.html`);
  assert.ok(typeof html === 'string', `no page for ${route}`);
  const article = html.slice(html.indexOf('<article'), html.indexOf('</article>'));
  const headings = [...article.matchAll(/<h([123])\b[^>]*>([\s\S]*?)<\/h\1>/g)];
  const index = headings.findIndex((m) => heading.test(text(m[2]!).trim()));
  if (index < 0) return undefined;
  const level = Number(headings[index]![1]);
  const next = headings.slice(index + 1).find((m) => Number(m[1]) <= level);
  // Its text, and its markup after it, so a link target can be asked for as well.
  const part = article.slice(headings[index]!.index, next ? next.index : undefined);
  return `${text(part)}\n${part}`;
}

for (const { route, heading, says } of topics) {
  test(`${route}: "${heading.source}" is covered`, () => {
    const body = section(route, heading);
    assert.ok(body, `no heading matching ${heading} on ${route}`);
    for (const re of says)
      assert.match(body, re, `the section "${heading.source}" on ${route} does not say ${re}`);
  });
}
