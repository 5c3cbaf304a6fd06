// Changing a verified account's phone (ADR 036) through the real server and the Africa's Talking
// simulator: the new number counts only once it has typed its own code. Until then the old,
// proved number stays the account's phone for payouts, USSD and password recovery; afterwards the
// old number is told. (test/payments-phone-change-hold.test.ts: the payouts held after a change.)
import { m } from '@mapato/i18n';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CALLBACK_SECRET,
  codeSentTo,
  messagesTo,
  startServerWithSms,
  type SmsTestServer,
} from '../../../../test/support/sms.ts';
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

const CHANGE = '/api/account/phone-change';
const USERS = '/api/collections/users';
const post = (path: string, json: unknown, token?: string) =>
  t.http(path, { method: 'POST', json, ...(token ? { token } : {}) });
const patchPhone = (a: Member, phone: string | null) =>
  t.http(`${USERS}/records/${a.id}`, { method: 'PATCH', json: { phone }, token: a.token });
const withdraw = (a: Member, mpesaNumber: string) =>
  post(
    '/api/collections/withdrawal/records',
    { amount: 1_000, mpesa_number: mpesaNumber, full_name: 'Njeri Wambui' },
    a.token,
  );
/** '0712 345 678'-style local form of an E.164 number, as a member types it. */
const local = (e164: string) => e164.replace('+254', '0');
const row = (id: string) =>
  t.server.deps.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** A funded member whose phone passed its code (as the dashboard does it). */
async function member(): Promise<Member & { phone: string }> {
  const phone = uniquePhone();
  const a = await signUpMember(t, { phone, verified: false });
  await post(`${USERS}/request-verification`, {}, a.token);
  await post(`${USERS}/confirm-verification`, { code: await codeSentTo(t.simulator, phone) }, a.token);
  await grant(t, a.id, 5_000);
  return { ...a, phone };
}

