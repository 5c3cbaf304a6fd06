// GET /api/admin/audit (ADR 020): the log newest first, filtered by who (an operator's id or
// e-mail, 'mpesa', 'cli'), what (an action, or every action under a prefix like 'withdrawal.'),
// about which member, and between which Nairobi days; filters it cannot read are a 400.
import { nairobiDay } from '@mapato/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { fundedMember, operator, upgradeByReference, withdraw, type Admin } from './support/admin.ts';
import { eventually, paymentRows } from './support/payments-rig.ts';
import type { Member } from './support/test-server.ts';
import { paymentsServerForFile } from './support/harness.ts';

// The server's clock runs from wherever the test sends it (so the worker's timings still pass).
let offset = 0;
const DAY_MS = 86_400_000;
const today = nairobiDay(new Date());
const day = (back: number) => nairobiDay(new Date(Date.parse(`${today}T12:00:00+03:00`) - back * DAY_MS));
const [D1, D2, D3] = [day(2), day(1), day(0)];
/** Sends the server's clock to `hh`:00 Nairobi time on `d`. */
const travel = (d: string, hh: number) => {
  offset = Date.parse(`${d}T${String(hh).padStart(2, '0')}:00:00+03:00`) - Date.now();
};

const { t } = paymentsServerForFile({ server: { now: () => new Date(Date.now() + offset) } });
let alice: Admin;
let bob: Admin;
let m1: Member;
let m2: Member;
const w: Record<string, string> = {};
let upgrade: string;

beforeAll(async () => {
  // Signed in on the last day, so their tokens hold on the days before too.
  travel(D3, 8);
  alice = await operator(t, 'admin', `Alice.${process.pid}@Mapato.test`);
  bob = await operator(t);
  m1 = await fundedMember(t, 20_000);
  m2 = await fundedMember(t, 20_000);

  travel(D1, 10);
  w.byHand = await withdraw(t, m1, 6000);
  expect((await alice.call(`/api/admin/withdrawals/${w.byHand}/disburse`, { method: 'POST' })).status).toBe(200);

  travel(D2, 10);
  w.declined = await withdraw(t, m2, 7000);
  expect((await bob.call(`/api/admin/withdrawals/${w.declined}/decline`, { method: 'POST' })).status).toBe(200);
  upgrade = (await upgradeByReference(t, m2)).id;
  expect((await alice.call(`/api/admin/registrations/${upgrade}/approve`, { method: 'POST' })).status).toBe(200);

  travel(D3, 10);
  w.byMpesa = await withdraw(t, m1, 1200);
  await eventually(async () => (await paymentRows(t).withdrawal(w.byMpesa!)).status === 'disbursed');
  w.held = await withdraw(t, m2, 8000);
  expect(
    (
      await alice.call(`/api/admin/withdrawals/${w.held}/decline`, {
        method: 'POST',
        json: { reason: 'Checked by hand' },
      })
    ).status,
  ).toBe(200);
  expect((await t.http('/api/admin/audit', { token: m1.token })).status).toBe(403);
  expect((await alice.call(`/api/admin/members/${m2.id}`)).status).toBe(200);
  expect((await alice.call(`/api/admin/members/${m1.id}/ledger`)).status).toBe(200);
});

type Row = { id: string; actor: string; actorEmail: string; action: string; target: string; created: string };
const search = async (query: string): Promise<Row[]> => {
  const res = await alice.get(`/api/admin/audit?perPage=200&${query}`);
  expect(res.totalItems).toBe(res.items.length);
  return res.items;
};
const moves = async (query: string) => (await search(query)).map((r) => [r.action, r.target]);

