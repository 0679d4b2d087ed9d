// Keeps downloads away from private addresses (private-address.ts): every host a
// download connects to, redirects included, is resolved and checked here, and the
// connection goes to the checked address, so a second DNS answer cannot swap in another.
// No undici here: a build that downloads nothing does not load it.
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { DocgenError } from '../errors.js';
import { isPrivateAddress } from './private-address.js';

/** The private hosts a download may reach: any (true), or these host names as URLs write them. */
export type PrivateHostsAllowed = true | ReadonlySet<string>;

/** A download refused because its host is (or resolves to) a private address. */
export class PrivateHostError extends DocgenError {
  /** A code undici's retry interceptor does not retry: asking again gets the same answer. */
  readonly code = 'DOCGEN_PRIVATE_HOST';

  constructor(
    readonly host: string,
    readonly address: string,
  ) {
    super(
      `${host}${address === host ? '' : ` (${address})`} is a loopback, private, link-local or metadata address, which a download may not reach unless the site config allows it.`,
      {
        hint: `If the document is meant to be read from there, allow the host in site.config.ts: \`openapi: { download: { allowPrivateHosts: ['${host}'] } }\` (or \`true\` for any).`,
      },
    );
  }
}

type Lookup = (host: string) => Promise<{ address: string }[]>;
const lookupAll: Lookup = (host) => lookup(host, { all: true, verbatim: true });

/**
 * The address to connect to for `hostname` (as a URL writes it: an IPv6 address in
 * brackets), or undefined to connect as usual (a host the config allows). Throws a
 * PrivateHostError when any address it resolves to is private.
 */
export async function checkedAddress(
  hostname: string,
  allowed: PrivateHostsAllowed,
  resolve: Lookup = lookupAll,
): Promise<string | undefined> {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (allowed === true || allowed.has(host) || allowed.has(hostname.toLowerCase()))
    return undefined;
  const addresses = isIP(host) ? [host] : (await resolve(host)).map((a) => a.address);
  const refused = addresses.find(isPrivateAddress);
  if (refused !== undefined) throw new PrivateHostError(host, refused);
  // One checked address is connected to: an IPv4 one where there is, which every network routes.
  return addresses.find((a) => isIP(a) === 4) ?? addresses[0];
}
