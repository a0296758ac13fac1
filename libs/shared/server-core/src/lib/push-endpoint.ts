import { BlockList, isIP } from 'node:net';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { promisify } from 'node:util';

/** Addresses a push must never reach: this machine, private networks, link-local, documentation… */
const nonPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  nonPublic.addSubnet(network, prefix, 'ipv4');

/**
 * IPv6: only global unicast (2000::/3) can be public. Everything else is refused, which covers the
 * forms that wrap an IPv4 address (IPv4-compatible `::7f00:1`, IPv4-translated `::ffff:0:…`,
 * NAT64 `64:ff9b::/96` and `64:ff9b:1::/48`) as well as loopback, unique-local, link-local and
 * multicast; within it the special ranges below are refused too. An IPv4-mapped address
 * (`::ffff:a.b.c.d`, `::ffff:7f00:1`) is judged as its IPv4 address.
 */
const globalUnicast = new BlockList();
globalUnicast.addSubnet('2000::', 3, 'ipv6');
for (const [network, prefix] of [
  // IETF protocol assignments, Teredo (2001::/32, which wraps an IPv4 server and client) among them.
  ['2001::', 23],
  ['2001:db8::', 32],
  // 6to4, which wraps an IPv4 address (2002:7f00:1::/48 is 127.0.0.1); deprecated (RFC 7526).
  ['2002::', 16],
  ['3fff::', 20],
  ['5f00::', 16],
] as const)
  nonPublic.addSubnet(network, prefix, 'ipv6');

/** An IPv4-mapped IPv6 address (`::ffff:a.b.c.d` or `::ffff:7f00:1`), as its IPv4 address. */
function mappedIPv4(address: string): string | undefined {
  const dotted = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (dotted) return dotted;
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex) return undefined;
  const [high, low] = [parseInt(hex[1]!, 16), parseInt(hex[2]!, 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/**
 * Whether an IP address is on the public internet: an IPv4 address outside the special ranges, an
 * IPv6 address in global unicast outside them (one that wraps an IPv4 address never is, except the
 * IPv4-mapped form, judged as its IPv4 address).
 */
export function isPublicAddress(address: string): boolean {
  const ip = mappedIPv4(address) ?? address;
  const family = isIP(ip);
  if (family === 4) return !nonPublic.check(ip, 'ipv4');
  if (family === 6) return globalUnicast.check(ip, 'ipv6') && !nonPublic.check(ip, 'ipv6');
  return false;
}

const localNames = /(^|\.)(localhost|local|internal|localdomain|home\.arpa)$/i;
const lookupAll = promisify(dnsLookup) as unknown as (
  host: string,
  opts: { all: true },
) => Promise<LookupAddress[]>;

export type EndpointCheck = { ok: true } | { ok: false; reason: string };

/**
 * Whether a push subscription's endpoint may be called: `https` only, no credentials in it, and a
 * host that is neither a local name nor a private, loopback or link-local address, literally or
 * after DNS resolution. A name that does not resolve now is accepted (it is checked again, at
 * connection time, by {@link publicOnlyLookup}).
 */
export async function checkPushEndpoint(
  endpoint: string,
  resolve: (host: string) => Promise<LookupAddress[]> = (host) => lookupAll(host, { all: true }),
): Promise<EndpointCheck> {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return { ok: false, reason: 'not a URL' };
  }
  if (url.protocol !== 'https:') return { ok: false, reason: 'not https' };
  if (url.username || url.password) return { ok: false, reason: 'credentials in the URL' };
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return isPublicAddress(host) ? { ok: true } : { ok: false, reason: 'private' };
  if (localNames.test(host.replace(/\.$/, ''))) return { ok: false, reason: 'local name' };
  let addresses: LookupAddress[];
  try {
    addresses = await resolve(host);
  } catch {
    return { ok: true };
  }
  return addresses.every((a) => isPublicAddress(a.address))
    ? { ok: true }
    : { ok: false, reason: 'resolves to a private address' };
}

/**
 * A `lookup` for an https.Agent that refuses to connect to a non-public address, so a name that
 * resolved to a public address when saved and to 127.0.0.1 now (DNS rebinding) is not followed.
 */
export const publicOnlyLookup: typeof dnsLookup = ((
  hostname: string,
  options: unknown,
  callback: (err: NodeJS.ErrnoException | null, address?: unknown, family?: number) => void,
) => {
  const opts = typeof options === 'object' && options ? options : {};
  dnsLookup(hostname, { ...(opts as object), all: true }, (err, addresses) => {
    if (err) return callback(err);
    const list = addresses as LookupAddress[];
    const refused = list.find((a) => !isPublicAddress(a.address));
    if (refused || !list.length) {
      const error: NodeJS.ErrnoException = new Error(`push endpoint ${hostname} is not public`);
      error.code = 'EPUSHPRIVATE';
      return callback(error);
    }
    if ((opts as { all?: boolean }).all) return callback(null, list);
    return callback(null, list[0]!.address, list[0]!.family);
  });
}) as typeof dnsLookup;

/**
 * Tests only: a `lookup` that answers the given address for each named host (like curl's
 * `--resolve`) and asks `fallback` for every other name, so a push to a test-only name (one that
 * never resolves, e.g. under `.test`) reaches a local fake push service while every other endpoint
 * keeps the public-only rule.
 */
export function testHostsLookup(
  hosts: Readonly<Record<string, string>>,
  fallback: typeof dnsLookup,
): typeof dnsLookup {
  const known = new Map(
    Object.entries(hosts).map(([name, address]) => [
      name.toLowerCase().replace(/\.$/, ''),
      address,
    ]),
  );
  return ((
    hostname: string,
    options: unknown,
    callback: (err: NodeJS.ErrnoException | null, address?: unknown, family?: number) => void,
  ) => {
    const address = known.get(hostname.toLowerCase().replace(/\.$/, ''));
    if (address === undefined) {
      return (fallback as unknown as (h: string, o: unknown, cb: typeof callback) => void)(
        hostname,
        options,
        callback,
      );
    }
    const family = isIP(address);
    if ((options as { all?: boolean } | undefined)?.all)
      return callback(null, [{ address, family }]);
    return callback(null, address, family);
  }) as typeof dnsLookup;
}
