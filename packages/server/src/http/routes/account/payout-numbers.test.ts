// Paying to another M-Pesa number (ADR 035) through the real server, the Africa's Talking
// client and its simulator: the code goes to the number to be paid, and only its right code lets a
// withdrawal go there. The account's own phone needs no second code.
import { PAYOUT_NUMBER_PROVED } from '@mapato/core';
import { m } from '@mapato/i18n';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { codeSentTo, messagesTo, startServerWithSms, type SmsTestServer } from '../../../../test/support/sms.ts';
import { grant, signUpMember, uniquePhone, type Member } from '../../../../test/support/test-server.ts';

let t: SmsTestServer;
let clock = Date.now();
beforeAll(async () => {
  t = await startServerWithSms({ now: () => new Date(clock) });
});
afterAll(() => t.close());
beforeEach(() => {
  clock += 3_600_000; // every test starts after any pause or expiry a previous one left
});

const NUMBERS = '/api/account/payout-numbers';
const post = (path: string, json: unknown, token?: string) =>
  t.http(`${NUMBERS}/${path}`, { method: 'POST', json, ...(token ? { token } : {}) });
const withdraw = (a: Member, mpesaNumber: string) =>
  t.http('/api/collections/withdrawal/records', {
    method: 'POST',
    json: { amount: 1_000, mpesa_number: mpesaNumber, full_name: 'Njeri Wambui' },
    token: a.token,
  });
/** '0712 345 678'-style local form of an E.164 number, as a member types it. */
const local = (e164: string) => e164.replace('+254', '0');

/** A funded member whose account phone is verified, and no other number yet. */
async function member(verified = true): Promise<Member & { phone: string }> {
  const phone = uniquePhone();
  const signedUp = await signUpMember(t, { phone, verified: false });
  if (verified)
    await t.server.deps.db.updateTable('users').set({ verified: 1 }).where('id', '=', signedUp.id).execute();
  await grant(t, signedUp.id, 5_000);
  return { ...signedUp, phone };
}

const withdrawalsOf = (uid: string) =>
  t.server.deps.db.selectFrom('withdrawal').select(['mpesa_number']).where('uid', '=', uid).execute();
const balanceOf = async (uid: string) =>
  Number(
    (await t.server.deps.db.selectFrom('users').select('balance').where('id', '=', uid).executeTakeFirstOrThrow())
      .balance,
  );

