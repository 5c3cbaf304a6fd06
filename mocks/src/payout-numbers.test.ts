// Paying to another M-Pesa number in the mocks (ADR 033), as the server's
// http/routes/account/payout-numbers.test.ts: the code goes to the number to be paid, only its right code lets a
// withdrawal go there, and the account's own phone needs no second code.
import { PAYOUT_NUMBER_PROVED } from '@mapato/core';
import { m } from '@mapato/i18n';
import { describe, expect, it } from 'vitest';
import { createStore } from './store.ts';
import { account, api, signIn, useMocks } from './test/support.ts';

let clock = new Date('2026-11-23T09:00:00Z');
const mocks = useMocks({ store: createStore({ now: () => clock }) });
const later = (seconds: number) => (clock = new Date(clock.getTime() + seconds * 1000));
const NUMBERS = '/api/account/payout-numbers';
const post = (path: string, json: unknown, token?: string) =>
  api(`${NUMBERS}/${path}`, { method: 'POST', json, token });
const withdraw = (token: string, mpesaNumber: string) =>
  api('/api/collections/withdrawal/records', {
    method: 'POST',
    token,
    json: { amount: 1_000, mpesa_number: mpesaNumber, full_name: 'Njeri Wambui' },
  });
const codes = (uid: string) => mocks.store.phoneCodes.filter((c) => c.uid === uid && c.purpose === 'payout');
const codeTo = (uid: string, phone: string) => codes(uid).findLast((c) => c.phone === phone)!.code;
const balanceOf = (id: string) => mocks.store.users.find((u) => u.record.id === id)!.record.balance;
const withdrawalsOf = (id: string) => mocks.store.withdrawals.filter((w) => w.uid === id).length;
const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

// Nobody's phone, and not one of the simulator's scenario numbers.
const OTHER = '0722555123';
const OTHER_E164 = '+254722555123';
const SECOND = '0722555456';

