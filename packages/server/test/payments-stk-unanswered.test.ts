// A prompt nobody answers ends (ADR 045): STK Query settles it once M-Pesa's prompt has expired on
// the phone, the member reads that M-Pesa did not answer and may try again with a new prompt; a
// success that arrives after all still pays that bond, and never a second bond for one level.
import { nairobiDay } from '@mapato/core';
import { describe, expect, it } from 'vitest';
import { eventually, fakeReceipt, paymentRows, rawPost, stkSuccess } from './support/payments-rig.ts';
import { dayBounds } from '@mapato/protocol';
import { reconcileDay } from '../src/domain/payments/reconciliation.ts';
import { signUpMember, type Member } from './support/test-server.ts';
import { m as messages } from '@mapato/i18n';
import { paymentsServerForFile } from './support/harness.ts';

// The simulated prompt expires after 0.4 s; the server asks 0.3 s after the push, then every 0.1 s.
const { rig } = paymentsServerForFile({
  sim: { promptTimeoutMs: 400 },
  timings: { stkQueryAfterMs: 300, stkQueryEveryMs: 100, stkReviewAfterMs: 10_000 },
});

const UNANSWERED = '0700000000';
const rows = () => paymentRows(rig.t);

async function ask(m: Member, msisdn = UNANSWERED): Promise<string> {
  const res = await rig.t.http('/api/collections/registration/records', {
    method: 'POST',
    json: { level: 2, msisdn },
    token: m.token,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.id as string;
}
const checkoutOf = (id: string) =>
  eventually(async () => {
    const s = await rows().stk(id);
    return s.checkout_request_id !== '' && s.checkout_request_id;
  });
const closed = (id: string) =>
  eventually(async () => {
    const r = await rows().registration(id);
    return r.processing === 0 && r;
  });
const member = async (m: Member) =>
  rig.t.server.deps.db
    .selectFrom('users')
    .select(['level', 'investment', 'balance'])
    .where('id', '=', m.id)
    .executeTakeFirstOrThrow();
/** What the app's Upgrade dialog reads first: the member's request still in progress, if any. */
const inProgress = async (m: Member) =>
  (await m.pb.collection('registration').getList(1, 1, { filter: 'processing = true' })).items;
let stuckNumbers = 0;
/** A number whose new prompt stays open as long as the test needs (M-Pesa never settles it). */
function stuckNumber(): string {
  const msisdn = `2547004${String(process.pid % 100).padStart(2, '0')}${String(++stuckNumbers).padStart(3, '0')}`;
  rig.sim.script(msisdn, { stk: { kind: 'stuck' } });
  return `0${msisdn.slice(3)}`;
}
const callback = (body: unknown) =>
  rawPost(rig.t, `/api/payments/daraja/stk/${rig.callbackToken}`, JSON.stringify(body));

describe('an M-Pesa prompt nobody answers', () => {
  it('is settled by STK Query after the prompt expired: M-Pesa did not answer, nothing paid, nothing in progress', async () => {
    const m = await signUpMember(rig.t);
    const before = await member(m);
    const id = await ask(m);
    const checkout = await checkoutOf(id);
    const reg = await closed(id);

    expect(reg).toMatchObject({ declined: 1, reason: messages.mpesaNoAnswer(), mpesa_ref: '' });
    expect(await rows().stk(id)).toMatchObject({ state: 'failed', result_code: '1037', receipt: '' });
    // Learnt by asking: M-Pesa sent no callback, and the prompt was pushed once.
    expect(await rows().callbacks(id)).toEqual([]);
    const queries = rig.sim.requests().filter((r) => (r.body as any).CheckoutRequestID === checkout);
    expect(queries.length).toBeGreaterThanOrEqual(1);
    expect(await member(m)).toEqual(before);
    expect(await rows().mpesaAudits(id)).toEqual([{ action: 'registration.decline' }]);
    // The member's own view: declined with the reason, and no request in progress any more.
    expect(await m.pb.collection('registration').getOne(id)).toMatchObject({
      processing: false,
      declined: true,
      reason: messages.mpesaNoAnswer(),
    });
    expect(await inProgress(m)).toEqual([]);
  });

  it('Try again sends a new prompt for a new request; the first stays declined', async () => {
    const m = await signUpMember(rig.t);
    const first = await ask(m);
    const firstCheckout = await checkoutOf(first);
    await closed(first);
    const second = await ask(m);
    expect(second).not.toBe(first);
    expect((await inProgress(m)).map((r) => r.id)).toEqual([second]);
    // M-Pesa took the new prompt (the number is no longer locked by the first) under a new id.
    const secondCheckout = await checkoutOf(second);
    expect(secondCheckout).not.toBe(firstCheckout);
    expect(await rows().registration(first)).toMatchObject({ declined: 1, processing: 0 });
    // Nobody answers this one either: it ends the same way, and nothing was paid.
    expect(await closed(second)).toMatchObject({ declined: 1, reason: messages.mpesaNoAnswer() });
    expect(await member(m)).toMatchObject({ level: 1, investment: 0 });
  });

  it('a success that arrives after the query closed it still pays that bond (the money arrived)', async () => {
    const m = await signUpMember(rig.t);
    const id = await ask(m);
    const checkout = await checkoutOf(id);
    await closed(id);
    const receipt = fakeReceipt();
    expect((await callback(stkSuccess(checkout, 3000, receipt))).status).toBe(200);

    const reg = await eventually(async () => {
      const r = await rows().registration(id);
      return r.declined === 0 && r;
    });
    expect(reg).toMatchObject({ processing: 0, declined: 0, reason: '', mpesa_ref: receipt });
    expect(await rows().stk(id)).toMatchObject({ state: 'paid', receipt });
    expect(await member(m)).toMatchObject({ level: 2, investment: 3000 });
    expect(await rows().mpesaAudits(id)).toEqual([
      { action: 'registration.decline' },
      { action: 'registration.approve' },
    ]);
    // The same callback again changes nothing.
    expect((await callback(stkSuccess(checkout, 3000, receipt))).status).toBe(200);
    // A stored callback names its target once applied.
    await eventually(async () => (await rows().callbacks(id)).length === 2);
    expect((await rows().callbacks(id)).map((c) => c.outcome)).toEqual(['applied', 'duplicate']);
    expect(await rows().mpesaAudits(id)).toHaveLength(2);
  });

  it('a late success after Try again was paid is not a second bond: a person returns it, the level counts once', async () => {
    const m = await signUpMember(rig.t);
    const first = await ask(m);
    const firstCheckout = await checkoutOf(first);
    await closed(first);
    const second = await ask(m, stuckNumber());
    const secondCheckout = await checkoutOf(second);
    const paid = fakeReceipt();
    await callback(stkSuccess(secondCheckout, 3000, paid));
    expect(await closed(second)).toMatchObject({ declined: 0, mpesa_ref: paid });
    expect(await member(m)).toMatchObject({ level: 2, investment: 3000 });

    // Now the first prompt's money arrives too.
    const late = fakeReceipt();
    await callback(stkSuccess(firstCheckout, 3000, late));
    const stored = await eventually(async () => {
      const c = await rows().callbacks(first);
      return c.length === 1 && c[0]!.outcome !== 'received' && c[0]!;
    });
    expect(stored.outcome).toBe('review');
    expect(stored.note).toMatch(/paid twice/);
    expect(await rows().registration(first)).toMatchObject({ processing: 0, declined: 1, mpesa_ref: '' });
    expect(await rows().stk(first)).toMatchObject({ state: 'failed', receipt: late });
    expect(await member(m)).toMatchObject({ level: 2, investment: 3000 });
    const confirmed = await rig.t.server.deps.db
      .selectFrom('registration')
      .select('id')
      .where('uid', '=', m.id)
      .where('processing', '=', 0)
      .where('declined', '=', 0)
      .execute();
    expect(confirmed.map((r) => r.id)).toEqual([second]);
    // The member reads the truth about the first request: paid, and coming back to them.
    expect((await m.pb.collection('registration').getOne(first)).reason).toBe(messages.mpesaPaidTwice());

    // Delivered again: still one review, nothing more moves.
    await callback(stkSuccess(firstCheckout, 3000, late));
    await eventually(async () => (await rows().callbacks(first)).length === 2);
    expect((await rows().callbacks(first)).map((c) => c.outcome)).toEqual(['review', 'duplicate']);
    expect(await rows().mpesaAudits(first)).toEqual([{ action: 'registration.decline' }]);

    // Reconciliation lists it for the person who returns the money.
    const day = nairobiDay(new Date());
    const report = await reconcileDay(rig.t.server.deps.db, day, dayBounds(day)!);
    expect(report.discrepancies.filter((d) => d.kind === 'callback' && d.ours === `review (about ${first})`)).toEqual([
      expect.objectContaining({ mpesa: expect.stringContaining(late) }),
    ]);
  });

  it('a late success for the first prompt while Try again is open pays the first; the second then cannot pay twice', async () => {
    const m = await signUpMember(rig.t);
    const first = await ask(m);
    const firstCheckout = await checkoutOf(first);
    await closed(first);
    const second = await ask(m, stuckNumber());
    const secondCheckout = await checkoutOf(second);

    const late = fakeReceipt();
    await callback(stkSuccess(firstCheckout, 3000, late));
    await eventually(async () => (await rows().registration(first)).declined === 0);
    expect(await member(m)).toMatchObject({ level: 2, investment: 3000 });

    // The member also entered the PIN on the new prompt: that money is not a second bond.
    const again = fakeReceipt();
    await callback(stkSuccess(secondCheckout, 3000, again));
    const stored = await eventually(async () => {
      const c = await rows().callbacks(second);
      return c.length === 1 && c[0]!.outcome !== 'received' && c[0]!;
    });
    expect(stored.outcome).toBe('review');
    expect(await rows().registration(second)).toMatchObject({ processing: 0, declined: 1, mpesa_ref: '' });
    expect((await rows().registration(second)).reason).toBe(messages.mpesaPaidTwice());
    expect(await rows().stk(second)).toMatchObject({ state: 'failed', receipt: again });
    expect(await member(m)).toMatchObject({ level: 2, investment: 3000 });
    expect(await rows().mpesaAudits(second)).toEqual([{ action: 'registration.decline' }]);
  });
});
