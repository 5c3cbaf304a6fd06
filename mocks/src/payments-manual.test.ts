// The mocks as the server's manual mode (--mpesa manual): no M-Pesa prompts, payouts wait.

import { describe, expect, it } from 'vitest';
import { api, signIn, useMocks } from './test/support.ts';
import { m } from '@mapato/i18n';

const mocks = useMocks({ payments: { stk: false, payoutDelayMs: 10 } });

describe('manual payments', () => {
  it('says so, and asks for the reference when a bond comes without one', async () => {
    expect((await api('/api/payments/methods')).body).toEqual({ stk: false, autoPayoutMax: 0, ussdCode: '' });
    const me = await signIn(2);
    const res = await api('/api/collections/registration/records', {
      method: 'POST',
      token: me.token,
      json: { level: 3, msisdn: '0712345678' },
    });
    expect(res.body.data).toEqual({
      mpesa_ref: { code: 'validation_invalid_value', message: m.mpesaRefInvalid() },
    });
  });

  it('keeps a small withdrawal Pending', async () => {
    const me = await signIn(2);
    const json = { amount: 1000, mpesa_number: '0722000111', full_name: 'Brian Otieno' };
    const res = await api('/api/collections/withdrawal/records', { method: 'POST', token: me.token, json });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mocks.store.withdrawals.find((w) => w.id === res.body.id)).toMatchObject({ status: 'pending' });
  });
});
