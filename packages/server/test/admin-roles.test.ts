// Operator roles (docs/design.md#admins): a support operator reads everything an admin
// reads and answers members, but every call that moves money or lifts a hold is refused with 403,
// audited, and changes nothing. And an admin's decline carries a reason the member reads.
import { SUPPORT_ROLE_REFUSAL } from '@mapato/protocol';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditedBy,
  fundedMember,
  moneyTables,
  operator,
  upgradeByReference,
  withdraw,
  type Admin,
} from './support/admin.ts';
import { signUpMember, type Member } from './support/test-server.ts';
import { testServerForFile } from './support/harness.ts';
import { signedInClient, type Client } from './support/clients.ts';

const t = testServerForFile();
let admin: Admin;
let support: Admin;
let member: Member;
let held: Member;
let withdrawalId: string;
let registrationId: string;
let client: Client;
const thread = () => encodeURIComponent(`u:${member.id}`);

beforeAll(async () => {
  admin = await operator(t, 'admin');
  support = await operator(t, 'support');
  member = await fundedMember(t, 5000);
  withdrawalId = await withdraw(t, member, 2000);
  registrationId = (await upgradeByReference(t, member)).id;
  const sent = await t.http('/api/support/messages', {
    method: 'POST',
    json: { kind: 'support', name: 'Wanjiru', email: 'wanjiru@example.co.ke', message: 'Where is my money?' },
    token: member.token,
  });
  expect(sent.status).toBe(200);
  // On hold as migration 004 leaves an account whose phone another account already owned.
  client = await signedInClient(t);
  held = await signUpMember(t);
  await t.server.deps.db.updateTable('users').set({ phone_hold: 1 }).where('id', '=', held.id).execute();
});

describe('a support operator', () => {
  it('is told who they are and that they may not move money', async () => {
    expect(await support.get('/api/admin/me')).toEqual({ id: support.id, email: support.email, role: 'support' });
    expect(await admin.get('/api/admin/me')).toMatchObject({ role: 'admin' });
  });

  it('reads every list, page and thread the console has', async () => {
    const reads = [
      '/api/admin/me',
      '/api/admin/settings',
      '/api/admin/overview',
      '/api/admin/guard',
      '/api/admin/withdrawals?status=all',
      '/api/admin/registrations?status=all',
      '/api/admin/audit',
      '/api/admin/support',
      '/api/admin/support/threads?status=all',
      `/api/admin/support/threads/${thread()}`,
      '/api/admin/members',
      `/api/admin/members/${member.id}`,
      `/api/admin/members/${member.id}/ledger`,
      '/api/admin/duplicate-phones',
      '/api/admin/reconciliation',
      '/api/admin/mpesa-balances',
      '/api/admin/books/marketing',
      '/api/admin/clients',
      `/api/admin/clients/${client.id}/deposits`,
      `/api/admin/clients/${client.id}/refunds`,
    ];
    // Every GET the server has under /api/admin is in the list (a new one must be added here).
    const shape = (path: string) => path.replace(/\?.*$/, '').replace(/\/(u%3A)?[a-z0-9]{15}(?=\/|$)/g, '/:param');
    const gets = t.server.routes
      .filter((r) => r.startsWith('GET /api/admin'))
      .map((r) => r.slice(4).replace(/:[a-z]+/g, ':param'));
    expect(new Set(reads.map(shape))).toEqual(new Set(gets));

    for (const path of reads)
      expect({ path, status: (await support.call(path)).status }).toEqual({ path, status: 200 });
    expect((await support.get('/api/admin/withdrawals')).items.map((w: any) => w.id)).toContain(withdrawalId);
    expect((await support.get('/api/admin/registrations')).items.map((r: any) => r.id)).toContain(registrationId);
    expect((await support.get('/api/admin/duplicate-phones')).items.map((h: any) => h.id)).toEqual([held.id]);
  });

  it('answers a member and marks a thread answered', async () => {
    const reply = await support.call(`/api/admin/support/threads/${thread()}/reply`, {
      json: { message: 'It is on its way.' },
    });
    expect(reply).toMatchObject({ status: 200, body: { operator: support.id, answered: true } });
    expect((await support.call(`/api/admin/support/threads/${thread()}/answered`, { method: 'POST' })).status).toBe(
      200,
    );
    const seen = await t.http('/api/support/thread', { token: member.token });
    expect(seen.body.items.at(-1)).toMatchObject({ message: 'It is on its way.', fromOperator: true });
  });

  it.each([
    ['mark a withdrawal processing', () => `/api/admin/withdrawals/${withdrawalId}/processing`, undefined],
    ['disburse a withdrawal', () => `/api/admin/withdrawals/${withdrawalId}/disburse`, undefined],
    ['decline a withdrawal', () => `/api/admin/withdrawals/${withdrawalId}/decline`, { reason: 'Wrong number' }],
    ['approve a payout', () => `/api/admin/withdrawals/${withdrawalId}/approve`, undefined],
    ['approve an upgrade', () => `/api/admin/registrations/${registrationId}/approve`, undefined],
    ['decline an upgrade', () => `/api/admin/registrations/${registrationId}/decline`, { reason: 'No such payment' }],
    ['lift a phone hold', () => `/api/admin/duplicate-phones/${held.id}/resolve`, { note: 'Checked by phone' }],
  ])('may not %s: 403, audited, nothing changes', async (_name, path, json) => {
    const before = await moneyTables(t);
    const { result, rows } = await auditedBy(t, () => support.call(path(), { method: 'POST', json }));
    expect(result).toEqual({ status: 403, body: { status: 403, message: SUPPORT_ROLE_REFUSAL, data: {} } });
    expect(rows).toEqual([
      expect.objectContaining({
        actor: support.id,
        action: 'admin.forbidden.role',
        target: path(),
        details: { method: 'POST', role: 'support' },
      }),
    ]);
    expect(await moneyTables(t)).toEqual(before);
  });

  it('leaves the requests for an admin, who may still move them', async () => {
    const approved = await admin.call(`/api/admin/registrations/${registrationId}/approve`, { method: 'POST' });
    expect(approved).toMatchObject({ status: 200, body: { processing: false, declined: false } });
    const lifted = await admin.call(`/api/admin/duplicate-phones/${held.id}/resolve`, { json: { note: 'Checked' } });
    expect(lifted.status).toBe(200);
    const disbursed = await admin.call(`/api/admin/withdrawals/${withdrawalId}/disburse`, { method: 'POST' });
    expect(disbursed).toMatchObject({ status: 200, body: { status: 'disbursed' } });
  });
});

