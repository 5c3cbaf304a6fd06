// GET /api/admin/overview (ADR 020) against a ledger seeded the way money really moves: members
// sign up and are granted money, withdraw (paid by the simulator, awaiting approval, lost on the
// way to M-Pesa, declined, disbursed by hand), and pay bonds an admin confirms or declines. Every
// figure is checked against the books, not against the overview's own arithmetic.
import { beforeAll, describe, expect, it } from 'vitest';
import { fundedMember, gatewayDownFor, operator, upgradeByReference, withdraw, type Admin } from './support/admin.ts';
import { eventually, paymentRows } from './support/payments-rig.ts';
import { paymentsServerForFile } from './support/harness.ts';

/** B2C sends to this number meet a gateway 503 for ever, so the payout ends in review. */
const LOST_NUMBER = '0700000503';

const { t } = paymentsServerForFile({ client: { fetch: gatewayDownFor('254700000503') } });
let admin: Admin;
beforeAll(async () => {
  admin = await operator(t);
});

const rows = () => paymentRows(t);
const post = async (path: string, json?: unknown) => {
  const res = await admin.call(path, { method: 'POST', json });
  expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
};
const status = (id: string, wanted: string) => eventually(async () => (await rows().withdrawal(id)).status === wanted);
/** What members could withdraw now, twice: their balances and their ledgers (which must agree). */
async function books() {
  const db = t.server.deps.db;
  const users = await db.selectFrom('users').select('balance').execute();
  const ledger = await db.selectFrom('ledger').select('amount').execute();
  return {
    balances: users.reduce((s, u) => s + Number(u.balance), 0),
    ledger: ledger.reduce((s, l) => s + Number(l.amount), 0),
    members: users.length,
  };
}

describe('the overview', () => {
  let ids: Record<'paid' | 'awaiting' | 'lost' | 'declined' | 'byHand', string>;

  beforeAll(async () => {
    const [a, b, c, d, e] = [
      await fundedMember(t, 3000),
      await fundedMember(t, 10_000),
      await fundedMember(t, 3000),
      await fundedMember(t, 8000),
      await fundedMember(t, 9000),
    ] as const;
    ids = {
      paid: await withdraw(t, a, 1500),
      awaiting: await withdraw(t, b, 6000),
      lost: await withdraw(t, c, 2000, LOST_NUMBER),
      declined: await withdraw(t, d, 7000),
      byHand: await withdraw(t, e, 8000),
    };
    await post(`/api/admin/withdrawals/${ids.declined}/decline`, { reason: 'Name does not match' });
    await post(`/api/admin/withdrawals/${ids.byHand}/disburse`);
    // Bonds paid by typed M-Pesa references: two confirmed, one declined, one still waiting.
    await post(`/api/admin/registrations/${(await upgradeByReference(t, a, 2)).id}/approve`);
    await post(`/api/admin/registrations/${(await upgradeByReference(t, b, 3)).id}/approve`);
    await post(`/api/admin/registrations/${(await upgradeByReference(t, c, 2)).id}/decline`);
    await upgradeByReference(t, d, 4);
    await status(ids.paid, 'disbursed');
    await eventually(async () => (await rows().payout(ids.lost)).state === 'review');
  });

  it('shows what is owed, what waits, what came in and went out today, and one solvency figure', async () => {
    const ledger = await books();
    expect(ledger.balances).toBe(ledger.ledger);
    const view = await admin.get('/api/admin/overview');

    expect(view.owed).toBe(ledger.balances);
    expect(view.payouts).toEqual({
      approval: { count: 1, amount: 6000 },
      pending: { count: 1, amount: 6000 },
      processing: { count: 1, amount: 2000 },
      review: { count: 1, amount: 2000 },
    });
    expect(view.bondsInReview).toEqual({ count: 0, amount: 0 });
    expect(view.today).toEqual({
      bondsReceived: { count: 2, amount: 3000 + 10_000 },
      payoutsSent: { count: 2, amount: 1500 + 8000 },
      newMembers: ledger.members,
    });
    expect(view.thisMonth).toEqual(view.today);
    // The books' held against owed (ADR 073) is the one solvency figure; the old cover is gone (ADR 075).
    expect(view).not.toHaveProperty('cover');
    expect(view.solvency).toEqual(await admin.get('/api/admin/guard'));
    expect(Date.parse(view.asOf.replace(' ', 'T'))).toBeGreaterThan(Date.now() - 60_000);
  });

  it('follows the books: an approved payout moves from waiting to sent', async () => {
    const before = (await admin.get('/api/admin/overview')).solvency;
    await post(`/api/admin/withdrawals/${ids.awaiting}/approve`);
    await status(ids.awaiting, 'disbursed');
    const view = await admin.get('/api/admin/overview');
    expect(view.payouts.approval).toEqual({ count: 0, amount: 0 });
    expect(view.payouts.pending).toEqual({ count: 0, amount: 0 });
    expect(view.today.payoutsSent).toEqual({ count: 3, amount: 1500 + 8000 + 6000 });
    // Paid from the utility account: held and owed both fall by the payout.
    expect(view.solvency).toMatchObject({ held: before.held - 6000, owed: before.owed - 6000 });
  });

  it('shows the settings the server runs with', async () => {
    expect(await admin.get('/api/admin/settings')).toEqual({
      mpesaMode: 'simulator',
      autoPayoutMax: 5000,
      fourEyesMin: 20_000,
      dailyLimit: 70_000,
      minWithdrawal: 1000,
    });
  });
});
