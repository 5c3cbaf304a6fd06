// GET /api/admin/members?q=, /members/{id} and /members/{id}/ledger (ADR 020): finding a member by
// username, phone in any Kenyan form or e-mail; everything about them on one page; their ledger in
// pages, newest first. Each read leaves an audit row that names ids, never what was searched for.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditedBy,
  fundedMember,
  kenyanForms,
  operator,
  upgradeByReference,
  withdraw,
  type Admin,
} from './support/admin.ts';
import { uniquePhone, type Member } from './support/test-server.ts';
import { testServerForFile } from './support/harness.ts';

const t = testServerForFile();
let admin: Admin;
let amina: Member & { phone: string; email: string };
let other: Member;
let paidId: string;
let pendingId: string;
let upgradeId: string;

beforeAll(async () => {
  admin = await operator(t);
  const phone = uniquePhone();
  const email = `amina.${process.pid}@example.co.ke`;
  amina = {
    ...(await fundedMember(t, 5000, { username: `Amina${process.pid}`, name: 'Amina Hassan', phone, email })),
    phone,
    email,
  };
  other = await fundedMember(t, 2000, { email: `other.${process.pid}@example.co.ke` });
  paidId = await withdraw(t, amina, 1500);
  pendingId = await withdraw(t, amina, 1000);
  await withdraw(t, other, 1000);
  upgradeId = (await upgradeByReference(t, amina)).id;
  expect((await admin.call(`/api/admin/withdrawals/${paidId}/disburse`, { method: 'POST' })).status).toBe(200);
  const sent = await t.http('/api/support/messages', {
    method: 'POST',
    json: { kind: 'chat', message: 'Is my J1 confirmed?', conversation: 'chat-amina-0001' },
    token: amina.token,
  });
  expect(sent.status).toBe(200);
});

const search = async (q: string) =>
  (await admin.get(`/api/admin/members?q=${encodeURIComponent(q)}`)).items.map((i: any) => i.id);
const SECRETS = ['password_hash', 'token_key', 'passwordHash', 'tokenKey'];

describe('finding a member', () => {
  it.each([
    ['part of the username, any case', () => `amina${process.pid}`.slice(1).toUpperCase()],
    ['the phone as 07…', () => kenyanForms(amina.phone)[0]!],
    ['the phone as 2547…', () => kenyanForms(amina.phone)[1]!],
    ['the phone as +2547…', () => kenyanForms(amina.phone)[2]!],
    ['the phone with spaces', () => `${kenyanForms(amina.phone)[0]!.slice(0, 4)} ${amina.phone.slice(7)}`],
    ['the e-mail, any case', () => amina.email.toUpperCase()],
  ])('by %s', async (_how, q) => {
    expect(await search(q())).toEqual([amina.id]);
  });

  it('lists everyone newest first without a search, and finds nobody for a stranger', async () => {
    expect(await search('')).toEqual([other.id, amina.id]);
    expect(await search('nobody-like-this')).toEqual([]);
    expect(await search('%')).toEqual([]);
  });

  it('shows the essentials, no secrets, and audits the read by ids only', async () => {
    const { result, rows } = await auditedBy(t, () => admin.get(`/api/admin/members?q=${amina.phone.slice(1)}`));
    expect(result.items).toEqual([
      expect.objectContaining({
        id: amina.id,
        username: amina.username,
        email: amina.email,
        phone: amina.phone,
        level: 1,
        phone_hold: false,
        deleted: false,
      }),
    ]);
    for (const key of SECRETS) expect(result.items[0]).not.toHaveProperty(key);
    expect(rows).toEqual([
      expect.objectContaining({
        actor: admin.id,
        action: 'read.members',
        target: 'members',
        details: { page: 1, searched: true, uids: [amina.id] },
      }),
    ]);
    expect(JSON.stringify(rows)).not.toContain(amina.phone.slice(4));
  });
});

