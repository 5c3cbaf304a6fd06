// Verified phones and password recovery by SMS (ADR 033), through the real server, the real
// Africa's Talking client and its simulator: what the member's phone receives is what they type.
import { m } from '@mapato/i18n';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { codeSentTo, messagesTo, startServerWithSms, type SmsTestServer } from '../../../../test/support/sms.ts';
import {
  grant,
  RELAXED_LIMITS,
  signUpMember,
  startTestServer,
  statusesUnderLimit,
  uniquePhone,
  type Member,
} from '../../../../test/support/test-server.ts';

let t: SmsTestServer;
let clock = Date.now();
beforeAll(async () => {
  t = await startServerWithSms({ now: () => new Date(clock) });
});
afterAll(() => t.close());
beforeEach(() => {
  clock += 3_600_000; // every test starts after any pause or expiry a previous one left
});

const USERS = '/api/collections/users';
const post = (path: string, json: unknown, token?: string, headers: Record<string, string> = {}) =>
  t.http(`${USERS}/${path}`, { method: 'POST', json, ...(token ? { token } : {}), headers });

async function member(
  extra: Record<string, unknown> & { verified?: boolean } = {},
): Promise<Member & { phone: string }> {
  const phone = uniquePhone();
  const signedUp = await signUpMember(t, { phone, verified: false, ...extra });
  return { ...signedUp, phone };
}

