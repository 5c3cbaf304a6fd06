import { describe, it, expect } from 'vitest';
import {
  CAPTCHA_LENGTH,
  CHAT_REPLY_MS,
  DAILY_WITHDRAWAL_LIMIT,
  DEMO_SIGNIN_MS,
  DEMO_USER_FETCH_MS,
  MAX_AMOUNT,
  MAX_TOASTS,
  NAME_MAX_LENGTH,
  MIN_WITHDRAWAL,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  REFERRAL_REWARD,
  SIGNIN_TOAST_MS,
  SIGNUP_REDIRECT_MS,
  TOAST_DURATION,
  WITHDRAWAL_TOAST_MS,
} from './constants.ts';

describe('constants', () => {
  it.each([
    ['MIN_WITHDRAWAL', MIN_WITHDRAWAL, 1000],
    ['DAILY_WITHDRAWAL_LIMIT', DAILY_WITHDRAWAL_LIMIT, 70000],
    ['REFERRAL_REWARD', REFERRAL_REWARD, 100],
    ['MAX_AMOUNT', MAX_AMOUNT, 1000000000],
    ['CAPTCHA_LENGTH', CAPTCHA_LENGTH, 6],
    ['MAX_TOASTS', MAX_TOASTS, 20],
    ['SIGNIN_TOAST_MS', SIGNIN_TOAST_MS, 2500],
    ['WITHDRAWAL_TOAST_MS', WITHDRAWAL_TOAST_MS, 5000],
    ['SIGNUP_REDIRECT_MS', SIGNUP_REDIRECT_MS, 2000],
    ['CHAT_REPLY_MS', CHAT_REPLY_MS, 1000],
    ['DEMO_SIGNIN_MS', DEMO_SIGNIN_MS, 800],
    ['DEMO_USER_FETCH_MS', DEMO_USER_FETCH_MS, 500],
    ['PAGE_SIZE_DEFAULT', PAGE_SIZE_DEFAULT, 30],
    ['PAGE_SIZE_MAX', PAGE_SIZE_MAX, 1000],
    ['NAME_MAX_LENGTH', NAME_MAX_LENGTH, 100],
  ])('%s is %d', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('has the spec toast durations and cannot be changed at run time', () => {
    expect(TOAST_DURATION).toEqual({
      default: 4000,
      error: 4000,
      success: 2000,
      loading: Infinity,
    });
    expect(Object.isFrozen(TOAST_DURATION)).toBe(true);
  });

  it('keeps the minimum withdrawal under the daily limit and the sanity cap', () => {
    expect(MIN_WITHDRAWAL).toBeLessThan(DAILY_WITHDRAWAL_LIMIT);
    expect(DAILY_WITHDRAWAL_LIMIT).toBeLessThan(MAX_AMOUNT);
  });
});
