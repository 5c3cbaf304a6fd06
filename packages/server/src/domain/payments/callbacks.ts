// M-Pesa's callbacks (reference §7.6-7, §8.3): each one that passed the path token and source
// checks is stored as received and acknowledged at once; applying it happens after that commit,
// here. A stored callback not yet applied (we crashed in between) is applied by the worker's next
// round. Each is matched to a row we created and still hold open, its amount checked; a success
// is never undone by a later failure, and a contradiction goes to a person.
import { formatKsh, toPbDate } from '@mapato/core';
import { newId } from '../../tools/ids.ts';
import type { Log } from '../../tools/log.ts';
import {
  parseB2cResult,
  parseB2cTimeout,
  parseStkCallback,
  parseTransactionStatusResult,
  type CallbackKind,
} from '../../mpesa/index.ts';
import type { Deps, Trx } from '../deps.ts';
import { lockMember } from '../members/lock.ts';
import { transact } from '../transact.ts';
import {
  bondNeedsReview,
  payoutNeedsReview,
  settleBondFailed,
  settleBondPaid,
  settlePayoutFailed,
  settlePayoutPaid,
} from './settle.ts';
import { lateSuccess, levelAlreadyPaid, paidTwice } from './late-success.ts';
import { statusVerdict } from './status-answer.ts';
import { applyBalanceResult, applyBalanceTimeout } from '../books/mpesa-balance-answers.ts';
import type { PayoutsTable } from '../../db/schema.ts';

/** What became of a callback: stored in payment_callbacks.outcome, listed by reconciliation. */
export type CallbackOutcome = 'applied' | 'duplicate' | 'late' | 'unknown' | 'mismatch' | 'invalid' | 'review';

interface Applied {
  outcome: CallbackOutcome;
  target?: string;
  note?: string;
}

/** `raw`: the request body exactly as it arrived (kept for audit; parsed when applied). */
export async function storeCallback(deps: Deps, kind: CallbackKind, raw: string, source: string): Promise<string> {
  const id = newId();
  await deps.db
    .insertInto('payment_callbacks')
    .values({
      id,
      kind,
      body: raw,
      source,
      outcome: 'received',
      target: '',
      note: '',
      created: toPbDate(deps.now()),
    })
    .execute();
  return id;
}

