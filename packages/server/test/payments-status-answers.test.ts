// What a Transaction Status answer may settle (ADR 038): a query that succeeded and
// reports the payout's own final state (its OriginatorConversationID and amount) settles it as the
// lost B2C result would, refund or receipt; a query that failed or found nothing is asked again on
// a back-off, then a person looks, and the member reads who and by when. An answer that claims an
// outcome without the amount, or about another transaction, is never applied.
import { beforeAll, describe, expect, it } from 'vitest';
import { normaliseMpesaNumber } from '@mapato/core';
import {
  eventually,
  fakeReceipt,
  paymentRows,
  rawPost,
  statusResult,
  withdrawTo,
  type PaymentsRig,
} from './support/payments-rig.ts';
import { operator } from './support/admin.ts';
import { ledgerState } from './support/scenarios.ts';
import { type Member } from './support/test-server.ts';
import type { Script } from '../src/mpesa-sim/scenarios.ts';
import { fundedMember, paymentsServerForFile } from './support/harness.ts';

const { rig, t } = paymentsServerForFile();
let our: ReturnType<typeof paymentRows>;
// A payout asked about once, then left to a person: its query id stays the one our forged answers name.
const { rig: askedOnce } = paymentsServerForFile({ timings: { statusQueryLimit: 1 } });
beforeAll(() => {
  our = paymentRows(t);
});

const STATUS = '/mpesa/transactionstatus/v1/query';
/** The ConversationID of the answers this file forges, to tell them from the simulator's. */
const FORGED = 'AG_20260114_0000000000000000001';
let numbers = 0;
/** A number of its own for each test, so a script shapes only that test's payouts. */
function scriptedNumber(on: PaymentsRig, script: Script): string {
  const typed = `07003${String(process.pid % 100).padStart(2, '0')}${String(++numbers).padStart(3, '0')}`;
  on.sim.script(normaliseMpesaNumber(typed)!, script);
  return typed;
}
const queries = (id: string) =>
  rig.sim.requests().filter((q) => q.path === STATUS && (q.body as any)?.OriginalConversationID === `wd_${id}`);

describe('answers that do not prove the payout’s outcome', () => {
  const post = (body: unknown) =>
    rawPost(askedOnce.t, `/api/payments/daraja/status-result/${askedOnce.callbackToken}`, JSON.stringify(body));
  const rows = () => paymentRows(askedOnce.t);
  /** Our forged answers about `id`, once `count` of them have been applied. */
  const forged = (id: string, count: number) =>
    eventually(async () => {
      const all = (await rows().callbacks(id)).filter((c) => c.body.includes(FORGED));
      return all.length >= count && all.every((c) => c.outcome !== 'received') && all;
    });
  /** A payout whose B2C result never comes and whose one status query fails: only our forged answers speak. */
  async function payoutBeingAsked(m: Member, amount: number) {
    const number = scriptedNumber(askedOnce, {
      b2c: { kind: 'silent' },
      status: { kind: 'query-fails', code: '2001' },
    });
    const id = await withdrawTo(askedOnce.t, m, amount, number);
    const payout = await eventually(async () => {
      const p = await rows().payout(id);
      return p.state === 'review' && p;
    });
    return { id, queryId: payout.status_query_id };
  }

  it('"Completed" without an Amount does not pay it (and one with the amount does)', async () => {
    const m = await fundedMember(askedOnce.t, 5000);
    const { id, queryId } = await payoutBeingAsked(m, 1000);
    const receipt = fakeReceipt();
    await post(statusResult(queryId, { originator: `wd_${id}`, status: 'Completed', receipt }));
    const [first] = await forged(id, 1);
    expect(first).toMatchObject({ outcome: 'mismatch' });
    expect(await rows().withdrawal(id)).toMatchObject({ status: 'processing', disbursed: 0, receipt: '' });
    await post(statusResult(queryId, { originator: `wd_${id}`, status: 'Completed', receipt, amount: 1000 }));
    await forged(id, 2);
    expect(await rows().withdrawal(id)).toMatchObject({ status: 'disbursed', receipt });
  });

  it('"Failed" without an Amount, for another amount, or about another transaction refunds nothing', async () => {
    const m = await fundedMember(askedOnce.t, 5000);
    const { id, queryId } = await payoutBeingAsked(m, 1000);
    await post(statusResult(queryId, { originator: `wd_${id}`, status: 'Failed' }));
    await post(statusResult(queryId, { originator: `wd_${id}`, status: 'Failed', amount: 900 }));
    await post(statusResult(queryId, { originator: 'wd_someone-else', status: 'Failed', amount: 1000 }));
    const seen = await forged(id, 3);
    expect(seen.map((c) => c.outcome)).toEqual(['mismatch', 'mismatch', 'mismatch']);
    expect(await rows().withdrawal(id)).toMatchObject({ status: 'processing', declined: 0, reason: '' });
    expect(await rows().ledger(id)).toEqual([{ kind: 'withdrawal', amount: -1000 }]);
    // The real answer, about this payout and its amount, still settles it.
    await post(statusResult(queryId, { originator: `wd_${id}`, status: 'Failed', amount: 1000 }));
    await forged(id, 4);
    expect(await rows().withdrawal(id)).toMatchObject({ status: 'declined', declined: 1 });
  });
});

