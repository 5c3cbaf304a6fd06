// The operators' endpoints in the mocks answer as the server's do: who may call what, the queues'
// filters, four eyes, declines that refund with the member's reason, replies the member reads,
// holds lifted with a note, and an audit row for each of it.
import { describe, expect, it } from 'vitest';
import { api, eventually, signIn, useMocks } from '../test/support.ts';
import { DEMO_OPERATORS } from './seed.ts';

const mocks = useMocks();

async function operator(name: 'ops' | 'ops2' | 'help') {
  const o = DEMO_OPERATORS.find((x) => x.email.startsWith(`${name}@`))!;
  const res = await api('/api/collections/_superusers/auth-with-password', {
    method: 'POST',
    json: { identity: o.email, password: o.password },
  });
  expect(res.status).toBe(200);
  return res.body.token as string;
}

const member = (username: string) => mocks.store.users.find((u) => u.record.username === username)!.record;
const post = (path: string, token: string, json: unknown = {}) => api(path, { method: 'POST', token, json });

describe('signing in and access', () => {
  it('signs operators in as `_superusers`, and refuses a wrong password in the server’s words', async () => {
    const ok = await api('/api/collections/_superusers/auth-with-password', {
      method: 'POST',
      json: { identity: 'OPS@mapato.demo', password: DEMO_OPERATORS[0]!.password },
    });
    expect(ok.body.record).toMatchObject({ collectionName: '_superusers', email: 'ops@mapato.demo' });
    const me = await api('/api/admin/me', { token: ok.body.token });
    expect(me.body).toMatchObject({ email: 'ops@mapato.demo', role: 'admin' });
    const bad = await api('/api/collections/_superusers/auth-with-password', {
      method: 'POST',
      json: { identity: 'ops@mapato.demo', password: 'wrong-password' },
    });
    expect(bad).toMatchObject({ status: 400, body: { message: 'Failed to authenticate.' } });
  });

  it('gives a guest 401 and a member 403, and leaves a member-only store as it was', async () => {
    const users = mocks.store.users.length;
    expect((await api('/api/admin/overview')).status).toBe(401);
    const brian = await signIn(2);
    expect(await api('/api/admin/overview', { token: brian.token })).toMatchObject({
      status: 403,
      body: { message: 'Only superusers can perform this action.' },
    });
    expect(mocks.store.users).toHaveLength(users);
  });

  it('refuses a support operator anything that moves money, and audits the refusal', async () => {
    const help = await operator('help');
    const queue = await api('/api/admin/withdrawals?status=approval', { token: help });
    const id = queue.body.items[0].id;
    const res = await post(`/api/admin/withdrawals/${id}/approve`, help);
    expect(res).toMatchObject({
      status: 403,
      body: { message: 'Only an admin can do this; support operators read and answer.' },
    });
    const audit = await api('/api/admin/audit?action=admin.forbidden.role', { token: help });
    expect(audit.body.items).toHaveLength(1);
  });
});

