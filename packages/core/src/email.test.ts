import { describe, it, expect } from 'vitest';
import { checkEmail, isValidEmail } from './email.ts';

describe('isValidEmail', () => {
  it.each([
    ['amina@mapato.demo', true],
    ['a.b+c@mail.co.ke', true],
    ['x@y.io', true],
    [`${'a'.repeat(240)}@example.com`, true],
    [`${'a'.repeat(243)}@example.com`, false],
    ['amina', false],
    ['amina@', false],
    ['@mapato.demo', false],
    ['amina@mapato', false],
    ['amina@mapato.d', false],
    ['amina@.demo', false],
    ['amina@mapato..demo', false],
    ['amina@@mapato.demo', false],
    ['am ina@mapato.demo', false],
    [' amina@mapato.demo', false],
    ['amina@mapato.123', false],
    ['', false],
  ])('isValidEmail(%j) is %s', (s, expected) => {
    expect(isValidEmail(s)).toBe(expected);
  });
});

describe('checkEmail', () => {
  it.each([
    ['', 'This field is required.'],
    ['   ', 'This field is required.'],
    ['amina', 'Please enter a valid email address.'],
    [' amina@mapato.demo ', null],
  ])('%j → %j', (s, expected) => {
    expect(checkEmail(s)).toBe(expected);
  });
});
