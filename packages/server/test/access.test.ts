// A second member can neither read, list, update nor delete the first member's records, nor
// reach them through a filter.
import { beforeAll, describe, expect, it } from 'vitest';
import { grant, signUpMember, type Member } from './support/test-server.ts';
import { testServerForFile } from './support/harness.ts';

const t = testServerForFile();
let owner: Member;
let intruder: Member;
let withdrawalId: string;
let registrationId: string;
beforeAll(async () => {
  owner = await signUpMember(t);
  intruder = await signUpMember(t);
  await grant(t, owner.id, 5000);
  withdrawalId = (
    await owner.pb
      .collection('withdrawal')
      .create({ amount: 1200, mpesa_number: '0712345678', full_name: 'Owner Person' })
  ).id;
  registrationId = (await owner.pb.collection('registration').create({ level: 2, mpesa_ref: 'TAB1234567' })).id;
});

describe("another member's records", () => {
  it.each([
    ['view the user', 'GET', () => `/api/collections/users/records/${owner.id}`, 404],
    ['view a withdrawal', 'GET', () => `/api/collections/withdrawal/records/${withdrawalId}`, 404],
    ['view a registration', 'GET', () => `/api/collections/registration/records/${registrationId}`, 404],
    ['update the user', 'PATCH', () => `/api/collections/users/records/${owner.id}`, 404],
    ['update a withdrawal', 'PATCH', () => `/api/collections/withdrawal/records/${withdrawalId}`, 403],
    ['delete the user', 'DELETE', () => `/api/collections/users/records/${owner.id}`, 404],
    ['delete a withdrawal', 'DELETE', () => `/api/collections/withdrawal/records/${withdrawalId}`, 403],
  ] as const)('cannot %s (%s → %i)', async (_name, method, path, status) => {
    const res = await t.http(path(), {
      method,
      token: intruder.token,
      json: method === 'PATCH' ? { name: 'pwned' } : undefined,
    });
    expect(res.status).toBe(status);
    expect(JSON.stringify(res.body)).not.toContain(owner.username);
  });

  it.each([
    ['withdrawal', `uid = "${'OWNER'}"`],
    ['withdrawal', `id = "${'WID'}"`],
    ['withdrawal', 'uid != ""'],
    ['withdrawal', 'amount > 0 || amount <= 0'],
    ['registration', `uid = "${'OWNER'}" || id != ""`],
    ['users', `id = "${'OWNER'}"`],
  ])('cannot reach them through a filter on %s: %s', async (collection, rawFilter) => {
    const filter = rawFilter.replace('OWNER', owner.id).replace('WID', withdrawalId);
    const page = await intruder.pb.collection(collection).getList(1, 50, { filter });
    const ids = page.items.map((i) => i.id);
    expect(ids).not.toContain(withdrawalId);
    expect(ids).not.toContain(registrationId);
    expect(ids).not.toContain(owner.id);
    expect(page.items.every((i) => (i.uid ?? i.id) === intruder.id)).toBe(true);
  });

  it("leaves the owner's records untouched", async () => {
    const record = await owner.pb.collection('users').getOne(owner.id);
    expect(record).toMatchObject({ balance: 5030 - 1200, name: '' });
    expect((await owner.pb.collection('withdrawal').getFullList()).map((w) => w.id)).toEqual([withdrawalId]);
  });
});
