// GET /api/admin/withdrawals and /api/admin/registrations (ADR 020): every status filter, oldest
// first; search by username, by phone or M-Pesa number in any Kenyan form, by M-Pesa reference;
// unknown filters are 400; and the audited read of withdrawals keeps no search text, number or name.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditedBy,
  fundedMember,
  gatewayDownFor,
  kenyanForms,
  mpesaRef,
  operator,
  upgradeByReference,
  withdraw,
  type Admin,
} from './support/admin.ts';
import { askUpgrade, eventually, openPrompt, paymentRows } from './support/payments-rig.ts';
import { uniquePhone, type Member } from './support/test-server.ts';
import { paymentsServerForFile } from './support/harness.ts';

const LOST = '0700000503';
const { rig, t } = paymentsServerForFile({ client: { fetch: gatewayDownFor('254700000503') } });
let admin: Admin;
let m: Record<'paid' | 'awaiting' | 'lost' | 'declined', Member & { phone: string }>;
let w: Record<keyof typeof m, string>;
let r: Record<'typed' | 'stkPaid' | 'declined' | 'stkReview', string>;
let typedRef: string;

async function member(name: string) {
  const phone = uniquePhone();
  const username = `${name}${process.pid}`;
  return { ...(await fundedMember(t, 10_000, { phone, username })), phone };
}

beforeAll(async () => {
  admin = await operator(t);
  m = {
    paid: await member('Achieng'),
    awaiting: await member('Kamau'),
    lost: await member('Njeri'),
    declined: await member('Otieno'),
  };
  w = {
    paid: await withdraw(t, m.paid, 1500),
    awaiting: await withdraw(t, m.awaiting, 6000),
    lost: await withdraw(t, m.lost, 2000, LOST),
    declined: await withdraw(t, m.declined, 7000),
  };
  expect((await admin.call(`/api/admin/withdrawals/${w.declined}/decline`, { method: 'POST' })).status).toBe(200);

  typedRef = mpesaRef();
  r = {
    typed: (await upgradeByReference(t, m.paid, 2, typedRef)).id,
    stkPaid: await askUpgrade(t, m.awaiting),
    declined: (await upgradeByReference(t, m.lost, 3)).id,
    stkReview: (await openPrompt(rig, m.declined)).id,
  };
  expect((await admin.call(`/api/admin/registrations/${r.declined}/decline`, { method: 'POST' })).status).toBe(200);

  const rows = paymentRows(t);
  await eventually(async () => (await rows.withdrawal(w.paid)).status === 'disbursed');
  await eventually(async () => (await rows.payout(w.lost)).state === 'review');
  await eventually(async () => (await rows.registration(r.stkPaid)).processing === 0);
  await eventually(async () => (await rows.stk(r.stkReview)).state === 'review');
});

const ids = async (path: string) => (await admin.get(path)).items.map((i: any) => i.id);

