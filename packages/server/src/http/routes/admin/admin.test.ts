// /api/admin/* — operators' queues and moves, each audited; members and guests are kept out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerState } from '../../../../test/support/scenarios.ts';
import {
  grant,
  signInAdmin,
  signUpMember,
  startTestServer,
  type Member,
  type TestServer,
} from '../../../../test/support/test-server.ts';
import type PocketBase from 'pocketbase';

let t: TestServer;
let ops: PocketBase;
beforeAll(async () => {
  t = await startTestServer();
  ops = await signInAdmin(t);
});
afterAll(() => t.close());

const withdraw = async (m: Member, amount: number) =>
  m.pb.collection('withdrawal').create({ amount, mpesa_number: '0712345678', full_name: 'Chebet Kiprono' });
const act = (path: string, pb: PocketBase = ops) => pb.send(path, { method: 'POST' });

describe('operators', () => {
  it('list open withdrawals and move one pending → processing → disbursed', async () => {
    const member = await signUpMember(t);
    await grant(t, member.id, 3000);
    const w = await withdraw(member, 2000);
    const queue = await ops.send('/api/admin/withdrawals', {});
    expect(queue.items.map((i: any) => i.id)).toContain(w.id);
    expect(await act(`/api/admin/withdrawals/${w.id}/processing`)).toMatchObject({
      status: 'processing',
      processing: true,
    });
    const paid = await act(`/api/admin/withdrawals/${w.id}/disburse`);
    expect(paid).toMatchObject({ status: 'disbursed', disbursed: true, processing: false });
    expect(paid.processed_at).not.toBe('');
    expect((await member.pb.collection('withdrawal').getOne(w.id)).status).toBe('disbursed');
    await expect(act(`/api/admin/withdrawals/${w.id}/decline`)).rejects.toMatchObject({ status: 400 });
    expect((await ledgerState(t, member.id)).balance).toBe(1030);
  });

  it('decline refunds the member once, with a ledger row', async () => {
    const member = await signUpMember(t);
    await grant(t, member.id, 3000);
    const w = await withdraw(member, 2500);
    expect((await ledgerState(t, member.id)).balance).toBe(530);
    const results = await Promise.allSettled([
      act(`/api/admin/withdrawals/${w.id}/decline`),
      act(`/api/admin/withdrawals/${w.id}/decline`),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await ledgerState(t, member.id)).toEqual({ balance: 3030, rows: 4, ledgerSum: 3030 });
  });

  it('approve an upgrade: level and investment change only then; decline changes nothing', async () => {
    const member = await signUpMember(t);
    const reg = await member.pb.collection('registration').create({ level: 3, mpesa_ref: 'RBC9876543' });
    const pending = await ops.send('/api/admin/registrations', {});
    expect(pending.items.map((i: any) => i.id)).toContain(reg.id);
    expect(await act(`/api/admin/registrations/${reg.id}/approve`)).toMatchObject({
      processing: false,
      declined: false,
    });
    expect(await member.pb.collection('users').getOne(member.id)).toMatchObject({ level: 3, investment: 10_000 });

    const second = await member.pb.collection('registration').create({ level: 4, mpesa_ref: 'RBC9876544' });
    expect(await act(`/api/admin/registrations/${second.id}/decline`)).toMatchObject({
      processing: false,
      declined: true,
    });
    expect(await member.pb.collection('users').getOne(member.id)).toMatchObject({ level: 3, investment: 10_000 });
  });

  it('counts every confirmed bond in the investment: 3,000 then 10,000 is 13,000', async () => {
    const member = await signUpMember(t);
    const first = await member.pb.collection('registration').create({ level: 2, mpesa_ref: 'RBC9876545' });
    await act(`/api/admin/registrations/${first.id}/approve`);
    const declined = await member.pb.collection('registration').create({ level: 3, mpesa_ref: 'RBC9876546' });
    await act(`/api/admin/registrations/${declined.id}/decline`);
    const second = await member.pb.collection('registration').create({ level: 3, mpesa_ref: 'RBC9876547' });
    await act(`/api/admin/registrations/${second.id}/approve`);
    expect(await member.pb.collection('users').getOne(member.id)).toMatchObject({ level: 3, investment: 13_000 });
  });

  it('writes every move to the audit log', async () => {
    const member = await signUpMember(t);
    await grant(t, member.id, 2000);
    const w = await withdraw(member, 1000);
    await act(`/api/admin/withdrawals/${w.id}/processing`);
    const audit = await ops.send('/api/admin/audit', {});
    expect(audit.items[0]).toMatchObject({
      action: 'withdrawal.processing',
      target: w.id,
      details: { uid: member.id, amount: 1000 },
    });
  });

  it.each([
    ['a guest', false, 401],
    ['a member', true, 403],
  ])('keeps %s out (%i)', async (_name, asMember, status) => {
    const member = await signUpMember(t);
    const token = asMember ? member.token : undefined;
    for (const path of ['/api/admin/withdrawals', '/api/admin/registrations', '/api/admin/audit']) {
      expect((await t.http(path, { token })).status).toBe(status);
    }
    expect((await t.http('/api/admin/withdrawals/abcdefghijklmno/disburse', { method: 'POST', token })).status).toBe(
      status,
    );
  });

  it('is a 404 for an unknown action or record, and a 400 for a bad status filter', async () => {
    await expect(act('/api/admin/withdrawals/abcdefghijklmno/disburse')).rejects.toMatchObject({ status: 404 });
    await expect(act('/api/admin/withdrawals/abcdefghijklmno/refund-twice')).rejects.toMatchObject({ status: 404 });
    await expect(ops.send('/api/admin/withdrawals', { query: { status: 'weird' } })).rejects.toMatchObject({
      status: 400,
    });
  });
});
