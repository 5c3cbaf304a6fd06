// A client's refund in the mocks answers as the server's does (docs/decisions/065-client-refunds.md):
// the balance moves at once, a small refund is paid a moment later with a receipt, a larger one
// waits for an admin, and the server's sentences refuse what the server refuses.
import { describe, expect, it } from 'vitest';
import { api, useMocks } from '../test/support.ts';
import { DEMO_CLIENT } from './seed.ts';

useMocks({ payments: { payoutDelayMs: 10 } });

async function signIn(): Promise<string> {
  const res = await api('/api/collections/clients/auth-with-password', {
    method: 'POST',
    json: { identity: DEMO_CLIENT.email, password: DEMO_CLIENT.password },
  });
  return res.body.token as string;
}

const refund = (token: string, amount: unknown) =>
  api('/api/client/refunds', { method: 'POST', token, json: { amount } });

async function refundsWhen(token: string, ready: (items: any[]) => boolean) {
  for (let i = 0; i < 100; i++) {
    const items = (await api('/api/client/refunds', { token })).body.items as any[];
    if (ready(items)) return items;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('the refund never got there');
}

describe('a client’s refund in the mocks', () => {
  it('takes the money off the balance at once and pays a small refund with a receipt', async () => {
    const token = await signIn();
    const asked = await refund(token, 820);
    expect(asked.body).toMatchObject({ amount: 820, msisdn: '254711223344', state: 'sending', needed: 1 });
    const ledger = (await api('/api/client/ledger', { token })).body;
    expect(ledger.balance).toBe(1_000);
    expect(ledger.items[0]).toMatchObject({ kind: 'refund', amount: -820, balance_after: 1_000, ref: asked.body.id });
    const [paid] = await refundsWhen(token, (items) => items[0]?.state === 'paid');
    expect(paid.receipt).toMatch(/^Q[A-Z0-9]{9}$/);
  });

  it('refuses more than the balance and amounts outside M-Pesa’s limits, in the server’s words', async () => {
    const token = await signIn();
    const over = await refund(token, 5_000);
    expect(over).toMatchObject({
      status: 400,
      body: { data: { amount: { message: 'Your balance is KSh 1,820: ask for at most that.' } } },
    });
    expect((await refund(token, 9)).status).toBe(400);
    expect((await api('/api/client/refunds', { token })).body.items).toEqual([]);
    expect((await api('/api/client/ledger', { token })).body.balance).toBe(1_820);
  });
});
