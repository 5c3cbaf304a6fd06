// GET /api/collections/{c}/records/{id}
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grant, signUpMember, startTestServer, type TestServer } from '../../../../test/support/test-server.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe('view records', () => {
  it('shows a member their own record with every spec field, and no secrets', async () => {
    const member = await signUpMember(t, { name: 'Otieno', email: 'otieno@example.co.ke' });
    const record = await member.pb.collection('users').getOne(member.id, { expand: 'a,b' });
    for (const field of [
      'id',
      'username',
      'name',
      'email',
      'mail',
      'phone',
      'level',
      'investment',
      'income',
      'balance',
      'referals',
      'tasks_done',
      'verified',
      'created',
      'updated',
    ]) {
      expect(record).toHaveProperty(field);
    }
    expect(record.mail).toBe('otieno@example.co.ke');
    const raw = await t.http(`/api/collections/users/records/${member.id}`, { token: member.token });
    expect(JSON.stringify(raw.body)).not.toMatch(/password|token_key|ledger_seq|username_key/);
  });

  it('shows a member their own withdrawal', async () => {
    const member = await signUpMember(t);
    await grant(t, member.id, 2000);
    const created = await member.pb
      .collection('withdrawal')
      .create({ amount: 1000, mpesa_number: '0712345678', full_name: 'Wairimu' });
    const viewed = await member.pb.collection('withdrawal').getOne(created.id);
    expect(viewed).toEqual(created);
  });

  it.each([
    ['an unknown id', '/api/collections/withdrawal/records/zzzzzzzzzzzzzzz'],
    ['a malformed id', '/api/collections/withdrawal/records/..%2F..%2Fetc'],
  ])('is a 404 for %s', async (_name, path) => {
    const member = await signUpMember(t);
    const res = await t.http(path, { token: member.token });
    expect(res).toMatchObject({
      status: 404,
      body: { status: 404, message: "The requested resource wasn't found.", data: {} },
    });
  });
});
