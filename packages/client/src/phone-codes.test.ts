// The SMS-code calls and the USSD PIN, against the mocks (which keep each code in their store).
import { m } from '@mapato/i18n';
import { describe, expect, it, vi } from 'vitest';
import { createWithdrawal } from './withdrawals.ts';
import {
  confirmPasswordReset,
  confirmPayoutNumber,
  confirmPhoneChangeMutationOptions,
  isPayoutNumberProved,
  isPayoutNumberRefusal,
  requestPayoutNumberCode,
  confirmPhoneVerificationMutationOptions,
  requestPasswordReset,
  requestPhoneChange,
  requestPhoneVerification,
  resendAllowedAt,
  resendSecondsLeft,
  resendWaitSeconds,
  secondsUntil,
  setUssdPinMutationOptions,
  verificationCodeSentAt,
} from './phone-codes.ts';
import { signIn } from './auth.ts';
import { fetchCurrentUser, userKeys } from './users.ts';
import { demo, mocks, newQueryClient, pb, recordRequests, rejection, runMutation, signInAs } from './test/support.ts';

const latestCode = (uid: string, purpose: 'verify' | 'reset' | 'payout') =>
  mocks.store.phoneCodes.findLast((c) => c.uid === uid && c.purpose === purpose)!.code;
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

/** Signs in a demo member whose phone is not verified yet (the seed's are, as on the server). */
async function signInUnverified(level: 1 | 2 | 5) {
  const auth = await signInAs(level);
  mocks.store.users.find((u) => u.record.id === auth.record.id)!.record.verified = false;
  return auth;
}

describe('phone verification', () => {
  it('asks for a code, then the code verifies the phone and the user keys are read again', async () => {
    const auth = await signInUnverified(1);
    const requests = recordRequests();
    await requestPhoneVerification(pb);
    expect(requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
      'POST /api/collections/users/request-verification',
    ]);
    const qc = newQueryClient();
    const invalidate = vi.spyOn(qc, 'invalidateQueries');
    await runMutation(qc, confirmPhoneVerificationMutationOptions(pb, qc), latestCode(auth.record.id, 'verify'));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: userKeys.all });
    expect((await fetchCurrentUser(pb)).verified).toBe(true);
  });

  it('a second request within the minute is refused: it says how long to wait, and is not taken for a sent code', async () => {
    await signInUnverified(2);
    await requestPhoneVerification(pb);
    expect(verificationCodeSentAt()).not.toBeNull();
    // Another tab (or a later visit): only a code the server sent may be remembered as sent.
    sessionStorage.clear();
    const error = await rejection(requestPhoneVerification(pb));
    expect(error).toMatchObject({ status: 429, message: m.phoneCodeWait({ seconds: 60 }) });
    expect(verificationCodeSentAt()).toBeNull();
    expect(resendWaitSeconds(error)).toBe(60);
    expect(resendWaitSeconds(new Error('other'))).toBe(0);
    const now = Date.now();
    expect(resendAllowedAt(error, now)).toBe(now + 60_000);
    expect(secondsUntil(resendAllowedAt(error, now), now)).toBe(60);
    expect(resendAllowedAt(new Error('other'))).toBeNull();
    expect(resendSecondsLeft(null)).toBe(0);
    expect(resendSecondsLeft(now - 45_000, now)).toBe(15);
  });

  it("a wrong code fails with the server's field error and the tries left", async () => {
    const auth = await signInUnverified(5);
    await requestPhoneVerification(pb);
    const qc = newQueryClient();
    const code = wrongCode(latestCode(auth.record.id, 'verify'));
    const error = await rejection(runMutation(qc, confirmPhoneVerificationMutationOptions(pb, qc), code));
    expect(error.response.data.code).toEqual({
      code: 'validation_invalid_code',
      message: m.phoneCodeWrong({ tries: 4 }),
    });
  });
});

