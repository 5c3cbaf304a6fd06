// MAPATO_TRUST_PROXY (ADR 039): a hop count or our proxies' addresses, never "every hop".
import { describe, expect, it } from 'vitest';
import { trustFunction, trustProxyFromEnv } from './trust-proxy.ts';

describe('MAPATO_TRUST_PROXY', () => {
  it('reads off, a number of proxies, or addresses and ranges', () => {
    for (const off of [undefined, '', ' ', '0', 'off']) expect(trustProxyFromEnv(off)).toBe(false);
    expect(trustProxyFromEnv('1')).toBe(1);
    expect(trustProxyFromEnv('2')).toBe(2);
    expect(trustProxyFromEnv('10.0.0.5, 10.1.0.0/16,loopback,::1')).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'loopback',
      '::1',
    ]);
  });

  it('refuses what it does not understand, naming it, rather than trusting everyone', () => {
    for (const bad of ['true', 'yes', '10.0.0.0/33', '10.0.0', '11', 'fe80::/129', '10.0.0.1/8/1', '1,2'])
      expect(() => trustProxyFromEnv(bad), bad).toThrow(/MAPATO_TRUST_PROXY expects/);
    expect(() => trustProxyFromEnv('10.0.0.5,proxy.local')).toThrow(/not understood: "proxy.local"/);
  });

  it('trusts the last hops only, or only the listed proxies (IPv4 seen as ::ffff:… too)', () => {
    const one = trustFunction(1);
    if (!one) throw new Error('expected a function');
    expect([one('203.0.113.1', 0), one('203.0.113.1', 1)]).toEqual([true, false]);
    const legacy = trustFunction(true);
    expect(legacy && [legacy('x', 0), legacy('x', 1)]).toEqual([true, false]);
    expect(trustFunction(false)).toBe(false);

    const listed = trustFunction(['10.0.0.0/8', 'loopback', '2001:db8::1']);
    if (!listed) throw new Error('expected a function');
    expect(listed('10.200.3.4', 0)).toBe(true);
    expect(listed('::ffff:10.200.3.4', 0)).toBe(true);
    expect(listed('127.0.0.1', 3)).toBe(true);
    expect(listed('::1', 0)).toBe(true);
    expect(listed('2001:db8::1', 0)).toBe(true);
    expect(listed('11.0.0.1', 0)).toBe(false);
    expect(listed('2001:db8::2', 0)).toBe(false);
    expect(listed('not-an-address', 0)).toBe(false);
  });
});
