// Four eyes for every way money leaves (docs/decisions/042): marking a payout paid by hand needs
// as many different admins as sending it by M-Pesa — two above the four-eyes threshold — and one
// set of approvals counts for either way out of the approval queue.
import { SAME_ADMIN_TWICE } from '@mapato/protocol';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditedBy, fundedMember, operator, withdraw, type Admin } from './support/admin.ts';
import { paymentRows } from './support/payments-rig.ts';
import { type TestServer } from './support/test-server.ts';
import { paymentsServerForFile, testServerForFile } from './support/harness.ts';

const markPaid = (by: Admin, id: string) => by.call(`/api/admin/withdrawals/${id}/disburse`, { method: 'POST' });
const statusOf = async (t: TestServer, id: string) =>
  (await t.server.deps.db.selectFrom('withdrawal').select('status').where('id', '=', id).executeTakeFirstOrThrow())
    .status;
const balanceOf = async (t: TestServer, uid: string) =>
  Number(
    (await t.server.deps.db.selectFrom('users').select('balance').where('id', '=', uid).executeTakeFirstOrThrow())
      .balance,
  );

describe('paid by hand (operators pay outside M-Pesa)', () => {
  const t = testServerForFile();
  let first: Admin;
  let second: Admin;
  beforeAll(async () => {
    [first, second] = [await operator(t), await operator(t)];
  });

  it('KSh 25,000 is marked paid only when a second admin marks it too; one admin twice is refused', async () => {
    const m = await fundedMember(t, 26_000);
    const id = await withdraw(t, m, 25_000);
    const balance = await balanceOf(t, m.id);

    const alone = await auditedBy(t, () => markPaid(first, id));
    expect(alone.result).toMatchObject({ status: 200, body: { id, status: 'pending' } });
    expect(alone.rows.map((r) => [r.action, r.details])).toEqual([
      ['withdrawal.disburse', { uid: m.id, amount: 25_000, approvals: 1, needed: 2, released: false }],
    ]);
    expect(await statusOf(t, id)).toBe('pending');

    const again = await markPaid(first, id);
    expect(again).toMatchObject({ status: 400, body: { message: SAME_ADMIN_TWICE } });
    expect(await statusOf(t, id)).toBe('pending');

    const both = await auditedBy(t, () => markPaid(second, id));
    expect(both.result).toMatchObject({ status: 200, body: { id, status: 'disbursed' } });
    expect(both.rows.find((r) => r.action === 'withdrawal.disburse')?.details).toEqual({
      uid: m.id,
      amount: 25_000,
      approvals: 2,
      needed: 2,
      released: true,
    });
    expect(await balanceOf(t, m.id)).toBe(balance);
    const listed = (await first.get('/api/admin/withdrawals?status=all')).items.find((w: any) => w.id === id);
    expect(listed).toMatchObject({ status: 'disbursed' });
  });

  it('moving it to Processing first does not let one admin finish it alone', async () => {
    const m = await fundedMember(t, 30_000);
    const id = await withdraw(t, m, 21_000);
    expect((await first.call(`/api/admin/withdrawals/${id}/processing`, { method: 'POST' })).status).toBe(200);
    expect(await markPaid(first, id)).toMatchObject({ status: 200, body: { status: 'processing' } });
    expect(await markPaid(first, id)).toMatchObject({ status: 400, body: { message: SAME_ADMIN_TWICE } });
    expect(await markPaid(second, id)).toMatchObject({ status: 200, body: { status: 'disbursed' } });
  });

  it.each([20_000, 6_000])('KSh %i needs one admin, as by M-Pesa', async (amount) => {
    const m = await fundedMember(t, amount + 1000);
    const id = await withdraw(t, m, amount);
    expect(await markPaid(first, id)).toMatchObject({ status: 200, body: { status: 'disbursed' } });
  });
});

describe('a payout waiting for approval (M-Pesa mode)', () => {
  const { rig } = paymentsServerForFile();
  let first: Admin;
  let second: Admin;
  beforeAll(async () => {
    [first, second] = [await operator(rig.t), await operator(rig.t)];
  });

  it('leaves the approval queue by hand only with a second admin, and is then never sent to M-Pesa', async () => {
    const m = await fundedMember(rig.t, 26_000);
    const id = await withdraw(rig.t, m, 25_000);
    await rig.t.server.payments!.runOnce();
    expect((await paymentRows(rig.t).payout(id)).state).toBe('awaiting_approval');

    const alone = await auditedBy(rig.t, () => markPaid(first, id));
    expect(alone.result).toMatchObject({ status: 200, body: { status: 'pending' } });
    expect(alone.rows.map((r) => [r.action, r.details])).toEqual([
      ['withdrawal.disburse', { uid: m.id, amount: 25_000, approvals: 1, needed: 2, released: false }],
    ]);
    expect((await paymentRows(rig.t).payout(id)).state).toBe('awaiting_approval');
    // Marking it paid was this admin's approval: approving it as well is the same pair of eyes.
    const approveToo = await first.call(`/api/admin/withdrawals/${id}/approve`, { method: 'POST' });
    expect(approveToo).toMatchObject({ status: 400, body: { message: SAME_ADMIN_TWICE } });
    expect(await statusOf(rig.t, id)).toBe('pending');

    expect(await markPaid(second, id)).toMatchObject({ status: 200, body: { status: 'disbursed' } });
    expect((await paymentRows(rig.t).payout(id)).state).toBe('paid_by_hand');
    await rig.t.server.payments!.runOnce();
    const sent = rig.sim.requests().filter((q) => (q.body as any)?.OriginatorConversationID === `wd_${id}`);
    expect(sent).toEqual([]);
  });
});
