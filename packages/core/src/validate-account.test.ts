import { describe, it, expect } from 'vitest';
import { type AccountEditInput, validateAccountEdit } from './validate-account.ts';

const valid: AccountEditInput = {
  username: 'brian',
  email: 'brian@mapato.demo',
  phone: '+254722000111',
};

describe('validateAccountEdit', () => {
  it('accepts a valid edit', () => {
    expect(validateAccountEdit(valid)).toEqual({});
  });

  it.each<[string, Partial<AccountEditInput>, Record<string, string>]>([
    ['empty phone is allowed', { phone: '' }, {}],
    ['blank phone is allowed', { phone: '  ' }, {}],
    ['padded valid phone', { phone: ' +254722000111 ' }, {}],
    ['empty username', { username: '' }, { username: 'This field is required.' }],
    ['blank username', { username: '   ' }, { username: 'This field is required.' }],
    ['bad username', { username: 'br' }, { username: 'Username must be 3–32 characters: letters, digits, _ or .' }],
    ['empty email', { email: '' }, { email: 'This field is required.' }],
    ['bad email', { email: 'brian@' }, { email: 'Please enter a valid email address.' }],
    ['national phone', { phone: '0722000111' }, { phone: 'Please enter a valid phone number.' }],
    ['short phone', { phone: '+25472200' }, { phone: 'Please enter a valid phone number.' }],
  ])('%s', (_case, change, errors) => {
    expect(validateAccountEdit({ ...valid, ...change })).toEqual(errors);
  });

  it('reports all three fields at once', () => {
    expect(validateAccountEdit({ username: '', email: 'x', phone: '123' })).toEqual({
      username: 'This field is required.',
      email: 'Please enter a valid email address.',
      phone: 'Please enter a valid phone number.',
    });
  });
});
