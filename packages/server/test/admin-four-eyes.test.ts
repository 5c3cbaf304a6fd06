// Four eyes (docs/design.md#m-pesa): a payout above fourEyesMin (KSh 20,000) goes to M-Pesa
// only once two different admins have approved it; at or below it one approval is enough. Each
// approval is audited in the transaction that records it, so an approval that fails leaves neither.

import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { SAME_ADMIN_TWICE, SUPPORT_ROLE_REFUSAL } from '@mapato/protocol';
import { auditedBy, fundedMember, operator, withdraw, type Admin } from './support/admin.ts';
import { eventually, paymentRows } from './support/payments-rig.ts';
import { onPostgres } from './support/test-db.ts';
import { paymentsServerForFile } from './support/harness.ts';

const { rig, t } = paymentsServerForFile();
let first: Admin;
let second: Admin;
let support: Admin;
beforeAll(async () => {
  [first, second, support] = [await operator(t), await operator(t), await operator(t, 'support')];
});

const rows = () => paymentRows(t);
const approve = (by: Admin, id: string) => by.call(`/api/admin/withdrawals/${id}/approve`, { method: 'POST' });
const approvals = async (id: string) =>
  (
    await t.server.deps.db
      .selectFrom('payout_approvals')
      .select('operator_id')
      .where('payout_id', '=', id)
      .orderBy('created')
      .execute()
  ).map((r) => r.operator_id);
const approveAudits = async (id: string) =>
  (await t.server.deps.db.selectFrom('audit_log').selectAll().where('target', '=', id).orderBy('created').execute())
    .filter((r) => r.action === 'withdrawal.approve')
    .map((r) => ({ actor: r.actor, ...JSON.parse(r.details) }))
    .sort((a, b) => a.approvals - b.approvals);
const b2cSent = (id: string) =>
  rig.sim.requests().filter((q) => q.path.includes('b2c') && (q.body as any)?.OriginatorConversationID === `wd_${id}`);
const paid = (id: string) =>
  eventually(async () => {
    const w = await rows().withdrawal(id);
    return w.status === 'disbursed' && w;
  });
/** A withdrawal of `amount` waiting for approval, the worker having had its chance to (not) send it. */
async function awaiting(amount: number) {
  const m = await fundedMember(t, amount + 1000);
  const id = await withdraw(t, m, amount);
  await t.server.payments!.runOnce();
  expect(await rows().payout(id)).toMatchObject({ state: 'awaiting_approval', sends: 0 });
  return { m, id };
}
const inApprovalQueue = async (id: string) =>
  (await first.get('/api/admin/withdrawals?status=approval')).items.find((w: any) => w.id === id);

