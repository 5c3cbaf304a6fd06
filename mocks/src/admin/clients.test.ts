// The console's client routes in the mocks answer as the server's do (docs/decisions/057): only an
// admin lists and creates clients, protocol's checks and sentences, a bank transfer above the
// four-eyes limit credited only when a second, different admin approves it.
import { FOUR_EYES_MIN } from '@mapato/core';
import { describe, expect, it } from 'vitest';
import { api, useMocks } from '../test/support.ts';
import { DEMO_OPERATORS } from './seed.ts';

useMocks();

async function operator(name: 'ops' | 'ops2' | 'help') {
  const o = DEMO_OPERATORS.find((x) => x.email.startsWith(`${name}@`))!;
  const res = await api('/api/collections/_superusers/auth-with-password', {
    method: 'POST',
    json: { identity: o.email, password: o.password },
  });
  return res.body.token as string;
}

const post = (path: string, token: string, json: unknown = {}) => api(path, { method: 'POST', token, json });
const NEW = { email: 'maji@example.co.ke', password: 'a-long-password', name: 'Maji Research', phone: '0712 345 678' };

describe('admin clients', () => {
  it('creates a client an admin then lists, refuses a taken e-mail and a bad phone, and support', async () => {
    const ops = await operator('ops');
    const made = await post('/api/admin/clients', ops, NEW);
    expect(made).toMatchObject({ status: 200, body: { name: 'Maji Research', balance: 0, phone: '254712345678' } });
    expect(made.body.password).toBeUndefined();
    const list = await api('/api/admin/clients', { token: ops });
    expect(list.body.items[0]).toMatchObject({ email: NEW.email, collectionName: 'clients' });
    expect(await post('/api/admin/clients', ops, NEW)).toMatchObject({
      status: 400,
      body: {
        data: { email: { code: 'validation_not_unique', message: 'A client with this e-mail already exists.' } },
      },
    });
    const badPhone = await post('/api/admin/clients', ops, { ...NEW, email: 'x@example.com', phone: '12' });
    expect(badPhone.body.data.client.message).toBe('The phone must be a Kenyan M-Pesa number (07…, 01…).');
    const help = await operator('help');
    // Support reads the list (as it reads the whole console) and cannot create one.
    expect((await api('/api/admin/clients', { token: help })).status).toBe(200);
    expect((await post('/api/admin/clients', help, { ...NEW, email: 'y@example.com' })).status).toBe(403);
    expect((await api('/api/admin/clients')).status).toBe(401);
  });

  it('credits a small transfer at once and a large one only after a second admin approves', async () => {
    const ops = await operator('ops');
    const ops2 = await operator('ops2');
    const id = (await post('/api/admin/clients', ops, NEW)).body.id as string;
    const small = await post(`/api/admin/clients/${id}/deposits`, ops, { amount: 5_000, reference: 'KCB-001' });
    expect(small.body).toMatchObject({ state: 'credited', approvals: 1, needed: 1 });
    const big = FOUR_EYES_MIN + 1;
    const held = await post(`/api/admin/clients/${id}/deposits`, ops, { amount: big, reference: 'KCB-002' });
    expect(held.body).toMatchObject({ state: 'awaiting_approval', approvals: 1, needed: 2 });
    const balance = async () =>
      (await api('/api/admin/clients', { token: ops })).body.items.find((c: { id: string }) => c.id === id).balance;
    expect(await balance()).toBe(5_000);
    const listed = await api(`/api/admin/clients/${id}/deposits`, { token: ops2 });
    expect(listed.body.items.map((d: { reference: string; state: string }) => [d.reference, d.state])).toEqual([
      ['KCB-002', 'awaiting_approval'],
      ['KCB-001', 'credited'],
    ]);
    expect(listed.body.items[0].recorded_by).toBe(held.body.recorded_by);
    const approve = `/api/admin/clients/${id}/deposits/${held.body.id}/approve`;
    expect(await post(approve, ops)).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/second admin/) },
    });
    expect((await post(approve, ops2)).body).toMatchObject({ state: 'credited', approvals: 2 });
    expect(await balance()).toBe(5_000 + big);
    expect((await post(approve, ops2)).body.message).toBe('This deposit is not waiting for approval.');
    expect((await post(`/api/admin/clients/${id}/deposits`, ops, { amount: 10, reference: 'KCB-001' })).status).toBe(
      400,
    );
    expect((await post(`/api/admin/clients/${id}/deposits`, ops, { amount: 1.5, reference: 'KCB-9' })).status).toBe(
      400,
    );
    expect((await post('/api/admin/clients/nobody/deposits', ops, { amount: 10, reference: 'KCB-3' })).status).toBe(
      404,
    );
  });
});
