// What /api/admin/* leaves in the audit log besides the moves themselves: refused moves (and that
// they change nothing else), members knocking at the back office, and reads of personal data.
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
let opsId: string;
beforeAll(async () => {
  t = await startTestServer();
  ops = await signInAdmin(t);
  opsId = ops.authStore.record!.id;
});
afterAll(() => t.close());

const MPESA_NUMBER = '0712345678';
const FULL_NAME = 'Chebet Kiprono';
const UNKNOWN_ID = 'abcdefghijklmno';
let refs = 0;
const mpesaRef = () => `AU${String(Date.now() % 1e6).padStart(6, '0')}${String(++refs).padStart(2, '0')}`;

/** Runs `act` and returns the audit rows it added (details parsed). */
async function auditedBy(act: () => Promise<unknown>) {
  const db = t.server.deps.db;
  const before = new Set((await db.selectFrom('audit_log').select('id').execute()).map((r) => r.id));
  await act();
  const rows = await db.selectFrom('audit_log').selectAll().execute();
  return rows
    .filter((r) => !before.has(r.id))
    .map(({ actor, action, target, details }) => ({ actor, action, target, details: JSON.parse(details) as unknown }));
}

/** Everything a refused move must leave alone: the member, their books, their requests. */
async function memberState(m: Member) {
  const db = t.server.deps.db;
  return {
    user: await db
      .selectFrom('users')
      .select(['level', 'investment', 'balance', 'updated'])
      .where('id', '=', m.id)
      .executeTakeFirstOrThrow(),
    ledger: await ledgerState(t, m.id),
    withdrawals: await db.selectFrom('withdrawal').selectAll().where('uid', '=', m.id).orderBy('id').execute(),
    registrations: await db.selectFrom('registration').selectAll().where('uid', '=', m.id).orderBy('id').execute(),
  };
}

const post = (path: string, json?: unknown) => t.http(path, { method: 'POST', token: ops.authStore.token, json });

async function withdrawal(m: Member, then?: 'processing' | 'disburse' | 'decline') {
  await grant(t, m.id, 2000);
  const w = await m.pb
    .collection('withdrawal')
    .create({ amount: 1000, mpesa_number: MPESA_NUMBER, full_name: FULL_NAME });
  if (then) expect((await post(`/api/admin/withdrawals/${w.id}/${then}`)).status).toBe(200);
  return w.id;
}

async function registration(m: Member, then?: 'approve' | 'decline') {
  const r = await m.pb.collection('registration').create({ level: 2, mpesa_ref: mpesaRef() });
  if (then) expect((await post(`/api/admin/registrations/${r.id}/${then}`)).status).toBe(200);
  return r.id;
}

interface Refusal {
  name: string;
  queue: 'withdrawals' | 'registrations';
  /** makes the record (or not) and returns the id the operator acts on */
  setup: (m: Member) => Promise<string>;
  action: string;
  body?: unknown;
  status: number;
  /** the audit row's action */
  audited: string;
  /** the record's state when refused (null: no such record) */
  state: string | null;
}

const refusals: Refusal[] = [
  {
    name: 'disbursing an unknown withdrawal',
    queue: 'withdrawals',
    setup: async () => UNKNOWN_ID,
    action: 'disburse',
    status: 404,
    audited: 'withdrawal.disburse.refused',
    state: null,
  },
  {
    name: 'declining a withdrawal already paid out',
    queue: 'withdrawals',
    setup: (m) => withdrawal(m, 'disburse'),
    action: 'decline',
    status: 400,
    audited: 'withdrawal.decline.refused',
    state: 'disbursed',
  },
  {
    name: 'putting a declined withdrawal back in processing',
    queue: 'withdrawals',
    setup: (m) => withdrawal(m, 'decline'),
    action: 'processing',
    status: 400,
    audited: 'withdrawal.processing.refused',
    state: 'declined',
  },
  {
    name: 'an action that does not exist',
    queue: 'withdrawals',
    setup: (m) => withdrawal(m),
    action: 'refund-twice',
    status: 404,
    audited: 'withdrawal.unknown.refused',
    state: 'pending',
  },
  {
    name: 'a move with fields in the body',
    queue: 'withdrawals',
    setup: (m) => withdrawal(m),
    action: 'disburse',
    body: { amount: 1 },
    status: 400,
    audited: 'withdrawal.disburse.refused',
    state: 'pending',
  },
  {
    name: 'approving an unknown upgrade request',
    queue: 'registrations',
    setup: async () => UNKNOWN_ID,
    action: 'approve',
    status: 404,
    audited: 'registration.approve.refused',
    state: null,
  },
  {
    name: 'approving a declined upgrade request',
    queue: 'registrations',
    setup: (m) => registration(m, 'decline'),
    action: 'approve',
    status: 400,
    audited: 'registration.approve.refused',
    state: 'declined',
  },
  {
    name: 'declining an approved upgrade request',
    queue: 'registrations',
    setup: (m) => registration(m, 'approve'),
    action: 'decline',
    status: 400,
    audited: 'registration.decline.refused',
    state: 'approved',
  },
  {
    name: 'a registration action that does not exist',
    queue: 'registrations',
    setup: (m) => registration(m),
    action: 'disburse',
    status: 404,
    audited: 'registration.unknown.refused',
    state: 'processing',
  },
];

