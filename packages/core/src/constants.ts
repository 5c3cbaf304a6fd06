// Business constants of docs/product.md#constants in one place, so server, kit and mocks never disagree on a limit.

/** Smallest withdrawal in whole shillings (docs/product.md#constants). */
export const MIN_WITHDRAWAL = 1000;
/** Most a user may withdraw per Africa/Nairobi calendar day (docs/product.md#constants). */
export const DAILY_WITHDRAWAL_LIMIT = 70_000;

/** KSh: payouts up to this go out by M-Pesa without a person (the server's MAPATO_AUTO_PAYOUT_MAX default). */
export const AUTO_PAYOUT_MAX = 5_000;

/** KSh: the least and the most one M-Pesa B2C payment may carry (Daraja's limits; a client's refund, ADR 065). */
export const B2C_MIN_AMOUNT = 10;
export const B2C_MAX_AMOUNT = 250_000;

/** KSh: payouts above this need two different admins (the server's MAPATO_FOUR_EYES_MIN default). */
export const FOUR_EYES_MIN = 20_000;

/** Hours after the account's phone changes during which payouts wait for an operator (ADR 036; MAPATO_PHONE_CHANGE_HOLD_HOURS). */
export const PHONE_CHANGE_HOLD_HOURS = 24;

/** A payout a person must look at: its member is told they will hear within this many hours (ADR 038). */
export const PAYOUT_REVIEW_HOURS = 24;
/**
 * How long M-Pesa's prompt stays on the member's phone (about a minute, mpesa-daraja.md §3.4): an
 * unanswered prompt is asked about with STK Query after this long (ADR 045; MAPATO_STK_PROMPT_SECONDS).
 */
export const STK_PROMPT_SECONDS = 60;
/** Credited to the referrer once per new member (docs/product.md#constants). */
export const REFERRAL_REWARD = 100;
/** Sanity cap: no amount in the system is larger, so overflow and typo amounts are rejected. */
export const MAX_AMOUNT = 1_000_000_000;
/** Length of the sign-up verification code (docs/product.md#constants). */
export const CAPTCHA_LENGTH = 6;

/** Toast auto-close times in ms; loading toasts stay until replaced (docs/product.md#constants). */
export const TOAST_DURATION = Object.freeze({
  default: 4000,
  error: 4000,
  success: 2000,
  loading: Infinity,
});
/** At most this many toasts are visible at once (docs/product.md#constants). */
export const MAX_TOASTS = 20;
/** 'Successfully Logged In' closes itself after this long (docs/product.md#messages). */
export const SIGNIN_TOAST_MS = 2500;
/** 'Withdrawal request submitted!' stays this long (docs/product.md#messages). */
export const WITHDRAWAL_TOAST_MS = 5000;
/** The sign-up success modal shows this long before going to /dashboard (docs/product.md#constants). */
export const SIGNUP_REDIRECT_MS = 2000;
/** Delay of the mock live-chat reply (docs/product.md#constants). */
export const CHAT_REPLY_MS = 1000;
/** Simulated latency of the demo store, so mocks feel like the original's (docs/product.md#constants). */
export const DEMO_SIGNIN_MS = 800;
export const DEMO_USER_FETCH_MS = 500;

/** PocketBase list defaults: perPage when absent, and the clamp for larger requests. */
export const PAGE_SIZE_DEFAULT = 30;
export const PAGE_SIZE_MAX = 1000;

/** Longest name (withdrawal full name, contact name) we store or show. */
export const NAME_MAX_LENGTH = 100;

/** SMS codes (ADR 033): valid this long, this many tries, this pause between two. */
export const PHONE_CODE_TTL_MS = 10 * 60_000;
export const PHONE_CODE_TRIES = 5;
export const PHONE_CODE_RESEND_PAUSE_MS = 60_000;
/**
 * The error code on `mpesa_number` when a code is asked for a payout number proved already: the app
 * then goes straight to the withdrawal's confirmation (ADR 046).
 */
export const PAYOUT_NUMBER_PROVED = 'validation_payout_number_verified';

/** The USSD code the simulators answer (`npm start`, the mocks): the simulated phone dials it. */
export const SIMULATOR_USSD_CODE = '*384*6272#';
