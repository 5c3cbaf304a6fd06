// POST /api/support/messages — stored for operators, validated with the forms' rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  signInAdmin,
  signUpMember,
  startTestServer,
  type TestServer,
  statusesUnderLimit,
} from '../../../../test/support/test-server.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const send = (json: unknown, token?: string) => t.http('/api/support/messages', { method: 'POST', json, token });
const contact = {
  kind: 'contact',
  name: 'Akinyi',
  email: 'akinyi@example.co.ke',
  message: 'When is my withdrawal paid?',
};

describe('support messages', () => {
  it('stores a visitor contact message, and operators see it', async () => {
    const res = await send(contact);
    expect(res).toMatchObject({ status: 200, body: { kind: 'contact', id: expect.stringMatching(/^[a-z0-9]{15}$/) } });
    const ops = await signInAdmin(t);
    const inbox = await ops.send('/api/admin/support', {});
    expect(inbox.items[0]).toMatchObject({
      id: res.body.id,
      name: 'Akinyi',
      message: 'When is my withdrawal paid?',
      uid: '',
      answered: false,
    });
  });

  it("records the member's id when a member writes, and keeps chat lines per conversation", async () => {
    const member = await signUpMember(t);
    const res = await send({ kind: 'chat', message: 'Hello?', conversation: 'chat-1234abcd' }, member.token);
    expect(res.status).toBe(200);
    const row = await t.server.deps.db
      .selectFrom('support_messages')
      .selectAll()
      .where('id', '=', res.body.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ uid: member.id, conversation: 'chat-1234abcd', kind: 'chat' });
  });

  it.each([
    ['a missing name', { ...contact, name: ' ' }, 'name', 'This field is required.'],
    ['a bad e-mail', { ...contact, email: 'nope' }, 'email', 'Please enter a valid email address.'],
    ['an empty message', { ...contact, message: '' }, 'message', 'This field is required.'],
    [
      'a blank chat line',
      { kind: 'chat', message: '   ', conversation: 'chat-1234abcd' },
      'message',
      'This field is required.',
    ],
    [
      'a chat line without a conversation',
      { kind: 'chat', message: 'hi' },
      'conversation',
      'Missing or invalid conversation id.',
    ],
    ['an unknown kind', { ...contact, kind: 'complaint' }, 'kind', 'Must be contact, support or chat.'],
    ['an unknown field', { ...contact, priority: 'urgent' }, 'priority', 'Unknown field.'],
  ])('refuses %s', async (_name, body, field, message) => {
    const before = await t.server.deps.db
      .selectFrom('support_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await send(body);
    expect(res.body).toMatchObject({ status: 400, message: 'Failed to send message.', data: { [field]: { message } } });
    const after = await t.server.deps.db
      .selectFrom('support_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('limits messages per address', async () => {
    const statuses = await statusesUnderLimit({ supportPerAddress: { points: 2, seconds: 60 } }, 3, (limited) =>
      limited.http('/api/support/messages', { method: 'POST', json: contact }),
    );
    expect(statuses).toEqual([200, 200, 429]);
  });
});