describe('a query that reports the payout’s own final state settles it, in one round', () => {
  it('failed at M-Pesa, its result lost: declined with a reason, refunded on the ledger, one query', async () => {
    const m = await fundedMember(t, 5000);
    const before = (await ledgerState(t, m.id)).balance;
    const id = await withdrawTo(t, m, 1000, scriptedNumber(rig, { b2c: { kind: 'silent', code: '2040' } }));
    const w = await eventually(async () => {
      const row = await our.withdrawal(id);
      return row.status !== 'pending' && row.status !== 'processing' && row;
    });
    expect(w).toMatchObject({
      status: 'declined',
      declined: 1,
      disbursed: 0,
      processing: 0,
      reason: 'M-Pesa did not complete this payout',
    });
    expect(await our.payout(id)).toMatchObject({ state: 'failed', status_queries: 1 });
    expect(queries(id)).toHaveLength(1);
    expect(await our.ledger(id)).toEqual([
      { kind: 'withdrawal', amount: -1000 },
      { kind: 'withdrawal_refund', amount: 1000 },
    ]);
    const books = await ledgerState(t, m.id);
    expect(books).toMatchObject({ balance: before, ledgerSum: before });
    expect(await our.mpesaAudits(id)).toEqual([{ action: 'withdrawal.decline' }]);
  });

  it('completed at M-Pesa, its result lost: Disbursed with M-Pesa’s receipt, one query', async () => {
    const m = await fundedMember(t, 5000);
    const id = await withdrawTo(t, m, 1200, scriptedNumber(rig, { b2c: { kind: 'silent' } }));
    const w = await eventually(async () => {
      const row = await our.withdrawal(id);
      return row.status === 'disbursed' && row;
    });
    const [mpesa] = rig.sim.payouts().filter((p) => p.originatorConversationId === `wd_${id}`);
    expect(w.receipt).toBe(mpesa!.receipt);
    expect(await our.payout(id)).toMatchObject({ state: 'paid', status_queries: 1, receipt: mpesa!.receipt });
    expect(await our.ledger(id)).toEqual([{ kind: 'withdrawal', amount: -1200 }]);
  });
});

describe('a query that failed or found nothing', () => {
  it('is asked again, each time later, then a person looks; the member reads who checks it and by when', async () => {
    const m = await fundedMember(t, 5000);
    const number = scriptedNumber(rig, { b2c: { kind: 'silent' }, status: { kind: 'query-fails', code: '2001' } });
    const id = await withdrawTo(t, m, 1000, number);
    const review = await eventually(async () => {
      const p = await our.payout(id);
      return p.state === 'review' && p;
    });
    expect(review.status_queries).toBe(3);
    const at = queries(id).map((q) => q.at);
    expect(at).toHaveLength(3);
    // A back-off: the second wait is twice the first (400 ms, then 800 ms, plus the worker's poll).
    expect(at[2]! - at[1]! - (at[1]! - at[0]!)).toBeGreaterThan(250);
    // Nothing was decided: no refund, the money still held.
    expect(await our.ledger(id)).toEqual([{ kind: 'withdrawal', amount: -1000 }]);
    const seen = await t.http(`/api/collections/withdrawal/records/${id}`, { token: m.token });
    expect(seen.body).toMatchObject({ status: 'processing', processing: true, declined: false });
    // …but the member's record says a person has it, and until when.
    const by = Date.parse(String(seen.body.review_by).replace(' ', 'T'));
    expect(by - Date.now()).toBeGreaterThan(23 * 3_600_000);
    expect(by - Date.now()).toBeLessThanOrEqual(24 * 3_600_000);

    // The person decides: the promise is kept, and the member no longer reads it.
    const admin = await operator(t);
    const declined = await admin.call(`/api/admin/withdrawals/${id}/decline`, { json: { reason: 'Not paid' } });
    expect(declined.status).toBe(200);
    const after = await t.http(`/api/collections/withdrawal/records/${id}`, { token: m.token });
    expect(after.body).toMatchObject({ status: 'declined', review_by: '' });
  });
});
