import { describe, it, expect } from 'vitest';
import {
  FULL_NAME_MIN_LENGTH,
  checkDailyWithdrawalLimit,
  checkFullName,
  checkMpesaNumber,
  checkWithdrawalAmount,
  remainingDailyWithdrawal,
  validateWithdrawalForm,
  withdrawalSubmitState,
} from './validate-withdrawal.ts';

const mpesa = 'Please enter a valid Mpesa number (e.g., 0712345678 or 254712345678)';
const amountInvalid = 'Please enter a valid amount';
const whole = 'Please enter a whole number of shillings';
const minimum = 'Minimum withdrawal is KSh 1,000';
const exceeded = (b: string) => `You can't withdraw more than your available balance (${b})`;

describe('checkMpesaNumber', () => {
  it.each([
    ['0712345678', null],
    ['+254 112 345 678', null],
    ['0812345678', mpesa],
    ['', mpesa],
  ])('%j → %j', (s, expected) => {
    expect(checkMpesaNumber(s)).toBe(expected);
  });
});

describe('checkFullName', () => {
  it('has the documented bounds', () => {
    expect(FULL_NAME_MIN_LENGTH).toBe(3);
  });

  it.each([
    ['', 'Please enter your full name'],
    ['   ', 'Please enter your full name'],
    ['Al', 'Name must be at least 3 characters'],
    ['  Al  ', 'Name must be at least 3 characters'],
    ['Ali', null],
    ['Amina Wanjiru', null],
    ['a'.repeat(100), null],
    [` ${'a'.repeat(100)} `, null],
    ['a'.repeat(101), 'Name must be at most 100 characters'],
  ])('%j → %j', (s, expected) => {
    expect(checkFullName(s)).toBe(expected);
  });
});

describe('checkWithdrawalAmount', () => {
  it.each<[string | number, number, string | null]>([
    ['', 5000, amountInvalid],
    ['abc', 5000, amountInvalid],
    [Number.NaN, 5000, amountInvalid],
    [Infinity, 5000, amountInvalid],
    ['1500.50', 5000, whole],
    [1000.5, 5000, whole],
    ['999', 5000, minimum],
    [0, 5000, minimum],
    ['-2000', 5000, minimum],
    ['1000', 5000, null],
    [' 1,500 ', 5000, null],
    [5000, 5000, null],
    ['5001', 5000, exceeded('KSh 5,000')],
    ['2600', 2500, exceeded('KSh 2,500')],
    [1_000_000_001, 2_000_000_000, exceeded('KSh 2,000,000,000')],
    ['1000', 999, exceeded('KSh 999')],
    ['1000', Number.NaN, exceeded('N/A')],
  ])('%j with balance %d → %j', (amount, balance, expected) => {
    expect(checkWithdrawalAmount(amount, balance)).toBe(expected);
  });
});

describe('daily withdrawal limit', () => {
  it.each([
    [0, 70000],
    [12500, 57500],
    [70000, 0],
    [80000, 0],
    [Number.NaN, 0],
  ])('after KSh %d today, KSh %d remain', (withdrawn, remaining) => {
    expect(remainingDailyWithdrawal(withdrawn)).toBe(remaining);
  });

  it.each([
    [70000, 0, null],
    [70001, 0, 'Daily withdrawal limit is KSh 70,000. You can withdraw up to KSh 70,000 more today.'],
    [57500, 12500, null],
    [60000, 12500, 'Daily withdrawal limit is KSh 70,000. You can withdraw up to KSh 57,500 more today.'],
    [1000, 70000, 'Daily withdrawal limit is KSh 70,000. You can withdraw up to KSh 0 more today.'],
  ])('withdrawing %d after %d → %j', (amount, withdrawn, expected) => {
    expect(checkDailyWithdrawalLimit(amount, withdrawn)).toBe(expected);
  });
});

describe('validateWithdrawalForm', () => {
  it('returns no errors for a valid form', () => {
    expect(
      validateWithdrawalForm({
        fullName: 'Amina Wanjiru',
        mpesaNumber: '0712345678',
        withdrawAmount: '1000',
        balance: 1600,
      }),
    ).toEqual({});
  });

  it('reports every failing field with its own message', () => {
    expect(
      validateWithdrawalForm({
        fullName: 'Al',
        mpesaNumber: '0812',
        withdrawAmount: '2000',
        balance: 1600,
      }),
    ).toEqual({
      fullName: 'Name must be at least 3 characters',
      mpesaNumber: mpesa,
      withdrawAmount: exceeded('KSh 1,600'),
    });
  });

  it.each([
    [{ fullName: '' }, { fullName: 'Please enter your full name' }],
    [{ mpesaNumber: '' }, { mpesaNumber: mpesa }],
    [{ withdrawAmount: 'x' }, { withdrawAmount: amountInvalid }],
  ])('reports only the failing field %j', (change, errors) => {
    const base = {
      fullName: 'Brian Otieno',
      mpesaNumber: '254112345678',
      withdrawAmount: '1500',
      balance: 12480,
    };
    expect(validateWithdrawalForm({ ...base, ...change })).toEqual(errors);
  });
});

describe('withdrawalSubmitState', () => {
  it.each([
    [5000, true, { disabled: true, label: 'Processing...' }],
    [500, true, { disabled: true, label: 'Processing...' }],
    [999, false, { disabled: true, label: 'Minimum withdrawal is KSh 1,000' }],
    [0, false, { disabled: true, label: 'Minimum withdrawal is KSh 1,000' }],
    [Number.NaN, false, { disabled: true, label: 'Minimum withdrawal is KSh 1,000' }],
    [1000, false, { disabled: false, label: 'Withdraw Funds' }],
    [86250, false, { disabled: false, label: 'Withdraw Funds' }],
  ])('balance %d, processing %s → %j', (balance, processing, state) => {
    expect(withdrawalSubmitState(balance, processing)).toEqual(state);
  });
});
