// The double-entry books as the running server keeps them (ADR 073): each movement is one transfer
// whose entries sum to zero, against the account the money really came from or went to — bonds
// and prompts paid land on the M-Pesa paybill, payouts leave from the utility account, a bank
// transfer and the owners' money behind an adjustment are the bank's. Under concurrent requests on either engine every
// transfer still balances and every account still equals its entries.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { LEVELS } from '@mapato/core';
import { readSolvency } from '../src/domain/books/solvency.ts';
import { verifyLedger } from '../src/domain/money/verify-ledger.ts';
import { fundedMember, paymentsServerForFile, settled } from './support/harness.ts';
import { askUpgrade, eventually, paymentRows, withdrawTo } from './support/payments-rig.ts';
import { creditClient, signedInClient } from './support/clients.ts';
import { grant } from './support/test-server.ts';

const { t } = paymentsServerForFile();

async function accounts(): Promise<Record<string, number>> {
  const rows = await t.server.deps.db.selectFrom('accounts').select(['id', 'balance']).execute();
  return Object.fromEntries(rows.map((a) => [a.id, Number(a.balance)]));
}
const changed = (before: Record<string, number>, after: Record<string, number>) =>
  Object.fromEntries(Object.keys(after).flatMap((k) => (after[k] === before[k] ? [] : [[k, after[k]! - before[k]!]])));
const booksClean = async () => expect((await verifyLedger(t.server.deps)).problems).toEqual([]);

describe('the books the server keeps', () => {
  it('puts each shilling where it is: the paybill, the utility account, the bank, revenue', async () => {
    const m = await fundedMember(t, 5_000, { phone: '0711000601' });
    const before = await accounts();

    const paid = await withdrawTo(t, m, 1_200);
    expect((await settled(t, paid)).status).toBe('disbursed');
    const refused = await withdrawTo(t, m, 1_000, '0700002040'); // not on M-Pesa: B2C fails
    expect((await settled(t, refused)).status).toBe('declined');
    const bond = await askUpgrade(t, m, { msisdn: '254711000601' });
    await eventually(async () => (await paymentRows(t).registration(bond)).processing === 0);
    const c = await signedInClient(t, '0711000602');
    await creditClient(t, c.id, 800);
    const refund = await c.call('/api/client/refunds', { json: { amount: 300 } });
    await eventually(async () => {
      const list = (await c.call('/api/client/refunds')).body.items as Array<{ id: string; state: string }>;
      return list.some((r) => r.id === refund.body.id && r.state === 'paid');
    });

    const bondAmount = LEVELS.find((l) => l.level === 2)!.investment;
    expect(changed(before, await accounts())).toEqual({
      mpesa_paybill: bondAmount,
      mpesa_utility: -1_200 - 300,
      bank: 800,
      revenue_bonds: bondAmount,
    });
    // The member's side of each movement is a ledger row and an entry of the same transfer.
    const sides = await t.server.deps.db
      .selectFrom('entries')
      .innerJoin('transfers', 'transfers.id', 'entries.transfer')
      .select(['transfers.kind', 'entries.account', 'entries.amount'])
      .where('transfers.ref', 'in', [paid, refused])
      .orderBy('transfers.created')
      .orderBy('entries.amount')
      .execute();
    expect(sides.map((s) => [s.kind, s.account, Number(s.amount)])).toEqual([
      ['withdrawal', 'pending_payouts', -1_200],
      ['withdrawal', `member:${m.id}`, 1_200],
      ['payout_paid', 'mpesa_utility', -1_200],
      ['payout_paid', 'pending_payouts', 1_200],
      ['withdrawal', 'pending_payouts', -1_000],
      ['withdrawal', `member:${m.id}`, 1_000],
      ['withdrawal_refund', `member:${m.id}`, -1_000],
      ['withdrawal_refund', 'pending_payouts', 1_000],
    ]);
    await booksClean();
  });

  it('balances every transfer and account under concurrent withdrawals, grants and deposits', async () => {
    const members = await Promise.all([1, 2, 3, 4, 5].map((i) => fundedMember(t, 4_000, { phone: `071100070${i}` })));
    const c = await signedInClient(t, '0711000710');
    const before = await accounts();
    const ids = (
      await Promise.all(
        members.flatMap((m) => [
          withdrawTo(t, m, 1_000),
          withdrawTo(t, m, 1_500),
          grant(t, m.id, 250).then(() => ''),
          creditClient(t, c.id, 100).then(() => ''),
        ]),
      )
    ).filter(Boolean);
    for (const id of ids) expect((await settled(t, id)).status).toBe('disbursed');
    expect(changed(before, await accounts())).toEqual({
      mpesa_utility: -5 * 2_500,
      bank: 5 * 100 + 5 * 250,
    });
    const sums = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM (
      SELECT transfer FROM entries GROUP BY transfer HAVING SUM(amount) <> 0) unbalanced`.execute(t.server.deps.db);
    expect(Number(sums.rows[0]!.n)).toBe(0);
    await booksClean();
  });

  it('says what is owed to members and what is held, from the same books', async () => {
    const { db } = t.server.deps;
    const balances = await db.selectFrom('users').select('balance').execute();
    const held = await accounts();
    expect(await readSolvency(db)).toEqual({
      owed: balances.reduce((sum, u) => sum + Number(u.balance), 0),
      held: held.mpesa_paybill! + held.mpesa_utility! + held.bank!,
      ratio: expect.any(Number),
    });
  });
});
