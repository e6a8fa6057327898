// Which network addresses the external-link checker may connect to. A page is untrusted text: a link (or a redirect
// a public server answers with) must not make a CI machine talk to its own loopback, link-local or private network
// (a metadata service, a database on localhost). The one exception is a link whose host is written that way in the
// site itself (`http://localhost:3000/`, `http://10.0.0.5/`): the site's author asked for it, and only that host may
// then be reached, by the link and by its redirects to the same host.
//
// The check runs on the address a connection is about to use (the `lookup` hook of the socket), so a name that
// resolves to a public address when it is first looked up and to 127.0.0.1 a moment later (DNS rebinding) is refused
// at connect time, on every redirect hop.
import { BlockList, isIP } from 'node:net';
import type { LookupAddress, LookupOptions } from 'node:dns';

const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"; 0.0.0.0 reaches the local machine on Linux
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata services
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
] as const)
  blocked.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // old site-local
  ['ff00::', 8], // multicast
] as const)
  blocked.addSubnet(network, prefix, 'ipv6');

/** The IPv4 address an IPv6 address carries (IPv4-mapped `::ffff:a.b.c.d`, IPv4-compatible `::a.b.c.d`, NAT64
 * `64:ff9b::a.b.c.d`, 6to4 `2002:AABB:CCDD::`), which is where a connection to it really ends up. */
function embeddedIpv4(address: string): string | undefined {
  const groups = expandIpv6(address);
  if (!groups) return undefined;
  const v4 = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
  const zeros = (from: number, to: number) => groups.slice(from, to).every((g) => g === 0);
  if (zeros(0, 5) && (groups[5] === 0xffff || groups[5] === 0) && !(groups[5] === 0 && groups[6] === 0))
    return v4(groups[6], groups[7]);
  if (groups[0] === 0x64 && groups[1] === 0xff9b && zeros(2, 6)) return v4(groups[6], groups[7]);
  if (groups[0] === 0x2002) return v4(groups[1], groups[2]);
  return undefined;
}

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 part included); undefined if not IPv6. */
export function expandIpv6(address: string): number[] | undefined {
  let text = address.replace(/^\[|\]$/g, '');
  const zone = text.indexOf('%');
  if (zone >= 0) text = text.slice(0, zone);
  if (isIP(text) !== 6) return undefined;
  const lastColon = text.lastIndexOf(':');
  if (text.includes('.', lastColon)) {
    const [a, b, c, d] = text
      .slice(lastColon + 1)
      .split('.')
      .map(Number);
    text = `${text.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const part = (s: string | undefined) => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);
  const first = part(head);
  const last = part(tail);
  const fill = tail === undefined ? [] : new Array<number>(8 - first.length - last.length).fill(0);
  return [...first, ...fill, ...last];
}

/** Whether connecting to `address` (an IP address) reaches something other than the public internet. */
export function isNonPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const family = isIP(bare);
  if (family === 4) return blocked.check(bare, 'ipv4');
  if (family !== 6) return true; // not an address at all: never connect to it
  const v4 = embeddedIpv4(bare);
  if (v4 !== undefined && blocked.check(v4, 'ipv4')) return true;
  const groups = expandIpv6(bare)!;
  const canonical = groups.map((g) => g.toString(16)).join(':');
  return blocked.check(canonical, 'ipv6');
}

function isLoopback(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  if (isIP(bare) === 4) return bare.startsWith('127.');
  const v4 = embeddedIpv4(bare);
  if (v4 !== undefined) return v4.startsWith('127.');
  const groups = expandIpv6(bare);
  return groups !== undefined && groups.slice(0, 7).every((g) => g === 0) && groups[7] === 1;
}

/**
 * The host a link is written with, when the site itself names a non-public place: a literal IP address that is not
 * public, or `localhost` (and names under it). Undefined for every other host. Hostnames come from the WHATWG URL
 * parser, so `http://2130706433/` and `http://0x7f.1/` are the literal 127.0.0.1 they are in a browser.
 */
export function literalNonPublicHost(hostname: string): string | undefined {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return host;
  return isIP(host.replace(/^\[|\]$/g, '')) !== 0 && isNonPublicAddress(host) ? host : undefined;
}

export class AddressRefusedError extends Error {
  readonly code = 'EADDRREFUSED';
  constructor(
    readonly hostname: string,
    readonly address: string,
  ) {
    super(`${hostname} resolves to ${address}, a loopback, link-local or private address the link does not name`);
  }
}

/**
 * Whether a connection for a request to `hostname` may use `address`. `allowedHost` is the non-public host the site's
 * link is written with (literalNonPublicHost of the link's own host), if any: only a request to that same host may
 * reach a non-public address, and `localhost` only its loopback.
 */
export function mayConnect(hostname: string, address: string, allowedHost: string | undefined): boolean {
  if (!isNonPublicAddress(address)) return true;
  const host = hostname
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/^\[|\]$/g, '');
  const allowed = allowedHost?.replace(/^\[|\]$/g, '');
  if (allowed === undefined || host !== allowed) return false;
  if (isIP(host) !== 0) return true; // the literal address itself
  return isLoopback(address); // localhost: its loopback only
}

export type LookupFunction = (
  hostname: string,
  options: LookupOptions,
  callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
) => void;

/**
 * A `lookup` for http.request that resolves with `resolve` and refuses the answer when it holds an address the
 * request may not use. Every address of the answer is judged (a connection may try any of them).
 */
export function guardedLookup(resolve: LookupFunction, allowedHost: string | undefined): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = (
        Array.isArray(addresses) ? addresses : [{ address: addresses, family: isIP(addresses) }]
      ) as LookupAddress[];
      const refused = list.find((a) => !mayConnect(hostname, a.address, allowedHost));
      if (refused) return callback(new AddressRefusedError(hostname, refused.address) as NodeJS.ErrnoException, '', 0);
      if (list.length === 0)
        return callback(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), '', 0);
      if (options.all) return callback(null, list);
      return callback(null, list[0].address, list[0].family);
    });
  };
}
