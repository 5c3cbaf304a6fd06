// The profile update: echoes of the record, mail/email, and the edit rules.
import { type UserRecord } from '@mapato/core';
import { describe, expect, it } from 'vitest';
import { changesPassword, checkProfile, readProfile } from './profile.ts';
import { m } from '@mapato/i18n';

const me: UserRecord = {
  id: 'u1',
  collectionId: '_pb_users_auth_',
  collectionName: 'users',
  username: 'amina',
  name: 'Amina',
  email: 'a@x.ke',
  mail: 'a@x.ke',
  emailVisibility: false,
  verified: false,
  phone: '+254712345678',
  level: 1,
  investment: 0,
  income: 130,
  balance: 130,
  referals: 0,
  tasks_done: 2,
  created: '2026-11-22 09:00:00.000Z',
  updated: '2026-11-22 09:00:00.000Z',
};
const ok = { oldPasswordOk: true };

describe('readProfile', () => {
  it('accepts the whole record echoed back, keeping only what may change', () => {
    const { mail: _mail, ...record } = me;
    expect(readProfile({ ...record, name: 'A. W.' }, me)).toEqual({
      ok: true,
      value: { username: 'amina', name: 'A. W.', email: 'a@x.ke', phone: '+254712345678', emailVisibility: false },
    });
  });

  it('refuses a changed server-owned field', () => {
    expect(readProfile({ balance: 1_000_000 }, me)).toMatchObject({
      ok: false,
      error: {
        message: 'Failed to update record.',
        data: { balance: { code: 'validation_read_only' } },
      },
    });
  });

  it('reads mail as the e-mail, and refuses mail and email that differ', () => {
    expect(readProfile({ mail: 'b@x.ke' }, me)).toEqual({ ok: true, value: { email: 'b@x.ke' } });
    expect(readProfile({ mail: 'b@x.ke', email: 'b@x.ke' }, me)).toEqual({ ok: true, value: { email: 'b@x.ke' } });
    expect(readProfile({ mail: 'b@x.ke', email: 'c@x.ke' }, me)).toEqual({
      ok: false,
      error: {
        status: 400,
        message: 'Failed to update record.',
        data: { mail: { code: 'validation_values_mismatch', message: 'mail and email differ.' } },
      },
    });
  });
});

describe('checkProfile', () => {
  it('normalises what it keeps; an empty phone clears it', () => {
    expect(checkProfile({ username: ' Amina.W ', name: ' A ', email: ' B@x.ke ', phone: null }, ok)).toEqual({
      ok: true,
      value: { username: 'Amina.W', name: 'A', email: 'B@x.ke', phone: '' },
    });
    expect(checkProfile({ phone: '0712 345 679', emailVisibility: true }, ok)).toEqual({
      ok: true,
      value: { phone: '+254712345679', emailVisibility: true },
    });
  });

  it('keeps a verified phone from being cleared; a new number is the caller’s to prove (ADR 036)', () => {
    const verified = { ...ok, phoneVerified: true };
    const cleared = checkProfile({ phone: null }, verified);
    expect(cleared.ok || cleared.error.data.phone?.code).toBe('validation_required');
    expect(checkProfile({ phone: '0712 345 679' }, verified)).toEqual({ ok: true, value: { phone: '+254712345679' } });
  });

  it('reports every field at once', () => {
    const out = checkProfile(
      { username: '', name: 'n'.repeat(101), email: ' ', phone: 'x', passwordConfirm: 'a' },
      { oldPasswordOk: false },
    );
    expect(out.ok).toBe(false);
    if (out.ok) return;
    expect(out.error.message).toBe('Failed to update record.');
    expect(out.error.data).toEqual({
      username: { code: 'validation_invalid_value', message: m.required() },
      name: { code: 'validation_max_text_constraint', message: 'Must be no more than 100 characters.' },
      email: { code: 'validation_required', message: m.required() },
      phone: { code: 'validation_invalid_value', message: m.phoneInvalid() },
      password: { code: 'validation_min_text_constraint', message: m.required() },
      passwordConfirm: { code: 'validation_values_mismatch', message: m.passwordMismatch() },
      oldPassword: { code: 'validation_invalid_old_password', message: 'Missing or invalid old password.' },
    });
  });

  it('changes the password only with the right old one', () => {
    const body = { password: 'new-secret-1', passwordConfirm: 'new-secret-1', oldPassword: 'old' };
    expect(changesPassword(body)).toBe(true);
    expect(changesPassword({ name: 'x' })).toBe(false);
    expect(checkProfile(body, ok)).toEqual({ ok: true, value: { password: 'new-secret-1' } });
    expect(checkProfile(body, { oldPasswordOk: false }).ok).toBe(false);
  });
});