describe('paying to another number', () => {
  it('pays the account’s own verified phone without a second code', async () => {
    const a = await member();
    expect((await withdraw(a, local(a.phone))).status).toBe(200);
    expect(await withdrawalsOf(a.id)).toEqual([{ mpesa_number: a.phone.slice(1) }]);
  });

  it('refuses another number until it has typed its own code, then pays it', async () => {
    const a = await member();
    const other = uniquePhone();
    const before = await balanceOf(a.id);
    const refused = await withdraw(a, local(other));
    expect(refused.status).toBe(400);
    expect(refused.body.data.mpesa_number).toEqual({
      code: 'validation_payout_number_not_verified',
      message: m.payoutNumberNotVerified(),
    });
    // Refused before any money moved.
    expect(await balanceOf(a.id)).toBe(before);
    expect(await withdrawalsOf(a.id)).toEqual([]);

    expect((await post('request-verification', { mpesa_number: local(other) }, a.token)).status).toBe(204);
    // The code goes to the number to be paid, never to the account's phone.
    const code = await codeSentTo(t.simulator, other);
    expect((await messagesTo(t.simulator, other))[0]).toBe(m.sms_payoutNumberCode({ code }, { locale: 'en' }));
    expect(t.simulator.outbox().filter((sms) => sms.to === a.phone)).toEqual([]);
    // Typed in any form a member writes the number.
    const spaced = `${local(other).slice(0, 4)} ${local(other).slice(4, 7)} ${local(other).slice(7)}`;
    expect((await post('confirm-verification', { mpesa_number: spaced, code }, a.token)).status).toBe(204);

    expect((await withdraw(a, other)).status).toBe(200);
    expect(await withdrawalsOf(a.id)).toEqual([{ mpesa_number: other.slice(1) }]);
  });

  it('proves a number for that member only', async () => {
    const a = await member();
    const b = await member();
    const other = uniquePhone();
    await post('request-verification', { mpesa_number: other }, a.token);
    await post('confirm-verification', { mpesa_number: other, code: await codeSentTo(t.simulator, other) }, a.token);
    expect((await withdraw(a, other)).status).toBe(200);
    expect((await withdraw(b, other)).body.data.mpesa_number.code).toBe('validation_payout_number_not_verified');
  });

  it('accepts a code only for the number it went to, and a wrong one only five times', async () => {
    const a = await member();
    const [first, second] = [uniquePhone(), uniquePhone()];
    await post('request-verification', { mpesa_number: first }, a.token);
    const firstCode = await codeSentTo(t.simulator, first);
    clock += 61_000; // past the pause between two codes
    await post('request-verification', { mpesa_number: second }, a.token);
    const secondCode = await codeSentTo(t.simulator, second);
    // The newer code replaced the first, and a code is not the other number's.
    const replaced = await post('confirm-verification', { mpesa_number: first, code: firstCode }, a.token);
    expect(replaced.body.data.code.message).toBe(m.phoneCodeExpired());
    const crossed = await post('confirm-verification', { mpesa_number: first, code: secondCode }, a.token);
    expect(crossed.body.data.code.message).toBe(m.phoneCodeExpired());

    const wrong = secondCode === '000000' ? '111111' : '000000';
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push((await post('confirm-verification', { mpesa_number: second, code: wrong }, a.token)).body);
    expect(answers[0].data.code.message).toBe(m.phoneCodeWrong({ tries: 4 }));
    expect(answers[4].data.code.message).toBe(m.phoneCodeUsedUp());
    const late = await post('confirm-verification', { mpesa_number: second, code: secondCode }, a.token);
    expect(late.status).toBe(400);
    expect((await withdraw(a, second)).status).toBe(400);
  });

  it('refuses an expired code, and a second code within the pause', async () => {
    const a = await member();
    const other = uniquePhone();
    await post('request-verification', { mpesa_number: other }, a.token);
    const again = await post('request-verification', { mpesa_number: other }, a.token);
    expect(again.status).toBe(429);
    expect(again.headers.get('retry-after')).toBe('60');
    const code = await codeSentTo(t.simulator, other);
    clock += 10 * 60_000 + 1;
    const expired = await post('confirm-verification', { mpesa_number: other, code }, a.token);
    expect(expired.body.data.code.message).toBe(m.phoneCodeExpired());
    expect((await withdraw(a, other)).status).toBe(400);
  });

  it('refuses what needs no code or cannot have one, and sends nothing', async () => {
    const unproved = await member(false);
    const a = await member();
    const other = uniquePhone();
    const cases = [
      // the account's own phone comes first
      [unproved.token, { mpesa_number: other }, 400, m.phoneNotVerified()],
      // the account's own number is verified on the dashboard
      [a.token, { mpesa_number: local(a.phone) }, 400, m.payoutNumberIsOwn()],
      [
        a.token,
        { mpesa_number: '0812345678' },
        400,
        'Please enter a valid Mpesa number (e.g., 0712345678 or 254712345678)',
      ],
      [a.token, { mpesa_number: other, fee: 0 }, 400, null],
      [undefined, { mpesa_number: other }, 401, null],
    ] as const;
    for (const [token, body, status, message] of cases) {
      const res = await post('request-verification', body, token);
      expect(res.status, JSON.stringify(body)).toBe(status);
      if (message) expect(JSON.stringify(res.body)).toContain(message);
    }
    const malformed = await post('confirm-verification', { mpesa_number: other, code: '12ab' }, a.token);
    expect(malformed.body.data.code.message).toBe(m.phoneCodeFormat());
    await new Promise((resolve) => setTimeout(resolve, 200)); // the worker would have sent by now
    expect(t.simulator.outbox().filter((sms) => sms.to === other || sms.to === a.phone)).toEqual([]);

    // Once proved, asking again sends nothing more.
    await post('request-verification', { mpesa_number: other }, a.token);
    await post('confirm-verification', { mpesa_number: other, code: await codeSentTo(t.simulator, other) }, a.token);
    clock += 61_000;
    const done = await post('request-verification', { mpesa_number: other }, a.token);
    expect(done.body.message).toBe(m.payoutNumberAlreadyVerified());
    // Its own code, so the app goes on to the withdrawal's confirmation instead of a code (ADR 046).
    expect(done.body.data.mpesa_number.code).toBe(PAYOUT_NUMBER_PROVED);
    expect(await messagesTo(t.simulator, other)).toHaveLength(1);
  });

  it('shows the proved numbers in "Download my data", and forgets them with the account', async () => {
    const a = await member();
    const other = uniquePhone();
    await post('request-verification', { mpesa_number: other }, a.token);
    await post('confirm-verification', { mpesa_number: other, code: await codeSentTo(t.simulator, other) }, a.token);
    const exported = await t.http('/api/account/export', { token: a.token });
    expect(exported.status).toBe(200);
    expect(JSON.stringify(exported.body)).toContain(other.slice(1));
    // Deleting the account erases them (the withdrawals keep the number each paid).
    expect((await t.http(`/api/collections/users/records/${a.id}`, { method: 'DELETE', token: a.token })).status).toBe(
      204,
    );
    const left = await t.server.deps.db.selectFrom('payout_numbers').select('id').where('uid', '=', a.id).execute();
    expect(left).toEqual([]);
  });
});
