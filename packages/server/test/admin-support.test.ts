// The support inbox as threads (ADR 020): a member's messages, a visitor's contact messages and a
// chat visitor's lines each make a thread; operators list and read them (audited), reply (the thread
// is answered, the member sees the reply and an unread count) or mark them answered. Members read
// their own thread only; the inbox is for operators.
import { beforeAll, describe, expect, it } from 'vitest';
import { auditedBy, operator, type Admin } from './support/admin.ts';
import { signUpMember, type Member } from './support/test-server.ts';
import { testServerForFile } from './support/harness.ts';

const t = testServerForFile();
let support: Admin;
let member: Member;
const CHAT = 'chat-visitor-0001';
const threads = { member: '', email: 'e:akinyi@example.co.ke', chat: `c:${CHAT}` };
const at = (thread: string) => `/api/admin/support/threads/${encodeURIComponent(thread)}`;
const write = (json: object, token?: string) =>
  t.http('/api/support/messages', { method: 'POST', json, token }).then((r) => expect(r.status).toBe(200));
const mine = (token = member.token) => t.http('/api/support/thread', { token });

beforeAll(async () => {
  support = await operator(t, 'support');
  member = await signUpMember(t, { name: 'Baraka Mwangi' });
  threads.member = `u:${member.id}`;
  await write({ kind: 'contact', name: 'Akinyi', email: 'Akinyi@Example.co.ke', message: 'Do you pay on Sundays?' });
  await write({ kind: 'chat', message: 'Hello?', conversation: CHAT });
  await write({ kind: 'chat', message: 'Anyone there?', conversation: CHAT });
  await write(
    { kind: 'support', name: 'Baraka', email: 'baraka@example.co.ke', message: 'My payout is late.' },
    member.token,
  );
});

describe('the inbox', () => {
  it('lists the open threads, newest first, with who wrote; the read is audited without names', async () => {
    const { result, rows } = await auditedBy(t, () => support.get('/api/admin/support/threads'));
    expect(result.items).toEqual([
      expect.objectContaining({
        thread: threads.member,
        uid: member.id,
        username: member.username,
        name: 'Baraka',
        kind: 'support',
        lastMessage: 'My payout is late.',
        count: 1,
        unanswered: 1,
      }),
      expect.objectContaining({ thread: threads.chat, uid: '', kind: 'chat', lastMessage: 'Anyone there?', count: 2 }),
      expect.objectContaining({ thread: threads.email, name: 'Akinyi', email: 'Akinyi@Example.co.ke', unanswered: 1 }),
    ]);
    expect(rows).toEqual([
      expect.objectContaining({
        action: 'read.support',
        details: { status: 'open', page: 1, threads: ['u:…', 'c:…', 'e:…'] },
      }),
    ]);
  });

  it('reads a thread oldest first; the read is audited', async () => {
    const { result, rows } = await auditedBy(t, () => support.get(at(threads.chat)));
    expect(result).toMatchObject({ thread: threads.chat, uid: '' });
    expect(result.messages.map((m: any) => m.message)).toEqual(['Hello?', 'Anyone there?']);
    expect(rows).toEqual([
      expect.objectContaining({ actor: support.id, action: 'read.support.thread', target: threads.chat }),
    ]);
  });

  it('is a 404 for a thread that does not exist', async () => {
    for (const thread of ['u:abcdefghijklmno', 'e:nobody@example.co.ke', 'x:whatever', 'nothing']) {
      expect((await support.call(at(thread))).status).toBe(404);
      expect((await support.call(`${at(thread)}/reply`, { json: { message: 'Hi' } })).status).toBe(404);
      expect((await support.call(`${at(thread)}/answered`, { method: 'POST' })).status).toBe(404);
    }
  });
});