describe('a refused operator move', () => {
  it.each(refusals.map((r) => [r.name, r] as const))('%s: one audit row, nothing else changes', async (_n, r) => {
    const member = await signUpMember(t);
    const id = await r.setup(member);
    const before = await memberState(member);
    let res: Awaited<ReturnType<typeof post>> | undefined;
    const rows = await auditedBy(async () => {
      res = await post(`/api/admin/${r.queue}/${id}/${r.action}`, r.body);
    });
    expect(res!.status).toBe(r.status);
    expect(rows).toEqual([
      {
        actor: opsId,
        action: r.audited,
        target: id,
        details: {
          action: r.action,
          status: r.status,
          reason: res!.body.message,
          state: r.state,
          ...(r.state === null ? {} : { uid: member.id }),
        },
      },
    ]);
    expect(await memberState(member)).toEqual(before);
  });

  it('is one refusal row for the loser of two concurrent declines, and one move row for the winner', async () => {
    const member = await signUpMember(t);
    const id = await withdrawal(member);
    const rows = await auditedBy(() =>
      Promise.all([post(`/api/admin/withdrawals/${id}/decline`), post(`/api/admin/withdrawals/${id}/decline`)]),
    );
    expect(rows.map((r) => r.action).sort()).toEqual(['withdrawal.decline', 'withdrawal.decline.refused']);
    expect(rows.find((r) => r.action.endsWith('.refused'))).toMatchObject({ details: { state: 'declined' } });
  });
});

describe('a member calling /api/admin/*', () => {
  it.each([
    ['GET', '/api/admin/withdrawals?status=open', '/api/admin/withdrawals'],
    ['GET', '/api/admin/support', '/api/admin/support'],
    ['GET', '/api/admin/audit?page=2', '/api/admin/audit'],
    ['POST', `/api/admin/withdrawals/${UNKNOWN_ID}/disburse`, `/api/admin/withdrawals/${UNKNOWN_ID}/disburse`],
    ['POST', `/api/admin/registrations/${UNKNOWN_ID}/approve`, `/api/admin/registrations/${UNKNOWN_ID}/approve`],
  ])('%s %s: 403 and one admin.forbidden row', async (method, url, path) => {
    const member = await signUpMember(t);
    let status = 0;
    const rows = await auditedBy(async () => {
      status = (await t.http(url, { method, token: member.token })).status;
    });
    expect(status).toBe(403);
    expect(rows).toEqual([{ actor: member.id, action: 'admin.forbidden', target: path, details: { method } }]);
  });

  it('as a guest: 401 and no row (anyone can send those; nobody to attribute them to)', async () => {
    const rows = await auditedBy(async () => {
      expect((await t.http('/api/admin/withdrawals')).status).toBe(401);
      expect((await t.http('/api/admin/withdrawals', { token: 'not-a-token' })).status).toBe(401);
      expect((await t.http(`/api/admin/withdrawals/${UNKNOWN_ID}/decline`, { method: 'POST' })).status).toBe(401);
    });
    expect(rows).toEqual([]);
  });
});

describe("an operator reading members' personal data", () => {
  it('GET /api/admin/withdrawals: one row with the query and the ids shown, no numbers or names', async () => {
    const [a, b] = [await signUpMember(t), await signUpMember(t)];
    await withdrawal(a);
    await withdrawal(b);
    let page: any;
    const rows = await auditedBy(async () => {
      page = await ops.send('/api/admin/withdrawals', { query: { status: 'pending', perPage: 500 } });
    });
    const ids = page.items.map((i: any) => i.id);
    expect(page.items.map((i: any) => i.uid)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(rows).toEqual([
      {
        actor: opsId,
        action: 'read.withdrawals',
        target: 'withdrawals',
        details: {
          query: { status: 'pending', page: 1, perPage: 500 },
          ids,
          uids: [...new Set(page.items.map((i: any) => i.uid))],
        },
      },
    ]);
    expect(JSON.stringify(rows)).not.toContain('712345678');
    expect(JSON.stringify(rows)).not.toContain(FULL_NAME);
  });

  it('an empty page is a read too', async () => {
    const rows = await auditedBy(() => ops.send('/api/admin/withdrawals', { query: { status: 'all', page: 999 } }));
    expect(rows).toEqual([
      {
        actor: opsId,
        action: 'read.withdrawals',
        target: 'withdrawals',
        details: { query: { status: 'all', page: 999, perPage: 30 }, ids: [], uids: [] },
      },
    ]);
  });

  it("GET /api/admin/support: one row with the messages' ids and their members' ids", async () => {
    const member = await signUpMember(t);
    const message = { kind: 'support', name: 'Wanjiru', email: 'wanjiru@example.co.ke', message: 'Help me' };
    await t.http('/api/support/messages', { method: 'POST', json: message, token: member.token });
    await t.http('/api/support/messages', { method: 'POST', json: { ...message, kind: 'contact' } });
    let page: any;
    const rows = await auditedBy(async () => {
      page = await ops.send('/api/admin/support', { query: { perPage: 2 } });
    });
    // newest first; the two may share a millisecond, so their order is not asserted
    expect(page.items.map((i: any) => i.uid).sort()).toEqual(['', member.id]);
    expect(rows).toEqual([
      {
        actor: opsId,
        action: 'read.support',
        target: 'support',
        details: { query: { page: 1, perPage: 2 }, ids: page.items.map((i: any) => i.id), uids: [member.id] },
      },
    ]);
    expect(JSON.stringify(rows)).not.toContain('Wanjiru');
  });

  it('GET /api/admin/registrations shows STK numbers and references: one row, ids only', async () => {
    const rows = await auditedBy(() => ops.send('/api/admin/registrations', { query: { status: 'all', page: 999 } }));
    expect(rows).toEqual([
      {
        actor: opsId,
        action: 'read.registrations',
        target: 'registrations',
        details: { query: { status: 'all', page: 999, perPage: 30 }, ids: [], uids: [] },
      },
    ]);
  });

  it('GET /api/admin/audit holds ids only: not audited', async () => {
    const rows = await auditedBy(() => ops.send('/api/admin/audit', {}));
    expect(rows).toEqual([]);
  });
});
