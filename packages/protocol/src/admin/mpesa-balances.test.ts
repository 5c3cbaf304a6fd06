// Books against M-Pesa's figure (docs/decisions/071): money in flight explains a gap only in its own
// direction and only up to what is open; anything else is a real difference.
import { describe, expect, it } from 'vitest';
import { compareBalance, readFloatMove, type BalanceComparison } from './mpesa-balances.ts';

const open = { payouts: 1_000, stk: 3_000 };

describe('compareBalance', () => {
  it.each<[BalanceComparison['account'], number, number, boolean, string]>([
    ['mpesa_utility', 9_000, 10_000, false, 'M-Pesa paid a payout we have not heard of'],
    ['mpesa_utility', 8_999, 10_000, true, 'more than the payouts in flight'],
    ['mpesa_utility', 10_500, 10_000, true, 'M-Pesa holds more than the books: payouts cannot explain it'],
    ['mpesa_paybill', 13_000, 10_000, false, 'a prompt paid before its callback'],
    ['mpesa_paybill', 13_001, 10_000, true, 'more than the prompts open'],
    ['mpesa_paybill', 9_999, 10_000, true, 'less on the paybill: prompts cannot explain it'],
  ])('%s M-Pesa %d, books %d: real %s (%s)', (account, mpesa, books, real) => {
    const c = compareBalance(account, mpesa, books, open);
    expect(c.difference).toBe(mpesa - books);
    expect(!c.inFlight).toBe(real);
  });

  it('an equal figure is neither in flight nor a difference', () => {
    expect(compareBalance('mpesa_utility', 5, 5, open)).toEqual({
      account: 'mpesa_utility',
      mpesa: 5,
      books: 5,
      difference: 0,
      inFlight: false,
    });
  });
});

describe('readFloatMove', () => {
  it('takes a move between the M-Pesa accounts, the bank and the owners’ money in', () => {
    expect(
      readFloatMove({ from: 'owner_equity', to: 'mpesa_utility', amount: 50_000, note: ' Opening float ' }),
    ).toEqual({
      ok: true,
      value: { from: 'owner_equity', to: 'mpesa_utility', amount: 50_000, note: 'Opening float' },
    });
  });

  it('refuses paying the owners out, an unknown field and a string amount', () => {
    expect(readFloatMove({ from: 'bank', to: 'owner_equity', amount: 1, note: 'abc' }).ok).toBe(false);
    expect(readFloatMove({ from: 'bank', to: 'mpesa_utility', amount: 1, note: 'abc', extra: 1 }).ok).toBe(false);
    expect(readFloatMove({ from: 'bank', to: 'mpesa_utility', amount: '1', note: 'abc' }).ok).toBe(false);
  });
});
