// Session functions against the mocks: sign-in clears first, sign-up ends signed in, logout clears.

import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { isSignedIn, logout, onAuthChange, refreshSession, signIn, signUpThenSignIn, signedInUser } from './auth.ts';
import { BASE, demo, mocks, pb, rejection } from './test/support.ts';
import { m } from '@mapato/i18n';

describe('signIn', () => {
  it('signs a demo member in and saves the session', async () => {
    const auth = await signIn(pb, demo(2).username, demo(2).password);
    expect(auth.record).toMatchObject({ username: 'brian', level: 2, balance: demo(2).balance });
    expect(isSignedIn(pb)).toBe(true);
    expect(signedInUser(pb)?.id).toBe(auth.record.id);
  });

  it('clears the previous session before trying, so a failure leaves none (docs/product.md#sign-in)', async () => {
    await signIn(pb, demo(1).username, demo(1).password);
    const failed = signIn(pb, demo(2).username, 'wrong-password');
    expect(pb.authStore.token).toBe('');
    const error = await rejection(failed);
    expect(error).toMatchObject({ status: 400, message: m.demoInvalidCredentials() });
    expect(isSignedIn(pb)).toBe(false);
  });
});

describe('signUpThenSignIn', () => {
  it('creates with the spec fields plus invitation_code, then ends signed in', async () => {
    const bodies: unknown[] = [];
    mocks.use(
      http.post(
        `${BASE}/api/collections/users/records`,
        async ({ request }) => void bodies.push(await request.clone().json()),
      ),
    );
    const a = demo(1);
    const auth = await signUpThenSignIn(pb, {
      username: a.username,
      phone: a.phone,
      password: a.password,
      passwordConfirm: a.password,
      invitationCode: ' brian ',
    });
    expect(bodies).toEqual([
      {
        username: a.username,
        phone: a.phone,
        password: a.password,
        passwordConfirm: a.password,
        invitation_code: 'brian',
      },
    ]);
    expect(auth.record.username).toBe(a.username);
    expect(isSignedIn(pb)).toBe(true);
  });

  it('surfaces a refused sign-up with the server message and stays signed out', async () => {
    const error = await rejection(
      signUpThenSignIn(pb, {
        username: 'stranger',
        phone: '+254799000333', // nobody's number: the demo rule is what refuses it
        password: 'long-enough-1',
        passwordConfirm: 'long-enough-1',
      }),
    );
    expect(error).toMatchObject({ status: 400, message: m.demoSignupUnknown() });
    expect(isSignedIn(pb)).toBe(false);
  });
});

describe('refresh, logout and change notifications', () => {
  it('refreshes a session with a new token and fails without one', async () => {
    await signIn(pb, demo(5).username, demo(5).password);
    const refreshed = await refreshSession(pb);
    expect(pb.authStore.token).toBe(refreshed.token);
    logout(pb);
    await expect(refreshSession(pb)).rejects.toMatchObject({ status: 401 });
  });

  it('logout clears the stored session', async () => {
    await signIn(pb, demo(1).username, demo(1).password);
    logout(pb);
    expect([isSignedIn(pb), pb.authStore.token, window.localStorage.getItem('pocketbase_auth')]).toEqual([
      false,
      '',
      null,
    ]);
  });

  it('tells subscribers about sign-in and logout until they unsubscribe', async () => {
    const seen = vi.fn();
    const unsubscribe = onAuthChange(pb, seen);
    await signIn(pb, demo(1).username, demo(1).password);
    logout(pb);
    unsubscribe();
    await signIn(pb, demo(1).username, demo(1).password);
    expect(seen.mock.calls.map(([signedIn]) => signedIn)).toEqual([false, true, false]);
    expect(seen.mock.calls[1]?.[1]).toMatchObject({ username: 'amina' });
  });
});
