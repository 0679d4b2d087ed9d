// check-links' local server answers a missing URL with a short text, not the site's 404 page.
// linkinator reads the links of every HTML answer, error or not: with the 404 page it read the
// page's whole navigation once per missing URL and looked each of those links up in a list of
// every result so far. The report leaves the 404 page's links out anyway (crawl-tally.ts): a
// page that does not exist links nowhere. The folder does not change while it is checked, so a
// path found missing is answered at once the next time, whatever its query (`/nosuch?v=1`,
// `/nosuch?v=2`…), without looking for its files again.
import type { IncomingMessage, ServerResponse } from 'node:http';

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

/** `handler` with its 404 answers' headers and body replaced by a plain `Not found`. */
export function shortNotFound(handler: Handler): Handler {
  const missingPaths = new Set<string>();
  const notFound = (req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(404, {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-cache',
    });
    res.end(req.method === 'HEAD' ? undefined : 'Not found');
  };
  return (req, res) => {
    const pathname = (req.url ?? '/').split('?')[0]!;
    if (missingPaths.has(pathname)) return notFound(req, res);
    const { writeHead, end } = res;
    let missing = false;
    res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
      if (status !== 404)
        return writeHead.apply(this, [status, ...rest] as Parameters<typeof writeHead>);
      missing = true;
      missingPaths.add(pathname);
      return writeHead.call(this, 404, {
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'no-cache',
      });
    } as typeof res.writeHead;
    res.end = function (this: ServerResponse, ...args: unknown[]) {
      if (!missing) return end.apply(this, args as Parameters<typeof end>);
      return end.call(this, req.method === 'HEAD' ? undefined : 'Not found', 'utf8');
    } as typeof res.end;
    return handler(req, res);
  };
}
