// Changing a verified account's phone in the mocks (ADR 036), as the server's
// http/routes/account/phone-change.test.ts: the new number counts only once its own code is typed, and payouts
// wait for an operator for 24 hours after the change.
import { m } from '@mapato/i18n';
import { describe, expect, it } from 'vitest';
import { createStore } from './store.ts';
import { account, api, eventually, signIn, useMocks } from './test/support.ts';

let clock = new Date('2026-11-27T09:00:00Z');
const mocks = useMocks({
  store: createStore({ now: () => clock }),
  payments: { phoneDelayMs: 20, payoutDelayMs: 20 },
});
const later = (seconds: number) => (clock = new Date(clock.getTime() + seconds * 1000));
const CHANGE = '/api/account/phone-change';
const post = (path: string, json: unknown, token?: string) => api(`${CHANGE}/${path}`, { method: 'POST', json, token });
const patchPhone = (me: { id: string; token: string }, phone: string | null) =>
  api(`/api/collections/users/records/${me.id}`, { method: 'PATCH', json: { phone }, token: me.token });
const withdraw = (token: string, mpesaNumber: string) =>
  api('/api/collections/withdrawal/records', {
    method: 'POST',
    token,
    json: { amount: 1_000, mpesa_number: mpesaNumber, full_name: 'Njeri Wambui' },
  });
const codeTo = (uid: string, phone: string) =>
  mocks.store.phoneCodes.findLast((c) => c.uid === uid && c.purpose === 'phone_change' && c.phone === phone)!.code;
const recordOf = (id: string) => mocks.store.users.find((u) => u.record.id === id)!.record;
const statusOf = (id: string) => mocks.store.withdrawals.find((w) => w.id === id)!.status;

const NEXT = '0722555321';
const NEXT_E164 = '+254722555321';

describe('changing a verified phone', () => {
  it('keeps the old phone until the new number types its code, then holds payouts for a day', async () => {
    const me = await signIn(5);
    const old = account(5).phone;
    const asked = await patchPhone(me, NEXT);
    expect(asked).toMatchObject({ status: 200, body: { phone: old, verified: true } });
    expect((await withdraw(me.token, NEXT)).body.data.mpesa_number.code).toBe('validation_payout_number_not_verified');

    const wrong = codeTo(me.id, NEXT_E164) === '000000' ? '111111' : '000000';
    const refused = await post('confirm-verification', { code: wrong }, me.token);
    expect(refused.body.data.code.message).toBe(m.phoneCodeWrong({ tries: 4 }));
    expect(recordOf(me.id).phone).toBe(old);

    expect((await post('confirm-verification', { code: codeTo(me.id, NEXT_E164) }, me.token)).status).toBe(204);
    expect(recordOf(me.id)).toMatchObject({ phone: NEXT_E164, verified: true });

    const held = await withdraw(me.token, NEXT);
    expect(held.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300)); // a small payout would be paid by now
    expect(statusOf(held.body.id)).toBe('pending');
    // The member reads that a person is checking it, by a day from now.
    const reviewBy = mocks.store.withdrawals.find((w) => w.id === held.body.id)!.review_by;
    expect(Date.parse(reviewBy.replace(' ', 'T')) - clock.getTime()).toBe(24 * 3_600_000);
    later(24 * 3600);
    const free = await withdraw(me.token, NEXT);
    await eventually(() => statusOf(free.body.id) === 'disbursed');
  });

  it('refuses a taken number, the same number, clearing it, and an unverified member', async () => {
    const me = await signIn(2);
    const other = account(5).phone;
    const taken = await post('request-verification', { phone: other }, me.token);
    expect(taken.body.data.phone.code).toBe('validation_not_unique');
    const same = await post('request-verification', { phone: account(2).phone }, me.token);
    expect(same.body.data.phone.message).toBe(m.phoneChangeSame());
    expect((await patchPhone(me, null)).body.data.phone.message).toBe(m.phoneVerifiedKeep());
    recordOf(me.id).verified = false;
    const unproved = await post('request-verification', { phone: '0722555999' }, me.token);
    expect(unproved.body.message).toBe(m.phoneChangeNotVerified());
    expect((await patchPhone(me, '0722555999')).body).toMatchObject({ phone: '+254722555999', verified: false });
  });
});
