// The request limits read from the environment (README "Configuration"): off for load tests, or
// more sign-ups per address where a mobile network puts many phones behind one address.
import type { ServerOptions } from '../app.ts';
import { DEFAULT_RATE_LIMITS } from '../http/plumbing/rate-limits.ts';

/**
 * `MAPATO_RATE_LIMIT=off` turns the limits off; `MAPATO_SIGNUPS_PER_ADDRESS_HOUR` sets sign-ups
 * per address per hour (default 20), every other limit staying at its default.
 */
export function rateLimitsFromEnv(env: NodeJS.ProcessEnv): ServerOptions['rateLimits'] {
  if (env.MAPATO_RATE_LIMIT === 'off') return 'off';
  const raw = env.MAPATO_SIGNUPS_PER_ADDRESS_HOUR;
  if (raw === undefined || raw === '') return undefined;
  const points = Number(raw);
  if (!Number.isInteger(points) || points < 1)
    throw new Error(`MAPATO_SIGNUPS_PER_ADDRESS_HOUR must be a whole number of at least 1, not "${raw}"`);
  return { ...DEFAULT_RATE_LIMITS, signUpPerAddress: { points, seconds: 60 * 60 } };
}
