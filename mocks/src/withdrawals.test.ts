// The money rules of a withdrawal in the mocks: the same checks, messages and debit as the server.
import {
  balanceExceededMessage,
  DAILY_WITHDRAWAL_LIMIT,
  dailyLimitMessage,
  minimumWithdrawalMessage,
} from '@mapato/core';
import { describe, expect, it } from 'vitest';
import { createStore } from './store.ts';
import { account, api, signIn, useMocks } from './test/support.ts';
import { m } from '@mapato/i18n';

let clock = new Date('2026-11-22T09:00:00Z'); // 12:00 in Nairobi
const mocks = useMocks({ store: createStore({ now: () => clock }) });
const URL = '/api/collections/withdrawal/records';
// Brian's own phone (signIn(2)): another number is paid only once proved (payout-numbers.test.ts).
const ok = { amount: 1500, mpesa_number: '0722000111', full_name: 'Achieng Odhiambo' };
const withdraw = (token: string, json: unknown, headers: Record<string, string> = {}) =>
  api(URL, { method: 'POST', token, json, headers });
const balanceOf = (id: string) => mocks.store.users.find((u) => u.record.id === id)?.record.balance;

describe('create withdrawal', () => {
  it('debits the balance in the same step and stores a pending, normalised record', async () => {
    const me = await signIn(2);
    const res = await withdraw(me.token, { ...ok, mpesa_number: '+254 722 000 111' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      amount: 1500,
      mpesa_number: '254722000111',
      status: 'pending',
      processed_at: '',
      uid: me.id,
      user: me.id,
      collectionName: 'withdrawal',
      collectionId: 'pbc_2476542933',
    });
    expect(balanceOf(me.id)).toBe(me.balance - 1500);
  });

  it('accepts the original client payload (user, status pending, processed_at null)', async () => {
    const me = await signIn(2);
    const res = await withdraw(me.token, { ...ok, user: me.id, status: 'pending', processed_at: null });
    expect(res.status).toBe(200);
  });

  it.each([
    ['below the minimum', { amount: 999 }, 'amount', minimumWithdrawalMessage()],
    ['a fractional amount', { amount: 1500.5 }, 'amount', m.wholeShillings()],
    ['an amount that is not a number', { amount: 'NaN' }, 'amount', m.amountInvalid()],
    ['more than the balance', { amount: 12_481 }, 'amount', balanceExceededMessage(12_480)],
    ['a bad M-Pesa number', { mpesa_number: '0812345678' }, 'mpesa_number', m.mpesaInvalid()],
    ['a two-letter name', { full_name: 'Al' }, 'full_name', m.fullNameTooShort()],
  ])('refuses %s with the core message and debits nothing', async (_n, patch, field, message) => {
    const me = await signIn(2);
    const res = await withdraw(me.token, { ...ok, ...patch });
    expect(res.body).toEqual({
      status: 400,
      message: 'Failed to create record.',
      data: { [field]: { code: 'validation_invalid_value', message } },
    });
    expect(balanceOf(me.id)).toBe(me.balance);
  });

  it.each([
    ['status set to disbursed', { status: 'disbursed' }, 'status', 'validation_read_only'],
    ['a withdrawal for someone else', { user: 'abcdefghijklmno' }, 'user', 'validation_read_only'],
    ['an unknown field', { fee: 0 }, 'fee', 'validation_unknown_field'],
  ])('refuses %s', async (_n, patch, field, code) => {
    const me = await signIn(2);
    expect((await withdraw(me.token, { ...ok, ...patch })).body.data).toEqual({
      [field]: { code, message: expect.any(String) },
    });
  });

  it('lists every missing field of an empty body at once', async () => {
    const me = await signIn(2);
    const res = await api(URL, { method: 'POST', token: me.token, raw: '' });
    expect(Object.keys(res.body.data).sort()).toEqual(['amount', 'full_name', 'mpesa_number']);
  });

  it('is a 401 for a guest', async () => {
    expect((await api(URL, { method: 'POST', json: ok })).status).toBe(401);
  });

  it('caps a Nairobi day at KSh 70,000 (declined ones not counted), and the next day starts afresh', async () => {
    clock = new Date('2026-11-23T20:00:00Z'); // 23:00 in Nairobi
    mocks.store.reset(); // the seed's KSh 4,500 of withdrawals happen "today"
    const me = await signIn(5);
    const hers = { ...ok, mpesa_number: account(5).phone };
    const seeded = 1000 + 1500 + 2000;
    const first = await withdraw(me.token, { ...hers, amount: DAILY_WITHDRAWAL_LIMIT - seeded - 500 });
    expect(first.status).toBe(200);
    const over = await withdraw(me.token, { ...hers, amount: 1000 });
    expect(over.body.data.amount).toEqual({ code: 'validation_daily_limit', message: dailyLimitMessage(500) });
    clock = new Date('2026-11-23T21:00:00Z'); // midnight in Nairobi
    expect((await withdraw(me.token, { ...hers, amount: 1000 })).status).toBe(200);
    clock = new Date('2026-11-22T09:00:00Z');
  });

  it('returns the first answer for a retried Idempotency-Key and debits once', async () => {
    const me = await signIn(2);
    const first = await withdraw(me.token, ok, { 'idempotency-key': 'pay-1' });
    const retry = await withdraw(me.token, ok, { 'idempotency-key': 'pay-1' });
    expect(retry).toMatchObject({ status: 200, body: first.body });
    expect(balanceOf(me.id)).toBe(me.balance - 1500);
    expect((await withdraw(me.token, { ...ok, amount: 2000 }, { 'idempotency-key': 'pay-1' })).status).toBe(400);
    expect((await withdraw(me.token, ok, { 'idempotency-key': '' })).status).toBe(400);
  });
});
