import { describe, it, expect } from 'vitest';
import { createRateLimiter } from './rate-limit.ts';

function clocked(limit: number, windowMs: number, maxKeys?: number) {
  let t = 1_000_000;
  const limiter = createRateLimiter({ limit, windowMs, now: () => t, ...(maxKeys ? { maxKeys } : {}) });
  return { limiter, advance: (ms: number) => (t += ms) };
}

describe('createRateLimiter', () => {
  it('allows `limit` hits per window, then refuses with the seconds left', () => {
    const { limiter, advance } = clocked(3, 60_000);
    expect([1, 2, 3].map(() => limiter.hit('ip').allowed)).toEqual([true, true, true]);
    expect(limiter.hit('ip')).toEqual({ allowed: false, retryAfterSeconds: 60 });
    advance(59_001);
    expect(limiter.hit('ip')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    advance(999);
    expect(limiter.hit('ip')).toEqual({ allowed: true, retryAfterSeconds: 0 });
  });

  it.each([
    [0, 'rounds up to whole seconds', 10_500, 11],
    [10_499, 'never says 0 while refusing', 10_500, 1],
  ])('retryAfterSeconds after %ims %s', (elapsed, _why, windowMs, seconds) => {
    const { limiter, advance } = clocked(1, windowMs);
    limiter.hit('k');
    advance(elapsed);
    expect(limiter.hit('k').retryAfterSeconds).toBe(seconds);
  });

  it('does not count refused hits', () => {
    const { limiter } = clocked(2, 1000);
    for (let i = 0; i < 5; i++) limiter.hit('k');
    expect(limiter.peek('k')).toBe(2);
  });

  it('keeps keys apart', () => {
    const { limiter } = clocked(1, 1000);
    expect(limiter.hit('a').allowed).toBe(true);
    expect(limiter.hit('a').allowed).toBe(false);
    expect(limiter.hit('b').allowed).toBe(true);
  });

  it('peeks without counting and forgets expired windows', () => {
    const { limiter, advance } = clocked(5, 1000);
    expect(limiter.peek('k')).toBe(0);
    limiter.hit('k');
    limiter.hit('k');
    expect(limiter.peek('k')).toBe(2);
    expect(limiter.peek('k')).toBe(2);
    advance(1000);
    expect(limiter.peek('k')).toBe(0);
  });

  it('reset clears a key, e.g. after a successful login', () => {
    const { limiter } = clocked(1, 1000);
    limiter.hit('k');
    limiter.reset('k');
    expect(limiter.peek('k')).toBe(0);
    expect(limiter.hit('k').allowed).toBe(true);
  });

  it('a limit of 0 refuses everything', () => {
    const { limiter } = clocked(0, 1000);
    expect(limiter.hit('k').allowed).toBe(false);
  });

  it('drops expired keys as time passes', () => {
    const { limiter, advance } = clocked(1, 1000);
    for (let i = 0; i < 50; i++) limiter.hit(`ip-${i}`);
    advance(500);
    limiter.hit('late');
    expect(limiter.size()).toBe(51);
    advance(500);
    limiter.hit('later');
    expect(limiter.size()).toBe(2);
  });

  it('stays within maxKeys by forgetting the oldest window', () => {
    const { limiter, advance } = clocked(1, 60_000, 3);
    for (const key of ['a', 'b', 'c']) {
      limiter.hit(key);
      advance(1);
    }
    limiter.hit('d');
    expect(limiter.size()).toBe(3);
    expect(limiter.peek('a')).toBe(0);
    expect(['b', 'c', 'd'].map((k) => limiter.peek(k))).toEqual([1, 1, 1]);
  });

  it('holds 100,000 keys by default and no more', () => {
    const { limiter } = clocked(1, 60_000);
    for (let i = 0; i < 100_010; i++) limiter.hit(String(i));
    expect(limiter.size()).toBe(100_000);
    expect(limiter.peek('9')).toBe(0);
    expect(limiter.peek('10')).toBe(1);
  });

  it('uses the real clock when none is given', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000 });
    expect(limiter.hit('k').allowed).toBe(true);
    expect(limiter.hit('k')).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });

  it.each([
    [{ limit: 1, windowMs: 0 }],
    [{ limit: -1, windowMs: 1000 }],
    [{ limit: Number.NaN, windowMs: 1000 }],
    [{ limit: 1, windowMs: 1000, maxKeys: 0 }],
  ])('rejects nonsense options %j', (options) => {
    expect(() => createRateLimiter(options)).toThrow(RangeError);
  });
});
