// The request limits an operator sets in the environment reach the server as they meant them.
import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../http/plumbing/rate-limits.ts';
import { rateLimitsFromEnv } from './rate-limits-mode.ts';

describe('MAPATO_SIGNUPS_PER_ADDRESS_HOUR', () => {
  it('leaves the defaults (20 sign-ups an hour per address) unless set', () => {
    expect(rateLimitsFromEnv({})).toBeUndefined();
    expect(rateLimitsFromEnv({ MAPATO_SIGNUPS_PER_ADDRESS_HOUR: '' })).toBeUndefined();
    expect(DEFAULT_RATE_LIMITS.signUpPerAddress).toEqual({ points: 20, seconds: 3600 });
  });

  it('raises only the sign-up limit, per hour', () => {
    const limits = rateLimitsFromEnv({ MAPATO_SIGNUPS_PER_ADDRESS_HOUR: '500' });
    expect(limits).toEqual({ ...DEFAULT_RATE_LIMITS, signUpPerAddress: { points: 500, seconds: 3600 } });
  });

  it('refuses a figure that is not a whole number of at least 1, naming the setting', () => {
    for (const bad of ['0', '-5', '2.5', 'many'])
      expect(() => rateLimitsFromEnv({ MAPATO_SIGNUPS_PER_ADDRESS_HOUR: bad })).toThrow(
        `MAPATO_SIGNUPS_PER_ADDRESS_HOUR must be a whole number of at least 1, not "${bad}"`,
      );
  });

  it('is overruled by MAPATO_RATE_LIMIT=off', () => {
    expect(rateLimitsFromEnv({ MAPATO_RATE_LIMIT: 'off', MAPATO_SIGNUPS_PER_ADDRESS_HOUR: '500' })).toBe('off');
  });
});
