// Whether the dev server can listen on a --host, asked before the build: a name that
// does not resolve, or an address this machine does not have, would otherwise fail
// only once the whole site is built, as a bare socket error.
import { lookup } from 'node:dns/promises';
import { createServer } from 'node:net';

/** Why the server cannot listen on `host`, or undefined when it can (checked by binding a free port there). */
export async function hostProblem(host: string): Promise<string | undefined> {
  try {
    await lookup(host);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    return `it is not an address, and no host of that name was found (${code}). Pass an address of this machine, such as 127.0.0.1, or 0.0.0.0 for every network interface.`;
  }
  const server = createServer();
  const code = await new Promise<string | undefined>((resolve) => {
    server.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    server.listen(0, host, () => server.close(() => resolve(undefined)));
  });
  if (code === undefined) return undefined;
  return `this machine cannot listen there (${code}). Pass an address of one of its network interfaces, such as 127.0.0.1, or 0.0.0.0 for every one.`;
}
