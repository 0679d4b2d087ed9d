// Which IP addresses a document's $ref may not make the build fetch from: the machine
// itself, private networks, link-local and cloud metadata addresses (a $ref to
// http://169.254.169.254/ would publish a CI runner's credentials). Plain parsing, no DNS.

/** IPv4 ranges, as [first octets, prefix length]. */
const privateV4: [number[], number][] = [
  [[0], 8], // "this network": 0.0.0.0 reaches the machine itself
  [[10], 8],
  [[100, 64], 10], // carrier-grade NAT, where some clouds keep their metadata service
  [[127], 8],
  [[169, 254], 16], // link-local, the usual metadata address
  [[172, 16], 12],
  [[192, 168], 16],
];

/** The four bytes of a dotted IPv4 address, or undefined. */
function v4Bytes(address: string): number[] | undefined {
  const parts = address.split('.');
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255))
    return undefined;
  return parts.map(Number);
}

/** The eight 16-bit groups of an IPv6 address (brackets, zone and an embedded IPv4 allowed), or undefined. */
function v6Groups(address: string): number[] | undefined {
  let text = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const tail = /:(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail) {
    const b = v4Bytes(tail[1]!);
    if (!b) return undefined;
    text = `${text.slice(0, tail.index)}:${((b[0]! << 8) | b[1]!).toString(16)}:${((b[2]! << 8) | b[3]!).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const groups = (s: string) => (s === '' ? [] : s.split(':'));
  const head = groups(halves[0]!);
  const rest = halves.length === 2 ? groups(halves[1]!) : [];
  const missing = 8 - head.length - rest.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  const all = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...rest];
  if (!all.every((g) => /^[0-9a-f]{1,4}$/i.test(g))) return undefined;
  return all.map((g) => Number.parseInt(g, 16));
}

const inV4Range = (bytes: number[], [start, prefix]: [number[], number]) => {
  const value = (b: number[]) => ((b[0]! << 24) | (b[1]! << 16) | (b[2]! << 8) | b[3]!) >>> 0;
  const mask = prefix === 0 ? 0 : (0xffffffff << (32 - prefix)) >>> 0;
  const first = value([...start, 0, 0, 0, 0].slice(0, 4));
  return (value(bytes) & mask) >>> 0 === (first & mask) >>> 0;
};

const isPrivateV4 = (bytes: number[]) => privateV4.some((range) => inV4Range(bytes, range));

/** True for an address a $ref may not reach without `allowPrivateHosts`; false for a host name, which is resolved first. */
export function isPrivateAddress(address: string): boolean {
  const v4 = v4Bytes(address);
  if (v4) return isPrivateV4(v4);
  const g = v6Groups(address);
  if (!g) return false;
  const embeddedV4 = [g[6]! >> 8, g[6]! & 255, g[7]! >> 8, g[7]! & 255];
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  if (zeros(0, 7) && g[7]! <= 1) return true; // :: and ::1
  if (zeros(0, 5) && (g[5] === 0xffff || g[5] === 0)) return isPrivateV4(embeddedV4); // mapped, compatible
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return isPrivateV4(embeddedV4); // NAT64
  if ((g[0]! & 0xfe00) === 0xfc00) return true; // unique local, fc00::/7
  if ((g[0]! & 0xffc0) === 0xfe80) return true; // link-local, fe80::/10
  return false;
}
