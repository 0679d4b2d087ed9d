// The addresses a document's $ref may not make the build download from, and the
// guard that checks them before any connection. No test here sends a packet: the
// addresses are classified as text, and the connector under test is handed a stand-in
// for the real one, which records what it would have connected to.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isPrivateAddress } from '../../../src/openapi/private-address.js';
import { checkedAddress, PrivateHostError } from '../../../src/openapi/host-guard.js';
import { guardedConnector } from '../../../src/openapi/spec-fetch.js';

const privateOnes = [
  '127.0.0.1',
  '127.255.255.254',
  '10.0.0.1',
  '10.255.255.255',
  '172.16.0.1',
  '172.31.255.255',
  '192.168.1.1',
  '169.254.169.254', // the usual cloud metadata address
  '100.100.100.200', // a metadata address in carrier-grade NAT space
  '0.0.0.0',
  '::1',
  '::',
  '[::1]',
  'fc00::1',
  'fd00:ec2::254', // another cloud's metadata address
  'fe80::1%eth0',
  '::ffff:127.0.0.1',
  '::ffff:a9fe:a9fe', // 169.254.169.254, mapped, as URLs normalise it
  '[::ffff:10.0.0.1]',
  '::10.0.0.1',
  '64:ff9b::a00:1', // 10.0.0.1 through NAT64
];
const publicOnes = [
  '8.8.8.8',
  '172.15.255.255',
  '172.32.0.1',
  '192.169.0.1',
  '169.253.0.1',
  '11.0.0.1',
  '100.63.255.255',
  '2001:4860:4860::8888',
  '::ffff:8.8.8.8',
  'fbff::1',
  'fec0::1',
  'example.com', // a name: resolved before it is judged
  '1.2.3',
  '::ffff:999.1.1.1',
];

test('loopback, private, link-local and metadata addresses are private, IPv4 inside IPv6 too', () => {
  for (const address of privateOnes) assert.equal(isPrivateAddress(address), true, address);
});

test('public addresses, and text that is no address, are not', () => {
  for (const address of publicOnes) assert.equal(isPrivateAddress(address), false, address);
});

test('a host name is refused when any of the addresses it resolves to is private', async () => {
  const resolve = async (host: string) =>
    host === 'split.example'
      ? [{ address: '93.184.215.14' }, { address: '10.1.2.3' }]
      : [{ address: '93.184.215.14' }];
  await assert.rejects(
    checkedAddress('split.example', new Set(), resolve),
    (error: unknown) =>
      error instanceof PrivateHostError &&
      error.message.startsWith('split.example (10.1.2.3) is a loopback, private'),
  );
  // A public one is connected to by the address that was checked, IPv4 first.
  assert.equal(await checkedAddress('public.example', new Set(), resolve), '93.184.215.14');
  const dual = async () => [{ address: '2606:2800:21f:cb07::1' }, { address: '93.184.215.14' }];
  assert.equal(await checkedAddress('dual.example', new Set(), dual), '93.184.215.14');
  // An address is judged as it is, and an allowed host is not looked up at all.
  const noLookup = async (): Promise<never> => assert.fail('no lookup for an address');
  await assert.rejects(checkedAddress('10.0.0.7', new Set(), noLookup), PrivateHostError);
  await assert.rejects(checkedAddress('[fd00::1]', new Set(), noLookup), PrivateHostError);
  assert.equal(await checkedAddress('10.0.0.7', new Set(['10.0.0.7']), noLookup), undefined);
  assert.equal(await checkedAddress('intranet', true, noLookup), undefined);
});

test('the connector refuses a private address without connecting, and connects to the checked address otherwise', async () => {
  const connected: string[] = [];
  const fake = ((options: { hostname: string }, callback: (e: Error | null, s: null) => void) => {
    connected.push(options.hostname);
    callback(null, null);
  }) as never;
  const connect = (allowed: Set<string> | true, hostname: string) =>
    new Promise<Error | null>((resolve) =>
      guardedConnector(allowed, fake)(
        { hostname, host: `${hostname}:80`, protocol: 'http:', port: '80' },
        (...args) => resolve(args[0]),
      ),
    );
  for (const host of ['10.0.0.1', '169.254.169.254', '[::ffff:a00:1]', '192.168.0.10'])
    assert.ok((await connect(new Set(), host)) instanceof PrivateHostError, host);
  assert.deepEqual(connected, [], 'no connection was attempted');
  assert.equal(await connect(new Set(['192.168.0.10']), '192.168.0.10'), null);
  assert.equal(await connect(new Set(), '93.184.215.14'), null);
  assert.deepEqual(connected, ['192.168.0.10', '93.184.215.14']);
});