describe('a member’s page', () => {
  it('holds the profile, withdrawals, upgrades, support thread and the audit rows about them', async () => {
    const { result: page, rows } = await auditedBy(t, () => admin.get(`/api/admin/members/${amina.id}`));
    expect(page.member).toMatchObject({
      id: amina.id,
      username: amina.username,
      name: 'Amina Hassan',
      email: amina.email,
      phone: amina.phone,
      level: 1,
      balance: 5000 + 30 - 1500 - 1000,
      verified: true,
      phone_hold: false,
      deleted: false,
    });
    for (const key of SECRETS) expect(page.member).not.toHaveProperty(key);
    expect(page.withdrawals.map((w: any) => [w.id, w.status])).toEqual([
      [pendingId, 'pending'],
      [paidId, 'disbursed'],
    ]);
    expect(page.withdrawals[0]).toMatchObject({ username: amina.username, payout: null });
    expect(page.registrations).toEqual([expect.objectContaining({ id: upgradeId, processing: true, stk: null })]);
    expect(page.support).toEqual([
      expect.objectContaining({ kind: 'chat', message: 'Is my J1 confirmed?', operator: '', answered: false }),
    ]);
    expect(page.audit).toContainEqual(
      expect.objectContaining({
        actor: admin.id,
        actorEmail: admin.email,
        action: 'withdrawal.disburse',
        target: paidId,
        details: { uid: amina.id, amount: 1500, approvals: 1, needed: 1, released: true },
      }),
    );
    expect(JSON.stringify(page)).not.toContain(other.id);
    expect(rows).toEqual([
      expect.objectContaining({ actor: admin.id, action: 'read.member', target: amina.id, details: { uid: amina.id } }),
    ]);
    // The next reader sees that someone looked.
    const again = await admin.get(`/api/admin/members/${amina.id}`);
    expect(again.audit[0]).toMatchObject({ action: 'read.member', target: amina.id, actorEmail: admin.email });
  });

  it('is a 404 for an unknown member, and no read is recorded', async () => {
    for (const path of ['/api/admin/members/abcdefghijklmno', '/api/admin/members/abcdefghijklmno/ledger']) {
      const { result, rows } = await auditedBy(t, () => admin.call(path));
      expect(result.status).toBe(404);
      expect(rows).toEqual([]);
    }
  });
});

describe('a member’s ledger', () => {
  it('comes in pages, newest first, each row with its reference; the read is audited', async () => {
    const db = t.server.deps.db;
    const all = await db.selectFrom('ledger').selectAll().where('uid', '=', amina.id).orderBy('seq', 'desc').execute();
    expect(all.map((r) => r.ref).slice(0, 3)).toEqual([pendingId, paidId, 'test-grant']);

    const { result: first, rows } = await auditedBy(t, () =>
      admin.get(`/api/admin/members/${amina.id}/ledger?perPage=2`),
    );
    expect(first).toMatchObject({ page: 1, perPage: 2, totalItems: all.length, totalPages: Math.ceil(all.length / 2) });
    expect(first.items).toEqual([
      {
        id: all[0]!.id,
        seq: all[0]!.seq,
        kind: 'withdrawal',
        amount: -1000,
        balance_after: 2530,
        ref: pendingId,
        created: all[0]!.created,
      },
      {
        id: all[1]!.id,
        seq: all[1]!.seq,
        kind: 'withdrawal',
        amount: -1500,
        balance_after: 3530,
        ref: paidId,
        created: all[1]!.created,
      },
    ]);
    expect(rows).toEqual([
      expect.objectContaining({
        actor: admin.id,
        action: 'read.member.ledger',
        target: amina.id,
        details: { uid: amina.id, page: 1 },
      }),
    ]);

    const second = await admin.get(`/api/admin/members/${amina.id}/ledger?perPage=2&page=2`);
    expect(second.items.map((r: any) => r.ref)).toEqual(all.slice(2, 4).map((r) => r.ref));
    expect(second.items[0]).toMatchObject({ kind: 'adjustment', amount: 5000, ref: 'test-grant' });
  });
});
