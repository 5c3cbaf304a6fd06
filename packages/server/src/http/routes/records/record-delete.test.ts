// DELETE /api/collections/users/records/{id} — "Delete My Account".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERASED_MESSAGE } from '../../../domain/members/update-user.ts';
import { verifyLedger } from '../../../domain/money/verify-ledger.ts';
import { operator } from '../../../../test/support/admin.ts';
import { grant, signUpMember, startTestServer, type TestServer } from '../../../../test/support/test-server.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe('delete own account', () => {
  it('answers 204, clears the SDK session, revokes tokens and frees the username', async () => {
    const member = await signUpMember(t);
    await expect(member.pb.collection('users').delete(member.id)).resolves.toBe(true);
    expect(member.pb.authStore.isValid).toBe(false);
    expect((await t.http(`/api/collections/users/records/${member.id}`, { token: member.token })).status).toBe(404);
    expect((await t.http('/api/collections/users/auth-refresh', { method: 'POST', token: member.token })).status).toBe(
      401,
    );
    await expect(t.sdk().collection('users').authWithPassword(member.username, member.password)).rejects.toMatchObject({
      status: 400,
    });
    await expect(signUpMember(t, { username: member.username })).resolves.toBeTruthy();
  });

  it('keeps the money records so pending payouts are still paid and the books still balance', async () => {
    const member = await signUpMember(t);
    await grant(t, member.id, 5000);
    const w = await member.pb
      .collection('withdrawal')
      .create({ amount: 2000, mpesa_number: '0712345678', full_name: 'Mutua Kilonzo' });
    await member.pb.collection('users').delete(member.id);
    const row = await t.server.deps.db.selectFrom('withdrawal').selectAll().where('id', '=', w.id).executeTakeFirst();
    expect(row?.status).toBe('pending');
    const personal = await t.server.deps.db
      .selectFrom('users')
      .select(['name', 'phone', 'email'])
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(personal).toEqual({ name: '', phone: '', email: '' });
    expect((await verifyLedger(t.server.deps)).problems).toEqual([]);
  });

  it('erases what the member wrote to support; the thread stays for the operators, without it', async () => {
    const member = await signUpMember(t);
    const sent = await t.http('/api/support/messages', {
      method: 'POST',
      json: {
        kind: 'support',
        name: 'Akinyi Otieno',
        email: 'akinyi@example.co.ke',
        message: 'My number is 0712345678',
      },
      token: member.token,
    });
    expect(sent.status).toBe(200);
    const other = await signUpMember(t);
    await t.http('/api/support/messages', {
      method: 'POST',
      json: { kind: 'support', name: 'Baraka', email: 'baraka@example.co.ke', message: 'Still here' },
      token: other.token,
    });
    const admin = await operator(t);
    const thread = encodeURIComponent(`u:${member.id}`);
    expect(
      (await admin.call(`/api/admin/support/threads/${thread}/reply`, { json: { message: 'We are on it' } })).status,
    ).toBe(200);
    await member.pb.collection('users').delete(member.id);
    const db = t.server.deps.db;
    const erased = await db
      .selectFrom('support_messages')
      .select(['kind', 'name', 'email', 'message', 'thread'])
      .where('uid', '=', member.id)
      .orderBy('created')
      .execute();
    expect(erased).toEqual([
      { kind: 'support', name: '', email: '', message: ERASED_MESSAGE, thread: `u:${member.id}` },
      { kind: 'reply', name: '', email: '', message: 'We are on it', thread: `u:${member.id}` },
    ]);
    const kept = await db.selectFrom('support_messages').select('message').where('uid', '=', other.id).execute();
    expect(kept).toEqual([{ message: 'Still here' }]);
  });

  it.each([
    ['a guest', false, 404],
    ['another member', true, 404],
  ])('refuses %s with %i', async (_name, asOther, status) => {
    const member = await signUpMember(t);
    const other = await signUpMember(t);
    const res = await t.http(`/api/collections/users/records/${member.id}`, {
      method: 'DELETE',
      token: asOther ? other.token : undefined,
    });
    expect(res.status).toBe(status);
    expect((await t.http(`/api/collections/users/records/${member.id}`, { token: member.token })).status).toBe(200);
  });

  it('is a 403 for withdrawals (money records are never deleted)', async () => {
    const member = await signUpMember(t);
    expect(
      (await t.http('/api/collections/withdrawal/records/abcdefghijklmno', { method: 'DELETE', token: member.token }))
        .status,
    ).toBe(403);
  });
});
