// Per-process limits on the endpoints that invite guessing: sign-in per IP and per identity,
// sign-up per IP. Off only when MAPATO_RATE_LIMIT=off (load tests).
import { tooManyRequests } from '../domain/api-error.ts';
import { createRateLimiter } from '../tools/rate-limit.ts';

export interface RateLimitConfig {
  loginPerIp: { limit: number; windowMs: number };
  /** failed sign-ins per identity (lower-cased username or e-mail) */
  loginFailuresPerIdentity: { limit: number; windowMs: number };
  signupPerIp: { limit: number; windowMs: number };
  /** support, contact and chat messages per address */
  supportPerIp?: { limit: number; windowMs: number };
}

export const DEFAULT_RATE_LIMITS: RateLimitConfig = {
  loginPerIp: { limit: 60, windowMs: 60_000 },
  loginFailuresPerIdentity: { limit: 5, windowMs: 15 * 60_000 },
  signupPerIp: { limit: 20, windowMs: 60 * 60_000 },
  supportPerIp: { limit: 60, windowMs: 60 * 60_000 },
};

export interface RateLimits {
  loginAttempt(ip: string, identity: string): void;
  loginFailed(identity: string): void;
  signupAttempt(ip: string): void;
  supportAttempt(ip: string): void;
}

export function createRateLimits(config: RateLimitConfig | 'off'): RateLimits {
  if (config === 'off') return { loginAttempt() {}, loginFailed() {}, signupAttempt() {}, supportAttempt() {} };
  const perIp = createRateLimiter(config.loginPerIp);
  const perIdentity = createRateLimiter(config.loginFailuresPerIdentity);
  const signup = createRateLimiter(config.signupPerIp);
  const support = createRateLimiter(config.supportPerIp ?? DEFAULT_RATE_LIMITS.supportPerIp!);
  const key = (identity: string) => identity.trim().toLowerCase();
  return {
    loginAttempt(ip, identity) {
      const byIp = perIp.hit(ip);
      if (!byIp.allowed) throw tooManyRequests(byIp.retryAfterSeconds);
      // Checked before the password: a locked identity stays locked even for the right password.
      if (perIdentity.peek(key(identity)) >= config.loginFailuresPerIdentity.limit) {
        throw tooManyRequests(Math.ceil(config.loginFailuresPerIdentity.windowMs / 1000));
      }
    },
    loginFailed(identity) {
      perIdentity.hit(key(identity));
    },
    signupAttempt(ip) {
      const r = signup.hit(ip);
      if (!r.allowed) throw tooManyRequests(r.retryAfterSeconds);
    },
    supportAttempt(ip) {
      const r = support.hit(ip);
      if (!r.allowed) throw tooManyRequests(r.retryAfterSeconds);
    },
  };
}
