// Runs the signature verification code exactly as the "Check signatures" page
// shows it: the code block is cut out of the markdown at test time, written to a
// module and imported. The body it checks is the block event from the events page,
// signed the way Blockfrost signs: HMAC-SHA256 over "{t}.{raw body}", keyed with
// the webhook's auth token, sent as `Blockfrost-Signature: t=...,v1=<hex>`.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { codeBlock } from './code-samples.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const webhookPages = path.join(root, 'content/start-building/webhooks');

type Verify = (
  rawBody: string,
  header: string | undefined,
  authToken: string,
  toleranceSeconds?: number,
  now?: number,
) => boolean;

function sign(rawBody: string, authToken: string, timestamp: number): string {
  return createHmac('sha256', authToken).update(`${timestamp}.${rawBody}`).digest('hex');
}

const authToken = 'd7f4c2a1-3b8e-4f5a-9c6d-2e1f0a9b8c7d';
let verify: Verify;
let rawBody: string;
let dir: string;

before(async () => {
  const signaturesPage = readFileSync(path.join(webhookPages, 'webhooks-signatures.md'), 'utf8');
  dir = mkdtempSync(path.join(tmpdir(), 'webhook-signature-'));
  const modulePath = path.join(dir, 'verify-webhook-signature.mjs');
  writeFileSync(
    modulePath,
    codeBlock(
      'content/start-building/webhooks/webhooks-signatures.md',
      signaturesPage,
      'verify-webhook-signature.mjs',
    ),
  );
  ({ verifyWebhookSignature: verify } = (await import(pathToFileURL(modulePath).href)) as {
    verifyWebhookSignature: Verify;
  });

  // A real event body as documented, serialised compactly the way it travels.
  const eventsPage = readFileSync(path.join(webhookPages, 'webhooks-events.md'), 'utf8');
  rawBody = JSON.stringify(
    JSON.parse(
      codeBlock('content/start-building/webhooks/webhooks-events.md', eventsPage, 'block event'),
    ),
  );
});

after(() => rmSync(dir, { recursive: true, force: true }));

const now = () => Math.floor(Date.now() / 1000);

test('the page exports a verification function', () => {
  assert.equal(typeof verify, 'function');
  assert.equal(JSON.parse(rawBody).type, 'block');
});

test('accepts a body signed with the auth token just now', () => {
  const t = now();
  assert.equal(verify(rawBody, `t=${t},v1=${sign(rawBody, authToken, t)}`, authToken), true);
});

test('accepts a header with several v1 signatures when one of them matches', () => {
  const t = now();
  const other = sign(rawBody, 'a-rotated-out-token', t);
  assert.equal(
    verify(rawBody, `t=${t},v1=${other},v1=${sign(rawBody, authToken, t)}`, authToken),
    true,
  );
});

test('rejects a tampered body', () => {
  const t = now();
  const header = `t=${t},v1=${sign(rawBody, authToken, t)}`;
  const tampered = rawBody.replace('"tx_count":7', '"tx_count":8');
  assert.notEqual(tampered, rawBody);
  assert.equal(verify(tampered, header, authToken), false);
  // Re-serialising with whitespace changes the bytes, so it must fail too.
  assert.equal(verify(JSON.stringify(JSON.parse(rawBody), null, 2), header, authToken), false);
});

test('rejects a signature made with another token', () => {
  const t = now();
  assert.equal(
    verify(rawBody, `t=${t},v1=${sign(rawBody, 'not-the-auth-token', t)}`, authToken),
    false,
  );
});

test('rejects a changed timestamp even when the signature is untouched', () => {
  const t = now();
  assert.equal(verify(rawBody, `t=${t - 1},v1=${sign(rawBody, authToken, t)}`, authToken), false);
});

test('rejects a stale timestamp with the default tolerance of 600 seconds', () => {
  const stale = now() - 601;
  assert.equal(
    verify(rawBody, `t=${stale},v1=${sign(rawBody, authToken, stale)}`, authToken),
    false,
  );
  const recent = now() - 590;
  assert.equal(
    verify(rawBody, `t=${recent},v1=${sign(rawBody, authToken, recent)}`, authToken),
    true,
  );
});

test('honours a custom tolerance', () => {
  const t = now() - 120;
  const header = `t=${t},v1=${sign(rawBody, authToken, t)}`;
  assert.equal(verify(rawBody, header, authToken, 60), false);
  assert.equal(verify(rawBody, header, authToken, 300), true);
});

test('rejects missing and malformed headers', () => {
  const t = now();
  const signature = sign(rawBody, authToken, t);
  assert.equal(verify(rawBody, undefined, authToken), false);
  assert.equal(verify(rawBody, '', authToken), false);
  assert.equal(verify(rawBody, `v1=${signature}`, authToken), false);
  assert.equal(verify(rawBody, `t=${t}`, authToken), false);
  assert.equal(verify(rawBody, `t=${t},v1=${signature.slice(0, 40)}`, authToken), false);
  assert.equal(verify(rawBody, `t=${t},v1=not-hex`, authToken), false);
});
