// The USSD menu through Africa's Talking's callback on the real server (ADR 034): a verified
// member with a PIN checks a balance and withdraws hop by hop; the PIN locks after three wrong
// tries; a USSD withdrawal racing an app withdrawal never overdraws; and the PIN is set in Account.
import { m } from '@mapato/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CALLBACK_SECRET,
  codeSentTo,
  messagesTo,
  startServerWithSms,
  type SmsTestServer,
} from '../../../../test/support/sms.ts';
import { grant, signUpMember, uniquePhone, type Member } from '../../../../test/support/test-server.ts';

let t: SmsTestServer;
beforeAll(async () => {
  t = await startServerWithSms();
});
afterAll(() => t.close());

const PIN = '2580';

/** A member whose phone passed its SMS code and who set a USSD PIN in Account. */
async function ussdMember(): Promise<Member & { phone: string }> {
  const phone = uniquePhone();
  const a = await signUpMember(t, { phone, verified: false });
  await t.http('/api/collections/users/request-verification', { method: 'POST', json: {}, token: a.token });
  const code = await codeSentTo(t.simulator, phone);
  await t.http('/api/collections/users/confirm-verification', { method: 'POST', json: { code }, token: a.token });
  const set = await t.http('/api/account/ussd-pin', {
    method: 'POST',
    json: { pin: PIN, pinConfirm: PIN, password: a.password },
    token: a.token,
  });
  expect(set.status).toBe(204);
  return { ...a, phone };
}

