// The operation pages' articles are shared out between a first build's worker
// thread and the main thread (src/worker/article-claims.ts): each is rendered by
// exactly one of them, and the main thread gets the worker's without waiting for
// its event loop. Both sides run here on one thread, with a real port between them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { MessageChannel } from 'node:worker_threads';
import {
  ArticleClaims,
  ArticleInbox,
  ArticleState,
  renderClaimed,
} from '../../../src/worker/article-claims.js';

const routes = ['/api/a', '/api/b', '/api/c', '/api/d'];

function setup(waitMs?: number) {
  const claims = new ArticleClaims(routes.length);
  const channel = new MessageChannel();
  // The main thread gets the claims as posted: a view on the same memory.
  const inbox = new ArticleInbox(new ArticleClaims(claims.buffer), routes, channel.port2, waitMs);
  return { claims, port: channel.port1, inbox };
}

test('each article is rendered once: the worker skips what the main thread claimed, and the main thread takes the rest from the port', () => {
  const { claims, port, inbox } = setup();
  const rendered: string[] = [];
  // The main thread took the last page first (it renders operation pages back to front) and found one page in its cache.
  assert.equal(inbox.take('/api/d'), undefined, "a free article is the main thread's to render");
  inbox.skip('/api/c');
  renderClaimed(
    claims,
    routes.map((route) => ({
      route,
      render: () => (rendered.push(route), `<article>${route}</article>`),
    })),
    port,
  );
  assert.deepEqual(rendered, ['/api/a', '/api/b']);
  assert.deepEqual(
    [...claims.state],
    [ArticleState.posted, ArticleState.posted, ArticleState.main, ArticleState.main],
  );
  // Taken synchronously, although no event loop turn delivered the messages.
  assert.equal(inbox.take('/api/b'), '<article>/api/b</article>');
  assert.equal(inbox.take('/api/a'), '<article>/api/a</article>');
  assert.equal(inbox.take('/api/a'), undefined, 'handed out once');
  assert.equal(
    inbox.take('/api/elsewhere'),
    undefined,
    'a page the reference does not know is rendered here',
  );
  inbox.close();
});

test('an article the worker could not render is left to the main thread, and the worker goes on', () => {
  const { claims, port, inbox } = setup();
  renderClaimed(
    claims,
    routes.map((route) => ({
      route,
      render: () => {
        if (route === '/api/b') throw new Error('boom');
        return route;
      },
    })),
    port,
  );
  assert.equal(claims.state[1], ArticleState.failed);
  assert.equal(inbox.take('/api/b'), undefined);
  assert.equal(inbox.take('/api/c'), '/api/c');
  inbox.close();
});

test('a claim the worker never settles (its thread died) is waited for only so long', () => {
  const { claims, inbox } = setup(50);
  assert.ok(claims.claim(0, ArticleState.worker));
  const started = performance.now();
  assert.equal(inbox.take('/api/a'), undefined);
  assert.ok(performance.now() - started >= 45, 'it waited for the worker first');
  inbox.close();
});

test('a claim is exclusive', () => {
  const claims = new ArticleClaims(1);
  assert.equal(claims.claim(0, ArticleState.worker), true);
  assert.equal(claims.claim(0, ArticleState.main), false);
  assert.equal(claims.claim(0, ArticleState.worker), false);
});
