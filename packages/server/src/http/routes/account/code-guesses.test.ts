// SMS codes guessed all at once (docs/decisions/033, 037): each guess takes one of the code's five
// tries before it is compared, so twenty at once count at most five and the code is dead after,
// even for the right one; a reset code's guesses meet the number's limit first.
import { PHONE_CODE_TRIES } from '@mapato/core';
import { m } from '@mapato/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeSentTo, startServerWithSms, type SmsTestServer } from '../../../../test/support/sms.ts';
import { RELAXED_LIMITS, signUpMember, uniquePhone } from '../../../../test/support/test-server.ts';

let t: SmsTestServer;
beforeAll(async () => {
  // trustProxy: a request names its client address in X-Forwarded-For.
  t = await startServerWithSms({
    trustProxy: true,
    rateLimits: { ...RELAXED_LIMITS, resetCodesPerPhoneAndAddress: { points: 3, seconds: 3600 } },
  });
});
afterAll(() => t.close());

const USERS = '/api/collections/users';
const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');
const twenty = <T>(send: () => Promise<T>) => Promise.all(Array.from({ length: 20 }, send));

const codeRows = (uid: string, purpose: 'verify' | 'reset') =>
  t.server.deps.db
    .selectFrom('phone_codes')
    .select(['tries', 'used'])
    .where('uid', '=', uid)
    .where('purpose', '=', purpose)
    .execute();

describe('twenty code guesses at once', () => {
  it('count at most five tries of a verification code, which is dead after, even for the right code', async () => {
    const phone = uniquePhone();
    const a = await signUpMember(t, { phone, verified: false });
    const confirm = (code: string) =>
      t.http(`${USERS}/confirm-verification`, { method: 'POST', json: { code }, token: a.token });
    await t.http(`${USERS}/request-verification`, { method: 'POST', json: {}, token: a.token });
    const code = await codeSentTo(t.simulator, phone);

    const answers = await twenty(() => confirm(otherThan(code)));
    expect(answers.every((res) => res.status === 400)).toBe(true);
    const wrong = answers.filter((res) => res.body.data.code.message !== m.phoneCodeUsedUp());
    expect(wrong.length).toBeLessThanOrEqual(PHONE_CODE_TRIES - 1);
    expect(await codeRows(a.id, 'verify')).toEqual([{ tries: PHONE_CODE_TRIES, used: 0 }]);

    const right = await confirm(code);
    expect(right.status).toBe(400);
    expect(right.body.data.code.message).toBe(m.phoneCodeUsedUp());
    expect((await a.pb.collection('users').getOne(a.id)).verified).toBe(false);
  });

  it('count at most the number’s limit of a reset code’s tries; the owner’s code still works elsewhere', async () => {
    const phone = uniquePhone();
    const a = await signUpMember(t, { phone });
    await t.http(`${USERS}/request-password-reset`, { method: 'POST', json: { phone } });
    const code = await codeSentTo(t.simulator, phone);
    const reset = (typed: string, from: string) =>
      t.http(`${USERS}/confirm-password-reset`, {
        method: 'POST',
        json: { phone, code: typed, password: 'a-new-pass-42', passwordConfirm: 'a-new-pass-42' },
        headers: { 'x-forwarded-for': from },
      });

    const answers = await twenty(() => reset(otherThan(code), '10.22.0.1'));
    expect(answers.filter((res) => res.status === 400)).toHaveLength(3);
    expect(answers.filter((res) => res.status === 429)).toHaveLength(17);
    expect(await codeRows(a.id, 'reset')).toEqual([{ tries: 3, used: 0 }]);

    expect((await reset(code, '10.22.0.2')).status).toBe(204);
  });
});
