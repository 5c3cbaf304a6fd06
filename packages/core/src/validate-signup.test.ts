import { describe, it, expect } from 'vitest';
import { type SignupFormInput, validateSignupForm } from './validate-signup.ts';

const valid: SignupFormInput = {
  username: 'amina',
  phone: '+254712345678',
  password: 'demo-amina-2026',
  passwordConfirm: 'demo-amina-2026',
  code: 'AB12CD',
  expectedCode: 'AB12CD',
};

const fill = 'Please fill in all required fields.';
const mismatch = 'Passwords do not match.';
const captcha = 'Verification code is incorrect.';
const phone = 'Please enter a valid phone number.';

describe('validateSignupForm', () => {
  it('accepts a complete, valid form', () => {
    expect(validateSignupForm(valid)).toBeNull();
  });

  it('trims the phone before checking it', () => {
    expect(validateSignupForm({ ...valid, phone: ' +254712345678 ' })).toBeNull();
  });

  it.each<[string, Partial<SignupFormInput>, string]>([
    ['empty phone', { phone: '' }, fill],
    ['blank phone', { phone: '   ' }, fill],
    ['empty password', { password: '' }, fill],
    ['empty confirmation', { passwordConfirm: '' }, fill],
    ['empty code', { code: '' }, fill],
    ['empty username (Mapato)', { username: '' }, fill],
    ['blank username (Mapato)', { username: '  ' }, fill],
    ['different confirmation', { passwordConfirm: 'demo-amina-2027' }, mismatch],
    ['wrong code', { code: 'ZZ99ZZ' }, captcha],
    ['one character off', { code: 'AB12CE' }, captcha],
    ['national phone, not E.164', { phone: '0712345678' }, phone],
    ['impossible phone', { phone: '+2547123' }, phone],
    ['bad username', { username: 'a b' }, 'Username must be 3–32 characters: letters, digits, _ or .'],
    ['short password', { password: 'short', passwordConfirm: 'short' }, 'Password must be at least 8 characters.'],
  ])('%s → %s', (_case, change, message) => {
    expect(validateSignupForm({ ...valid, ...change })).toBe(message);
  });

  // ADR 026: phone keyboards start in lower case and autocorrect adds spaces.
  it.each(['ab12cd', 'Ab12cD', ' AB12CD '])('accepts the code typed as %j', (code) => {
    expect(validateSignupForm({ ...valid, code })).toBeNull();
  });

  // The first failing rule wins, in spec order.
  it.each<[string, Partial<SignupFormInput>, string]>([
    ['missing beats mismatch', { password: '', passwordConfirm: 'x' }, fill],
    ['mismatch beats wrong code', { passwordConfirm: 'other-password', code: 'nope' }, mismatch],
    ['wrong code beats bad phone', { code: 'nope', phone: '0712' }, captcha],
    ['bad phone beats bad username', { phone: '0712', username: 'a b' }, phone],
    [
      'bad username beats short password',
      { username: 'a b', password: 'short', passwordConfirm: 'short' },
      'Username must be 3–32 characters: letters, digits, _ or .',
    ],
  ])('%s', (_case, change, message) => {
    expect(validateSignupForm({ ...valid, ...change })).toBe(message);
  });
});