describe('a payout above KSh 20,000', () => {
  it('needs two different admins: the same admin twice is refused, support is refused, the second releases it', async () => {
    const { m, id } = await awaiting(25_000);

    expect(await approve(first, id)).toMatchObject({ status: 200, body: { id, status: 'pending' } });
    expect((await rows().payout(id)).state).toBe('awaiting_approval');
    expect(await inApprovalQueue(id)).toMatchObject({
      status: 'pending',
      payout: { state: 'awaiting_approval', approvals: [first.id], needed: 2 },
    });

    const again = await auditedBy(t, () => approve(first, id));
    expect(again.result).toMatchObject({ status: 400, body: { message: SAME_ADMIN_TWICE } });
    expect(again.rows.map((r) => r.action)).toEqual(['withdrawal.approve.refused']);
    const bySupport = await auditedBy(t, () => approve(support, id));
    expect(bySupport.result).toMatchObject({ status: 403, body: { message: SUPPORT_ROLE_REFUSAL } });
    expect(bySupport.rows.map((r) => [r.actor, r.action])).toEqual([[support.id, 'admin.forbidden.role']]);
    expect(await approvals(id)).toEqual([first.id]);
    await t.server.payments!.runOnce();
    expect(b2cSent(id)).toEqual([]);

    expect(await approve(second, id)).toMatchObject({ status: 200, body: { id } });
    const w = await paid(id);
    expect(w.receipt).toMatch(/^[A-Z0-9]{10}$/);
    expect(await m.pb.collection('withdrawal').getOne(id)).toMatchObject({ status: 'disbursed', receipt: w.receipt });
    expect(b2cSent(id)).toHaveLength(1);
    expect((await rows().payout(id)).approved_by.split(',').sort()).toEqual([first.id, second.id].sort());
    expect(await approveAudits(id)).toEqual([
      { actor: first.id, uid: m.id, amount: 25_000, approvals: 1, needed: 2, released: false },
      { actor: second.id, uid: m.id, amount: 25_000, approvals: 2, needed: 2, released: true },
    ]);
    expect(await inApprovalQueue(id)).toBeUndefined();
  });

  it('two admins approving at the same moment release it once', async () => {
    const { id } = await awaiting(21_000);
    const both = await Promise.all([approve(first, id), approve(second, id)]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    await paid(id);
    expect(b2cSent(id)).toHaveLength(1);
    expect((await approveAudits(id)).map((a) => [a.approvals, a.released])).toEqual([
      [1, false],
      [2, true],
    ]);
  });
});

describe('at or below KSh 20,000', () => {
  it.each([20_000, 6_000])('KSh %i goes out on one admin’s approval', async (amount) => {
    const { id } = await awaiting(amount);
    expect(await inApprovalQueue(id)).toMatchObject({ payout: { approvals: [], needed: 1 } });
    expect((await approve(first, id)).status).toBe(200);
    await paid(id);
    expect(b2cSent(id)).toHaveLength(1);
    expect(await approveAudits(id)).toEqual([expect.objectContaining({ actor: first.id, needed: 1, released: true })]);
  });
});

describe('an approval and its audit row are one transaction', () => {
  it('approving a payout no longer waiting (declined meanwhile) writes no approval and no approve row', async () => {
    const { id } = await awaiting(25_000);
    expect((await approve(first, id)).status).toBe(200);
    const declined = await second.call(`/api/admin/withdrawals/${id}/decline`, { json: { reason: 'Fraud check' } });
    expect(declined).toMatchObject({ status: 200, body: { status: 'declined' } });
    const late = await auditedBy(t, () => approve(second, id));
    expect(late.result).toMatchObject({
      status: 400,
      body: { message: 'This withdrawal is not waiting for approval.' },
    });
    expect(late.rows.map((r) => r.action)).toEqual(['withdrawal.approve.refused']);
    expect(await approvals(id)).toEqual([first.id]);
    expect((await approveAudits(id)).map((a) => a.actor)).toEqual([first.id]);
    expect((await rows().payout(id)).state).toBe('cancelled');
    expect(b2cSent(id)).toEqual([]);
  });

  it('when the audit row cannot be written, the approval and the release roll back with it', async () => {
    const { id } = await awaiting(25_000);
    expect((await approve(first, id)).status).toBe(200);
    await refuseApprovalAudits(true);
    try {
      expect((await approve(second, id)).status).toBe(500);
    } finally {
      await refuseApprovalAudits(false);
    }
    expect(await approvals(id)).toEqual([first.id]);
    expect(await rows().payout(id)).toMatchObject({ state: 'awaiting_approval', approved_by: '' });
    await t.server.payments!.runOnce();
    expect(b2cSent(id)).toEqual([]);
    // Nothing half-done stands in the way: the same admin's approval now goes through.
    expect((await approve(second, id)).status).toBe(200);
    await paid(id);
    expect((await approveAudits(id)).map((a) => a.actor)).toEqual([first.id, second.id]);
  });
});

/** A trigger that makes the database refuse the 'withdrawal.approve' audit row (engine's own syntax). */
async function refuseApprovalAudits(on: boolean) {
  const db = t.server.deps.db;
  const run = (text: string) => sql.raw(text).execute(db);
  if (!onPostgres()) {
    await run(
      on
        ? `CREATE TRIGGER refuse_approve_audit BEFORE INSERT ON audit_log WHEN NEW.action = 'withdrawal.approve'
           BEGIN SELECT RAISE(ABORT, 'audit refused by the test'); END`
        : 'DROP TRIGGER refuse_approve_audit',
    );
    return;
  }
  if (on) {
    await run(`CREATE FUNCTION refuse_approve_audit() RETURNS trigger LANGUAGE plpgsql AS
               $$ BEGIN RAISE EXCEPTION 'audit refused by the test'; END $$`);
    await run(`CREATE TRIGGER refuse_approve_audit BEFORE INSERT ON audit_log FOR EACH ROW
               WHEN (NEW.action = 'withdrawal.approve') EXECUTE FUNCTION refuse_approve_audit()`);
  } else {
    await run('DROP TRIGGER refuse_approve_audit ON audit_log');
    await run('DROP FUNCTION refuse_approve_audit()');
  }
}