describe('verifying the account phone', () => {
  it('sends a 6-digit code to the phone, and the right code verifies it', async () => {
    const a = await member();
    expect((await post('request-verification', {}, a.token)).status).toBe(204);
    const code = await codeSentTo(t.simulator, a.phone);
    expect((await messagesTo(t.simulator, a.phone))[0]).toBe(m.sms_verifyCode({ code }, { locale: 'en' }));
    expect((await post('confirm-verification', { code }, a.token)).status).toBe(204);
    const record = await a.pb.collection('users').getOne(a.id);
    expect(record.verified).toBe(true);
    // Done once: a second confirmation or request is refused, and sends nothing.
    expect((await post('confirm-verification', { code }, a.token)).body.message).toBe(m.phoneAlreadyVerified());
    expect((await post('request-verification', {}, a.token)).status).toBe(400);
    expect(await messagesTo(t.simulator, a.phone)).toHaveLength(1);
  });

  it('speaks the language the member signed up in', async () => {
    const phone = uniquePhone();
    const pb = t.sdk();
    pb.beforeSend = (url, options) => ({
      url,
      options: { ...options, headers: { ...options.headers, 'Accept-Language': 'sw' } },
    });
    const username = `sw_${Date.now()}`;
    await pb.collection('users').create({
      username,
      phone,
      password: 'correct-horse-42',
      passwordConfirm: 'correct-horse-42',
    });
    const auth = await pb.collection('users').authWithPassword(username, 'correct-horse-42');
    await post('request-verification', {}, auth.token);
    const code = await codeSentTo(t.simulator, phone);
    expect((await messagesTo(t.simulator, phone))[0]).toBe(m.sms_verifyCode({ code }, { locale: 'sw' }));
  });

  it('counts wrong codes: the fifth wrong one uses the code up, even for the right one after', async () => {
    const a = await member();
    await post('request-verification', {}, a.token);
    const code = await codeSentTo(t.simulator, a.phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await post('confirm-verification', { code: wrong }, a.token);
    expect(first.status).toBe(400);
    expect(first.body.data.code.message).toBe(m.phoneCodeWrong({ tries: 4 }));
    for (let i = 0; i < 4; i++) await post('confirm-verification', { code: wrong }, a.token);
    const after = await post('confirm-verification', { code }, a.token);
    expect(after.body.data.code.message).toBe(m.phoneCodeUsedUp());
    expect((await a.pb.collection('users').getOne(a.id)).verified).toBe(false);
  });

  it('refuses a code after 10 minutes, and a code a newer one replaced', async () => {
    const a = await member();
    await post('request-verification', {}, a.token);
    const old = await codeSentTo(t.simulator, a.phone);
    clock += 10 * 60_000 + 1;
    expect((await post('confirm-verification', { code: old }, a.token)).body.data.code.message).toBe(
      m.phoneCodeExpired(),
    );
    await post('request-verification', {}, a.token);
    const fresh = await codeSentTo(t.simulator, a.phone, 2);
    if (fresh !== old) {
      expect((await post('confirm-verification', { code: old }, a.token)).status).toBe(400);
    }
    expect((await post('confirm-verification', { code: fresh }, a.token)).status).toBe(204);
  });

  it('makes "Resend" wait a minute after a code, saying how long', async () => {
    const a = await member();
    await post('request-verification', {}, a.token);
    clock += 20_000;
    const again = await post('request-verification', {}, a.token);
    expect(again.status).toBe(429);
    expect(again.body.message).toBe(m.phoneCodeWait({ seconds: 40 }));
    expect(again.headers.get('retry-after')).toBe('40');
    clock += 40_000;
    expect((await post('request-verification', {}, a.token)).status).toBe(204);
    await messagesTo(t.simulator, a.phone, 2);
  });

  it('checks the code’s shape without spending a try, and is only for a signed-in member', async () => {
    const a = await member();
    await post('request-verification', {}, a.token);
    const code = await codeSentTo(t.simulator, a.phone);
    const bad = await post('confirm-verification', { code: '12a' }, a.token);
    expect(bad.body.data.code.message).toBe(m.phoneCodeFormat());
    expect((await post('confirm-verification', { code: code.replace(/(\d{3})/, '$1 ') }, a.token)).status).toBe(204);
    expect((await post('request-verification', {})).status).toBe(401);
    expect((await post('confirm-verification', { code })).status).toBe(401);
  });

  it('limits the codes one member can ask for, and the codes one phone gets', async () => {
    let tick = Date.now();
    const limited = await startTestServer({
      rateLimits: {
        ...RELAXED_LIMITS,
        phoneCodesPerMember: { points: 2, seconds: 3600 },
        phoneCodesPerPhone: { points: 2, seconds: 3600 },
      },
      now: () => new Date(tick),
    });
    try {
      const a = await signUpMember(limited, { verified: false });
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        tick += 120_000; // past the pause: the limit is what refuses
        const res = await limited.http(`${USERS}/request-verification`, { method: 'POST', json: {}, token: a.token });
        statuses.push(res.status);
        if (res.status === 429) expect(res.body.message).toBe('Too Many Requests.');
      }
      expect(statuses).toEqual([204, 204, 429]);
      const phone = uniquePhone();
      const resets: number[] = [];
      for (let i = 0; i < 3; i++) {
        tick += 120_000; // past the number's pause
        resets.push(
          (await limited.http(`${USERS}/request-password-reset`, { method: 'POST', json: { phone } })).status,
        );
      }
      expect(resets).toEqual([204, 204, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('recovering a password by SMS', () => {
  it('answers the same for a number nobody has, and sends that number nothing', async () => {
    const nobody = uniquePhone();
    const a = await member();
    const unknown = await post('request-password-reset', { phone: nobody });
    const known = await post('request-password-reset', { phone: a.phone });
    expect([unknown.status, unknown.body]).toEqual([known.status, known.body]);
    expect(known.status).toBe(204);
    await messagesTo(t.simulator, a.phone);
    expect(t.simulator.outbox().filter((sms) => sms.to === nobody)).toEqual([]);
    // Confirming for an unknown number is refused as a known number with no code is.
    const body = { code: '123456', password: 'new-password-42', passwordConfirm: 'new-password-42' };
    const b = await member();
    const forUnknown = await post('confirm-password-reset', { ...body, phone: nobody });
    const forKnown = await post('confirm-password-reset', { ...body, phone: b.phone });
    expect(forUnknown.body).toEqual(forKnown.body);
  });

  it('sets the new password, revokes every older token and leaves an audit row', async () => {
    const a = await member();
    await post('request-password-reset', { phone: a.phone.replace('+254', '0') });
    const code = await codeSentTo(t.simulator, a.phone);
    expect((await messagesTo(t.simulator, a.phone))[0]).toBe(m.sms_resetCode({ code }, { locale: 'en' }));
    const done = await post('confirm-password-reset', {
      phone: a.phone,
      code,
      password: 'brand-new-pass-7',
      passwordConfirm: 'brand-new-pass-7',
    });
    expect(done.status).toBe(204);
    expect((await t.http(`${USERS}/auth-refresh`, { method: 'POST', token: a.token })).status).toBe(401);
    await expect(t.sdk().collection('users').authWithPassword(a.username, a.password)).rejects.toThrow();
    await expect(t.sdk().collection('users').authWithPassword(a.username, 'brand-new-pass-7')).resolves.toBeTruthy();
    const rows = await t.server.deps.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'member.password_reset')
      .where('target', '=', a.id)
      .execute();
    expect(rows).toHaveLength(1);
    // The code works once.
    const again = await post('confirm-password-reset', {
      phone: a.phone,
      code,
      password: 'other-pass-77',
      passwordConfirm: 'other-pass-77',
    });
    expect(again.status).toBe(400);
  });

  it('refuses a weak or mismatched new password before trying the code', async () => {
    const a = await member();
    const weak = await post('confirm-password-reset', {
      phone: a.phone,
      code: '123456',
      password: 'short',
      passwordConfirm: 'short',
    });
    expect(weak.body.data.password.message).toBe(m.passwordTooShort());
    const mismatch = await post('confirm-password-reset', {
      phone: a.phone,
      code: '123456',
      password: 'long-enough-1',
      passwordConfirm: 'long-enough-2',
    });
    expect(mismatch.body.data.passwordConfirm.message).toBe(m.passwordMismatch());
  });

  it('limits recoveries from one address', async () => {
    const statuses = await statusesUnderLimit(
      { passwordResetsPerAddress: { points: 2, seconds: 3600 } },
      3,
      (limited) => limited.http(`${USERS}/request-password-reset`, { method: 'POST', json: { phone: uniquePhone() } }),
    );
    expect(statuses).toEqual([204, 204, 429]);
  });
});

describe('asking for a recovery code again within the minute (ADR 046)', () => {
  it('is an honest 429 with the wait, for a known number and an unknown one alike, and sends nothing', async () => {
    const a = await member({ verified: true });
    const nobody = uniquePhone();
    expect((await post('request-password-reset', { phone: a.phone })).status).toBe(204);
    expect((await post('request-password-reset', { phone: nobody })).status).toBe(204);
    await messagesTo(t.simulator, a.phone);
    clock += 1_000;
    for (const phone of [a.phone, nobody]) {
      const again = await post('request-password-reset', { phone: phone.replace('+254', '0') });
      expect(again.status).toBe(429);
      expect(again.headers.get('retry-after')).toBe('59');
      expect(again.body).toEqual({ status: 429, message: m.phoneCodeWait({ seconds: 59 }), data: {} });
    }
    // After the pause, a new code goes.
    clock += 59_000;
    expect((await post('request-password-reset', { phone: a.phone })).status).toBe(204);
    await messagesTo(t.simulator, a.phone, 2);
    expect(t.simulator.outbox().filter((sms) => sms.to === nobody)).toEqual([]);
  });
});

describe('the language SMS speak', () => {
  it('follows the pages the member last signed in from', async () => {
    const a = await member();
    const pb = t.sdk();
    pb.beforeSend = (url, options) => ({
      url,
      options: { ...options, headers: { ...options.headers, 'Accept-Language': 'sw' } },
    });
    const auth = await pb.collection('users').authWithPassword(a.username, a.password);
    await post('request-verification', {}, auth.token);
    const code = await codeSentTo(t.simulator, a.phone);
    expect((await messagesTo(t.simulator, a.phone))[0]).toBe(m.sms_verifyCode({ code }, { locale: 'sw' }));
  });
});

describe('what a verified phone opens', () => {
  it("pays the referrer nothing at the friend's sign-up or phone proof: the reward waits for their accepted work", async () => {
    const referrer = await member({ verified: true });
    const balanceOf = async () => Number((await referrer.pb.collection('users').getOne(referrer.id)).balance);
    const before = await balanceOf();
    const friend = await member({ invitation_code: referrer.username });
    expect(await balanceOf()).toBe(before);
    await post('request-verification', {}, friend.token);
    const code = await codeSentTo(t.simulator, friend.phone);
    expect((await post('confirm-verification', { code }, friend.token)).status).toBe(204);
    // Paid once the friend's first paid work is accepted (ADR 074; packages/server/test/referral-reward.test.ts).
    expect(await balanceOf()).toBe(before);
    const due = await t.server.deps.db
      .selectFrom('referral_rewards')
      .select('uid')
      .where('uid', '=', friend.id)
      .execute();
    expect(due).toEqual([]);
  });

  it('refuses a withdrawal from an unverified phone, and allows it once verified', async () => {
    const a = await member();
    await grant(t, a.id, 2_000);
    const body = { amount: 1_000, mpesa_number: a.phone.replace('+254', '0'), full_name: 'Verified Test' };
    const refused = await t.http('/api/collections/withdrawal/records', { method: 'POST', json: body, token: a.token });
    expect(refused.status).toBe(400);
    expect(refused.body.data.amount.message).toBe(m.phoneNotVerified());
    await post('request-verification', {}, a.token);
    await post('confirm-verification', { code: await codeSentTo(t.simulator, a.phone) }, a.token);
    const paid = await t.http('/api/collections/withdrawal/records', { method: 'POST', json: body, token: a.token });
    expect(paid.status).toBe(200);
  });
});