describe('paying to another number', () => {
  it('pays the account’s own verified phone without a second code', async () => {
    const me = await signIn(5);
    const res = await withdraw(me.token, account(5).phone.replace('+254', '0'));
    expect(res).toMatchObject({ status: 200, body: { mpesa_number: account(5).phone.slice(1) } });
  });

  it('refuses another number until it has typed its own code, then pays it', async () => {
    const me = await signIn(2);
    const before = { balance: balanceOf(me.id), withdrawals: withdrawalsOf(me.id) };
    const refused = await withdraw(me.token, OTHER);
    expect(refused.body).toEqual({
      status: 400,
      message: 'Failed to create record.',
      data: { mpesa_number: { code: 'validation_payout_number_not_verified', message: m.payoutNumberNotVerified() } },
    });
    // Refused before any money moved.
    expect({ balance: balanceOf(me.id), withdrawals: withdrawalsOf(me.id) }).toEqual(before);

    expect((await post('request-verification', { mpesa_number: OTHER }, me.token)).status).toBe(204);
    // The code goes to the number to be paid, never to the account's phone.
    expect(codes(me.id).map((c) => c.phone)).toEqual([OTHER_E164]);
    const code = codeTo(me.id, OTHER_E164);
    // Typed in any form a member writes the number.
    expect((await post('confirm-verification', { mpesa_number: '+254 722 555 123', code }, me.token)).status).toBe(204);

    const paid = await withdraw(me.token, OTHER);
    expect(paid).toMatchObject({ status: 200, body: { mpesa_number: '254722555123' } });
    expect(balanceOf(me.id)).toBe(before.balance - 1_000);
    // "Download my data" shows it, as the server's does.
    const exported = await api('/api/account/export', { token: me.token });
    expect(exported.body.tables.payout_numbers).toEqual([expect.objectContaining({ msisdn: '254722555123' })]);
  });

  it('proves a number for that member only', async () => {
    const brian = await signIn(2);
    const wanjiku = await signIn(5);
    await post('request-verification', { mpesa_number: OTHER }, brian.token);
    await post('confirm-verification', { mpesa_number: OTHER, code: codeTo(brian.id, OTHER_E164) }, brian.token);
    expect((await withdraw(brian.token, OTHER)).status).toBe(200);
    const refused = await withdraw(wanjiku.token, OTHER);
    expect(refused.body.data.mpesa_number.code).toBe('validation_payout_number_not_verified');
  });

  it('accepts a code only for the number it went to, and a wrong one only five times', async () => {
    const me = await signIn(2);
    await post('request-verification', { mpesa_number: OTHER }, me.token);
    const first = codeTo(me.id, OTHER_E164);
    later(61); // past the pause between two codes
    await post('request-verification', { mpesa_number: SECOND }, me.token);
    const second = codeTo(me.id, '+254722555456');
    // The newer code replaced the first, and a code is not the other number's.
    const replaced = await post('confirm-verification', { mpesa_number: OTHER, code: first }, me.token);
    expect(replaced.body.data).toEqual({ code: { code: 'validation_invalid_code', message: m.phoneCodeExpired() } });
    const crossed = await post('confirm-verification', { mpesa_number: OTHER, code: second }, me.token);
    expect(crossed.body.data.code.message).toBe(m.phoneCodeExpired());

    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push(
        (await post('confirm-verification', { mpesa_number: SECOND, code: otherThan(second) }, me.token)).body,
      );
    expect(answers[0].data.code.message).toBe(m.phoneCodeWrong({ tries: 4 }));
    expect(answers[4].data.code.message).toBe(m.phoneCodeUsedUp());
    const late = await post('confirm-verification', { mpesa_number: SECOND, code: second }, me.token);
    expect(late.status).toBe(400);
    expect((await withdraw(me.token, SECOND)).status).toBe(400);
    expect((await withdraw(me.token, OTHER)).status).toBe(400);
  });

  it('refuses a second code within the pause, for any number, and an expired code', async () => {
    const me = await signIn(2);
    await post('request-verification', { mpesa_number: OTHER }, me.token);
    for (const mpesaNumber of [OTHER, SECOND]) {
      const again = await post('request-verification', { mpesa_number: mpesaNumber }, me.token);
      expect(again).toMatchObject({ status: 429, body: { message: m.phoneCodeWait({ seconds: 60 }) } });
      expect(again.headers.get('retry-after')).toBe('60');
    }
    expect(codes(me.id)).toHaveLength(1);
    later(10 * 60 + 1);
    const expired = await post(
      'confirm-verification',
      { mpesa_number: OTHER, code: codeTo(me.id, OTHER_E164) },
      me.token,
    );
    expect(expired.body.data.code.message).toBe(m.phoneCodeExpired());
    expect((await withdraw(me.token, OTHER)).status).toBe(400);
  });

  it('refuses what needs no code or cannot have one, and sends nothing', async () => {
    const unproved = await signIn(1);
    mocks.store.users.find((u) => u.record.id === unproved.id)!.record.verified = false;
    const me = await signIn(2);
    const cases = [
      // the account's own phone comes first
      [unproved.token, { mpesa_number: OTHER }, 400, { message: m.phoneNotVerified(), data: {} }],
      // the account's own number is verified on the dashboard
      [
        me.token,
        { mpesa_number: account(2).phone },
        400,
        { data: { mpesa_number: { code: 'validation_own_number', message: m.payoutNumberIsOwn() } } },
      ],
      [
        me.token,
        { mpesa_number: '0812345678' },
        400,
        { data: { mpesa_number: { code: 'validation_invalid_value', message: m.mpesaInvalid() } } },
      ],
      [me.token, { mpesa_number: OTHER, fee: 0 }, 400, { data: { fee: { code: 'validation_unknown_field' } } }],
      [undefined, { mpesa_number: OTHER }, 401, {}],
    ] as const;
    for (const [token, body, status, answer] of cases) {
      const res = await post('request-verification', body, token);
      expect(res, JSON.stringify(body)).toMatchObject({ status, body: answer });
    }
    const malformed = await post('confirm-verification', { mpesa_number: OTHER, code: '12ab' }, me.token);
    expect(malformed.body.data).toEqual({ code: { code: 'validation_invalid_code', message: m.phoneCodeFormat() } });
    const own = await post('confirm-verification', { mpesa_number: account(2).phone, code: '123456' }, me.token);
    expect(own.body.data.mpesa_number.code).toBe('validation_own_number');
    expect(mocks.store.phoneCodes).toEqual([]);

    // Once proved, asking again sends nothing more.
    await post('request-verification', { mpesa_number: OTHER }, me.token);
    await post('confirm-verification', { mpesa_number: OTHER, code: codeTo(me.id, OTHER_E164) }, me.token);
    later(61);
    for (const path of ['request-verification', 'confirm-verification']) {
      const done = await post(
        path,
        { mpesa_number: OTHER, ...(path.startsWith('confirm') && { code: '123456' }) },
        me.token,
      );
      expect(done.body).toEqual({
        status: 400,
        message: m.payoutNumberAlreadyVerified(),
        data: { mpesa_number: { code: PAYOUT_NUMBER_PROVED, message: m.payoutNumberAlreadyVerified() } },
      });
    }
    expect(codes(me.id)).toHaveLength(1);
  });
});
