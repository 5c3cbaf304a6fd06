// Upgrade requests and support messages in the mocks.

import { describe, expect, it } from 'vitest';
import { api, signIn, useMocks } from './test/support.ts';
import { m } from '@mapato/i18n';

const mocks = useMocks();
const URL = '/api/collections/registration/records';

describe('upgrade requests', () => {
  it('creates a processing request at the level bond and changes nothing else', async () => {
    const me = await signIn(2);
    const res = await api(URL, { method: 'POST', token: me.token, json: { level: 3, mpesa_ref: 'qk12345678' } });
    expect(res.body).toMatchObject({
      level: 3,
      amount: 10_000,
      mpesa_ref: 'QK12345678',
      processing: true,
      declined: false,
    });
    expect(mocks.store.users.find((u) => u.record.id === me.id)?.record.level).toBe(2);
  });

  it.each([
    ['the current level', { level: 2, mpesa_ref: 'QK12345678' }, 'level', m.levelNotHigher()],
    ['a malformed reference', { level: 3, mpesa_ref: 'abc' }, 'mpesa_ref', m.mpesaRefInvalid()],
    ['a wrong amount', { level: 3, amount: 10, mpesa_ref: 'QK12345678' }, 'amount', 'The bond for J2 is KSh 10,000.'],
  ])('refuses %s', async (_n, json, field, message) => {
    const me = await signIn(2);
    const res = await api(URL, { method: 'POST', token: me.token, json });
    expect(res.body).toMatchObject({
      status: 400,
      message: 'Failed to create record.',
      data: { [field]: { message } },
    });
  });

  it('allows one request in progress (the level-1 demo member already has one)', async () => {
    const me = await signIn(1);
    const res = await api(URL, { method: 'POST', token: me.token, json: { level: 3, mpesa_ref: 'QK12345678' } });
    expect(res.body.data.level).toEqual({ code: 'validation_pending_upgrade', message: m.upgradePending() });
  });

  it('refuses the receipt of a payout Mapato sent, as the server does', async () => {
    const me = await signIn(5);
    const paid = mocks.store.withdrawals.find((w) => w.receipt !== '');
    const receipt = paid?.receipt ?? 'QKP4YOUT01';
    if (!paid) Object.assign(mocks.store.withdrawals[0]!, { status: 'disbursed', disbursed: true, receipt });
    const res = await api(URL, { method: 'POST', token: me.token, json: { level: 6, mpesa_ref: receipt } });
    expect(res.body.data.mpesa_ref).toEqual({ code: 'validation_payout_receipt', message: m.mpesaRefIsPayout() });
  });

  it('refuses a reference that already paid for an upgrade', async () => {
    const me = await signIn(5);
    const used = mocks.store.registrations[0]!.mpesa_ref;
    const res = await api(URL, { method: 'POST', token: me.token, json: { level: 6, mpesa_ref: used } });
    expect(res.body.data.mpesa_ref.code).toBe('validation_not_unique');
  });
});

describe('support messages', () => {
  const contact = { kind: 'contact', name: 'Akinyi', email: 'akinyi@example.co.ke', message: 'When am I paid?' };

  it('stores a visitor message and a member chat line', async () => {
    const res = await api('/api/support/messages', { method: 'POST', json: contact });
    expect(res.body).toMatchObject({ kind: 'contact', id: expect.stringMatching(/^[a-z0-9]{15}$/) });
    const me = await signIn(1);
    const chat = { kind: 'chat', message: 'Hello?', conversation: 'chat-1234abcd' };
    await api('/api/support/messages', { method: 'POST', token: me.token, json: chat });
    expect(mocks.store.supportMessages.map((row) => row.uid)).toEqual(['', me.id]);
  });

  it.each([
    ['a bad e-mail', { ...contact, email: 'nope' }, 'email', m.emailInvalid()],
    ['an unknown kind', { ...contact, kind: 'complaint' }, 'kind', 'Must be contact, support or chat.'],
    [
      'a chat line without a conversation',
      { kind: 'chat', message: 'hi' },
      'conversation',
      'Missing or invalid conversation id.',
    ],
  ])('refuses %s', async (_n, json, field, message) => {
    const res = await api('/api/support/messages', { method: 'POST', json });
    expect(res.body).toMatchObject({ status: 400, message: 'Failed to send message.', data: { [field]: { message } } });
  });
});
