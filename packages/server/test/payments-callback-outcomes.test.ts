// What M-Pesa's callbacks may change (reference §7.6-7, §8.3): each is matched to a row of ours
// and its amount checked; a duplicate is applied once, a failure after a success is late and
// never undoes it, results out of order settle their own payouts, and contradictions go to a person.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  askUpgrade,
  b2cResult,
  eventually,
  fakeReceipt,
  openPrompt,
  paymentRows,
  rawPost,
  stkFailure,
  stkSuccess,
  withdrawTo,
} from './support/payments-rig.ts';
import { ledgerState } from './support/scenarios.ts';
import { signUpMember, type TestServer } from './support/test-server.ts';
import { fundedMember, paymentsServerForFile, settled } from './support/harness.ts';

const { rig, t } = paymentsServerForFile();
let our: ReturnType<typeof paymentRows>;
beforeAll(async () => {
  our = paymentRows(t);
});

const post = (kind: string, body: unknown) =>
  rawPost(t, `/api/payments/daraja/${kind}/${rig.callbackToken}`, JSON.stringify(body));
/** Resolves with the callbacks matched to `target` once `count` of them have been applied. */
const applied = (target: string, count: number) =>
  eventually(async () => {
    const all = await our.callbacks(target);
    return all.length === count && all.every((c) => c.outcome !== 'received') && all;
  });
const confirmed = (on: TestServer, id: string) =>
  eventually(async () => {
    const r = await paymentRows(on).registration(id);
    return r.processing === 0 && r;
  });

describe('matched to our rows, amount checked', () => {
  it('a result for a payout never sent (awaiting approval) changes nothing and is listed for a person', async () => {
    const m = await fundedMember(t, 10_000);
    const id = await withdrawTo(t, m, 6000);
    expect((await our.payout(id)).state).toBe('awaiting_approval');
    await post('b2c-result', b2cResult(`wd_${id}`, 0, 6000));
    await post('b2c-result', b2cResult(`wd_${id}`, 2040));
    expect((await applied(id, 2)).map((c) => c.outcome)).toEqual(['review', 'review']);
    expect((await our.payout(id)).state).toBe('awaiting_approval');
    expect(await our.withdrawal(id)).toMatchObject({ status: 'pending', receipt: '', reason: '' });
    expect(await our.ledger(id)).toEqual([{ kind: 'withdrawal', amount: -6000 }]);
    expect(await our.mpesaAudits(id)).toEqual([]);
  });

  it('a success carrying another payout’s receipt is not a payment: a person looks, and the worker goes on paying', async () => {
    const m = await fundedMember(t, 10_000);
    const first = await withdrawTo(t, m, 1000);
    const paid = await settled(t, first);
    rig.sim.setKnobs({ drop: true });
    try {
      const second = await withdrawTo(t, m, 1000);
      await eventually(async () => (await our.payout(second)).state === 'sent');
      await post('b2c-result', b2cResult(`wd_${second}`, 0, 1000, paid.receipt));
      expect((await applied(second, 1)).map((c) => c.outcome)).toEqual(['review']);
      expect(await our.payout(second)).toMatchObject({ state: 'review', receipt: '' });
      expect(await our.withdrawal(second)).toMatchObject({ status: 'processing', receipt: '' });
    } finally {
      rig.sim.setKnobs({ drop: false });
    }
    const third = await withdrawTo(t, m, 1000);
    expect(await settled(t, third)).toMatchObject({ status: 'disbursed' });
  });

  it('an STK success for the wrong amount confirms nothing and needs a person', async () => {
    const m = await signUpMember(t);
    const { id, checkoutRequestId } = await openPrompt(rig, m);
    const res = await post('stk', stkSuccess(checkoutRequestId, 2999));
    expect(res.status).toBe(200);
    expect(await applied(id, 1)).toMatchObject([{ outcome: 'mismatch', note: 'amount 2999 ≠ 3000' }]);
    // What the operator reads in the reconciliation queue, in the app's money format.
    expect(await our.stk(id)).toMatchObject({
      state: 'review',
      receipt: '',
      result_desc: 'paid KSh 2,999, asked KSh 3,000',
    });
    expect(await our.registration(id)).toMatchObject({ processing: 1, declined: 0, mpesa_ref: '' });
    expect(await our.level(m.id)).toBe(1);
    expect(await our.mpesaAudits(id)).toEqual([]);
  });

  it('a B2C success for the wrong amount pays nothing out of the books and needs a person', async () => {
    const m = await fundedMember(t, 5000);
    rig.sim.setKnobs({ drop: true });
    try {
      const id = await withdrawTo(t, m, 1000);
      await eventually(async () => (await our.payout(id)).state === 'sent');
      await post('b2c-result', b2cResult(`wd_${id}`, 0, 10_000));
      expect(await applied(id, 1)).toMatchObject([{ kind: 'b2c-result', outcome: 'mismatch' }]);
      expect(await our.payout(id)).toMatchObject({
        state: 'review',
        result_desc: 'M-Pesa paid KSh 10,000, we asked KSh 1,000',
      });
      expect(await our.withdrawal(id)).toMatchObject({ status: 'processing', receipt: '' });
      expect(await our.mpesaAudits(id)).toEqual([]);
    } finally {
      rig.sim.setKnobs({ drop: false });
    }
  });

  it('a receipt already another upgrade’s reference confirms nothing a second time', async () => {
    const [first, second] = [await signUpMember(t), await signUpMember(t)];
    const a = await openPrompt(rig, first);
    const b = await openPrompt(rig, second);
    const paid = fakeReceipt();
    await post('stk', stkSuccess(a.checkoutRequestId, 3000, paid));
    await applied(a.id, 1);
    await post('stk', stkSuccess(b.checkoutRequestId, 3000, paid));
    expect(await applied(b.id, 1)).toMatchObject([{ outcome: 'review', note: 'receipt already used' }]);
    expect(await our.registration(a.id)).toMatchObject({ processing: 0, mpesa_ref: paid });
    expect(await our.registration(b.id)).toMatchObject({ processing: 1, mpesa_ref: '' });
    expect((await our.stk(b.id)).state).toBe('review');
    expect([await our.level(first.id), await our.level(second.id)]).toEqual([2, 1]);
  });
});

