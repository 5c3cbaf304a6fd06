// M-Pesa as `npm start` runs it (the server's `--mpesa simulator`), in memory: a bond's prompt is
// answered by the simulated phone after `phoneDelayMs`, and a payout up to KSh 5,000 is sent at
// once and paid `payoutDelayMs` later; larger payouts wait for an operator (the mocks have none).
// The answers come later, as on the server, rather than inside the create call: a story or the demo
// then shows the waiting state before the outcome, and the contract can compare the create answers.
import {
  AUTO_PAYOUT_MAX,
  PHONE_CHANGE_HOLD_HOURS,
  payoutHeldAfterPhoneChange,
  PAYOUT_REVIEW_HOURS,
  payoutWaitsForApproval,
  levelInfo,
  toPbDate,
  type RegistrationRecord,
  type WithdrawalRecord,
} from '@mapato/core';
import type { MockPayments } from './context.ts';
import { newReceipt } from './ids.ts';
import type { MockStore } from './types.ts';
import { m } from '@mapato/i18n';

/** Nobody ever answers: the request stays Processing. */
const SILENT = Symbol('silent');
/** Nobody answers the prompt: once it expires, STK Query declines it (ADR 045). */
const UNANSWERED = Symbol('unanswered');
type Answer = string | typeof SILENT | typeof UNANSWERED;

// The Daraja simulator's magic numbers (packages/server/src/mpesa-sim/scenarios.ts) with the
// reason the server gives the member; any other number pays.
const PROMPT_ANSWERS: Readonly<Record<string, Answer>> = {
  '254700001032': m.mpesaCancelled(),
  '254700002001': m.mpesaWrongPin(),
  '254700000001': m.mpesaNoFunds(),
  '254700000000': UNANSWERED,
  '254700000999': SILENT,
};
const PAYOUT_ANSWERS: Readonly<Record<string, Answer>> = {
  '254700000001': m.mpesaPayoutsPaused(),
  '254700000000': SILENT,
};

/**
 * How the simulated phone at `msisdn` answers a prompt, by the simulator's magic numbers: after how
 * long, and '' (paid) or why it was declined; null when nobody ever answers. A client's project
 * funding (clients/funding.ts) is answered the same way as a member's bond.
 */
export function promptOutcome(
  msisdn: string,
  payments: Required<MockPayments>,
): { afterMs: number; declined: string } | null {
  const answer = PROMPT_ANSWERS[msisdn];
  if (answer === SILENT) return null;
  if (answer === UNANSWERED) return { afterMs: payments.promptTimeoutMs, declined: m.mpesaNoAnswer() };
  return { afterMs: payments.phoneDelayMs, declined: answer ?? '' };
}

/** The prompt goes to `reg.msisdn`; its answer confirms the upgrade (and sets the level) or declines it. */
export function promptForBond(store: MockStore, reg: RegistrationRecord, payments: Required<MockPayments>): void {
  const answer = PROMPT_ANSWERS[reg.msisdn];
  if (answer === SILENT) return;
  const unanswered = answer === UNANSWERED;
  store.later(unanswered ? payments.promptTimeoutMs : payments.phoneDelayMs, () => {
    if (!reg.processing) return;
    const at = toPbDate(store.now());
    if (answer !== undefined) {
      const reason = unanswered ? m.mpesaNoAnswer() : answer;
      Object.assign(reg, { processing: false, declined: true, reason, updated: at });
      return;
    }
    Object.assign(reg, { processing: false, declined: false, reason: '', mpesa_ref: newReceipt(), updated: at });
    const member = store.users.find((u) => u.record.id === reg.uid)?.record;
    const target = levelInfo(reg.level);
    // A lower level than the current one never wins (as on the server).
    if (member && target && member.level < target.level) {
      Object.assign(member, { level: target.level, investment: member.investment + reg.amount, updated: at });
    }
  });
}

/** How M-Pesa answers a payout to `msisdn` (the simulator's magic numbers): paid, refused with the reason, or never. */
export function payoutOutcome(
  msisdn: string,
): { kind: 'paid' } | { kind: 'failed'; reason: string } | { kind: 'silent' } {
  const answer = PAYOUT_ANSWERS[msisdn];
  if (answer === undefined) return { kind: 'paid' };
  if (typeof answer === 'string') return { kind: 'failed', reason: answer };
  return { kind: 'silent' };
}

/** Between the debit and the payout being handed to M-Pesa (the server's worker, woken at once). */
export const PAYOUT_SEND_MS = 100;

/**
 * Sends a small payout by itself: Processing, then Completed with a receipt or Declined and refunded.
 * Larger ones, and any within the hold after the member's phone changed (`phoneChanged`), wait.
 */
export function sendPayout(
  store: MockStore,
  w: WithdrawalRecord,
  payments: Required<MockPayments>,
  phoneChanged: string,
): void {
  if (payoutWaitsForApproval(w.amount, AUTO_PAYOUT_MAX)) return;
  if (payoutHeldAfterPhoneChange(phoneChanged, store.now(), PHONE_CHANGE_HOLD_HOURS)) {
    // As on the server: the member reads that a person checks it, and by when.
    w.review_by = toPbDate(new Date(store.now().getTime() + PAYOUT_REVIEW_HOURS * 3_600_000));
    return;
  }
  const answer = PAYOUT_ANSWERS[w.mpesa_number];
  store.later(PAYOUT_SEND_MS, () => {
    if (w.status !== 'pending') return;
    Object.assign(w, { status: 'processing', processing: true, updated: toPbDate(store.now()) });
    if (answer === SILENT) return;
    store.later(payments.payoutDelayMs, () => {
      if (w.status !== 'processing') return;
      const at = toPbDate(store.now());
      const done = { processing: false, processed_at: at, updated: at };
      if (answer === undefined) {
        Object.assign(w, { ...done, status: 'disbursed', disbursed: true, receipt: newReceipt() });
        return;
      }
      Object.assign(w, { ...done, status: 'declined', declined: true, reason: answer });
      const member = store.users.find((u) => u.record.id === w.uid)?.record;
      if (member) Object.assign(member, { balance: member.balance + w.amount, updated: at });
    });
  });
}
