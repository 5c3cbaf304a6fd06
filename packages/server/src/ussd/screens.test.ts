// Every screen the menu can show, in both languages and with the longest values it can carry,
// fits one USSD page: at most 182 characters, GSM-7 only (one other character halves the room).
import { gsm7Septets, isGsm7, USSD_MAX_CHARS } from '@mapato/core';
import { getLocale, locales, type Locale } from '@mapato/i18n';
import { describe, expect, it } from 'vitest';
import { checkAmount } from './amount.ts';
import { invalidChoice, nairobiClock, plainLine, screens } from './screens.ts';
import type { RecentWithdrawal } from './services.ts';

const MOST = 9_999_999;
const SITE = 'www.mapato.co.ke';
const NUMBERS = ['254712345678', '+255712345678'];
const LATE = new Date('2026-12-28T20:59:00Z');
const row = (status: RecentWithdrawal['status']): RecentWithdrawal => ({ amount: MOST, status, created: LATE });
const ROWS = [row('Processing'), row('Completed'), row('Declined')];
const LONG_REFUSAL = `\u201cWithdrawals are paused\u201d \u2014 ${'please contact support '.repeat(12)}\u2026`;

/** Every refusal an amount can get, from core's own rules. */
function amountProblems(locale: Locale): { fixed: string[]; money: string[] } {
  const cases = [
    { input: '12a', balance: MOST, today: 0 },
    { input: '1500.5', balance: MOST, today: 0 },
    { input: '999', balance: MOST, today: 0 },
    { input: '99999999999', balance: MOST, today: 0 },
    { input: '9999999', balance: 9_999_998, today: 0 },
    { input: '70001', balance: MOST, today: 0 },
    { input: '1000', balance: MOST, today: 69_999 },
  ];
  const fixed: string[] = [];
  const money: string[] = [];
  for (const { input, balance, today } of cases) {
    const check = checkAmount(input, { balance, withdrawnToday: today }, locale);
    if (check.ok) throw new Error(`${input} should be refused`);
    (check.fixed ? fixed : money).push(check.problem);
  }
  return { fixed, money };
}

/** Each screen with each variant; a screen added to screens.ts fails typecheck until listed. */
const variants: Record<keyof typeof screens, (locale: Locale) => string[]> = {
  home: (l) => [screens.home(l), screens.home(l, invalidChoice(l))],
  balanceSent: (l) => [screens.balanceSent(l)],
  amount: (l) => [screens.amount(l), ...amountProblems(l).fixed.map((p) => screens.amount(l, p))],
  amountRefused: (l) => amountProblems(l).money.map((p) => screens.amountRefused(p)),
  confirm: (l) => NUMBERS.flatMap((n) => [screens.confirm(l, MOST, n), screens.confirm(l, MOST, n, invalidChoice(l))]),
  pin: (l) => [screens.pin(l)],
  pinFormat: (l) => [screens.pinFormat(l)],
  pinWrong: (l) => [screens.pinWrong(l, 2), screens.pinWrong(l, 99)],
  locked: (l) => [screens.locked(l, LATE, SITE)],
  withdrawn: (l) => NUMBERS.flatMap((n) => [screens.withdrawn(l, MOST, n, false), screens.withdrawn(l, MOST, n, true)]),
  withdrawRefused: (l) => [screens.withdrawRefused(l, LONG_REFUSAL), screens.withdrawRefused(l, '')],
  history: (l) => [screens.history(l, ROWS), screens.history(l, []), screens.history(l, ROWS, invalidChoice(l))],
  language: (l) => [screens.language(l), screens.language(l, invalidChoice(l))],
  languageSet: (l) => [screens.languageSet(l)],
  join: () => [screens.join(SITE)],
  verifyPhone: (l) => [screens.verifyPhone(l, SITE)],
  setPin: (l) => [screens.setPin(l, SITE)],
  sessionEnded: (l) => [screens.sessionEnded(l)],
  failed: (l) => [screens.failed(l)],
};

describe.each(locales)('every screen in %s', (locale) => {
  it.each(Object.keys(variants) as (keyof typeof screens)[])('%s fits one USSD page in GSM-7', (name) => {
    for (const screen of variants[name](locale)) {
      expect(screen).toMatch(/^(CON|END) \S/);
      expect(gsm7Septets(screen), screen).toBeLessThanOrEqual(USSD_MAX_CHARS);
      expect(isGsm7(screen), screen).toBe(true);
    }
  });
});

describe('screens', () => {
  it('speak the member’s language, whatever the request’s', () => {
    expect(getLocale()).toBe('en');
    expect(screens.amount('sw')).toContain('Unaweza kutoa kuanzia KSh 1,000');
    expect(screens.history('sw', ROWS)).toContain('28 Desemba 2026 KSh 9,999,999 Inashughulikiwa');
    expect(getLocale()).toBe('en');
  });

  it('show the amount, the number as Kenyans write it, and nothing to confirm but 1', () => {
    expect(screens.confirm('en', 1500, '254712345678')).toBe(
      'CON Send KSh 1,500 to 0712 345 678?\n1 Confirm\n0 Back 00 Home',
    );
  });

  it('tell when a lock opens in Nairobi time', () => {
    expect(nairobiClock(new Date('2026-03-01T21:05:00Z'))).toBe('00:05');
    expect(screens.locked('en', new Date('2026-03-01T11:30:00Z'), SITE)).toContain('until 14:30');
  });

  it('make a refusal they are handed fit, in plain characters', () => {
    expect(plainLine('\u201cNo\u201d \u2014 wait\u2026 \u00e7a', 100)).toBe('"No" - wait... ?a');
    expect(plainLine('a'.repeat(200), 10)).toBe('aaaaaaa...');
    expect(plainLine('[]'.repeat(10), 10)).toBe('[][...');
    expect(screens.withdrawRefused('sw', '')).toBe('END Imeshindikana kutoa pesa');
  });
});