let session = 0;
/** The first screen of a USSD session dialled from `phone`. */
async function dialFrom(phone: string): Promise<string> {
  const res = await fetch(`${t.url}/callbacks/at/ussd/${CALLBACK_SECRET}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      sessionId: `ATUid_change_${process.pid}_${++session}`,
      serviceCode: '*384*123#',
      phoneNumber: phone,
      networkCode: '63902',
      text: '',
    }),
  });
  return res.text();
}

describe('a verified member changes their phone', () => {
  it('keeps the old phone and its proof after PATCH, and texts a code to the new number only', async () => {
    const a = await member();
    const next = uniquePhone();
    const res = await patchPhone(a, local(next));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ phone: a.phone, verified: true });
    expect(await row(a.id)).toMatchObject({ phone: a.phone, phone_key: a.phone, verified: 1 });
    const code = await codeSentTo(t.simulator, next);
    expect((await messagesTo(t.simulator, next))[0]).toBe(m.sms_phoneChangeCode({ code }, { locale: 'en' }));
    // The account's own phone got only its verification code.
    expect(await messagesTo(t.simulator, a.phone)).toHaveLength(1);
  });

  it('pays nothing to the new number, lets no USSD in from it and sends its recovery code to the old one', async () => {
    const a = await member();
    const next = uniquePhone();
    expect((await post(`${CHANGE}/request-verification`, { phone: local(next) }, a.token)).status).toBe(204);
    await codeSentTo(t.simulator, next);

    const refused = await withdraw(a, local(next));
    expect(refused.status).toBe(400);
    expect(refused.body.data.mpesa_number.code).toBe('validation_payout_number_not_verified');
    expect(await dialFrom(next)).toContain(m.ussd_join({ site: '127.0.0.1' }, { locale: 'en' }));

    await post(`${USERS}/request-password-reset`, { phone: local(next) });
    await post(`${USERS}/request-password-reset`, { phone: local(a.phone) });
    const resetCode = await codeSentTo(t.simulator, a.phone, 2);
    expect((await messagesTo(t.simulator, a.phone))[0]).toBe(m.sms_resetCode({ code: resetCode }, { locale: 'en' }));
    expect(await messagesTo(t.simulator, next)).toHaveLength(1);
  });

  it('switches once the code is typed, tells the old number, audits it and then pays the new one', async () => {
    const a = await member();
    const next = uniquePhone();
    await post(`${CHANGE}/request-verification`, { phone: next }, a.token);
    const code = await codeSentTo(t.simulator, next);
    expect(
      (await post(`${CHANGE}/confirm-verification`, { code: ` ${code.slice(0, 3)} ${code.slice(3)}` }, a.token)).status,
    ).toBe(204);

    expect(await row(a.id)).toMatchObject({ phone: next, phone_key: next, verified: 1 });
    const [told] = await messagesTo(t.simulator, a.phone, 2);
    expect(told).toBe(m.sms_phoneChanged({ ending: next.slice(-3) }, { locale: 'en' }));
    const audited = await t.server.deps.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target', '=', a.id)
      .where('action', '=', 'member.phone_changed')
      .execute();
    expect(audited).toHaveLength(1);
    // The log names no number (domain/security/audit.ts): the member's page shows the phone.
    expect(JSON.parse(audited[0]!.details)).toEqual({ by: 'sms' });

    expect((await withdraw(a, local(next))).status).toBe(200);
    // The old number is nobody's now: not paid, no USSD, no recovery.
    expect((await withdraw(a, local(a.phone))).body.data.mpesa_number.code).toBe(
      'validation_payout_number_not_verified',
    );
    expect(await dialFrom(a.phone)).toContain(m.ussd_join({ site: '127.0.0.1' }, { locale: 'en' }));
    // The same code does not work twice.
    const again = await post(`${CHANGE}/confirm-verification`, { code }, a.token);
    expect(again.body.data.code.message).toBe(m.phoneCodeExpired());
  });

  it('refuses wrong codes five times, then the right one; and an expired code', async () => {
    const a = await member();
    const next = uniquePhone();
    await post(`${CHANGE}/request-verification`, { phone: next }, a.token);
    const code = await codeSentTo(t.simulator, next);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push((await post(`${CHANGE}/confirm-verification`, { code: wrong }, a.token)).body);
    expect(answers[0].data.code.message).toBe(m.phoneCodeWrong({ tries: 4 }));
    expect(answers[4].data.code.message).toBe(m.phoneCodeUsedUp());
    expect((await post(`${CHANGE}/confirm-verification`, { code }, a.token)).status).toBe(400);
    expect((await row(a.id)).phone).toBe(a.phone);

    clock += 61_000; // past the pause between two codes
    await post(`${CHANGE}/request-verification`, { phone: next }, a.token);
    const fresh = await codeSentTo(t.simulator, next, 2);
    clock += 10 * 60_000 + 1;
    const expired = await post(`${CHANGE}/confirm-verification`, { code: fresh }, a.token);
    expect(expired.body.data.code.message).toBe(m.phoneCodeExpired());
    expect((await row(a.id)).phone).toBe(a.phone);
    // Nothing was ever said to the old number.
    expect(await messagesTo(t.simulator, a.phone)).toHaveLength(1);
  });

  it('refuses a number another account holds, the same number, no number, and a second code within the pause', async () => {
    const a = await member();
    const b = await member();
    const taken = await post(`${CHANGE}/request-verification`, { phone: local(b.phone) }, a.token);
    expect(taken.status).toBe(400);
    expect(taken.body.data.phone).toEqual({ code: 'validation_not_unique', message: m.phoneTaken() });
    expect((await patchPhone(a, b.phone)).body.data.phone.code).toBe('validation_not_unique');
    const same = await post(`${CHANGE}/request-verification`, { phone: local(a.phone) }, a.token);
    expect(same.body.data.phone.message).toBe(m.phoneChangeSame());
    const cleared = await patchPhone(a, null);
    expect(cleared.status).toBe(400);
    expect(cleared.body.data.phone.message).toBe(m.phoneVerifiedKeep());
    expect((await post(`${CHANGE}/request-verification`, { phone: '0812' }, a.token)).status).toBe(400);
    expect((await post(`${CHANGE}/request-verification`, { phone: uniquePhone() })).status).toBe(401);
    const next = uniquePhone();
    expect((await post(`${CHANGE}/request-verification`, { phone: next }, a.token)).status).toBe(204);
    const paused = await patchPhone(a, next);
    expect(paused.status).toBe(429);
    expect((await row(a.id)).phone).toBe(a.phone);
    // No code confirms a change nobody asked for.
    const none = await post(`${CHANGE}/confirm-verification`, { code: '123456' }, b.token);
    expect(none.body.data.code.message).toBe(m.phoneCodeExpired());
  });

  it('lets the first of two members who asked for one number have it', async () => {
    const a = await member();
    const b = await member();
    const next = uniquePhone();
    await post(`${CHANGE}/request-verification`, { phone: next }, a.token);
    const codeA = await codeSentTo(t.simulator, next);
    clock += 61_000;
    await post(`${CHANGE}/request-verification`, { phone: next }, b.token);
    const codeB = await codeSentTo(t.simulator, next, 2);
    expect((await post(`${CHANGE}/confirm-verification`, { code: codeB }, b.token)).status).toBe(204);
    const late = await post(`${CHANGE}/confirm-verification`, { code: codeA }, a.token);
    expect(late.status).toBe(400);
    expect(late.body.data.phone.code).toBe('validation_not_unique');
    expect((await row(a.id)).phone).toBe(a.phone);
  });
});

describe('a member who never proved a phone', () => {
  it('edits it as before: it changes at once and stays unproved', async () => {
    const a = await signUpMember(t, { verified: false });
    const next = uniquePhone();
    const res = await patchPhone(a, local(next));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ phone: next, verified: false });
    const refused = await post(`${CHANGE}/request-verification`, { phone: uniquePhone() }, a.token);
    expect(refused.body.message).toBe(m.phoneChangeNotVerified());
  });
});