describe('once, and never undone', () => {
  it('duplicate STK callbacks confirm the upgrade once', async () => {
    rig.sim.setKnobs({ duplicate: true });
    try {
      const m = await signUpMember(t);
      const id = await askUpgrade(t, m);
      await confirmed(t, id);
      await rig.sim.settled();
      const copies = await applied(id, 2);
      expect(copies.map((c) => c.outcome).sort()).toEqual(['applied', 'duplicate']);
      expect(copies[0]!.body).toBe(copies[1]!.body);
      expect(await our.mpesaAudits(id)).toEqual([{ action: 'registration.approve' }]);
      expect(await our.level(m.id)).toBe(2);
    } finally {
      rig.sim.setKnobs({ duplicate: false });
    }
  });

  it.each([
    ['a success', '0712345678', 'disbursed', [{ kind: 'withdrawal', amount: -1000 }], 'withdrawal.disburse'],
    [
      'a failure',
      '0700002040',
      'declined',
      [
        { kind: 'withdrawal', amount: -1000 },
        { kind: 'withdrawal_refund', amount: 1000 },
      ],
      'withdrawal.decline',
    ],
  ])('duplicate B2C results of %s are applied once', async (_, number, status, rows, action) => {
    rig.sim.setKnobs({ duplicate: true });
    try {
      const m = await fundedMember(t, 5000);
      const id = await withdrawTo(t, m, 1000, number);
      expect(await settled(t, id)).toMatchObject({ status });
      await rig.sim.settled();
      expect((await applied(id, 2)).map((c) => c.outcome).sort()).toEqual(['applied', 'duplicate']);
      expect(await our.ledger(id)).toEqual(rows);
      expect(await our.mpesaAudits(id)).toEqual([{ action }]);
      const books = await ledgerState(t, m.id);
      expect(books.ledgerSum).toBe(books.balance);
    } finally {
      rig.sim.setKnobs({ duplicate: false });
    }
  });

  it('a failure after a success is late: the success stands (STK and B2C)', async () => {
    const m = await fundedMember(t, 5000);
    const reg = await askUpgrade(t, m);
    const upgraded = await confirmed(t, reg);
    const { checkout_request_id } = await our.stk(reg);
    const w = await withdrawTo(t, m, 1000);
    const paid = await settled(t, w);

    await post('stk', stkFailure(checkout_request_id));
    await post('b2c-result', b2cResult(`wd_${w}`, 2040));
    await eventually(async () => {
      const late = [...(await our.callbacks(reg)), ...(await our.callbacks(w))].filter((c) => c.outcome === 'late');
      return late.length === 2;
    });
    expect(await our.registration(reg)).toMatchObject({ processing: 0, declined: 0, mpesa_ref: upgraded.mpesa_ref });
    expect((await our.stk(reg)).state).toBe('paid');
    expect(await our.level(m.id)).toBe(2);
    expect(await our.withdrawal(w)).toMatchObject({ status: 'disbursed', receipt: paid.receipt, reason: '' });
    expect(await our.ledger(w)).toEqual([{ kind: 'withdrawal', amount: -1000 }]);
    expect((await our.mpesaAudits(reg)).map((a) => a.action)).toEqual(['registration.approve']);
    expect((await our.mpesaAudits(w)).map((a) => a.action)).toEqual(['withdrawal.disburse']);
  });

  it('results delivered out of order each settle their own payout', async () => {
    rig.sim.setKnobs({ outOfOrder: true, outOfOrderWindowMs: 300 });
    try {
      const members = await Promise.all([
        fundedMember(t, 5000),
        fundedMember(t, 5000),
        fundedMember(t, 5000),
        fundedMember(t, 5000),
      ]);
      const numbers = ['0712345678', '0700002040', '0722000111', '0700000404'];
      const ids = await Promise.all(members.map((m, i) => withdrawTo(t, m, 1000 + i * 100, numbers[i])));
      const done = await Promise.all(ids.map((id) => settled(t, id)));
      await rig.sim.settled();
      const delivered = rig.sim
        .callbacks()
        .filter(
          (c) =>
            c.kind === 'b2c-result' && ids.some((id) => (c.body as any).Result.OriginatorConversationID === `wd_${id}`),
        );
      expect(delivered).toHaveLength(4);
      // Held together, then delivered newest first: not in the order M-Pesa settled them.
      const deliveredOrder = delivered.map((c) => (c.body as any).Result.OriginatorConversationID);
      const settledOrder = rig.sim
        .payouts()
        .filter((p) => deliveredOrder.includes(p.originatorConversationId))
        .sort((a, b) => a.completedAt! - b.completedAt!)
        .map((p) => p.originatorConversationId);
      expect(deliveredOrder).not.toEqual(settledOrder);

      for (const [i, id] of ids.entries()) {
        const mpesa = rig.sim.payouts().find((p) => p.originatorConversationId === `wd_${id}`)!;
        if (mpesa.resultCode === '0') {
          expect(done[i]).toMatchObject({ status: 'disbursed', receipt: mpesa.receipt, amount: 1000 + i * 100 });
        } else {
          expect(done[i]).toMatchObject({ status: 'declined', receipt: '' });
          expect(done[i]!.reason).toMatch(/M-Pesa/);
        }
        const books = await ledgerState(t, members[i]!.id);
        expect(books.ledgerSum).toBe(books.balance);
      }
      expect(done.map((w) => w.status)).toEqual(['disbursed', 'declined', 'disbursed', 'declined']);
    } finally {
      rig.sim.setKnobs({ outOfOrder: false });
    }
  });
});
