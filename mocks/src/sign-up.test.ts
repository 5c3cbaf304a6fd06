// Demo sign-up (docs/product.md#demo-accounts): only a demo account's e-mail or username, with its name and password.
import { DEMO_ACCOUNTS } from '@mapato/core';
import { describe, expect, it } from 'vitest';
import { api, useMocks } from './test/support.ts';
import { m } from '@mapato/i18n';

const mocks = useMocks();
const amina = DEMO_ACCOUNTS[0]!;
const fields = (patch: Record<string, unknown> = {}) => ({
  username: amina.username,
  phone: amina.phone,
  password: amina.password,
  passwordConfirm: amina.password,
  invitation_code: '',
  ...patch,
});
const signUp = (json: unknown) => api('/api/collections/users/records', { method: 'POST', json });

describe('demo sign-up', () => {
  it('answers a demo account with its record, without e-mail (a guest view), and it can sign in', async () => {
    const res = await signUp(fields({ name: amina.name, email: amina.email }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ username: 'amina', level: amina.level, collectionName: 'users' });
    expect(res.body).not.toHaveProperty('email');
    const login = await api('/api/collections/users/auth-with-password', {
      method: 'POST',
      json: { identity: amina.username, password: amina.password },
    });
    expect(login.body.record.id).toBe(res.body.id);
  });

  it.each([
    ['an e-mail that is no demo account', { email: 'someone@example.co.ke' }],
    // A number of its own: amina's belongs to amina (one phone, one account).
    ['a username that is no demo account (no e-mail)', { username: 'stranger', phone: '+254799000222' }],
  ])('refuses %s with the demo message', async (_n, patch) => {
    const res = await signUp(fields(patch));
    expect(res).toMatchObject({ status: 400, body: { status: 400, message: m.demoSignupUnknown(), data: {} } });
  });

  it.each([
    ['another password', { password: 'demo-brian-2026', passwordConfirm: 'demo-brian-2026' }],
    ['another name', { name: 'Brian Otieno' }],
    ["another member's username for this e-mail", { email: amina.email, username: 'brian', phone: '+254799000222' }],
  ])('refuses %s with the demo mismatch message', async (_n, patch) => {
    const res = await signUp(fields(patch));
    expect(res.body).toEqual({ status: 400, message: m.demoSignupMismatch(), data: {} });
  });

  it.each([
    ['a short password', { password: 'short', passwordConfirm: 'short' }, 'password', 'validation_min_text_constraint'],
    ['a mismatched confirmation', { passwordConfirm: 'different-1' }, 'passwordConfirm', 'validation_values_mismatch'],
    ['a phone with letters', { phone: '0712abc678' }, 'phone', 'validation_invalid_value'],
    ["another member's phone in its national form", { phone: '0722000111' }, 'phone', 'validation_not_unique'],
    ['an unknown invitation code', { invitation_code: 'nobody_here' }, 'invitation_code', 'validation_invalid_value'],
    ['a balance of its own', { balance: 5000 }, 'balance', 'validation_read_only'],
    ['an unknown field', { role: 'admin' }, 'role', 'validation_unknown_field'],
  ])('checks %s like the server, before the demo rules', async (_n, patch, field, code) => {
    const res = await signUp(fields(patch));
    expect(res.body).toMatchObject({ status: 400, message: 'Failed to create record.', data: { [field]: { code } } });
  });

  it('gives the spec messages for the form rules', async () => {
    const res = await signUp(fields({ phone: '+2541', passwordConfirm: 'x' }));
    expect(res.body.data.phone.message).toBe(m.phoneInvalid());
    expect(res.body.data.passwordConfirm.message).toBe(m.passwordMismatch());
  });

  it('brings a deleted demo account back', async () => {
    const login = await api('/api/collections/users/auth-with-password', {
      method: 'POST',
      json: { identity: amina.username, password: amina.password },
    });
    const id = login.body.record.id;
    expect(
      (await api(`/api/collections/users/records/${id}`, { method: 'DELETE', token: login.body.token })).status,
    ).toBe(204);
    expect(mocks.store.users.find((u) => u.record.id === id)?.deleted).toBe(true);
    expect((await signUp(fields())).status).toBe(200);
    expect(mocks.store.users.find((u) => u.record.id === id)?.deleted).toBe(false);
  });
});
