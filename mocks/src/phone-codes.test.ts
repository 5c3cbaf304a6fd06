// The SMS-code routes and the USSD PIN in the mocks: codes kept in the store, the resend pause,
// the tries, a reset that revokes earlier tokens, and the PIN's rules (protocol's readers).
import { DEMO_USSD_PIN } from '@mapato/core';
import { m } from '@mapato/i18n';
import { describe, expect, it } from 'vitest';
import { createStore } from './store.ts';
import { account, api, signIn, useMocks } from './test/support.ts';

let clock = new Date('2026-11-23T09:00:00Z');
const mocks = useMocks({ store: createStore({ now: () => clock }) });
const later = (seconds: number) => (clock = new Date(clock.getTime() + seconds * 1000));
const USERS = '/api/collections/users';
const post = (path: string, json?: unknown, token?: string) => api(path, { method: 'POST', json, token });
const codeOf = (uid: string, purpose = 'verify') =>
  mocks.store.phoneCodes.findLast((c) => c.uid === uid && c.purpose === purpose)!.code;
const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

/** A demo member whose phone is not verified yet (the seed's are, like the server's --demo). */
async function unverified(level: 1 | 2 | 5) {
  const me = await signIn(level);
  mocks.store.users.find((u) => u.record.id === me.id)!.record.verified = false;
  return me;
}

describe('phone verification', () => {
  it('sends a code, refuses another within the pause, and the right code verifies the phone', async () => {
    const me = await unverified(1);
    expect((await post(`${USERS}/request-verification`, undefined, me.token)).status).toBe(204);
    const again = await post(`${USERS}/request-verification`, undefined, me.token);
    expect(again.status).toBe(429);
    expect(again.body.message).toBe(m.phoneCodeWait({ seconds: 60 }));
    expect(again.headers.get('retry-after')).toBe('60');
    const wrong = await post(`${USERS}/confirm-verification`, { code: otherThan(codeOf(me.id)) }, me.token);
    expect(wrong.body.data.code).toEqual({ code: 'validation_invalid_code', message: m.phoneCodeWrong({ tries: 4 }) });
    expect((await post(`${USERS}/confirm-verification`, { code: codeOf(me.id) }, me.token)).status).toBe(204);
    expect(mocks.store.users.find((u) => u.record.id === me.id)!.record.verified).toBe(true);
    const done = await post(`${USERS}/request-verification`, undefined, me.token);
    expect(done).toMatchObject({ status: 400, body: { message: m.phoneAlreadyVerified() } });
  });

  it('uses a code up after five wrong tries, and a new one after the pause replaces it', async () => {
    const me = await unverified(2);
    await post(`${USERS}/request-verification`, undefined, me.token);
    const wrong = otherThan(codeOf(me.id));
    for (let i = 0; i < 4; i++) await post(`${USERS}/confirm-verification`, { code: wrong }, me.token);
    const last = await post(`${USERS}/confirm-verification`, { code: codeOf(me.id) }, me.token);
    expect(last.status).toBe(204);
    const other = await unverified(5);
    await post(`${USERS}/request-verification`, undefined, other.token);
    const first = codeOf(other.id);
    for (let i = 0; i < 5; i++) await post(`${USERS}/confirm-verification`, { code: otherThan(first) }, other.token);
    const usedUp = await post(`${USERS}/confirm-verification`, { code: first }, other.token);
    expect(usedUp.body.data.code.message).toBe(m.phoneCodeUsedUp());
    later(61);
    await post(`${USERS}/request-verification`, undefined, other.token);
    const live = mocks.store.phoneCodes.filter((c) => c.uid === other.id && !c.used);
    expect(live).toHaveLength(1);
    expect((await post(`${USERS}/confirm-verification`, { code: live[0]!.code }, other.token)).status).toBe(204);
  });

  it('refuses a guest and a code that is not six digits', async () => {
    expect((await post(`${USERS}/request-verification`)).status).toBe(401);
    const me = await unverified(1);
    const bad = await post(`${USERS}/confirm-verification`, { code: '12' }, me.token);
    expect(bad.body.data.code.message).toBe(m.phoneCodeFormat());
  });
});

