// How money moves on this server (ADR 018): by hand (`manual`), or by M-Pesa itself through the
// in-process simulator or the real Daraja API. Manual references stay open in every mode.
import { AUTO_PAYOUT_MAX, FOUR_EYES_MIN, PHONE_CHANGE_HOLD_HOURS, STK_PROMPT_SECONDS } from '@mapato/core';

export const MPESA_MODES = ['manual', 'simulator', 'daraja'] as const;
export type MpesaMode = (typeof MPESA_MODES)[number];

export const isMpesaMode = (value: string): value is MpesaMode => (MPESA_MODES as readonly string[]).includes(value);

/** KSh: payouts up to this go out without a person (MAPATO_AUTO_PAYOUT_MAX); core, as the mocks use it. */
export const DEFAULT_AUTO_PAYOUT_MAX = AUTO_PAYOUT_MAX;

/** KSh: payouts above this need two different admins' approvals (MAPATO_FOUR_EYES_MIN). */
export const DEFAULT_FOUR_EYES_MIN = FOUR_EYES_MIN;

/** Hours after a phone change during which payouts wait for an operator (MAPATO_PHONE_CHANGE_HOLD_HOURS, ADR 036). */
export const DEFAULT_PHONE_CHANGE_HOLD_HOURS = PHONE_CHANGE_HOLD_HOURS;

/**
 * Held / owed below which no new bond is taken (MAPATO_SOLVENCY_MIN, ADR 073): at 1.0 the
 * platform must hold at least what it owes its members before it takes anyone's fee.
 */
export const DEFAULT_SOLVENCY_MIN = 1;

/** The audit log's actor for what M-Pesa decided (a callback or a query), not a person. */
export const MPESA_ACTOR = 'mpesa';

/** A payout a person must look at: its member is told they will hear within this many hours. */
export { PAYOUT_REVIEW_HOURS } from '@mapato/core';

/** What the use cases need to know about payments. */
export interface PaymentSettings {
  mode: MpesaMode;
  autoPayoutMax: number;
  fourEyesMin: number;
  /** hours after the account's phone changed during which its payouts wait for an operator */
  phoneChangeHoldHours: number;
  /** held / owed below which new bonds are refused (ADR 073) */
  solvencyMin: number;
  /** after a commit that left work for the payments worker: look now rather than at the next poll */
  wake(): void;
}

export const MANUAL_PAYMENTS: PaymentSettings = {
  mode: 'manual',
  autoPayoutMax: DEFAULT_AUTO_PAYOUT_MAX,
  fourEyesMin: DEFAULT_FOUR_EYES_MIN,
  phoneChangeHoldHours: DEFAULT_PHONE_CHANGE_HOLD_HOURS,
  solvencyMin: DEFAULT_SOLVENCY_MIN,
  wake() {},
};

/** How long the worker waits for each thing (ADR 018); tests shorten them. */
export interface PaymentTimings {
  /** the worker looks for due work at least this often */
  pollMs: number;
  /** a claimed job is the claimer's for this long; longer than any Daraja call */
  leaseMs: number;
  /** a sent B2C with no result after this long is asked about with Transaction Status */
  resultWaitMs: number;
  /** before sending again after a refusal or an unknown answer */
  retryMs: number;
  /** an open STK prompt is first queried this long after the push: when M-Pesa's prompt has expired (ADR 045) */
  stkQueryAfterMs: number;
  /** then asked again this often while M-Pesa says it is still being processed */
  stkQueryEveryMs: number;
  /** an STK payment still unresolved this long after it began needs a person */
  stkReviewAfterMs: number;
  /**
   * Transaction Status queries without a final answer before a payout needs a person; each waits
   * twice as long as the one before (resultWaitMs, then 2×, 4×, … up to 30 minutes)
   */
  statusQueryLimit: number;
  /** B2C sends (always with the same OriginatorConversationID) before we only ask */
  sendLimit: number;
}

export const DEFAULT_TIMINGS: PaymentTimings = {
  pollMs: 2_000,
  leaseMs: 60_000,
  resultWaitMs: 120_000,
  retryMs: 30_000,
  stkQueryAfterMs: STK_PROMPT_SECONDS * 1000,
  // Daraja's spike arrest: no faster than every 10-30 s (mpesa-daraja.md §4).
  stkQueryEveryMs: 15_000,
  stkReviewAfterMs: 600_000,
  statusQueryLimit: 5,
  sendLimit: 3,
};
