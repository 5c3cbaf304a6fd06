// Which X-Forwarded-* entries the server believes (ADR 039). A proxy appends the address it got the
// request from to X-Forwarded-For; whatever stands left of that was written by the client. So only
// the entries our own proxies appended name the client: the last `hops` of them, or those added by
// a proxy whose address we listed. Trusting every hop (Fastify's `trustProxy: true`) would let a
// client choose its own address, and with it every per-address limit and the M-Pesa allowlist.
import { BlockList, isIP } from 'node:net';

/** MAPATO_TRUST_PROXY: off, how many proxies of ours stand in front, or their addresses. */
export type TrustProxy = false | number | readonly string[];

/** Fastify's trustProxy function: is the hop-th address (0: the socket's peer) one of our proxies? */
export type TrustFunction = (address: string, hop: number) => boolean;

const NAMED: Readonly<Record<string, readonly string[]>> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

const MAX_HOPS = 10;

const USAGE =
  'MAPATO_TRUST_PROXY expects the number of proxies of yours in front of the server (1 for one) or their ' +
  'addresses, comma-separated (10.0.0.5, 10.0.0.0/8, loopback, uniquelocal)';

/** Reads MAPATO_TRUST_PROXY; a value it does not understand stops the start with a clear message. */
export function trustProxyFromEnv(raw: string | undefined): TrustProxy {
  const value = raw?.trim() ?? '';
  if (value === '' || value === '0' || value.toLowerCase() === 'off') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > MAX_HOPS) throw new Error(`${USAGE}; ${value} proxies is more than ${MAX_HOPS}`);
    return hops;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (bad.length > 0) throw new Error(`${USAGE}; not understood: ${bad.map((b) => `"${b}"`).join(', ')}`);
  return entries;
}

function isAddressOrRange(entry: string): boolean {
  if (Object.hasOwn(NAMED, entry.toLowerCase())) return true;
  const [address, bits, extra] = entry.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * The setting as Fastify's trustProxy function, or false. `true` means one proxy, never "every
 * hop". A hop count trusts the peer whoever it is: it is for a server only its proxy can reach.
 */
export function trustFunction(trust: TrustProxy | true): TrustFunction | false {
  if (trust === false || trust === 0) return false;
  if (trust === true || typeof trust === 'number') {
    const hops = trust === true ? 1 : trust;
    return (_address, hop) => hop < hops;
  }
  const proxies = new BlockList();
  for (const entry of trust.flatMap((e) => NAMED[e.toLowerCase()] ?? [e])) {
    const [address, bits] = entry.split('/') as [string, string | undefined];
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) proxies.addAddress(address, family);
    else proxies.addSubnet(address, Number(bits), family);
  }
  return (address) => {
    // A dual-stack socket reports an IPv4 peer as ::ffff:a.b.c.d.
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
    if (mapped) return proxies.check(mapped, 'ipv4');
    const family = isIP(address);
    return family !== 0 && proxies.check(address, family === 6 ? 'ipv6' : 'ipv4');
  };
}