describe('queues', () => {
  it('lists payouts awaiting approval, oldest first, with their approvals', async () => {
    const ops = await operator('ops');
    const res = await api('/api/admin/withdrawals?status=approval', { token: ops });
    expect(res.body.items.map((w: any) => [w.username, w.amount, w.payout.approvals.length, w.payout.needed])).toEqual([
      ['kiprop', 30000, 0, 2],
      ['otieno', 25000, 1, 2],
      ['achieng', 8000, 0, 1],
    ]);
  });

  it('finds by a number in any Kenyan form, and refuses an unknown status', async () => {
    const ops = await operator('ops');
    const res = await api(`/api/admin/withdrawals?status=all&q=${encodeURIComponent('0711 500 600')}`, { token: ops });
    expect(res.body.items.map((w: any) => w.username)).toEqual(['achieng']);
    expect((await api('/api/admin/withdrawals?status=late', { token: ops })).status).toBe(400);
  });

  it('needs two different admins above the four-eyes threshold, then pays through M-Pesa', async () => {
    const [ops, ops2] = [await operator('ops'), await operator('ops2')];
    const id = mocks.store.withdrawals.find((w) => w.amount === 25000)!.id;
    const twice = await post(`/api/admin/withdrawals/${id}/approve`, ops2);
    expect(twice.body.message).toBe(
      'You have already approved this payout (by Approve or Mark paid): a second admin must approve it.',
    );
    expect((await post(`/api/admin/withdrawals/${id}/approve`, ops)).status).toBe(200);
    const paid = await eventually(() => mocks.store.withdrawals.find((w) => w.id === id && w.disbursed));
    expect(paid.receipt).toMatch(/^[A-Z0-9]{10}$/);
  });

  it('marks a payout above KSh 20,000 paid by hand only when a second admin marks it too', async () => {
    const [ops, ops2] = [await operator('ops'), await operator('ops2')];
    const big = mocks.store.withdrawals.find((w) => w.amount === 30000)!;
    expect((await post(`/api/admin/withdrawals/${big.id}/disburse`, ops)).body).toMatchObject({ status: 'pending' });
    const twice = await post(`/api/admin/withdrawals/${big.id}/disburse`, ops);
    expect(twice.body.message).toBe(
      'You have already approved this payout (by Approve or Mark paid): a second admin must approve it.',
    );
    const queue = await api('/api/admin/withdrawals?status=approval', { token: ops2 });
    expect(queue.body.items.find((w: any) => w.id === big.id).payout.approvals).toHaveLength(1);
    expect((await post(`/api/admin/withdrawals/${big.id}/disburse`, ops2)).body).toMatchObject({ status: 'disbursed' });
    const doubted = mocks.store.withdrawals.find((w) => w.amount === 6500)!;
    expect((await post(`/api/admin/withdrawals/${doubted.id}/disburse`, ops)).body).toMatchObject({
      status: 'disbursed',
    });
  });

  it('declines with the reason the member reads, and refunds the balance once', async () => {
    const ops = await operator('ops');
    const w = mocks.store.withdrawals.find((x) => x.amount === 8000)!;
    const before = member('achieng').balance;
    const res = await post(`/api/admin/withdrawals/${w.id}/decline`, ops, { reason: 'Wrong name on the number' });
    expect(res.body).toMatchObject({ status: 'declined', reason: 'Wrong name on the number' });
    expect(member('achieng').balance).toBe(before + 8000);
    expect((await post(`/api/admin/withdrawals/${w.id}/decline`, ops)).body.message).toBe(
      'This withdrawal can no longer be moved to declined.',
    );
    expect(member('achieng').balance).toBe(before + 8000);
  });

  it('confirms a typed bond reference: the member moves up', async () => {
    const ops = await operator('ops');
    const bonds = await api('/api/admin/registrations?status=processing&method=manual', { token: ops });
    const njeri = bonds.body.items.find((r: any) => r.username === 'njeri');
    expect(njeri).toMatchObject({ mpesa_ref: 'SKL4ZT81QA', stk: null });
    expect((await post(`/api/admin/registrations/${njeri.id}/approve`, ops)).status).toBe(200);
    expect(member('njeri').level).toBe(3);
  });

  it('lifts a hold only with a note', async () => {
    const ops = await operator('ops');
    const held = await api('/api/admin/duplicate-phones', { token: ops });
    const aminaW = held.body.items.find((h: any) => h.username === 'amina_w');
    expect(aminaW.owner.username).toBe('amina');
    const short = await post(`/api/admin/duplicate-phones/${aminaW.id}/resolve`, ops, { note: 'ok' });
    expect(short.body.data.note.message).toBe('Say in 3 to 500 characters why the hold is lifted.');
    expect(
      (await post(`/api/admin/duplicate-phones/${aminaW.id}/resolve`, ops, { note: 'Checked her ID.' })).status,
    ).toBe(200);
    expect((await api('/api/admin/duplicate-phones', { token: ops })).body.totalItems).toBe(1);
  });
});

