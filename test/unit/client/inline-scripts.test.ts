import { test } from 'node:test';
import assert from 'node:assert/strict';
import { runInNewContext } from 'node:vm';
import { announcementScript, baseUrlCheckScript } from '../../../templates/inline-scripts.js';

/** Runs the check as the browser would when the client's assets failed; returns the banner text, if any. */
function banner(
  baseUrl: string,
  route: string,
  pathname: string,
  started = false,
  protocol = 'https:',
): string | undefined {
  let onReady: (() => void) | undefined;
  let shown: { textContent: string } | undefined;
  const element = { id: '', style: { cssText: '' }, textContent: '', setAttribute() {} };
  runInNewContext(baseUrlCheckScript(baseUrl, route), {
    window: { __docgenStarted: started },
    location: { pathname, protocol },
    addEventListener: (_: string, fn: () => void) => (onReady = fn),
    document: {
      createElement: () => element,
      body: { prepend: (e: typeof element) => (shown = e) },
    },
  });
  onReady!();
  return shown?.textContent;
}

const suggested = (text: string | undefined) => /baseUrl: '([^']*)'/.exec(text ?? '')?.[1];

test('the banner names the base path the site is actually served under', () => {
  assert.equal(
    suggested(banner('/', '/overview/getting-started', '/mirror/overview/getting-started')),
    '/mirror/',
  );
  assert.equal(
    suggested(banner('/', '/overview/workspaces/', '/mirror/overview/workspaces/')),
    '/mirror/',
  );
  // The host added or dropped the trailing slash, or serves the file name.
  assert.equal(
    suggested(banner('/', '/overview/workspaces/', '/mirror/overview/workspaces')),
    '/mirror/',
  );
  assert.equal(
    suggested(banner('/', '/overview/getting-started', '/a/b/overview/getting-started/index.html')),
    '/a/b/',
  );
  assert.equal(suggested(banner('/', '/sdks', '/mirror/sdks.html')), '/mirror/');
  // The home page.
  assert.equal(suggested(banner('/', '/', '/mirror/')), '/mirror/');
  assert.equal(suggested(banner('/', '/', '/mirror')), '/mirror/');
  assert.equal(suggested(banner('/', '/', '/mirror/index.html')), '/mirror/');
  // Built for a sub-path, served at the root.
  assert.equal(
    suggested(banner('/docs/', '/docs/overview/getting-started', '/overview/getting-started')),
    '/',
  );
  assert.match(
    banner('/docs/', '/docs/sdks', '/sdks')!,
    /built for the base path \/docs\/ but is served under \/,/,
  );
});

test('no banner when the client started or the path matches the base path', () => {
  assert.equal(
    banner('/', '/overview/getting-started', '/mirror/overview/getting-started', true),
    undefined,
  );
  assert.equal(banner('/', '/overview/getting-started', '/overview/getting-started'), undefined);
  assert.equal(banner('/', '/', '/'), undefined);
  assert.equal(banner('/docs/', '/docs/sdks', '/docs/sdks'), undefined);
});

test('opened from a file, the banner says to serve the folder over HTTP, whatever the path', () => {
  for (const [baseUrl, pathname] of [
    ['/', '/tmp/site/build/index.html'],
    // baseUrl set to the folder, as the base-path advice would have it: scripts still do not run.
    ['/tmp/site/build/', '/tmp/site/build/index.html'],
  ] as const) {
    const text = banner(baseUrl, '/', pathname, false, 'file:');
    assert.match(text ?? '', /opened from a file.*Serve its folder over HTTP/);
    assert.equal(suggested(text), undefined, 'no baseUrl to set');
  }
  assert.equal(banner('/', '/', '/tmp/site/build/index.html', true, 'file:'), undefined);
});

test('configured values cannot close the inline script they are written into', () => {
  const script = announcementScript('</script><script>alert(1)</script>');
  assert.ok(!script.includes('</'), script);
  // Still the same id once the browser parses the literal.
  const store = new Map<string, string>();
  const attributes = new Map<string, string>();
  runInNewContext(script, {
    document: { documentElement: { setAttribute: (k: string, v: string) => attributes.set(k, v) } },
    localStorage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
      removeItem: (k: string) => store.delete(k),
    },
  });
  assert.equal(store.get('docusaurus.announcement.id'), '</script><script>alert(1)</script>');
  assert.equal(attributes.get('data-announcement-bar-initially-dismissed'), 'false');
  assert.ok(!baseUrlCheckScript('/</script>/', '/a').includes('</'));
});