describe('a decline with a reason', () => {
  it('shows the member why their withdrawal and their upgrade were declined', async () => {
    const m = await fundedMember(t, 3000);
    const w = await withdraw(t, m, 1500);
    const reg = await upgradeByReference(t, m);
    const reason = 'The M-Pesa number does not match your name.';
    const declined = await admin.call(`/api/admin/withdrawals/${w}/decline`, { json: { reason: `  ${reason} ` } });
    expect(declined).toMatchObject({ status: 200, body: { status: 'declined', reason } });
    const refused = await admin.call(`/api/admin/registrations/${reg.id}/decline`, { json: { reason: 'Not paid.' } });
    expect(refused).toMatchObject({ status: 200, body: { declined: true, reason: 'Not paid.' } });

    expect(await m.pb.collection('withdrawal').getOne(w)).toMatchObject({ status: 'declined', reason });
    expect(await m.pb.collection('registration').getOne(reg.id)).toMatchObject({ declined: true, reason: 'Not paid.' });
    const audit = await admin.get(`/api/admin/audit?action=withdrawal.decline&member=${m.id}`);
    expect(audit.items).toEqual([expect.objectContaining({ target: w, details: expect.objectContaining({ reason }) })]);
  });

  it('refuses a reason over 200 characters with a field error, and declines nothing', async () => {
    const m = await fundedMember(t, 3000);
    const w = await withdraw(t, m, 1500);
    const reg = await upgradeByReference(t, m);
    const before = await moneyTables(t);
    for (const path of [`/api/admin/withdrawals/${w}/decline`, `/api/admin/registrations/${reg.id}/decline`]) {
      const res = await admin.call(path, { json: { reason: 'x'.repeat(201) } });
      expect(res).toMatchObject({
        status: 400,
        body: { data: { reason: { code: 'validation_max_text_constraint', message: expect.stringMatching(/200/) } } },
      });
    }
    expect(await moneyTables(t)).toEqual(before);
    const fits = await admin.call(`/api/admin/withdrawals/${w}/decline`, { json: { reason: 'y'.repeat(200) } });
    expect(fits).toMatchObject({ status: 200, body: { reason: 'y'.repeat(200) } });
  });
});
