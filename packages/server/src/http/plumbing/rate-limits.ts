// The limits on what invites guessing or abuse, kept in the database so they hold across
// instances (db/rate-limit-store.ts). Off only when MAPATO_RATE_LIMIT=off (load tests).
//
// Sign-in failures count against the ACCOUNT the identity resolved to, whatever spelling reached
// it (case, surrounding Unicode spaces, username or e-mail), or against the normalised identity
// when none did: 5 from one address lock that account for that address, and a higher number from
// all addresses locks it everywhere, so a stranger cannot cheaply lock the owner out.
import { createHash, createHmac } from 'node:crypto';
import type { LimiterFactory, SharedLimiter } from '../../db/rate-limit-store.ts';
import { tooManyRequests } from '../../domain/api-error.ts';

export interface Limit {
  points: number;
  seconds: number;
}

export interface RateLimitConfig {
  /** sign-in attempts per address, right or wrong */
  signInPerAddress: Limit;
  /** failed sign-ins (and wrong old passwords) per account from one address */
  signInFailuresPerAccountAndAddress: Limit;
  /** failed sign-ins per account from every address together */
  signInFailuresPerAccount: Limit;
  signUpPerAddress: Limit;
  /** support, contact and chat messages per address */
  supportPerAddress: Limit;
  /** attempts to change the e-mail address per member (each one could probe whether it is taken) */
  emailChangesPerMember: Limit;
  /** SMS codes asked for (verification, a payout number) per member */
  phoneCodesPerMember: Limit;
  /** SMS codes sent to one phone number, whoever asked (verification, payout number, recovery) */
  phoneCodesPerPhone: Limit;
  /** password recoveries asked for (a code by SMS) and codes tried, per address */
  passwordResetsPerAddress: Limit;
  /** reset codes typed for one phone number from one address, whether or not an account has it */
  resetCodesPerPhoneAndAddress: Limit;
  /** reset codes typed for one phone number from every address together */
  resetCodesPerPhone: Limit;
}

export const DEFAULT_RATE_LIMITS: RateLimitConfig = {
  signInPerAddress: { points: 60, seconds: 60 },
  signInFailuresPerAccountAndAddress: { points: 5, seconds: 15 * 60 },
  signInFailuresPerAccount: { points: 30, seconds: 60 * 60 },
  signUpPerAddress: { points: 20, seconds: 60 * 60 },
  supportPerAddress: { points: 60, seconds: 60 * 60 },
  emailChangesPerMember: { points: 10, seconds: 60 * 60 },
  phoneCodesPerMember: { points: 5, seconds: 60 * 60 },
  phoneCodesPerPhone: { points: 5, seconds: 60 * 60 },
  passwordResetsPerAddress: { points: 20, seconds: 60 * 60 },
  // Fewer than a code's five tries (PHONE_CODE_TRIES): a stranger at one address cannot use up the
  // owner's code, and from every address together guesses stay at 10 an hour per number (ADR 037).
  resetCodesPerPhoneAndAddress: { points: 3, seconds: 60 * 60 },
  resetCodesPerPhone: { points: 10, seconds: 60 * 60 },
};

/** An account a sign-in is counted against: `users:<id>`, `_superusers:<id>` or an unknown identity. */
export type AccountKey = string;

export function accountKey(collection: string, accountId: string | undefined, identity: string): AccountKey {
  if (accountId) return `${collection}:${accountId}`;
  // Unknown identities are stored hashed: the table must not become a list of what people typed.
  const normalised = identity.normalize('NFKC').trim().toLowerCase();
  return `${collection}:?${createHash('sha256').update(normalised).digest('base64url').slice(0, 22)}`;
}

/** The limiter under keyed hashes of its keys; the same key always lands on the same counter. */
function hashedKeys(limiter: SharedLimiter, secret: string): SharedLimiter {
  const hash = (key: string) => createHmac('sha256', secret).update(key).digest('base64url');
  return {
    consume: (key) => limiter.consume(hash(key)),
    peek: (key) => limiter.peek(hash(key)),
    penalty: (key) => limiter.penalty(hash(key)),
    delete: (key) => limiter.delete(hash(key)),
  };
}