describe('password reset', () => {
  it('answers 204 for any number, 429 within its pause; the code sets a new password and revokes earlier tokens', async () => {
    expect((await post(`${USERS}/request-password-reset`, { phone: '0799 000 111' })).status).toBe(204);
    const me = await signIn(1);
    const { phone } = account(1);
    expect((await post(`${USERS}/request-password-reset`, { phone })).status).toBe(204);
    // Within the pause: an honest 429 with the wait, for a known number as for an unknown one
    // (docs/decisions/046), and no new code.
    later(20);
    for (const number of [phone, '0799000111']) {
      const again = await post(`${USERS}/request-password-reset`, { phone: number });
      expect(again.status).toBe(429);
      expect(again.body).toEqual({ status: 429, message: m.phoneCodeWait({ seconds: 40 }), data: {} });
      expect(again.headers.get('retry-after')).toBe('40');
    }
    expect(mocks.store.phoneCodes).toHaveLength(1);
    const code = codeOf(me.id, 'reset');
    const reset = { phone, code, password: 'a-new-pass-1', passwordConfirm: 'a-new-pass-1' };
    expect((await post(`${USERS}/confirm-password-reset`, reset)).status).toBe(204);
    expect((await api(`${USERS}/records/${me.id}`, { token: me.token })).status).toBe(404);
    const again = await post(`${USERS}/confirm-password-reset`, reset);
    expect(again.body.data.code.message).toBe(m.resetCodeRefused());
    const signIn2 = await post(`${USERS}/auth-with-password`, {
      identity: account(1).username,
      password: 'a-new-pass-1',
    });
    expect(signIn2.status).toBe(200);
  });

  it('refuses a wrong code for a member’s number exactly as any code for an unknown number, no tries left', async () => {
    const reset = { code: '123456', password: 'a-new-pass-1', passwordConfirm: 'a-new-pass-1' };
    const unknown = await post(`${USERS}/confirm-password-reset`, { ...reset, phone: '0799000111' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.data).toEqual({ code: { code: 'validation_invalid_code', message: m.resetCodeRefused() } });
    const me = await signIn(2);
    const { phone } = account(2);
    await post(`${USERS}/request-password-reset`, { phone });
    const wrong = await post(`${USERS}/confirm-password-reset`, {
      ...reset,
      phone,
      code: otherThan(codeOf(me.id, 'reset')),
    });
    expect([wrong.status, wrong.body]).toEqual([unknown.status, unknown.body]);
  });
});

describe('USSD PIN', () => {
  it("checks the PIN's rules and the password, then keeps the PIN", async () => {
    const me = await signIn(2);
    const path = '/api/account/ussd-pin';
    const easy = await post(path, { pin: '1234', pinConfirm: '1234', password: account(2).password }, me.token);
    expect(easy.body.data.pin.message).toBe(m.ussdPinTooEasy({ pin: '1234' }));
    const mismatch = await post(path, { pin: '2468', pinConfirm: '2581', password: '' }, me.token);
    expect(Object.keys(mismatch.body.data).sort()).toEqual(['password', 'pinConfirm']);
    const wrong = await post(path, { pin: '2468', pinConfirm: '2468', password: 'nope' }, me.token);
    expect(wrong.body.data.password.message).toBe(m.ussdPinPasswordWrong());
    expect(
      (await post(path, { pin: '2468', pinConfirm: '2468', password: account(2).password }, me.token)).status,
    ).toBe(204);
    expect(mocks.store.users.find((u) => u.record.id === me.id)!.ussdPin).toBe('2468');
  });

  it('seeds the demo members verified and with the demo PIN, as the server does', async () => {
    const me = await signIn(5);
    expect(mocks.store.users.find((u) => u.record.id === me.id)).toMatchObject({ ussdPin: DEMO_USSD_PIN });
    const done = await post(`${USERS}/request-verification`, undefined, me.token);
    expect(done.body.message).toBe(m.phoneAlreadyVerified());
  });
});
