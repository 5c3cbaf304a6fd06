import { describe, it, expect } from 'vitest';
import { checkPassword, checkUsername } from './credentials.ts';
import { DEMO_ACCOUNTS, DEMO_CLIENT } from './demo-accounts.ts';
import { isValidEmail } from './email.ts';
import { MAX_AMOUNT } from './constants.ts';
import { levelInfo } from './levels.ts';
import { isValidMpesaNumber } from './mpesa-number.ts';
import { isValidPhone } from './phone.ts';

describe('DEMO_ACCOUNTS', () => {
  it('holds the three demo members', () => {
    expect(DEMO_ACCOUNTS.map((a) => [a.username, a.name, a.level, a.balance])).toEqual([
      ['amina', 'Amina Wanjiru', 1, 1600],
      ['brian', 'Brian Otieno', 2, 12480],
      ['wanjiku', 'Wanjiku Kamau', 5, 86250],
    ]);
  });

  // A demo account that our own validators reject would break the seed and the mocks.
  it.each(DEMO_ACCOUNTS.map((a) => [a.username, a]))('%s passes every rule it will meet', (_name, a) => {
    expect(checkUsername(a.username)).toBeNull();
    expect(checkPassword(a.password)).toBeNull();
    expect(a.email).toBe(`${a.username}@mapato.demo`);
    expect(isValidEmail(a.email)).toBe(true);
    expect(isValidPhone(a.phone)).toBe(true);
    expect(a.phone.startsWith('+254')).toBe(true);
    expect(isValidMpesaNumber(a.phone)).toBe(true);
    expect(levelInfo(a.level)).toBeDefined();
    expect(Number.isInteger(a.balance) && Math.abs(a.balance) <= MAX_AMOUNT).toBe(true);
  });

  it('uses distinct usernames, emails and phones', () => {
    for (const key of ['username', 'email', 'phone'] as const) {
      expect(new Set(DEMO_ACCOUNTS.map((a) => a[key])).size).toBe(3);
    }
  });

  it('has one member who reads Kiswahili, so the Kiswahili demo work has someone to show it to', () => {
    expect(DEMO_ACCOUNTS.filter((a) => a.locale === 'sw').map((a) => a.username)).toEqual(['wanjiku']);
  });

  it('is frozen', () => {
    expect(Object.isFrozen(DEMO_ACCOUNTS)).toBe(true);
    expect(DEMO_ACCOUNTS.every((a) => Object.isFrozen(a))).toBe(true);
  });
});

describe('DEMO_CLIENT', () => {
  it('passes the rules a client account meets', () => {
    expect(isValidEmail(DEMO_CLIENT.email)).toBe(true);
    expect(checkPassword(DEMO_CLIENT.password)).toBeNull();
    expect(isValidMpesaNumber(DEMO_CLIENT.phone)).toBe(true);
    expect(DEMO_ACCOUNTS.map((a) => a.phone)).not.toContain(DEMO_CLIENT.phone);
    expect(Object.isFrozen(DEMO_CLIENT)).toBe(true);
  });
});