describe('support and members', () => {
  it('a reply answers the thread and the member reads it in their own thread', async () => {
    const help = await operator('help');
    const amina = await signIn(1);
    const thread = `u:${amina.id}`;
    const res = await post(`/api/admin/support/threads/${encodeURIComponent(thread)}/reply`, help, {
      message: 'It goes out today.',
    });
    expect(res.body).toMatchObject({ kind: 'reply', answered: true });
    const open = await api('/api/admin/support/threads?status=open', { token: help });
    expect(open.body.items.map((t: any) => t.thread)).not.toContain(thread);
    const mine = await api('/api/support/thread', { token: amina.token });
    expect(mine.body.items.at(-1)).toMatchObject({ message: 'It goes out today.', fromOperator: true });
    expect(mine.body.unread).toBe(1);
  });

  it("a member's file and ledger: the ledger ends at the balance, every row with its reference", async () => {
    const ops = await operator('ops');
    const brian = member('brian');
    const file = await api(`/api/admin/members/${brian.id}`, { token: ops });
    expect(file.body.member).toMatchObject({ username: 'brian', balance: brian.balance, phone_hold: false });
    expect(file.body.withdrawals).toHaveLength(4);
    const ledger = await api(`/api/admin/members/${brian.id}/ledger?perPage=100`, { token: ops });
    expect(ledger.body.items[0].balance_after).toBe(brian.balance);
    expect(ledger.body.items.every((r: any) => r.ref !== '')).toBe(true);
    const audit = await api(`/api/admin/audit?action=read.member&member=${brian.id}`, { token: ops });
    expect(audit.body.items).toHaveLength(1);
  });

  it('searches members by phone in any form, and by e-mail', async () => {
    const ops = await operator('ops');
    const byPhone = await api(`/api/admin/members?q=${encodeURIComponent('254712345678')}`, { token: ops });
    expect(byPhone.body.items.map((m: any) => m.username).sort()).toEqual(['amina', 'amina_w']);
    const byMail = await api('/api/admin/members?q=wanjiku@mapato.demo', { token: ops });
    expect(byMail.body.items.map((m: any) => m.username)).toEqual(['wanjiku']);
  });
});

describe('overview and audit', () => {
  it('computes the figures from the store', async () => {
    const ops = await operator('ops');
    const res = await api('/api/admin/overview', { token: ops });
    const owed = mocks.store.users.reduce((sum, u) => sum + u.record.balance, 0);
    expect(res.body.owed).toBe(owed);
    expect(res.body.payouts.approval).toEqual({ count: 3, amount: 63000 });
    // One solvency figure (ADR 075): the books' held against owed, also alone for the console's banner.
    expect(res.body).not.toHaveProperty('cover');
    expect(res.body.solvency).toMatchObject({ owed, min: 0, bondsPaused: false });
    expect((await api('/api/admin/guard', { token: ops })).body).toEqual(res.body.solvency);
    expect((await api('/api/admin/guard')).status).toBe(401);
  });

  it('filters the audit log by actor, action prefix and day', async () => {
    const ops = await operator('ops');
    const mpesa = await api('/api/admin/audit?actor=mpesa&action=withdrawal.', { token: ops });
    expect(mpesa.body.items.map((r: any) => r.action)).toEqual(['withdrawal.disburse']);
    const byMail = await api('/api/admin/audit?actor=ops2@mapato.demo', { token: ops });
    expect(byMail.body.items[0]).toMatchObject({ action: 'withdrawal.approve', actorEmail: 'ops2@mapato.demo' });
    expect((await api('/api/admin/audit?from=2026-02-31', { token: ops })).body.message).toBe(
      'from must be a date, YYYY-MM-DD.',
    );
  });
});
