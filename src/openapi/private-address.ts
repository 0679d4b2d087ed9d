// Which IP addresses a document's $ref may not make the build fetch from: the machine
// itself, private networks, link-local and cloud metadata addresses (a $ref to
// http://169.254.169.254/ would publish a CI runner's credentials). Plain parsing, no DNS.
import { BlockList, isIP } from 'node:net';

/** IPv4 ranges, as [network, prefix length]. */
const privateV4: [string, number][] = [
  ['0.0.0.0', 8], // "this network": 0.0.0.0 reaches the machine itself
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT, where some clouds keep their metadata service
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, the usual metadata address
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
];

const blocked = new BlockList();
for (const [network, prefix] of privateV4) {
  blocked.addSubnet(network, prefix, 'ipv4');
  // The same ranges inside IPv6: IPv4-compatible (`::10.0.0.1`, and `::`, `::1`) and NAT64.
  // BlockList matches the IPv4-mapped form (`::ffff:10.0.0.1`) by itself.
  blocked.addSubnet(`::${network}`, 96 + prefix, 'ipv6');
  blocked.addSubnet(`64:ff9b::${network}`, 96 + prefix, 'ipv6');
}
blocked.addSubnet('fc00::', 7, 'ipv6'); // unique local
blocked.addSubnet('fe80::', 10, 'ipv6'); // link-local

/** True for an address a $ref may not reach without `allowPrivateHosts`; false for a host name, which is resolved first. */
export function isPrivateAddress(address: string): boolean {
  const ip = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const kind = isIP(ip);
  return kind !== 0 && blocked.check(ip, kind === 4 ? 'ipv4' : 'ipv6');
}
