// The conditional debit is the guard that matters when checks made earlier are stale: these
// tests bypass every earlier check and hit it directly.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../api-error.ts';
import { changeBalance } from './ledger.ts';
import { createWithdrawal } from './withdrawals.ts';
import { verifyLedger } from './verify-ledger.ts';
import { grant, signUpMember, startTestServer, type TestServer } from '../../../test/support/test-server.ts';
import { MANUAL_PAYMENTS } from '../payments/settings.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe('changeBalance', () => {
  it('refuses a debit larger than the balance and writes nothing', async () => {
    const m = await signUpMember(t);
    const result = await t.server.deps.db.transaction().execute((trx) =>
      changeBalance(trx, {
        uid: m.id,
        amount: -31,
        kind: 'withdrawal',
        ref: 'x',
        now: new Date(),
        counter: 'pending_payouts',
      }),
    );
    expect(result).toBeNull();
    const rows = await t.server.deps.db.selectFrom('ledger').selectAll().where('uid', '=', m.id).execute();
    expect(rows.map((r) => [r.seq, Number(r.amount), Number(r.balance_after)])).toEqual([[1, 30, 30]]);
  });

  it('numbers ledger rows per member and records the balance after each', async () => {
    const m = await signUpMember(t);
    for (const amount of [100, -50, 20]) {
      await t.server.deps.db.transaction().execute((trx) =>
        changeBalance(trx, {
          uid: m.id,
          amount,
          kind: 'adjustment',
          ref: 'r',
          now: new Date(),
          counter: 'bank',
        }),
      );
    }
    const rows = await t.server.deps.db
      .selectFrom('ledger')
      .selectAll()
      .where('uid', '=', m.id)
      .orderBy('seq')
      .execute();
    expect(rows.map((r) => [r.seq, Number(r.amount), Number(r.balance_after)])).toEqual([
      [1, 30, 30],
      [2, 100, 130],
      [3, -50, 80],
      [4, 20, 100],
    ]);
  });
});

describe('createWithdrawal with stale validation', () => {
  it('lets exactly 3 of 12 parallel debits through when all were validated against the same balance', async () => {
    const m = await signUpMember(t);
    await grant(t, m.id, 2970); // balance 3000
    const valid = { amount: 1000, msisdn: '254712345678', fullName: 'Stale Check' };
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, () =>
        t.server.deps.db
          .transaction()
          .execute((trx) => createWithdrawal(trx, m.id, valid, new Date(), MANUAL_PAYMENTS, 'en')),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    for (const r of results) {
      if (r.status === 'rejected') {
        expect(r.reason).toBeInstanceOf(ApiError);
        expect(r.reason.data.amount.message).toBe("You can't withdraw more than your available balance (KSh 0)");
      }
    }
    expect((await verifyLedger(t.server.deps)).problems).toEqual([]);
  });
});