export interface RateLimits {
  signInAttempt(ip: string): Promise<void>;
  /** 429 while the account is locked for this address or for everyone, even for the right password */
  assertNotLocked(account: AccountKey, ip: string): Promise<void>;
  signInFailed(account: AccountKey, ip: string): Promise<void>;
  /** the owner got in from this address: its failures there are forgiven */
  signInSucceeded(account: AccountKey, ip: string): Promise<void>;
  signUpAttempt(ip: string): Promise<void>;
  supportAttempt(ip: string): Promise<void>;
  emailChangeAttempt(memberId: string): Promise<void>;
  /** a code by SMS: counted per member (when one asks) and per phone number; each one costs us an SMS */
  phoneCodeAttempt(memberId: string | null, phone: string): Promise<void>;
  passwordResetAttempt(ip: string): Promise<void>;
  /** a reset code typed for `phone`: counted before it is compared, per address and from everywhere */
  resetCodeAttempt(phone: string, ip: string): Promise<void>;
}

const OFF: RateLimits = {
  async signInAttempt() {},
  async assertNotLocked() {},
  async signInFailed() {},
  async signInSucceeded() {},
  async signUpAttempt() {},
  async supportAttempt() {},
  async emailChangeAttempt() {},
  async phoneCodeAttempt() {},
  async passwordResetAttempt() {},
  async resetCodeAttempt() {},
};

export function createRateLimits(
  config: RateLimitConfig | 'off',
  limiters: LimiterFactory,
  /** keys the counters' names: rate_limits holds no address, phone or account id in clear (ADR 040) */
  keySecret: string,
): RateLimits {
  if (config === 'off') return OFF;
  const make = (name: string, limit: Limit) => hashedKeys(limiters({ name, ...limit }), keySecret);
  const perAddress = make('signin-ip', config.signInPerAddress);
  const failuresHere = make('signin-fail-ip', config.signInFailuresPerAccountAndAddress);
  const failuresAnywhere = make('signin-fail', config.signInFailuresPerAccount);
  const signUp = make('signup-ip', config.signUpPerAddress);
  const support = make('support-ip', config.supportPerAddress);
  const emailChanges = make('email-change', config.emailChangesPerMember);
  const codesPerMember = make('code-member', config.phoneCodesPerMember);
  const codesPerPhone = make('code-phone', config.phoneCodesPerPhone);
  const resets = make('reset-ip', config.passwordResetsPerAddress);
  const resetCodesHere = make('reset-code-phone-ip', config.resetCodesPerPhoneAndAddress);
  const resetCodes = make('reset-code-phone', config.resetCodesPerPhone);
  const here = (account: AccountKey, ip: string) => `${account}@${ip}`;

  const consume = async (limiter: SharedLimiter, key: string) => {
    const r = await limiter.consume(key);
    if (!r.allowed) throw tooManyRequests(r.retryAfterSeconds);
  };
  const assertUnder = async (limiter: SharedLimiter, key: string, limit: Limit) => {
    const { used, retryAfterSeconds } = await limiter.peek(key);
    if (used >= limit.points) throw tooManyRequests(retryAfterSeconds);
  };

  return {
    signInAttempt: (ip) => consume(perAddress, ip),
    async assertNotLocked(account, ip) {
      await assertUnder(failuresHere, here(account, ip), config.signInFailuresPerAccountAndAddress);
      await assertUnder(failuresAnywhere, account, config.signInFailuresPerAccount);
    },
    async signInFailed(account, ip) {
      await Promise.all([failuresHere.penalty(here(account, ip)), failuresAnywhere.penalty(account)]);
    },
    async signInSucceeded(account, ip) {
      await failuresHere.delete(here(account, ip));
    },
    signUpAttempt: (ip) => consume(signUp, ip),
    supportAttempt: (ip) => consume(support, ip),
    emailChangeAttempt: (memberId) => consume(emailChanges, memberId),
    async phoneCodeAttempt(memberId, phone) {
      if (memberId) await consume(codesPerMember, memberId);
      await consume(codesPerPhone, phone);
    },
    passwordResetAttempt: (ip) => consume(resets, ip),
    async resetCodeAttempt(phone, ip) {
      await consume(resetCodesHere, `${phone}@${ip}`);
      await consume(resetCodes, phone);
    },
  };
}
