// Money that moves by itself in the mocks (the server's --mpesa simulator): a bond paid by an
// M-Pesa prompt, answered later by the simulated phone, and small payouts sent without a person.

import { describe, expect, it } from 'vitest';
import { account, api, eventually, provePayoutNumber, signIn, useMocks } from './test/support.ts';
import { m } from '@mapato/i18n';

// The unanswered prompt lasts well past the 50 ms after which it must still be waiting: a loaded
// machine can fire that timer hundreds of milliseconds late.
const mocks = useMocks({ payments: { phoneDelayMs: 20, payoutDelayMs: 20, promptTimeoutMs: 800 } });
const REGISTRATIONS = '/api/collections/registration/records';
const WITHDRAWALS = '/api/collections/withdrawal/records';
const memberOf = (id: string) => mocks.store.users.find((u) => u.record.id === id)!.record;
const registration = (id: string) => mocks.store.registrations.find((r) => r.id === id)!;
const withdrawal = (id: string) => mocks.store.withdrawals.find((w) => w.id === id)!;
const settled = (id: string) => eventually(() => !registration(id).processing && registration(id));

describe('GET /api/payments/methods', () => {
  it('says bonds can be paid by an M-Pesa prompt, to guests too', async () => {
    expect(await api('/api/payments/methods')).toMatchObject({
      status: 200,
      body: { stk: true, autoPayoutMax: 5000, ussdCode: '*384*6272#' },
    });
  });
});

describe('a bond paid by an M-Pesa prompt', () => {
  it("prompts the member's own phone, then confirms the upgrade with M-Pesa's receipt", async () => {
    const me = await signIn(2);
    const res = await api(REGISTRATIONS, { method: 'POST', token: me.token, json: { level: 3 } });
    expect(res.body).toMatchObject({
      level: 3,
      amount: 10_000,
      method: 'stk',
      msisdn: account(2).phone.replace('+', ''),
      mpesa_ref: '',
      reason: '',
      processing: true,
      declined: false,
    });
    expect(memberOf(me.id).level).toBe(2);
    const done = await settled(res.body.id);
    expect(done).toMatchObject({ declined: false, reason: '', mpesa_ref: expect.stringMatching(/^Q[A-Z0-9]{9}$/) });
    // Level 2's 3,000 and now 10,000: the investment is what the member paid in bonds (ADR 048).
    expect(memberOf(me.id)).toMatchObject({ level: 3, investment: 13_000 });
  });

  it.each([
    ['0700 001 032', m.mpesaCancelled()],
    ['+254700002001', m.mpesaWrongPin()],
    ['254700000001', m.mpesaNoFunds()],
  ])('declines the prompt sent to %s with the reason, and changes nothing', async (msisdn, reason) => {
    const me = await signIn(2);
    const res = await api(REGISTRATIONS, { method: 'POST', token: me.token, json: { level: 3, msisdn } });
    expect(res.body.msisdn).toMatch(/^2547000/);
    expect(await settled(res.body.id)).toMatchObject({ declined: true, reason, mpesa_ref: '' });
    expect(memberOf(me.id).level).toBe(2);
    // Declined: the member may ask again at once.
    const again = await api(REGISTRATIONS, { method: 'POST', token: me.token, json: { level: 3 } });
    expect(again.status).toBe(200);
  });

  it('keeps a prompt M-Pesa never settles Processing, and refuses a second request meanwhile', async () => {
    const me = await signIn(5);
    const first = await api(REGISTRATIONS, {
      method: 'POST',
      token: me.token,
      json: { level: 6, msisdn: '0700000999' },
    });
    expect(first.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(registration(first.body.id).processing).toBe(true);
    const second = await api(REGISTRATIONS, { method: 'POST', token: me.token, json: { level: 6 } });
    expect(second.body.data.level).toEqual({ code: 'validation_pending_upgrade', message: m.upgradePending() });
  });

  it('ends a prompt nobody answers once it expired: M-Pesa did not answer, and Try again sends a new one', async () => {
    const me = await signIn(2);
    const ask = () => api(REGISTRATIONS, { method: 'POST', token: me.token, json: { level: 3, msisdn: '0700000000' } });
    const first = await ask();
    expect(first.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(registration(first.body.id).processing).toBe(true);
    expect(await settled(first.body.id)).toMatchObject({ declined: true, reason: m.mpesaNoAnswer(), mpesa_ref: '' });
    expect(memberOf(me.id).level).toBe(2);
    const again = await ask();
    expect(again.status).toBe(200);
    expect(again.body.id).not.toBe(first.body.id);
    expect(again.body).toMatchObject({ processing: true, declined: false });
  });

  it('refuses a number that is not M-Pesa with the withdrawal form’s message', async () => {
    const me = await signIn(2);
    const res = await api(REGISTRATIONS, { method: 'POST', token: me.token, json: { level: 3, msisdn: '0812345678' } });
    expect(res.body).toEqual({
      status: 400,
      message: 'Failed to create record.',
      data: { msisdn: { code: 'validation_invalid_value', message: m.mpesaInvalid() } },
    });
  });

  it('still takes a typed reference, which waits for an operator', async () => {
    const me = await signIn(2);
    const json = { level: 3, mpesa_ref: 'qk12345678' };
    const res = await api(REGISTRATIONS, { method: 'POST', token: me.token, json });
    expect(res.body).toMatchObject({ method: 'manual', msisdn: '', mpesa_ref: 'QK12345678', processing: true });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(registration(res.body.id).processing).toBe(true);
  });
});

describe('payouts that go out by themselves', () => {
  const ok = { amount: 1000, mpesa_number: '0722000111', full_name: 'Brian Otieno' }; // his own phone

  it('sends a small payout: Pending, Processing, then Completed with a receipt; the debit stays', async () => {
    const me = await signIn(2);
    const res = await api(WITHDRAWALS, { method: 'POST', token: me.token, json: ok });
    expect(res.body).toMatchObject({ status: 'pending', receipt: '', reason: '' });
    const w = withdrawal(res.body.id);
    await eventually(() => w.processing);
    expect(w.status).toBe('processing');
    await eventually(() => w.disbursed);
    expect(w).toMatchObject({
      status: 'disbursed',
      processing: false,
      receipt: expect.stringMatching(/^Q[A-Z0-9]{9}$/),
    });
    expect(w.processed_at).not.toBe('');
    expect(memberOf(me.id).balance).toBe(me.balance - 1000);
  });

  it('declines a payout M-Pesa refuses, with the reason, and refunds it', async () => {
    const me = await signIn(2);
    // The simulator's "payouts paused" number, proved first as any other number must be.
    await provePayoutNumber(mocks.store, me, '0700000001');
    const res = await api(WITHDRAWALS, {
      method: 'POST',
      token: me.token,
      json: { ...ok, mpesa_number: '0700000001' },
    });
    const w = await eventually(() => withdrawal(res.body.id).declined && withdrawal(res.body.id));
    expect(w).toMatchObject({ status: 'declined', reason: m.mpesaPayoutsPaused(), receipt: '' });
    expect(memberOf(me.id).balance).toBe(me.balance);
  });

  it('leaves a payout above KSh 5,000 Pending for an operator', async () => {
    const me = await signIn(2);
    const res = await api(WITHDRAWALS, { method: 'POST', token: me.token, json: { ...ok, amount: 5001 } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(withdrawal(res.body.id)).toMatchObject({ status: 'pending', processing: false });
  });
});
