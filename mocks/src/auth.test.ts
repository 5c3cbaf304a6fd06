// Demo sign-in and refresh (docs/product.md#demo-accounts): only the three demo accounts, by username or e-mail.
import { DEMO_ACCOUNTS, DEMO_SIGNIN_MS, DEMO_USER_FETCH_MS } from '@mapato/core';
import { describe, expect, it } from 'vitest';
import { SIGN_IN_DELAY_MS, USER_FETCH_DELAY_MS } from './context.ts';
import { api, signIn, useMocks } from './test/support.ts';
import { m } from '@mapato/i18n';

useMocks();
const signInWith = (json: unknown) => api('/api/collections/users/auth-with-password', { method: 'POST', json });

describe('demo sign-in', () => {
  it.each(DEMO_ACCOUNTS.map((a) => [a.username, a] as const))('signs %s in with {token, record}', async (_n, a) => {
    const res = await signInWith({ identity: a.username.toUpperCase(), password: a.password });
    expect(res.status).toBe(200);
    expect(res.body.record).toMatchObject({
      username: a.username,
      name: a.name,
      email: a.email,
      level: a.level,
      balance: a.balance,
      collectionId: '_pb_users_auth_',
      collectionName: 'users',
    });
    expect(res.body.record).not.toHaveProperty('password');
    const [, payload] = res.body.token.split('.');
    expect(JSON.parse(atob(payload))).toMatchObject({ type: 'auth', id: res.body.record.id, refreshable: true });
  });

  it('signs in by e-mail too', async () => {
    const a = DEMO_ACCOUNTS[1]!;
    expect((await signInWith({ identity: a.email, password: a.password })).status).toBe(200);
  });

  it.each([
    ['a wrong password', { identity: 'amina', password: 'demo-brian-2026' }],
    ['an unknown member', { identity: 'somebody', password: 'demo-amina-2026' }],
    ["another demo member's password", { identity: 'brian@mapato.demo', password: 'demo-amina-2026' }],
  ])('refuses %s with 400 "Invalid credentials" in the PocketBase shape', async (_n, json) => {
    const res = await signInWith(json);
    expect(res).toMatchObject({
      status: 400,
      body: { status: 400, message: m.demoInvalidCredentials(), data: {} },
    });
  });

  it('checks the request like the server before the demo rule', async () => {
    const res = await signInWith({ identity: 'amina' });
    expect(res.body).toEqual({
      status: 400,
      message: 'An error occurred while validating the submitted data.',
      data: { password: { code: 'validation_required', message: 'Cannot be blank.' } },
    });
    expect((await signInWith({ identity: 'amina', password: 'x', admin: true })).body.data.admin.code).toBe(
      'validation_unknown_field',
    );
  });

  it('is a 404 on a collection that is not an auth collection', async () => {
    const res = await api('/api/collections/withdrawal/auth-with-password', { method: 'POST', json: {} });
    expect(res.body).toEqual({ status: 404, message: 'Missing or invalid auth collection context.', data: {} });
  });
});

describe('auth-refresh', () => {
  it('gives a signed-in member a fresh {token, record}', async () => {
    const me = await signIn(2);
    const res = await api('/api/collections/users/auth-refresh', { method: 'POST', token: me.token });
    expect(res.status).toBe(200);
    expect(res.body.record.id).toBe(me.id);
    expect(res.body.token.split('.')).toHaveLength(3);
  });

  it.each([
    ['no token', undefined],
    ['a garbage token', 'not.a.token'],
  ])('is a 401 with %s', async (_n, token) => {
    const res = await api('/api/collections/users/auth-refresh', { method: 'POST', token });
    expect(res.body).toEqual({
      status: 401,
      message: 'The request requires valid record authorization token.',
      data: {},
    });
  });

  it('is a 401 with a token whose signature was changed', async () => {
    const me = await signIn(1);
    const res = await api('/api/collections/users/auth-refresh', { method: 'POST', token: `${me.token}x` });
    expect(res.status).toBe(401);
  });
});

describe('demo timings', () => {
  it('are the spec values, taken from core', () => {
    expect([SIGN_IN_DELAY_MS, USER_FETCH_DELAY_MS]).toEqual([DEMO_SIGNIN_MS, DEMO_USER_FETCH_MS]);
    expect([SIGN_IN_DELAY_MS, USER_FETCH_DELAY_MS]).toEqual([800, 500]);
  });
});