let session = 0;
/** One USSD session: each call sends the text typed so far, as Africa's Talking does. */
function dial(phone: string) {
  const sessionId = `ATUid_test_${process.pid}_${++session}`;
  return async (text: string, secret = CALLBACK_SECRET) => {
    const res = await fetch(`${t.url}/callbacks/at/ussd/${secret}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        sessionId,
        serviceCode: '*384*123#',
        phoneNumber: phone,
        networkCode: '63902',
        text,
      }),
    });
    return { status: res.status, type: res.headers.get('content-type') ?? '', body: await res.text() };
  };
}

const balanceOf = async (id: string) =>
  Number(
    (await t.server.deps.db.selectFrom('users').select('balance').where('id', '=', id).executeTakeFirstOrThrow())
      .balance,
  );

describe('USSD', () => {
  it('answers an unknown phone with how to join, as plain text', async () => {
    const res = await dial(uniquePhone())('');
    expect(res.status).toBe(200);
    expect(res.type).toMatch(/^text\/plain/);
    expect(res.body.startsWith('END ')).toBe(true);
  });

  it('tells the app the code to dial, for Account (payments-stk.test.ts: none without a menu)', async () => {
    expect((await t.http('/api/payments/methods')).body.ussdCode).toBe('*384*6272#');
  });

  it('is a 404 at a wrong secret, as any unknown address', async () => {
    expect((await dial(uniquePhone())('', 'wrong-secret')).status).toBe(404);
  });

  it('sends the balance by SMS (to the phone itself), and withdraws hop by hop to the verified phone', async () => {
    const a = await ussdMember();
    await grant(t, a.id, 1_500);
    const balance = dial(a.phone);
    expect((await balance('')).body).toBe(`CON ${m.ussd_home({}, { locale: 'en' })}`);
    const sent = await balance('1');
    expect(sent.body).toBe(`END ${m.ussd_balanceSent({}, { locale: 'en' })}`);
    const [sms] = await messagesTo(t.simulator, a.phone, 2);
    expect(sms).toContain('KSh 1,530');

    const withdraw = dial(a.phone);
    await withdraw('');
    expect((await withdraw('2')).body).toContain(m.ussd_amountPrompt({}, { locale: 'en' }));
    const confirm = await withdraw('2*1000');
    expect(confirm.body).toMatch(/^CON .*KSh 1,000/s);
    expect((await withdraw('2*1000*1')).body).toContain(m.ussd_pinPrompt({}, { locale: 'en' }));
    const done = await withdraw(`2*1000*1*${PIN}`);
    expect(done.body.startsWith('END ')).toBe(true);
    expect(done.body).not.toContain(PIN);
    expect(await balanceOf(a.id)).toBe(530);
    // Africa's Talking repeating the last hop (a network retry) pays nothing more.
    await withdraw(`2*1000*1*${PIN}`);
    expect(await balanceOf(a.id)).toBe(530);
    const rows = await t.server.deps.db.selectFrom('withdrawal').selectAll().where('uid', '=', a.id).execute();
    expect(rows.map((r) => [Number(r.amount), r.mpesa_number])).toEqual([[1000, a.phone.replace('+', '')]]);
  });

  it('refuses an amount below the minimum before asking for the PIN', async () => {
    const a = await ussdMember();
    await grant(t, a.id, 5_000);
    const s = dial(a.phone);
    await s('');
    await s('2');
    const low = await s('2*50');
    expect(low.body.startsWith('CON ')).toBe(true);
    expect(low.body).not.toContain(m.ussd_pinPrompt({}, { locale: 'en' }));
    expect(await balanceOf(a.id)).toBe(5_030);
  });

  it('locks USSD for an hour after three wrong PINs, even for the right one', async () => {
    const a = await ussdMember();
    await grant(t, a.id, 5_000);
    for (const wrong of ['1111', '2222', '3333']) {
      const s = dial(a.phone);
      for (const text of ['', '2', '2*1000', '2*1000*1']) await s(text);
      expect((await s(`2*1000*1*${wrong}`)).body.startsWith('END ')).toBe(true);
    }
    const after = dial(a.phone);
    const locked = await after('');
    expect(locked.body.startsWith('END ')).toBe(true);
    expect(await balanceOf(a.id)).toBe(5_030);
    const row = await t.server.deps.db.selectFrom('users').selectAll().where('id', '=', a.id).executeTakeFirstOrThrow();
    expect(Date.parse(row.ussd_locked_until) - Date.now()).toBeGreaterThan(59 * 60_000);
    // Nothing of any PIN is stored in clear.
    expect(JSON.stringify(row)).not.toContain(PIN);
  });

  it('never overdraws when a USSD withdrawal races an app withdrawal', async () => {
    const a = await ussdMember();
    await grant(t, a.id, 1_470); // 1,500 with the sign-up task
    const s = dial(a.phone);
    await s('');
    await s('2');
    await s('2*1000');
    await s('2*1000*1');
    const [ussd, app] = await Promise.all([
      s(`2*1000*1*${PIN}`),
      a.pb
        .collection('withdrawal')
        .create({ amount: 1000, mpesa_number: a.phone.replace('+254', '0'), full_name: 'Race Test' })
        .then(
          () => 'paid',
          () => 'refused',
        ),
    ]);
    const rows = await t.server.deps.db.selectFrom('withdrawal').select('amount').where('uid', '=', a.id).execute();
    expect(rows).toHaveLength(1);
    expect(await balanceOf(a.id)).toBe(500);
    expect(ussd.body.startsWith('END ')).toBe(true);
    expect(['paid', 'refused']).toContain(app);
  });
});

describe('the USSD PIN in Account', () => {
  it('is four digits, not an easy one, confirmed, and needs the password', async () => {
    const a = await signUpMember(t);
    const set = (json: object) => t.http('/api/account/ussd-pin', { method: 'POST', json, token: a.token });
    expect((await set({ pin: '12', pinConfirm: '12', password: a.password })).body.data.pin.message).toBe(
      m.ussdPinFormat(),
    );
    expect((await set({ pin: '1234', pinConfirm: '1234', password: a.password })).body.data.pin.message).toBe(
      m.ussdPinTooEasy({ pin: '1234' }),
    );
    expect((await set({ pin: '2580', pinConfirm: '2581', password: a.password })).body.data.pinConfirm.message).toBe(
      m.ussdPinMismatch(),
    );
    expect(
      (await set({ pin: '2580', pinConfirm: '2580', password: 'not-my-password' })).body.data.password.message,
    ).toBe(m.ussdPinPasswordWrong());
    expect((await set({ pin: '2580', pinConfirm: '2580', password: a.password })).status).toBe(204);
    expect((await t.http('/api/account/ussd-pin', { method: 'POST', json: {} })).status).toBe(401);
  });
});

describe('the USSD simulator page (/_sim/ussd)', () => {
  const form = (fields: Record<string, string>) =>
    t.http('/_sim/ussd', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });

  it('dials, shows the menu, and carries the session hop by hop through the real callback', async () => {
    const a = await ussdMember();
    expect((await t.http('/_sim/ussd')).status).toBe(200);
    const home = await form({ phone: a.phone.replace('+254', '0'), dial: '1' });
    expect(home.body).toContain('2 Withdraw');
    const sessionId = /name="sessionId" value="([^"]+)"/.exec(home.body)![1]!;
    const sent = await form({ phone: a.phone.replace('+254', '0'), sessionId, text: '', input: '1' });
    expect(sent.body).toContain(m.ussd_balanceSent({}, { locale: 'en' }));
    expect(sent.body).toContain('Dial again');
    await messagesTo(t.simulator, a.phone, 2);
  });
});
