import { describe, it, expect } from 'vitest';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  checkInvitationCode,
  checkPassword,
  checkUsername,
  normaliseUsername,
  usernameKey,
} from './credentials.ts';

const usernameInvalid = 'Username must be 3–32 characters: letters, digits, _ or .';

describe('checkUsername', () => {
  it.each([['amina'], ['Brian_Otieno'], ['j.k'], ['abc'], ['a'.repeat(32)], ['user2026'], [' amina '], ['...']])(
    '%j is accepted',
    (u) => {
      expect(checkUsername(u)).toBeNull();
    },
  );

  it.each([['ab'], ['a'.repeat(33)], [''], ['   '], ['amina wanjiru'], ['amina-w'], ['amina@x'], ['wanjikũ'], ['zoë']])(
    '%j is rejected',
    (u) => {
      expect(checkUsername(u)).toBe(usernameInvalid);
    },
  );
});

describe('normaliseUsername and usernameKey', () => {
  it.each([
    [' Amina ', 'Amina', 'amina'],
    ['BRIAN', 'BRIAN', 'brian'],
    ['wanjiku', 'wanjiku', 'wanjiku'],
  ])('%j → %j, key %j', (u, normal, key) => {
    expect(normaliseUsername(u)).toBe(normal);
    expect(usernameKey(u)).toBe(key);
  });
});

describe('checkPassword', () => {
  it('has the documented bounds', () => {
    expect([PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH]).toEqual([8, 72]);
  });

  it.each([
    ['', 'Password must be at least 8 characters.'],
    ['1234567', 'Password must be at least 8 characters.'],
    ['🔒🔒🔒🔒🔒🔒🔒', 'Password must be at least 8 characters.'],
    ['12345678', null],
    ['        ', null],
    ['🔒🔒🔒🔒🔒🔒🔒🔒', null],
    ['x'.repeat(72), null],
    ['x'.repeat(73), 'Password must be at most 72 characters.'],
  ])('%j → %j', (p, expected) => {
    expect(checkPassword(p)).toBe(expected);
  });
});

describe('checkInvitationCode', () => {
  it.each([
    ['', 'amina', null],
    ['   ', 'amina', null],
    ['brian', 'amina', null],
    ['amina', 'amina', 'You cannot use your own username as invitation code.'],
    [' AMINA ', 'Amina', 'You cannot use your own username as invitation code.'],
  ])('code %j for %j → %j', (code, own, expected) => {
    expect(checkInvitationCode(code, own)).toBe(expected);
  });
});
