// Owner-only access, as on the server: a member reaches only their own records, a guest none.
import { describe, expect, it } from 'vitest';
import { api, signIn, useMocks } from './test/support.ts';

const mocks = useMocks();
const idsOf = (uid: string) => ({
  withdrawal: mocks.store.withdrawals.find((w) => w.uid === uid)!.id,
  registration: mocks.store.registrations.find((r) => r.uid === uid)!.id,
});

describe("another member's records", () => {
  it.each([
    ['view the user', 'GET', 'users', 404],
    ['view a withdrawal', 'GET', 'withdrawal', 404],
    ['view a registration', 'GET', 'registration', 404],
    ['update the user', 'PATCH', 'users', 404],
    ['update a withdrawal', 'PATCH', 'withdrawal', 403],
    ['delete the user', 'DELETE', 'users', 404],
    ['delete a withdrawal', 'DELETE', 'withdrawal', 403],
  ] as const)('cannot %s (%s → %i)', async (_n, method, collection, status) => {
    const owner = await signIn(2);
    const intruder = await signIn(1);
    const id = collection === 'users' ? owner.id : idsOf(owner.id)[collection];
    const res = await api(`/api/collections/${collection}/records/${id}`, {
      method,
      token: intruder.token,
      json: method === 'PATCH' ? { name: 'pwned' } : undefined,
    });
    expect(res.status).toBe(status);
    expect(JSON.stringify(res.body)).not.toContain('brian');
  });

  it.each([
    ['withdrawal', (owner: string) => `uid = "${owner}"`],
    ['withdrawal', () => 'amount > 0 || amount <= 0'],
    ['registration', (owner: string) => `uid = "${owner}" || id != ""`],
    ['users', (owner: string) => `id = "${owner}"`],
  ])('cannot reach them through a filter on %s', async (collection, filter) => {
    const owner = await signIn(2);
    const intruder = await signIn(1);
    const query = new URLSearchParams({ filter: filter(owner.id), perPage: '50' });
    const res = await api(`/api/collections/${collection}/records?${query}`, { token: intruder.token });
    expect(res.status).toBe(200);
    expect(res.body.items.every((i: any) => (i.uid ?? i.id) === intruder.id)).toBe(true);
  });
});

describe('own records', () => {
  it('lists the caller as the only users record, with e-mail', async () => {
    const me = await signIn(1);
    const res = await api('/api/collections/users/records', { token: me.token });
    expect(res.body).toMatchObject({ totalItems: 1, items: [{ id: me.id, email: 'amina@mapato.demo' }] });
  });

  it('shows a member their own withdrawal and registration', async () => {
    const me = await signIn(5);
    const ids = idsOf(me.id);
    const w = await api(`/api/collections/withdrawal/records/${ids.withdrawal}`, { token: me.token });
    const r = await api(`/api/collections/registration/records/${ids.registration}`, { token: me.token });
    expect([w.body.uid, r.body.uid]).toEqual([me.id, me.id]);
  });

  it('lets a member edit their own profile but not their balance', async () => {
    const me = await signIn(1);
    const url = `/api/collections/users/records/${me.id}`;
    const edit = await api(url, { method: 'PATCH', token: me.token, json: { mail: 'new@example.co.ke', name: 'A' } });
    expect(edit.body).toMatchObject({ email: 'new@example.co.ke', mail: 'new@example.co.ke', name: 'A' });
    const raise = await api(url, { method: 'PATCH', token: me.token, json: { balance: 1_000_000 } });
    expect(raise.body).toMatchObject({ status: 400, data: { balance: { code: 'validation_read_only' } } });
  });

  it('revokes earlier tokens when the password changes', async () => {
    const me = await signIn(1);
    const json = { oldPassword: 'demo-amina-2026', password: 'brand-new-pass', passwordConfirm: 'brand-new-pass' };
    await api(`/api/collections/users/records/${me.id}`, { method: 'PATCH', token: me.token, json });
    expect((await api('/api/collections/users/auth-refresh', { method: 'POST', token: me.token })).status).toBe(401);
  });
});

describe('guests', () => {
  it('get an empty page, a 404 for a record and a 401 for tasks', async () => {
    const owner = await signIn(2);
    expect((await api('/api/collections/withdrawal/records')).body).toMatchObject({ totalItems: 0, items: [] });
    expect((await api(`/api/collections/users/records/${owner.id}`)).status).toBe(404);
    expect((await api('/api/tasks')).status).toBe(401);
  });

  it('still get a 400 for a bad filter, and a 403 for the operators collection', async () => {
    expect((await api('/api/collections/withdrawal/records?filter=nope')).body).toEqual({
      status: 400,
      message: 'Something went wrong while processing your request.',
      data: {},
    });
    expect((await api('/api/collections/_superusers/records')).status).toBe(403);
    expect((await api('/api/collections/nope/records')).body.message).toBe('Missing collection context.');
  });
});
