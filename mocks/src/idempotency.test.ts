// Idempotency-Key in the mocks, as on the server: the stored answer comes before any check, and
// "the same request" ignores key order, the amount's written form and accepted echoes.
import { describe, expect, it } from 'vitest';
import { createStore } from './store.ts';
import { api, signIn, useMocks } from './test/support.ts';

const mocks = useMocks({ store: createStore({ now: () => new Date('2026-11-22T09:00:00Z') }) });
const userOf = (id: string) => mocks.store.users.find((u) => u.record.id === id)!.record;
const post = (path: string, token: string, key: string, json?: unknown) =>
  api(path, { method: 'POST', token, json, headers: { 'idempotency-key': key } });
const differentRequest = {
  status: 400,
  body: { message: 'This Idempotency-Key was already used for a different request.' },
};

describe('Idempotency-Key: the stored answer first', () => {
  const W = '/api/collections/withdrawal/records';
  const ok = { amount: 1000, mpesa_number: '0722000111', full_name: 'Achieng Odhiambo' }; // Brian's own phone

  it('replays a full-balance withdrawal at balance 0, in any field order and amount form', async () => {
    const me = await signIn(2);
    userOf(me.id).balance = 1000;
    const mine = () => mocks.store.withdrawals.filter((w) => w.uid === me.id).length;
    const before = mine();
    const first = await post(W, me.token, 'all-in', ok);
    expect(first).toMatchObject({ status: 200, body: { amount: 1000 } });
    for (const retry of [
      ok,
      { full_name: 'Achieng Odhiambo', mpesa_number: '0722000111', amount: '1000' },
      { ...ok, amount: ' 1,000 ', user: me.id, status: 'pending', processed_at: null },
    ]) {
      expect(await post(W, me.token, 'all-in', retry)).toMatchObject({ status: 200, body: first.body });
    }
    expect(await post(W, me.token, 'all-in', { ...ok, amount: 1500 })).toMatchObject(differentRequest);
    expect(userOf(me.id).balance).toBe(0);
    expect(mine()).toBe(before + 1);
  });

  it('replays an upgrade request after the level changed', async () => {
    const me = await signIn(2);
    const R = '/api/collections/registration/records';
    const first = await post(R, me.token, 'up-1', { level: 3, mpesa_ref: 'QK12345678' });
    expect(first.status).toBe(200);
    mocks.store.registrations.find((r) => r.id === first.body.id)!.processing = false;
    userOf(me.id).level = 3;
    expect(await post(R, me.token, 'up-1', { mpesa_ref: 'QK12345678', level: 3, uid: me.id })).toMatchObject({
      status: 200,
      body: first.body,
    });
    expect(await post(R, me.token, 'up-1', { level: 4, mpesa_ref: 'QK12345678' })).toMatchObject(differentRequest);
  });

  it('replays a task completion; another task with the key is refused; a retired daily slot pays nothing', async () => {
    const me = await signIn(1);
    const first = await post('/api/tasks/join-telegram/complete', me.token, 't1');
    expect(first.body).toMatchObject({ credited: 20 });
    const balance = userOf(me.id).balance;
    expect(await post('/api/tasks/join-telegram/complete', me.token, 't1', {})).toMatchObject({ body: first.body });
    expect(await post('/api/tasks/join-whatsapp/complete', me.token, 't1')).toMatchObject(differentRequest);
    expect((await post('/api/tasks/daily-1/complete', me.token, 's1')).status).toBe(400);
    expect(userOf(me.id).balance).toBe(balance);
  });
});