describe('answering', () => {
  it('a reply answers the thread; the member sees it, unread, until they read it', async () => {
    const { result, rows } = await auditedBy(t, () =>
      support.call(`${at(threads.member)}/reply`, { json: { message: '  It was sent this morning.  ' } }),
    );
    expect(result).toMatchObject({
      status: 200,
      body: { kind: 'reply', message: 'It was sent this morning.', operator: support.id, answered: true },
    });
    expect(rows).toEqual([
      expect.objectContaining({
        action: 'support.reply',
        target: threads.member,
        details: { uid: member.id, reply: result.body.id },
      }),
    ]);
    const open = await support.get('/api/admin/support/threads');
    expect(open.items.map((i: any) => i.thread)).not.toContain(threads.member);
    const answered = await support.get('/api/admin/support/threads?status=answered');
    expect(answered.items.map((i: any) => i.thread)).toEqual([threads.member]);
    const read = await support.get(at(threads.member));
    expect(read.messages.at(-1)).toMatchObject({ kind: 'reply', operatorEmail: support.email, answered: true });

    const seen = await mine();
    expect(seen.status).toBe(200);
    expect(seen.body).toEqual({
      items: [
        expect.objectContaining({ kind: 'support', message: 'My payout is late.', fromOperator: false }),
        expect.objectContaining({ kind: 'reply', message: 'It was sent this morning.', fromOperator: true }),
      ],
      unread: 1,
    });
    expect(await t.http('/api/support/thread/read', { method: 'POST', token: member.token })).toMatchObject({
      status: 200,
      body: { unread: 0 },
    });
    expect((await mine()).body.unread).toBe(0);
  });

  it('a member writing again reopens the thread; the next reply is unread again', async () => {
    await write({ kind: 'chat', message: 'Still nothing.', conversation: 'chat-member-0001' }, member.token);
    const open = await support.get('/api/admin/support/threads');
    expect(open.items[0]).toMatchObject({ thread: threads.member, unanswered: 1, count: 3 });
    expect((await support.call(`${at(threads.member)}/reply`, { json: { message: 'Check now.' } })).status).toBe(200);
    expect((await mine()).body).toMatchObject({ unread: 1 });
  });

  it('marks a visitor’s thread answered without a reply', async () => {
    const res = await support.call(`${at(threads.chat)}/answered`, { method: 'POST' });
    expect(res).toMatchObject({ status: 200, body: { thread: threads.chat, answered: true } });
    const all = await support.get('/api/admin/support/threads?status=all');
    expect(all.items.find((i: any) => i.thread === threads.chat)).toMatchObject({ unanswered: 0 });
  });

  it('names a visitor’s e-mail thread in the audit log by a digest, never by the address', async () => {
    const before = await t.server.deps.db.selectFrom('audit_log').select('id').execute();
    await support.get(at(threads.email));
    expect((await support.call(`${at(threads.email)}/reply`, { json: { message: 'Yes, every day.' } })).status).toBe(
      200,
    );
    expect((await support.call(`${at(threads.email)}/answered`, { method: 'POST' })).status).toBe(200);
    const rows = await t.server.deps.db
      .selectFrom('audit_log')
      .select(['action', 'target', 'details'])
      .where(
        'id',
        'not in',
        before.map((r) => r.id),
      )
      .execute();
    expect(rows.map((r) => r.action).sort()).toEqual(['read.support.thread', 'support.answered', 'support.reply']);
    expect(new Set(rows.map((r) => r.target)).size).toBe(1);
    expect(rows[0]!.target).toMatch(/^e:#[0-9a-f]{16}$/);
    expect(JSON.stringify(rows).toLowerCase()).not.toContain('akinyi@example.co.ke');
  });

  it.each([
    ['an empty reply', { message: '' }, 'message', 'Write the answer.'],
    ['a blank reply', { message: '   ' }, 'message', 'Write the answer.'],
    [
      'a reply over 2,000 characters',
      { message: 'x'.repeat(2001) },
      'message',
      'Keep the answer under 2000 characters.',
    ],
    ['an unknown field', { message: 'Hi', priority: 'high' }, 'priority', expect.any(String)],
  ])('refuses %s with 400, and stores nothing', async (_name, json, field, message) => {
    const count = async () => (await t.server.deps.db.selectFrom('support_messages').select('id').execute()).length;
    const before = await count();
    const res = await support.call(`${at(threads.email)}/reply`, { json });
    expect(res).toMatchObject({ status: 400, body: { data: { [field]: { message } } } });
    expect(await count()).toBe(before);
  });
});

describe('who may', () => {
  let outsider: Member;
  beforeAll(async () => {
    outsider = await signUpMember(t);
  });

  it('a member may not use the inbox (403, audited); a guest gets 401', async () => {
    const calls: [string, object][] = [
      ['/api/admin/support/threads', {}],
      [at(threads.email), {}],
      [`${at(threads.email)}/reply`, { method: 'POST', json: { message: 'Hijacked' } }],
      [`${at(threads.email)}/answered`, { method: 'POST' }],
    ];
    for (const [path, init] of calls) {
      const { result, rows } = await auditedBy(t, () => t.http(path, { ...init, token: outsider.token }));
      expect(result.status).toBe(403);
      expect(rows.map((r) => [r.actor, r.action])).toEqual([[outsider.id, 'admin.forbidden']]);
      expect((await t.http(path, init)).status).toBe(401);
    }
  });

  it('a member reads only their own thread; a guest or an operator gets 401', async () => {
    expect((await mine(outsider.token)).body).toEqual({ items: [], unread: 0 });
    expect((await t.http('/api/support/thread')).status).toBe(401);
    expect((await t.http('/api/support/thread/read', { method: 'POST' })).status).toBe(401);
    // An operator is not a member: member routes answer 401 to anyone else (requireUser).
    expect((await t.http('/api/support/thread', { token: support.token })).status).toBe(401);
  });
});
