// Topics a developer of this API needs, and what the pages must say about them:
// contributing can be followed, submit and evaluate are told apart, governance
// and the API's versions have pages in the sidebar. Read from content/; the
// samples of these pages run in test/ci/guide-sequences.test.ts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const page = (file: string) => readFileSync(path.join(root, 'content', file), 'utf8');

test('contributing names and links the content repository, says serve --watch and keeps the bounty steps', () => {
  const text = page('contributing.md');
  assert.match(
    text,
    /\[blockfrost\/blockfrost\.dev\]\(https:\/\/github\.com\/blockfrost\/blockfrost\.dev\)/,
  );
  assert.match(text, /^npx docgen serve --watch$/m);
  const bounty = /^## Bounties\n([\s\S]*?)(?=^## |$(?![\s\S]))/m.exec(text)?.[1] ?? '';
  assert.match(bounty, /5 to 50 ADA/);
  assert.match(bounty, /`Bounty!` label/);
  assert.equal((bounty.match(/^\d+\. /gm) ?? []).length, 4, 'four numbered steps');
});

test('the Cardano guide says submit takes raw CBOR bytes and evaluate takes hex or base64 text', () => {
  const text = page('start-building/cardano/cardano.md');
  assert.match(
    text,
    /\[Submit a transaction\]\([^)]+\) takes the \*\*signed\*\* transaction as \*\*raw CBOR bytes\*\*/,
  );
  assert.match(
    text,
    /takes the transaction's CBOR as \*\*text\*\*, hex \(base16\) or base64 encoded/,
  );
  assert.match(text, /--data-binary @\.\/tx\.cbor/);
  assert.match(text, /--data "\$TX_CBOR_HEX"/);
  assert.match(text, /"additionalUtxoSet": \[/);
  assert.match(text, /\*\*Hosted\*\* badge[^\n]*\n?[^\n]*hosted variant/);
});

test('the governance guide covers DReps, proposals by gov_action_id and by tx_hash/cert_index, and votes', () => {
  const text = page('start-building/cardano/governance.md');
  for (const must of [
    /\(\/api\/delegate-representatives-dreps\)/,
    /\*\*`gov_action_id`\*\*/,
    /\*\*`tx_hash` and `cert_index`\*\*/,
    /\$BF\/governance\/proposals\/\$TX_HASH\/\$CERT_INDEX"/,
    /\$BF\/governance\/proposals\/\$GOV_ACTION_ID\/votes/,
    /`counted`/,
    /\(\/api\/drep-votes\)/,
  ])
    assert.match(text, must);
});

test('the API versions page says how releases are published and how to pin one', () => {
  const text = page('start-building/api-versions.md');
  assert.match(text, /`\/api\/v0`/);
  assert.match(
    text,
    /\[`@blockfrost\/openapi`\]\(https:\/\/www\.npmjs\.com\/package\/@blockfrost\/openapi\)/,
  );
  assert.match(text, /^npm view @blockfrost\/openapi versions$/m);
  assert.match(text, /^npm install --save-exact @blockfrost\/openapi@\d+\.\d+\.\d+$/m);
});

test('the new pages are in the docs sidebar, after the old site pages', () => {
  const sidebars = page('sidebars.ts');
  const at = (id: string) => sidebars.indexOf(`'${id}'`);
  for (const id of ['start-building/cardano/governance', 'start-building/api-versions'])
    assert.ok(at(id) > at('start-building/tips-tricks'), `${id} in the sidebar`);
});