describe('password reset', () => {
  it('sets a new password with the code; the old session and password stop working', async () => {
    const auth = await signInAs(1);
    const { phone, username, password } = demo(1);
    const oldToken = pb.authStore.token;
    await requestPasswordReset(pb, phone);
    const code = latestCode(auth.record.id, 'reset');
    await confirmPasswordReset(pb, { phone, code, password: 'fresh-pass-9', passwordConfirm: 'fresh-pass-9' });
    pb.authStore.save(oldToken, auth.record);
    expect((await rejection(fetchCurrentUser(pb))).status).toBe(404);
    expect((await rejection(signIn(pb, username, password))).status).toBe(400);
    expect((await signIn(pb, username, 'fresh-pass-9')).token).toBeTruthy();
  });

  it('answers an unknown number like a known one, and refuses its code the same way', async () => {
    await expect(requestPasswordReset(pb, '+254799000111')).resolves.toBeUndefined();
    const error = await rejection(
      confirmPasswordReset(pb, {
        phone: '+254799000111',
        code: '123456',
        password: 'x1y2z3w4',
        passwordConfirm: 'x1y2z3w4',
      }),
    );
    expect(error.response.data.code.message).toBe(m.resetCodeRefused());
  });
});

describe('setUssdPinMutationOptions', () => {
  it("sets the PIN with the password, and surfaces the PIN's rules as field errors", async () => {
    await signInAs(2);
    const qc = newQueryClient();
    const options = setUssdPinMutationOptions(pb);
    const easy = await rejection(
      runMutation(qc, options, { pin: '1111', pinConfirm: '1111', password: demo(2).password }),
    );
    expect(easy.response.data.pin.message).toBe(m.ussdPinTooEasy({ pin: '1111' }));
    const wrong = await rejection(runMutation(qc, options, { pin: '2468', pinConfirm: '2468', password: 'nope' }));
    expect(wrong.response.data.password.message).toBe(m.ussdPinPasswordWrong());
    await runMutation(qc, options, { pin: '2468', pinConfirm: '2468', password: demo(2).password });
    expect(mocks.store.users.find((u) => u.record.username === demo(2).username)!.ussdPin).toBe('2468');
  });
});

describe('another number to be paid to', () => {
  it('a withdrawal to it is refused until its own code is typed, then goes', async () => {
    const auth = await signInAs(2);
    const form = { amount: 1000, mpesaNumber: '0722 555 123', fullName: 'Brian Otieno' };
    const refused = await rejection(createWithdrawal(pb, form, 'payout-number-1'));
    expect(isPayoutNumberRefusal(refused)).toBe(true);
    expect(isPayoutNumberRefusal(new Error('offline'))).toBe(false);

    await requestPayoutNumberCode(pb, form.mpesaNumber);
    const again = await rejection(requestPayoutNumberCode(pb, form.mpesaNumber));
    expect(resendWaitSeconds(again)).toBe(60);
    await confirmPayoutNumber(pb, form.mpesaNumber, latestCode(auth.record.id, 'payout'));
    expect(await createWithdrawal(pb, form, 'payout-number-2')).toMatchObject({ mpesa_number: '254722555123' });
    // Asked again once proved: the answer says so, and the app goes on to the confirmation.
    const proved = await rejection(requestPayoutNumberCode(pb, form.mpesaNumber));
    expect(isPayoutNumberProved(proved)).toBe(true);
    expect(isPayoutNumberProved(again)).toBe(false);
    expect(isPayoutNumberProved(refused)).toBe(false);
  });
});

describe('changing the account’s phone (ADR 036)', () => {
  it('sends the code to the new number, and its code makes it the account’s phone', async () => {
    const auth = await signInAs(2);
    const client = newQueryClient();
    const next = '+254722555432';
    await requestPhoneChange(pb, next);
    expect((await fetchCurrentUser(pb, auth.record.id)).phone).toBe(auth.record.phone);
    const sent = mocks.store.phoneCodes.findLast((c) => c.uid === auth.record.id && c.purpose === 'phone_change')!;
    expect(sent.phone).toBe(next);
    const again = await rejection(requestPhoneChange(pb, next));
    expect(resendWaitSeconds(again)).toBe(60);
    await runMutation(client, confirmPhoneChangeMutationOptions(pb, client), sent.code);
    expect((await fetchCurrentUser(pb, auth.record.id)).phone).toBe(next);
  });
});