describe('the audit log', () => {
  it('is newest first, with the operator’s e-mail beside their id', async () => {
    const rows = await search('');
    const times = rows.map((r) => r.created);
    expect(times).toEqual([...times].sort().reverse());
    expect(rows.find((r) => r.target === w.byHand)).toMatchObject({ actor: alice.id, actorEmail: alice.email });
    expect(rows.find((r) => r.actor === 'mpesa')).toMatchObject({ actorEmail: '' });
  });

  it.each([
    ['an operator’s id', () => alice.id],
    ['an operator’s e-mail, any case', () => alice.email.toLowerCase()],
  ])('by who: %s', async (_how, actor) => {
    expect(await moves(`actor=${encodeURIComponent(actor())}&action=withdrawal.`)).toEqual([
      ['withdrawal.decline', w.held],
      ['withdrawal.disburse', w.byHand],
    ]);
    const all = await search(`actor=${encodeURIComponent(actor())}`);
    expect(new Set(all.map((r) => r.actor))).toEqual(new Set([alice.id]));
  });

  it('by who: M-Pesa, and the command line', async () => {
    expect(await moves('actor=mpesa')).toEqual([['withdrawal.disburse', w.byMpesa]]);
    expect((await search('actor=cli')).map((r) => r.action)).toEqual(['superuser.create', 'superuser.create']);
    expect(await search('actor=nobody%40mapato.test')).toEqual([]);
  });

  it('by what: one action exactly, or every action under a prefix', async () => {
    expect(await moves('action=withdrawal.disburse')).toEqual([
      ['withdrawal.disburse', w.byMpesa],
      ['withdrawal.disburse', w.byHand],
    ]);
    expect(await moves('action=withdrawal.')).toEqual([
      ['withdrawal.decline', w.held],
      ['withdrawal.disburse', w.byMpesa],
      ['withdrawal.decline', w.declined],
      ['withdrawal.disburse', w.byHand],
    ]);
    expect(await search('action=withdrawal')).toEqual([]);
    expect((await search('action=read.')).map((r) => r.action)).toContain('read.member');
    // '_' is a letter in an action, not "any one character" ('read.member.ledger' is no match).
    expect((await search('action=read.member.')).map((r) => r.action)).toEqual(['read.member.ledger']);
    expect(await search('action=read_member.')).toEqual([]);
    // Actions with hyphens are actions too (an operator's sign-in).
    const signIns = (await search('action=superuser.sign-in')).map((r) => r.action);
    expect(signIns.length).toBeGreaterThan(0);
    expect(new Set(signIns)).toEqual(new Set(['superuser.sign-in']));
  });

  it('about one member: their record, and their withdrawals and upgrades', async () => {
    expect(await moves(`member=${m2.id}`)).toEqual([
      ['read.member', m2.id],
      ['withdrawal.decline', w.held],
      ['registration.approve', upgrade],
      ['withdrawal.decline', w.declined],
    ]);
    expect(await moves(`member=${m1.id}&action=withdrawal.`)).toEqual([
      ['withdrawal.disburse', w.byMpesa],
      ['withdrawal.disburse', w.byHand],
    ]);
  });

  it('between Nairobi days, both ends included', async () => {
    expect(await moves(`from=${D2}&to=${D2}`)).toEqual([
      ['registration.approve', upgrade],
      ['withdrawal.decline', w.declined],
    ]);
    expect(await moves(`to=${D1}`)).toEqual([['withdrawal.disburse', w.byHand]]);
    const fromD2 = await search(`from=${D2}&action=withdrawal.`);
    expect(fromD2.map((r) => r.target)).toEqual([w.held, w.byMpesa, w.declined]);
    expect(await moves(`actor=${alice.id}&from=${D1}&to=${D2}`)).toEqual([
      ['registration.approve', upgrade],
      ['withdrawal.disburse', w.byHand],
    ]);
    expect(await search(`from=${D3}&to=${D1}`)).toEqual([]);
  });

  it.each([
    ['an action with a wildcard', 'action=withdrawal.%25', 'Unknown action filter.'],
    ['an action in capitals', 'action=Withdrawal.', 'Unknown action filter.'],
    ['an action too long', `action=${'a'.repeat(81)}`, 'Unknown action filter.'],
    ['a member id that is not one', 'member=ABC%27--', 'Unknown member.'],
    ['a from that is not a date', 'from=yesterday', 'from must be a date, YYYY-MM-DD.'],
    ['a to in another shape', `to=${D1.split('-').reverse().join('/')}`, 'to must be a date, YYYY-MM-DD.'],
    ['a month that does not exist', 'from=2026-13-01', 'from must be a date, YYYY-MM-DD.'],
    ['a day that does not exist', 'to=2026-02-30', 'to must be a date, YYYY-MM-DD.'],
  ])('refuses %s with 400', async (_name, query, message) => {
    expect(await alice.call(`/api/admin/audit?${query}`)).toEqual({
      status: 400,
      body: { status: 400, message, data: {} },
    });
  });
});
