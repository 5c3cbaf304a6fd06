// A member's support thread in the mocks: their messages and the replies, oldest first, the
// unread count, and marking the replies read.
import { describe, expect, it } from 'vitest';
import { createStore } from './store.ts';
import { api, signIn, useMocks } from './test/support.ts';

let clock = new Date('2026-11-23T09:00:00Z');
const mocks = useMocks({ store: createStore({ now: () => clock }) });
const later = (minutes: number) => (clock = new Date(clock.getTime() + minutes * 60_000));

/** An operator's answer as the admin routes store it. */
function reply(uid: string, message: string) {
  mocks.store.supportMessages.push({
    id: `reply${mocks.store.supportMessages.length}`.padEnd(15, '0'),
    kind: 'reply',
    uid,
    conversation: '',
    name: '',
    email: '',
    message,
    thread: `u:${uid}`,
    operator: 'operator0000001',
    answered: true,
    readAt: '',
    created: clock.toISOString().replace('T', ' '),
  });
}

const send = (token: string, json: unknown) => api('/api/support/messages', { method: 'POST', token, json });
const thread = (token?: string) => api('/api/support/thread', { token });
const markRead = (token?: string, json?: unknown) => api('/api/support/thread/read', { method: 'POST', token, json });

describe('support thread', () => {
  it("is empty for a member who never wrote, and refuses a guest with PocketBase's 401", async () => {
    const me = await signIn(2);
    expect((await thread(me.token)).body).toEqual({ items: [], unread: 0 });
    const guest = await thread();
    expect(guest.status).toBe(401);
    expect(guest.body).toMatchObject({
      status: 401,
      message: 'The request requires valid record authorization token.',
    });
    expect((await markRead()).status).toBe(401);
  });

  it("holds the member's support, contact and chat messages with the replies, oldest first", async () => {
    const me = await signIn(1);
    const other = await signIn(2);
    await send(me.token, { kind: 'support', name: 'Amina', email: 'amina@example.co.ke', message: 'When am I paid?' });
    later(1);
    await send(me.token, { kind: 'chat', message: 'Hello?', conversation: 'chat-1234abcd' });
    await send(other.token, { kind: 'chat', message: 'Not in amina’s thread', conversation: 'chat-9999abcd' });
    await send('', { kind: 'contact', name: 'Visitor', email: 'v@example.co.ke', message: 'Nor this' });
    later(5);
    reply(me.id, 'Payouts go out within minutes.');

    const res = await thread(me.token);
    expect(res.status).toBe(200);
    expect(res.body.unread).toBe(1);
    expect(res.body.items.map((i: any) => [i.kind, i.message, i.fromOperator])).toEqual([
      ['support', 'When am I paid?', false],
      ['chat', 'Hello?', false],
      ['reply', 'Payouts go out within minutes.', true],
    ]);
    expect(Object.keys(res.body.items[0]).sort()).toEqual(['created', 'fromOperator', 'id', 'kind', 'message']);
    expect((await thread(other.token)).body.unread).toBe(0);
  });

  it('marks every reply read, once, and takes no body', async () => {
    const me = await signIn(5);
    await send(me.token, { kind: 'support', name: 'W', email: 'w@example.co.ke', message: 'Help' });
    reply(me.id, 'First');
    reply(me.id, 'Second');
    expect((await thread(me.token)).body.unread).toBe(2);

    const refused = await markRead(me.token, { all: true });
    expect(refused.status).toBe(400);
    expect(refused.body.data).toMatchObject({ all: { code: 'validation_unknown_field' } });

    expect((await markRead(me.token)).body).toEqual({ unread: 0 });
    expect((await thread(me.token)).body.unread).toBe(0);
    reply(me.id, 'Third');
    expect((await thread(me.token)).body.unread).toBe(1);
    expect((await markRead(me.token, {})).body).toEqual({ unread: 0 });
  });

  it("takes a signed-in member's message without name or e-mail, and still asks a guest for them", async () => {
    const me = await signIn(2);
    expect((await send(me.token, { kind: 'support', message: 'Where is my payout?' })).status).toBe(200);
    expect((await thread(me.token)).body).toMatchObject({
      items: [{ kind: 'support', message: 'Where is my payout?' }],
    });
    const guest = await api('/api/support/messages', { method: 'POST', json: { kind: 'support', message: 'Hi' } });
    expect(guest.status).toBe(400);
    expect(guest.body).toMatchObject({ data: { name: { code: 'validation_invalid_value' }, email: {} } });
  });

  it('keeps the latest 100', async () => {
    const me = await signIn(2);
    for (let i = 0; i < 102; i++) {
      later(1);
      await send(me.token, { kind: 'chat', message: `line ${i}`, conversation: 'chat-1234abcd' });
    }
    const { items } = (await thread(me.token)).body;
    expect(items).toHaveLength(100);
    expect([items[0].message, items[99].message]).toEqual(['line 2', 'line 101']);
  });
});
