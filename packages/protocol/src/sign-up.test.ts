// The sign-up body and rules: every failing field at once, with core's words.

import { describe, expect, it } from 'vitest';
import { checkSignUp, readSignUp, type SignUpBody } from './sign-up.ts';
import { m } from '@mapato/i18n';

const valid: SignUpBody = {
  username: 'zawadi',
  phone: '0712 000 111',
  password: 'secret-2026',
  passwordConfirm: 'secret-2026',
  invitationCode: '',
  name: 'Zawadi K',
  email: '',
  emailVisibility: false,
};
const facts = { phoneTaken: false, referrerKnown: false };
const data = (outcome: ReturnType<typeof checkSignUp>) => (outcome.ok ? {} : outcome.error.data);

describe('readSignUp', () => {
  it("reads the form's fields, '' for those not sent", () => {
    expect(readSignUp({ username: 'a', invitation_code: 'b', emailVisibility: true, level: 1, balance: 0 })).toEqual({
      ok: true,
      value: {
        ...valid,
        username: 'a',
        phone: '',
        password: '',
        passwordConfirm: '',
        invitationCode: 'b',
        name: '',
        email: '',
        emailVisibility: true,
      },
    });
  });

  it('refuses a starting value other than the default, and unknown fields', () => {
    const out = readSignUp({ balance: 500, role: 'admin' });
    expect(out).toMatchObject({
      ok: false,
      error: {
        message: 'Failed to create record.',
        data: { balance: { code: 'validation_read_only' }, role: { code: 'validation_unknown_field' } },
      },
    });
  });
});

describe('checkSignUp', () => {
  it('gives the normalised phone and the trimmed invitation code', () => {
    expect(checkSignUp({ ...valid, invitationCode: ' brian ' }, { ...facts, referrerKnown: true })).toEqual({
      ok: true,
      value: { phone: '+254712000111', invitationCode: 'brian' },
    });
  });

  it('reports every field at once, in the form’s order', () => {
    const out = checkSignUp(
      { ...valid, username: '', phone: 'x', password: '', passwordConfirm: 'y', email: 'no', name: 'n'.repeat(101) },
      facts,
    );
    expect(out).toMatchObject({ ok: false, error: { status: 400, message: 'Failed to create record.' } });
    expect(Object.keys(data(out))).toEqual(['username', 'phone', 'password', 'passwordConfirm', 'email', 'name']);
    expect(data(out)).toMatchObject({
      username: { code: 'validation_required', message: m.required() },
      phone: { code: 'validation_invalid_value', message: m.phoneInvalid() },
      password: { code: 'validation_required' },
      passwordConfirm: { code: 'validation_values_mismatch', message: m.passwordMismatch() },
      email: { code: 'validation_is_email', message: m.emailInvalid() },
      name: { code: 'validation_max_text_constraint', message: 'Must be no more than 100 characters.' },
    });
  });

  it('uses the facts storage gives', () => {
    expect(data(checkSignUp(valid, { ...facts, phoneTaken: true }))).toEqual({
      phone: { code: 'validation_not_unique', message: m.phoneTaken() },
    });
    expect(data(checkSignUp({ ...valid, invitationCode: 'nobody' }, facts))).toEqual({
      invitation_code: { code: 'validation_invalid_value', message: m.invitationUnknown() },
    });
  });

  it('refuses one’s own username as invitation code, whatever the facts', () => {
    expect(data(checkSignUp({ ...valid, invitationCode: ' ZAWADI ' }, { ...facts, referrerKnown: true }))).toEqual({
      invitation_code: { code: 'validation_invalid_value', message: m.invitationSelf() },
    });
  });

  it('says "required" for a blank phone, whatever the facts', () => {
    expect(data(checkSignUp({ ...valid, phone: '  ' }, { ...facts, phoneTaken: true }))).toEqual({
      phone: { code: 'validation_required', message: m.required() },
    });
  });
});
