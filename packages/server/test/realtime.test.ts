// PocketBase realtime through the official SDK (ADR 017): a member hears
// about their own withdrawals, upgrade requests and profile, after commit; nobody else does.
import { beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { collect, eventually, pause } from './support/realtime.ts';
import { grant, signInAdmin, signUpMember, startTestServer } from './support/test-server.ts';
import { testServerForFile } from './support/harness.ts';

const t = testServerForFile({ realtimeKeepAliveMs: 200 });
let ops: PocketBase;
beforeAll(async () => {
  ops = await signInAdmin(t);
});

const withdraw = (pb: PocketBase, amount: number) =>
  pb.collection('withdrawal').create({ amount, mpesa_number: '0712345678', full_name: 'Chebet Kiprono' });

describe('realtime for the owner', () => {
  it('delivers create, the operator decline and the refunded balance, to the owner only', async () => {
    const owner = await signUpMember(t);
    const other = await signUpMember(t);
    const guest = t.sdk();
    await grant(t, owner.id, 5000);
    const before = (await owner.pb.collection('users').getOne(owner.id)).balance as number;

    const mine = await collect(owner.pb, 'withdrawal', ['*']);
    const me = await collect(owner.pb, 'users', [owner.id]);
    const theirs = await collect(other.pb, 'withdrawal', ['*']);
    const theirUsers = await collect(other.pb, 'users', ['*']);
    const guests = await collect(guest, 'withdrawal', ['*']);

    const w = await withdraw(owner.pb, 1200);
    await eventually(() => mine.events.length >= 1);
    expect(mine.events[0]).toMatchObject({ topic: '*', action: 'create', record: { id: w.id, status: 'pending' } });

    await ops.send(`/api/admin/withdrawals/${w.id}/decline`, { method: 'POST' });
    await eventually(() => mine.events.some((e) => e.action === 'update'));
    expect(mine.events.at(-1)).toMatchObject({
      action: 'update',
      record: { id: w.id, status: 'declined', declined: true, collectionName: 'withdrawal' },
    });
    // The debit, then the refund: the owner's own record.
    await eventually(() => me.events.length >= 2);
    expect(me.events.every((e) => e.action === 'update' && e.record.id === owner.id)).toBe(true);
    expect(me.events.map((e) => e.record.balance)).toEqual([before - 1200, before]);

    await pause(300);
    expect(theirs.events).toEqual([]);
    expect(theirUsers.events).toEqual([]);
    expect(guests.events).toEqual([]);
    for (const c of [mine, me, theirs, theirUsers, guests]) await c.unsubscribe();
  });

  it('delivers upgrade requests and their decision; a record id topic with options works', async () => {
    const owner = await signUpMember(t);
    const reg = await collect(owner.pb, 'registration', ['*']);
    await expect(owner.pb.collection('registration').create({ level: 2, mpesa_ref: 'x' })).rejects.toMatchObject({
      status: 400,
    });
    const created = await owner.pb.collection('registration').create({ level: 2, mpesa_ref: 'QK12345678' });
    await eventually(() => reg.events.length >= 1);
    // the refused request sent nothing: the first event is the create
    expect(reg.events[0]).toMatchObject({ action: 'create', record: { id: created.id, processing: true } });
    const byId = await collect(owner.pb, 'registration', [created.id]);
    // the SDK adds ?options=… when options are given; the server ignores what it does not know
    const withOptions = await owner.pb
      .collection('registration')
      .subscribe(created.id, () => {}, { query: { expand: 'nothing' }, headers: { 'x-test': '1' } });
    await ops.send(`/api/admin/registrations/${created.id}/decline`, { method: 'POST' });
    await eventually(() => byId.events.length >= 1 && reg.events.length >= 2);
    expect(byId.events[0]).toMatchObject({ action: 'update', record: { id: created.id, declined: true } });
    await withOptions();
    await byId.unsubscribe();
    await reg.unsubscribe();
  });

  it('stops after unsubscribe', async () => {
    const owner = await signUpMember(t);
    await grant(t, owner.id, 5000);
    const mine = await collect(owner.pb, 'withdrawal', ['*']);
    await withdraw(owner.pb, 1000);
    await eventually(() => mine.events.length === 1);
    await mine.unsubscribe();
    await withdraw(owner.pb, 1000);
    await pause(300);
    expect(mine.events).toHaveLength(1);
  });

  it('sends profile updates the member makes', async () => {
    const owner = await signUpMember(t);
    const me = await collect(owner.pb, 'users', ['*']);
    await owner.pb.collection('users').update(owner.id, { name: 'Wanjiru Live' });
    await eventually(() => me.events.length >= 1);
    expect(me.events[0]).toMatchObject({ action: 'update', record: { id: owner.id, name: 'Wanjiru Live' } });
    await me.unsubscribe();
  });
});

describe('the realtime protocol', () => {
  async function openStream() {
    const controller = new AbortController();
    const res = await fetch(`${t.url}/api/realtime`, { signal: controller.signal });
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    const readUntil = async (pattern: RegExp) => {
      while (!pattern.test(text)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`stream ended: ${text}`);
        text += value;
      }
      return text;
    };
    return { res, readUntil, close: () => controller.abort() };
  }

  it('connects with PB_CONNECT carrying the clientId in id: and data, then keeps alive', async () => {
    const stream = await openStream();
    expect(stream.res.headers.get('content-type')).toBe('text/event-stream');
    expect(stream.res.headers.get('cache-control')).toBe('no-store');
    expect(stream.res.headers.get('x-content-type-options')).toBe('nosniff');
    const first = await stream.readUntil(/data:.*\n\n/);
    const m = /^id:([A-Za-z0-9]{40})\nevent:PB_CONNECT\ndata:(.*)\n\n/.exec(first);
    expect(m).not.toBeNull();
    expect(JSON.parse(m![2]!)).toEqual({ clientId: m![1] });
    await stream.readUntil(/\n: ping\n\n/);
    stream.close();
  });

  it('refuses an unknown clientId (404), a missing one (400), too many topics (400), a changed auth (403)', async () => {
    const unknown = await t.http('/api/realtime', { method: 'POST', json: { clientId: 'nope', subscriptions: [] } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ status: 404, message: 'Missing or invalid client id.', data: {} });
    const missing = await t.http('/api/realtime', { method: 'POST', json: { subscriptions: [] } });
    expect(missing.status).toBe(400);

    const stream = await openStream();
    const clientId = /id:(\w+)/.exec(await stream.readUntil(/data:.*\n\n/))![1]!;
    const many = Array.from({ length: 101 }, (_, i) => `withdrawal/id${i}`);
    expect((await t.http('/api/realtime', { method: 'POST', json: { clientId, subscriptions: many } })).status).toBe(
      400,
    );
    const a = await signUpMember(t);
    const b = await signUpMember(t);
    const subs = { clientId, subscriptions: ['withdrawal/*'] };
    expect((await t.http('/api/realtime', { method: 'POST', json: subs })).status).toBe(204);
    expect((await t.http('/api/realtime', { method: 'POST', json: subs, token: a.token })).status).toBe(204);
    expect((await t.http('/api/realtime', { method: 'POST', json: subs, token: a.token })).status).toBe(204);
    expect((await t.http('/api/realtime', { method: 'POST', json: subs, token: b.token })).status).toBe(403);
    expect((await t.http('/api/realtime', { method: 'POST', json: subs })).status).toBe(403);
    stream.close();
    // After the disconnect the client is gone.
    await pause(100);
    expect((await t.http('/api/realtime', { method: 'POST', json: subs, token: a.token })).status).toBe(404);
  });

  it('closes open streams when the server closes', async () => {
    const other = await startTestServer();
    const res = await fetch(`${other.url}/api/realtime`);
    const reader = res.body!.getReader();
    await reader.read();
    await other.close();
    for (;;) if ((await reader.read()).done) break;
  });
});
