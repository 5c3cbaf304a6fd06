// PATCH /api/collections/users/records/{id} — the Account page's edit, and password change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScenario, type Scenario } from '../../../../test/support/scenarios.ts';
import {
  signUpMember,
  startTestServer,
  uniqueUsername,
  type TestServer,
} from '../../../../test/support/test-server.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const own = (c: { member: { id: string } }) => `/api/collections/users/records/${c.member.id}`;
/** The member stands for one who never typed their phone's code. */
const neverProved = async (t: TestServer, c: { member: { id: string } }) => {
  await t.server.deps.db.updateTable('users').set({ verified: 0 }).where('id', '=', c.member.id).execute();
};
const failed = (field: string, code: string) => ({
  status: 400,
  message: 'Failed to update record.',
  data: { [field]: { code } },
});

const scenarios: Scenario[] = [
  {
    // A member who never proved a phone edits it at once (a proved one waits for the new number's
    // code: phone-change.test.ts).
    name: 'changing username, mail and phone (the edit form keys)',
    method: 'PATCH',
    url: own,
    setup: neverProved,
    body: () => ({ username: uniqueUsername('renamed'), mail: 'new@example.co.ke', phone: '+254798765432' }),
    status: 200,
    contains: { email: 'new@example.co.ke', mail: 'new@example.co.ke', phone: '+254798765432' },
  },
  {
    name: 'an empty phone sent as null clears it',
    method: 'PATCH',
    url: own,
    setup: neverProved,
    body: { phone: null },
    status: 200,
    contains: { phone: '' },
  },
  {
    name: 'a verified phone cannot be cleared',
    method: 'PATCH',
    url: own,
    body: { phone: null, name: 'Juma' },
    status: 400,
    contains: failed('phone', 'validation_required'),
  },
  {
    name: 'echoing the current balance is accepted',
    method: 'PATCH',
    url: own,
    body: { balance: 30, level: 1, name: 'Juma' },
    status: 200,
    contains: { name: 'Juma', balance: 30 },
  },
  {
    name: 'raising the balance',
    method: 'PATCH',
    url: own,
    body: { balance: 1_000_000 },
    status: 400,
    contains: failed('balance', 'validation_read_only'),
    balanceAfter: 30,
  },
  {
    name: 'raising the level',
    method: 'PATCH',
    url: own,
    body: { level: 10 },
    status: 400,
    contains: failed('level', 'validation_read_only'),
  },
  {
    name: 'setting referals',
    method: 'PATCH',
    url: own,
    body: { referals: 500 },
    status: 400,
    contains: failed('referals', 'validation_read_only'),
  },
  {
    name: 'setting tasks_done',
    method: 'PATCH',
    url: own,
    body: { tasks_done: 99 },
    status: 400,
    contains: failed('tasks_done', 'validation_read_only'),
  },
  {
    name: 'setting income as a string',
    method: 'PATCH',
    url: own,
    body: { income: '30' },
    status: 400,
    contains: failed('income', 'validation_read_only'),
  },
  {
    name: 'setting one’s own verified flag (only a code by SMS does)',
    method: 'PATCH',
    url: own,
    body: { verified: false },
    status: 400,
    contains: failed('verified', 'validation_read_only'),
  },
  {
    name: 'an invalid e-mail',
    method: 'PATCH',
    url: own,
    body: { mail: 'not-an-email' },
    status: 400,
    contains: failed('email', 'validation_is_email'),
  },
  {
    name: 'an empty username',
    method: 'PATCH',
    url: own,
    body: { username: '' },
    status: 400,
    contains: failed('username', 'validation_invalid_value'),
  },
  {
    name: 'mail and email that disagree',
    method: 'PATCH',
    url: own,
    body: { mail: 'a@b.co', email: 'c@d.co' },
    status: 400,
  },
  {
    name: 'an unknown field',
    method: 'PATCH',
    url: own,
    body: { isAdmin: true },
    status: 400,
    contains: failed('isAdmin', 'validation_unknown_field'),
  },
  {
    name: "someone else's record",
    method: 'PATCH',
    url: (c) => `/api/collections/users/records/${c.other.id}`,
    body: { name: 'x' },
    status: 404,
  },
  { name: 'a guest', method: 'PATCH', url: own, as: 'guest', body: { name: 'x' }, status: 404 },
  {
    name: 'a withdrawal (operators only)',
    method: 'PATCH',
    url: '/api/collections/withdrawal/records/abcdefghijklmno',
    body: { status: 'disbursed' },
    status: 403,
  },
];

describe('update own profile', () => {
  it.each(scenarios.map((s) => [s.name, s] as const))('%s', async (_name, s) => runScenario(t, s));

  it('refuses a username another member has, ignoring case', async () => {
    const a = await signUpMember(t);
    const b = await signUpMember(t);
    const res = await t.http(`/api/collections/users/records/${b.id}`, {
      method: 'PATCH',
      token: b.token,
      json: { username: a.username.toUpperCase() },
    });
    expect(res.body).toMatchObject(failed('username', 'validation_not_unique'));
  });

  it('changes the password only with the old one, and revokes every earlier token', async () => {
    const member = await signUpMember(t);
    const wrong = await t.http(`/api/collections/users/records/${member.id}`, {
      method: 'PATCH',
      token: member.token,
      json: { oldPassword: 'not-it-123', password: 'brand-new-pass', passwordConfirm: 'brand-new-pass' },
    });
    expect(wrong.body).toMatchObject(failed('oldPassword', 'validation_invalid_old_password'));
    await member.pb.collection('users').update(member.id, {
      oldPassword: member.password,
      password: 'brand-new-pass',
      passwordConfirm: 'brand-new-pass',
    });
    const stale = await t.http('/api/collections/users/auth-refresh', { method: 'POST', token: member.token });
    expect(stale.status).toBe(401);
    await expect(t.sdk().collection('users').authWithPassword(member.username, member.password)).rejects.toMatchObject({
      status: 400,
    });
    await expect(t.sdk().collection('users').authWithPassword(member.username, 'brand-new-pass')).resolves.toBeTruthy();
  });

  it('keeps the SDK auth store in sync after an update', async () => {
    const member = await signUpMember(t);
    await member.pb.collection('users').update(member.id, { name: 'Njeri' });
    expect(member.pb.authStore.record?.name).toBe('Njeri');
  });
});
