// How text messages leave this server (ADR 033): not at all (`off`: they wait in the outbox),
// through the in-process Africa's Talking simulator, or through Africa's Talking itself.

export const SMS_MODES = ['off', 'simulator', 'africastalking'] as const;
export type SmsMode = (typeof SMS_MODES)[number];

export const isSmsMode = (value: string): value is SmsMode => (SMS_MODES as readonly string[]).includes(value);

/** What the use cases need to know about SMS. */
export interface SmsSettings {
  mode: SmsMode;
  /** after a commit that queued a message: send now rather than at the next poll */
  wake(): void;
  /** false: operators' moves send no receipts (the demo seed writes a history nobody lived) */
  receipts?: false;
  /**
   * Simulator only: the simulated phones forget these sent messages (by the gateway's id), so the
   * outbox page stops showing an erased member's texts. A real network keeps what it delivered.
   */
  forgetSent?: (providerIds: readonly string[]) => void;
}

export const SMS_OFF: SmsSettings = { mode: 'off', wake() {} };

/** A message not sent within a day is not sent at all: a receipt or a code that late only confuses. */
export const SMS_MAX_AGE_MS = 24 * 60 * 60_000;

/** How the SMS worker paces itself; tests shorten them. */
export interface SmsTimings {
  /** the worker looks for due messages at least this often */
  pollMs: number;
  /** a claimed message is the claimer's for this long; longer than any gateway call */
  leaseMs: number;
  /** the wait before each retry; a message is tried once more than there are waits, then failed */
  retryMs: readonly number[];
}

export const DEFAULT_SMS_TIMINGS: SmsTimings = {
  pollMs: 2_000,
  leaseMs: 30_000,
  retryMs: [15_000, 60_000, 5 * 60_000, 15 * 60_000],
};
