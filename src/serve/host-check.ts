// DNS rebinding: a web page on evil.example can point its own name at 127.0.0.1
// and then read the dev server through the visitor's browser. The browser still
// sends `Host: evil.example`, so a server bound to loopback answers only requests
// whose Host names this machine: localhost names, loopback addresses, or the
// address it is bound to. Binding another address (`--host`) is a choice to be
// reached under other names (a LAN address, a container), so then any Host passes.
import { isIP } from 'node:net';

const loopbackNames = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    loopbackNames.has(bare) ||
    bare.endsWith('.localhost') ||
    (isIP(bare) === 4 && bare.startsWith('127.'))
  );
}

/**
 * A check of request Host headers for a server bound to `boundHost`; undefined when
 * every Host is accepted (the server was bound to a non-loopback address on request).
 */
export function hostChecker(
  boundHost: string,
): ((hostHeader: string | undefined) => boolean) | undefined {
  if (!isLoopback(boundHost)) return undefined;
  const bound = boundHost.replace(/^\[|\]$/g, '').toLowerCase();
  return (hostHeader) => {
    // HTTP/1.0 clients may send none; browsers always do, so an attack always has one.
    if (hostHeader === undefined) return true;
    let hostname: string;
    try {
      hostname = new URL(`http://${hostHeader}`).hostname.replace(/^\[|\]$/g, '').toLowerCase();
    } catch {
      return false;
    }
    return hostname === bound || isLoopback(hostname);
  };
}