/** Applies one stored callback, once: the row's outcome is claimed in the same transaction. */
export async function applyCallback(deps: Deps, id: string): Promise<CallbackOutcome | null> {
  return transact(deps, async (trx) => {
    const claimed = await trx
      .updateTable('payment_callbacks')
      .set({ outcome: 'applied' })
      .where('id', '=', id)
      .where('outcome', '=', 'received')
      .returning(['kind', 'body'])
      .executeTakeFirst();
    if (!claimed) return null;
    const body = parseJson(claimed.body);
    const result =
      body === undefined
        ? { outcome: 'invalid' as const, note: 'not JSON' }
        : await dispatch(trx, claimed.kind as CallbackKind, body, deps.now());
    await trx
      .updateTable('payment_callbacks')
      .set({ outcome: result.outcome, target: result.target ?? '', note: (result.note ?? '').slice(0, 500) })
      .where('id', '=', id)
      .execute();
    return result.outcome;
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Callbacks stored but never applied (a crash after the acknowledgement). */
export async function applyStoredCallbacks(deps: Deps, log: Log): Promise<number> {
  const rows = await deps.db
    .selectFrom('payment_callbacks')
    .select('id')
    .where('outcome', '=', 'received')
    .orderBy('created')
    .limit(100)
    .execute();
  // One callback that cannot be applied must not hold back the others (or the worker's round).
  let applied = 0;
  for (const row of rows) {
    try {
      await applyCallback(deps, row.id);
      applied++;
    } catch (error) {
      log.error({ err: error, callback: row.id }, 'payments: a stored callback could not be applied');
    }
  }
  return applied;
}

function dispatch(trx: Trx, kind: CallbackKind, body: unknown, now: Date): Promise<Applied> {
  switch (kind) {
    case 'stk':
      return applyStk(trx, body, now);
    case 'b2c-result':
      return applyB2cResult(trx, body, now);
    case 'b2c-timeout':
      return applyB2cTimeout(trx, body, now);
    case 'status-result':
      return applyStatusResult(trx, body, now);
    case 'status-timeout':
      return applyStatusTimeout(trx, body, now);
    case 'balance-result':
      return applyBalanceResult(trx, body, now);
    case 'balance-timeout':
      return applyBalanceTimeout(trx, body, now);
  }
}

const FINAL = ['paid', 'failed', 'paid_by_hand', 'cancelled'];

async function applyStk(trx: Trx, body: unknown, now: Date): Promise<Applied> {
  const parsed = parseStkCallback(body);
  if (!parsed.ok) return { outcome: 'invalid', note: parsed.error };
  const cb = parsed.value;
  // Money decides a level: the member first, then the prompt, so two prompts' answers (the old
  // one and Try again's) are applied one after the other (late-success.ts).
  if (cb.outcome.kind === 'success') await lockMemberOfPrompt(trx, cb.checkoutRequestId);
  const stk = await lockedStk(trx, cb.checkoutRequestId);
  if (!stk) return { outcome: 'unknown', note: `no STK payment with CheckoutRequestID ${cb.checkoutRequestId}` };
  const target = stk.id;
  const evidence = { resultCode: cb.resultCode, resultDesc: cb.resultDesc };
  if (FINAL.includes(stk.state)) {
    const same =
      (stk.state === 'paid' && cb.payment?.receipt === stk.receipt) ||
      (stk.state === 'failed' && cb.outcome.kind === 'failed') ||
      (stk.state === 'failed' && stk.receipt !== '' && cb.payment?.receipt === stk.receipt);
    if (same) return { outcome: 'duplicate', target };
    // Closed as failed (by STK Query, or a failure callback), yet paid: the money arrived (ADR 045).
    if (cb.outcome.kind === 'success' && stk.state === 'failed')
      return lateSuccess(trx, stk, cb.payment!, evidence, now);
    if (cb.outcome.kind === 'success') {
      // Paid after we closed it: the member's money is with us, a person must set it right.
      return { outcome: 'review', target, note: `M-Pesa says paid (${cb.payment?.receipt}) after it was ${stk.state}` };
    }
    return { outcome: 'late', target, note: `${cb.resultCode} after ${stk.state}: not applied` };
  }
  if (cb.outcome.kind === 'success') {
    const payment = cb.payment!;
    if (payment.amount !== Number(stk.amount)) {
      await bondNeedsReview(trx, stk, `paid ${formatKsh(payment.amount)}, asked ${formatKsh(stk.amount)}`, now);
      return { outcome: 'mismatch', target, note: `amount ${payment.amount} ≠ ${stk.amount}` };
    }
    if (await levelAlreadyPaid(trx, stk)) return paidTwice(trx, stk, payment.receipt, evidence, now);
    if (await settleBondPaid(trx, stk, payment.receipt, evidence, now)) return { outcome: 'applied', target };
    await bondNeedsReview(trx, stk, `receipt ${payment.receipt} is already another upgrade's reference`, now);
    return { outcome: 'review', target, note: 'receipt already used' };
  }
  if (cb.outcome.kind === 'failed') {
    await settleBondFailed(trx, stk, cb.outcome.reason, evidence, now);
    return { outcome: 'applied', target };
  }
  return { outcome: 'applied', target, note: cb.outcome.note };
}

// The row a callback is about is read after taking its lock (a no-op UPDATE, as in
// members/lock.ts): a duplicate applied at the same moment on PostgreSQL waits, then sees what the
// first one committed and is told apart as a duplicate, where both would otherwise read it open.
async function lockedStk(trx: Trx, checkoutRequestId: string) {
  if (checkoutRequestId === '') return undefined;
  await trx
    .updateTable('stk_payments')
    .set((eb) => ({ updated: eb.ref('updated') }))
    .where('checkout_request_id', '=', checkoutRequestId)
    .execute();
  return trx
    .selectFrom('stk_payments')
    .selectAll()
    .where('checkout_request_id', '=', checkoutRequestId)
    .executeTakeFirst();
}

async function lockMemberOfPrompt(trx: Trx, checkoutRequestId: string) {
  if (checkoutRequestId === '') return;
  const row = await trx
    .selectFrom('stk_payments')
    .select('uid')
    .where('checkout_request_id', '=', checkoutRequestId)
    .executeTakeFirst();
  if (row) await lockMember(trx, row.uid);
}

async function lockedPayout(trx: Trx, column: 'originator_id' | 'status_query_id', value: string) {
  if (value === '') return undefined;
  await trx
    .updateTable('payouts')
    .set((eb) => ({ updated: eb.ref('updated') }))
    .where(column, '=', value)
    .execute();
  return trx.selectFrom('payouts').selectAll().where(column, '=', value).executeTakeFirst();
}

const payoutByOriginator = (trx: Trx, originatorId: string) => lockedPayout(trx, 'originator_id', originatorId);

async function applyB2cResult(trx: Trx, body: unknown, now: Date): Promise<Applied> {
  const parsed = parseB2cResult(body);
  if (!parsed.ok) return { outcome: 'invalid', note: parsed.error };
  const r = parsed.value;
  const payout = await payoutByOriginator(trx, r.originatorConversationId);
  if (!payout)
    return { outcome: 'unknown', note: `no payout with OriginatorConversationID ${r.originatorConversationId}` };
  const evidence = { resultCode: r.resultCode, resultDesc: r.resultDesc };
  if (r.outcome.kind === 'success') return paid(trx, payout, r.payout!.receipt, r.payout!.amount, evidence, now);
  if (r.outcome.kind === 'failed') return failed(trx, payout, r.outcome.reason, evidence, now);
  return { outcome: 'applied', target: payout.id, note: r.outcome.note };
}

/** A definitive failure from a B2C result or a status query: refund it once, or say why not. */
async function failed(
  trx: Trx,
  payout: PayoutsTable,
  reason: string,
  evidence: { resultCode: string; resultDesc: string },
  now: Date,
): Promise<Applied> {
  if (FINAL.includes(payout.state)) {
    const same = payout.state === 'failed';
    return { outcome: same ? 'duplicate' : 'late', target: payout.id };
  }
  if (await settlePayoutFailed(trx, payout, reason, evidence, now)) return { outcome: 'applied', target: payout.id };
  return {
    outcome: 'review',
    target: payout.id,
    note: `${evidence.resultCode} while it was ${payout.state}: not applied`,
  };
}

/** A success from a B2C result or a status query: settle it, or say why not. */
async function paid(
  trx: Trx,
  payout: PayoutsTable,
  receipt: string,
  amount: number,
  evidence: { resultCode: string; resultDesc: string },
  now: Date,
): Promise<Applied> {
  const target = payout.id;
  if (payout.state === 'paid') return { outcome: payout.receipt === receipt ? 'duplicate' : 'review', target };
  if (FINAL.includes(payout.state)) {
    // Paid by M-Pesa after we refunded or an operator closed it: money went out twice.
    return { outcome: 'review', target, note: `M-Pesa says paid (${receipt}) after it was ${payout.state}` };
  }
  if (amount !== Number(payout.amount)) {
    await payoutNeedsReview(trx, payout, `M-Pesa paid ${formatKsh(amount)}, we asked ${formatKsh(payout.amount)}`, now);
    return { outcome: 'mismatch', target, note: `amount ${amount} ≠ ${payout.amount}` };
  }
  const elsewhere = await trx
    .selectFrom('payouts')
    .select('id')
    .where('receipt', '=', receipt)
    .where('id', '<>', payout.id)
    .executeTakeFirst();
  if (elsewhere) {
    // One M-Pesa receipt pays one withdrawal: a second claim on it is not a payment.
    await payoutNeedsReview(trx, payout, `receipt ${receipt} is already payout ${elsewhere.id}'s`, now);
    return { outcome: 'review', target, note: 'receipt already used' };
  }
  if (await settlePayoutPaid(trx, payout, receipt, evidence, now)) return { outcome: 'applied', target };
  // Not open (still awaiting approval: never sent), so M-Pesa cannot have paid it: a person looks.
  return { outcome: 'review', target, note: `M-Pesa says paid (${receipt}) while it was ${payout.state}` };
}

async function applyB2cTimeout(trx: Trx, body: unknown, now: Date): Promise<Applied> {
  const parsed = parseB2cTimeout(body);
  if (!parsed.ok) return { outcome: 'invalid', note: parsed.error };
  const payout = await payoutByOriginator(trx, parsed.value.originatorConversationId);
  if (!payout) return { outcome: 'unknown', note: 'queue timeout for no payout of ours' };
  if (FINAL.includes(payout.state) || payout.state === 'review') return { outcome: 'late', target: payout.id };
  // Expired in M-Pesa's queue: paid or not, only Transaction Status can say. Ask now.
  await trx
    .updateTable('payouts')
    .set({ state: 'sent', due_at: toPbDate(now), updated: toPbDate(now) })
    .where('id', '=', payout.id)
    .where('state', 'in', ['sending', 'sent', 'checking'])
    .execute();
  return { outcome: 'applied', target: payout.id, note: 'queue timeout: asking Transaction Status' };
}

async function applyStatusResult(trx: Trx, body: unknown, now: Date): Promise<Applied> {
  const parsed = parseTransactionStatusResult(body);
  if (!parsed.ok) return { outcome: 'invalid', note: parsed.error };
  const r = parsed.value;
  const payout =
    (await lockedPayout(trx, 'status_query_id', r.originatorConversationId)) ??
    (r.transaction?.originatorConversationId
      ? await payoutByOriginator(trx, r.transaction.originatorConversationId)
      : undefined);
  if (!payout) return { outcome: 'unknown', note: 'status result for no payout of ours' };
  const verdict = statusVerdict(r, payout);
  const evidence = { resultCode: r.resultCode, resultDesc: r.resultDesc };
  switch (verdict.kind) {
    case 'paid':
      return paid(trx, payout, verdict.receipt, verdict.amount, evidence, now);
    case 'failed':
      // As a B2C failure result would: refunded once, never over a success.
      return failed(
        trx,
        payout,
        verdict.reason,
        { resultCode: 'status', resultDesc: `Transaction Status: "${verdict.status}"` },
        now,
      );
    case 'unproven':
      return { outcome: 'mismatch', target: payout.id, note: verdict.note };
    case 'unsettled':
      // Proves nothing about the payout: the worker asks again, then a person looks.
      return { outcome: 'applied', target: payout.id, note: verdict.note };
  }
}

async function applyStatusTimeout(trx: Trx, body: unknown, now: Date): Promise<Applied> {
  const parsed = parseB2cTimeout(body);
  if (!parsed.ok) return { outcome: 'invalid', note: parsed.error };
  const payout = await trx
    .selectFrom('payouts')
    .selectAll()
    .where('status_query_id', '=', parsed.value.originatorConversationId)
    .executeTakeFirst();
  if (!payout) return { outcome: 'unknown', note: 'status timeout for no query of ours' };
  await trx
    .updateTable('payouts')
    .set({ due_at: toPbDate(now) })
    .where('id', '=', payout.id)
    .where('state', '=', 'checking')
    .execute();
  return { outcome: 'applied', target: payout.id, note: 'status query timed out: asking again' };
}