describe('the withdrawals queue', () => {
  it.each([
    ['', ['awaiting', 'lost']],
    ['open', ['awaiting', 'lost']],
    ['pending', ['awaiting']],
    ['approval', ['awaiting']],
    ['processing', ['lost']],
    ['review', ['lost']],
    ['disbursed', ['paid']],
    ['declined', ['declined']],
    ['all', ['paid', 'awaiting', 'lost', 'declined']],
  ] as const)('status=%s lists its withdrawals, oldest first', async (status, which) => {
    const path = status ? `/api/admin/withdrawals?status=${status}` : '/api/admin/withdrawals';
    expect(await ids(path)).toEqual(which.map((k) => w[k]));
  });

  it('shows each with its member and its payout', async () => {
    const [lost] = (await admin.get(`/api/admin/withdrawals?status=review`)).items;
    expect(lost).toMatchObject({
      id: w.lost,
      uid: m.lost.id,
      username: m.lost.username,
      mpesa_number: '254700000503',
      status: 'processing',
      payout: { state: 'review', approvals: [], needed: 1 },
    });
  });

  it('finds by username (any case, part of it; % and _ are letters)', async () => {
    expect(await ids('/api/admin/withdrawals?status=all&q=KAMAU')).toEqual([w.awaiting]);
    expect(await ids(`/api/admin/withdrawals?status=all&q=${encodeURIComponent('amau' + process.pid)}`)).toEqual([
      w.awaiting,
    ]);
    expect(await ids('/api/admin/withdrawals?status=all&q=%25')).toEqual([]);
    expect(await ids('/api/admin/withdrawals?status=all&q=_')).toEqual([]);
  });

  it('finds by the member’s phone and by the M-Pesa number, in any Kenyan form', async () => {
    for (const form of kenyanForms(m.declined.phone))
      expect(await ids(`/api/admin/withdrawals?status=all&q=${encodeURIComponent(form)}`)).toEqual([w.declined]);
    for (const form of kenyanForms('+254700000503'))
      expect(await ids(`/api/admin/withdrawals?status=all&q=${encodeURIComponent(form)}`)).toEqual([w.lost]);
    expect(await ids(`/api/admin/withdrawals?status=all&q=${encodeURIComponent('0712 345 678')}`)).toEqual([
      w.paid,
      w.awaiting,
      w.declined,
    ]);
    expect(await ids('/api/admin/withdrawals?status=disbursed&q=0712345678')).toEqual([w.paid]);
  });

  it('audits the read by ids: no search text, number or name', async () => {
    const phone = m.lost.phone;
    const { rows } = await auditedBy(t, () => admin.get(`/api/admin/withdrawals?status=all&q=${phone.slice(1)}`));
    expect(rows).toEqual([
      expect.objectContaining({
        actor: admin.id,
        action: 'read.withdrawals',
        details: {
          query: { status: 'all', page: 1, perPage: 30, searched: true },
          ids: [w.lost],
          uids: [m.lost.id],
        },
      }),
    ]);
    const text = JSON.stringify(rows);
    for (const secret of [phone.slice(4), '700000503', m.lost.username, 'Wanjiru', 'Kamau'])
      expect(text).not.toContain(secret);
  });

  it('refuses an unknown status with 400', async () => {
    for (const status of ['weird', 'Pending', 'constructor', 'toString']) {
      const res = await admin.call(`/api/admin/withdrawals?status=${status}`);
      expect(res).toMatchObject({ status: 400, body: { message: 'Unknown status filter.' } });
    }
  });
});

describe('the upgrades queue', () => {
  it.each([
    ['', ['typed', 'stkReview']],
    ['processing', ['typed', 'stkReview']],
    ['processing&method=manual', ['typed']],
    ['processing&method=stk', ['stkReview']],
    ['review', ['stkReview']],
    ['approved', ['stkPaid']],
    ['declined', ['declined']],
    ['all', ['typed', 'stkPaid', 'declined', 'stkReview']],
    ['all&method=stk', ['stkPaid', 'stkReview']],
  ] as const)('status=%s lists its requests, oldest first', async (status, which) => {
    const path = status ? `/api/admin/registrations?status=${status}` : '/api/admin/registrations';
    expect(await ids(path)).toEqual(which.map((k) => r[k]));
  });

  it('shows each with its member and its M-Pesa prompt', async () => {
    const [review] = (await admin.get('/api/admin/registrations?status=review')).items;
    expect(review).toMatchObject({
      id: r.stkReview,
      username: m.declined.username,
      method: 'stk',
      stk: { state: 'review' },
    });
    const [typed] = (await admin.get('/api/admin/registrations?method=manual')).items;
    expect(typed).toMatchObject({ id: r.typed, mpesa_ref: typedRef, stk: null });
  });

  it('finds by username, by phone in any Kenyan form, and by the M-Pesa reference as typed', async () => {
    expect(await ids('/api/admin/registrations?status=all&q=njeri')).toEqual([r.declined]);
    for (const form of kenyanForms(m.awaiting.phone))
      expect(await ids(`/api/admin/registrations?status=all&q=${encodeURIComponent(form)}`)).toEqual([r.stkPaid]);
    expect(await ids(`/api/admin/registrations?status=all&q=${typedRef.toLowerCase()}`)).toEqual([r.typed]);
  });

  it('refuses an unknown status or method with 400', async () => {
    expect(await admin.call('/api/admin/registrations?status=pending')).toMatchObject({
      status: 400,
      body: { message: 'Unknown status filter.' },
    });
    expect(await admin.call('/api/admin/registrations?method=cash')).toMatchObject({
      status: 400,
      body: { message: 'Unknown method filter.' },
    });
  });
});
