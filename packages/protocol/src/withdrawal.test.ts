// The withdrawal body, the form's rules and the refusals only the books can decide.
import { balanceExceededMessage, dailyLimitMessage } from '@mapato/core';
import { describe, expect, it } from 'vitest';
import { canonicalRequest } from './request-fingerprint.ts';
import {
  checkWithdrawal,
  dailyLimitRefusal,
  insufficientBalance,
  phoneHoldRefusal,
  readWithdrawal,
  withdrawalFingerprint,
} from './withdrawal.ts';
import { m } from '@mapato/i18n';

const form = { amount: '1,000', mpesa_number: '0712 345 678', full_name: ' Achieng Odhiambo ' };

describe('readWithdrawal', () => {
  it("accepts the original client's payload", () => {
    const sent = { ...form, user: 'u1', status: 'pending', processed_at: null };
    expect(readWithdrawal(sent, 'u1')).toEqual({
      ok: true,
      value: { amount: '1,000', mpesaNumber: '0712 345 678', fullName: ' Achieng Odhiambo ' },
    });
  });

  it('refuses a status or an owner other than the default', () => {
    expect(readWithdrawal({ ...form, status: 'disbursed', user: 'u2' }, 'u1')).toMatchObject({
      ok: false,
      error: { data: { status: { code: 'validation_read_only' }, user: { code: 'validation_read_only' } } },
    });
  });
});

describe('checkWithdrawal', () => {
  it('gives the amount as a number, the number normalised and the name trimmed', () => {
    const body = { amount: '1,000', mpesaNumber: '0712 345 678', fullName: ' Achieng Odhiambo ' };
    expect(checkWithdrawal(body, 5000)).toEqual({
      ok: true,
      value: { amount: 1000, msisdn: '254712345678', fullName: 'Achieng Odhiambo' },
    });
  });

  it('reports every field with core’s words', () => {
    const out = checkWithdrawal({ amount: true, mpesaNumber: '12', fullName: 'A' }, 5000);
    expect(out).toMatchObject({
      ok: false,
      error: {
        message: 'Failed to create record.',
        data: {
          amount: { code: 'validation_invalid_value', message: m.amountInvalid() },
          mpesa_number: { code: 'validation_invalid_value' },
          full_name: { code: 'validation_invalid_value' },
        },
      },
    });
  });
});

describe('refusals', () => {
  it('names the balance the debit found', () => {
    expect(insufficientBalance(700).data).toEqual({
      amount: { code: 'validation_insufficient_balance', message: balanceExceededMessage(700) },
    });
  });

  it('refuses only past the daily limit', () => {
    expect(dailyLimitRefusal(1000, 69_000)).toBeNull();
    expect(dailyLimitRefusal(1001, 69_000)?.data).toEqual({
      amount: { code: 'validation_daily_limit', message: dailyLimitMessage(1000) },
    });
  });

  it('holds an account that shares its phone', () => {
    expect(phoneHoldRefusal().data.amount).toEqual({ code: 'validation_phone_hold', message: m.phoneHold() });
  });
});

describe('withdrawalFingerprint', () => {
  it('reads amounts and drops accepted echoes', () => {
    const fp = (body: unknown) => canonicalRequest('withdrawal.create', body, withdrawalFingerprint('u1'));
    expect(fp({ ...form, amount: 1000, user: 'u1', status: 'pending' })).toBe(fp(form));
    expect(fp({ ...form, user: 'u2' })).not.toBe(fp(form));
  });
});
