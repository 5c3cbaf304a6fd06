// After the account's phone changes (ADR 036), payouts wait for an operator for
// MAPATO_PHONE_CHANGE_HOLD_HOURS (default 24), like a bank's SIM-swap hold: whoever took over the
// account and proved their own SIM still cannot empty it without a person looking first.
import { describe, expect, it } from 'vitest';
import { fundedMember, operator, withdraw } from './support/admin.ts';
import { eventually, paymentRows } from './support/payments-rig.ts';
import { uniquePhone, type Member } from './support/test-server.ts';
import { paymentsServerForFile } from './support/harness.ts';

let clock = Date.now();
const { rig } = paymentsServerForFile({ autoPayoutMax: 10_000, server: { now: () => new Date(clock) } });

const CHANGE = '/api/account/phone-change';
const post = (path: string, json: unknown, a: Member) => rig.t.http(path, { method: 'POST', json, token: a.token });

/** The code in the newest SMS queued for `phone` (SMS is off here: the outbox keeps its words). */
async function codeQueuedFor(phone: string): Promise<string> {
  const sms = await rig.t.server.deps.db
    .selectFrom('sms_outbox')
    .select('body')
    .where('phone', '=', phone)
    .orderBy('created', 'desc')
    .executeTakeFirstOrThrow();
  return /\b(\d{6})\b/.exec(sms.body)![1]!;
}

/** The member's phone is now `next`, through the code that went to it. */
async function changePhone(a: Member, next: string): Promise<void> {
  expect((await post(`${CHANGE}/request-verification`, { phone: next }, a)).status).toBe(204);
  expect((await post(`${CHANGE}/confirm-verification`, { code: await codeQueuedFor(next) }, a)).status).toBe(204);
}

describe('payouts after a phone change', () => {
  it('wait for an operator during the hold, then leave by themselves again', async () => {
    const a = await fundedMember(rig.t, 9_000);
    const control = await fundedMember(rig.t, 2_000);
    const next = uniquePhone();
    await changePhone(a, next);
    const local = next.replace('+254', '0');

    const held = await withdraw(rig.t, a, 1_000, local);
    const paid = await withdraw(rig.t, control, 1_000);
    await eventually(async () => (await paymentRows(rig.t).payout(paid))?.state === 'paid');
    expect(await paymentRows(rig.t).payout(held)).toMatchObject({
      state: 'awaiting_approval',
      sends: 0,
      // the approval queue says why
      result_desc: expect.stringMatching(/phone changed/i),
    });
    expect(rig.sim.requests().filter((r) => JSON.stringify(r.body).includes(next.slice(1)))).toEqual([]);
    // The member reads that a person is checking it, and by when; the unheld payout says nothing.
    const seen = await rig.t.http(`/api/collections/withdrawal/records/${held}`, { token: a.token });
    expect(Date.parse(String(seen.body.review_by).replace(' ', 'T')) - clock).toBe(24 * 3_600_000);
    const controlSeen = await rig.t.http(`/api/collections/withdrawal/records/${paid}`, { token: control.token });
    expect(controlSeen.body.review_by).toBe('');

    // An operator who checked with the member releases it.
    const admin = await operator(rig.t);
    expect((await admin.call(`/api/admin/withdrawals/${held}/approve`, { method: 'POST' })).status).toBe(200);
    await eventually(async () => (await paymentRows(rig.t).payout(held))?.state === 'paid');
    expect((await rig.t.http(`/api/collections/withdrawal/records/${held}`, { token: a.token })).body).toMatchObject({
      status: 'disbursed',
      review_by: '',
    });

    // Just before the hold ends a payout still waits; once it has ended, one goes out by itself.
    clock += 24 * 3_600_000 - 60_000;
    const stillHeld = await withdraw(rig.t, a, 1_000, local);
    expect((await paymentRows(rig.t).payout(stillHeld))?.state).toBe('awaiting_approval');
    clock += 120_000;
    const free = await withdraw(rig.t, a, 1_000, local);
    await eventually(async () => (await paymentRows(rig.t).payout(free))?.state === 'paid');
  });
});
