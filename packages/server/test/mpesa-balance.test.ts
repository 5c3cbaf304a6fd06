// M-Pesa's own figure against the books (ADR 071): the Account Balance query through the simulator,
// its answer stored beside the books' figure, the books following M-Pesa once the float is recorded,
// a planted difference listed by the reconciliation, and the admin routes' refusals.
import { beforeAll, describe, expect, it } from 'vitest';
import { toPbDate } from '@mapato/core';
import { BALANCE_NOT_CONNECTED } from '@mapato/protocol';
import { createAdmin } from '../src/domain/admin/admins.ts';
import { newBalanceRow } from '../src/domain/books/mpesa-balance-checks.ts';
import { eventually, rawPost } from './support/payments-rig.ts';
import { provePayoutNumber, TEST_PAYOUT_NUMBER } from './support/proved-phones.ts';
import { fundedMember, paymentsServerForFile, testServerForFile } from './support/harness.ts';
import { signUpMember, type TestServer } from './support/test-server.ts';

const { rig, t } = paymentsServerForFile({ sim: { utilityBalance: 50_000, workingBalance: 0 } });
const manual = testServerForFile();
const BALANCES = '/api/admin/mpesa-balances';
const MOVES = '/api/admin/books/float-moves';
let admin = '';
let support = '';

async function operatorToken(on: TestServer, email: string, role?: 'admin' | 'support') {
  await createAdmin(on.server.deps, email, 'operator-secret-1', 'cli', role);
  const res = await on.http('/api/collections/_superusers/auth-with-password', {
    method: 'POST',
    json: { identity: email, password: 'operator-secret-1' },
  });
  expect(res.status).toBe(200);
  return res.body.token as string;
}

beforeAll(async () => {
  admin = await operatorToken(t, 'books@mapato.test');
  support = await operatorToken(t, 'help@mapato.test', 'support');
});

/** Asks M-Pesa now and waits for every shortcode's answer; the answered rows, newest query's. */
async function askAndWait() {
  const asked = await t.http(BALANCES, { method: 'POST', token: admin });
  expect(asked.status).toBe(200);
  expect(asked.body).toMatchObject({ shortcode: '*', state: 'due' });
  const slot = `asked:${asked.body.id}:`;
  return eventually(async () => {
    const rows = await t.server.deps.db
      .selectFrom('mpesa_balances')
      .selectAll()
      .where('slot', 'like', `${slot}%`)
      .execute();
    return rows.length === 2 && rows.every((r) => r.state === 'answered') && rows;
  });
}
const latest = async () => (await t.http(BALANCES, { token: admin })).body.items as any[];
const balanceItems = async () =>
  ((await t.http('/api/admin/reconciliation', { token: admin })).body.discrepancies as any[]).filter(
    (d) => d.kind === 'balance',
  );
const move = (json: Record<string, unknown>, token = admin) => t.http(MOVES, { method: 'POST', json, token });

describe('the Account Balance query through the simulator', () => {
  it('asks each shortcode with the B2C initiator and stores M-Pesa’s figure beside the books’', async () => {
    const rows = await askAndWait();
    const sent = rig.sim.requests().filter((r) => r.path === '/mpesa/accountbalance/v1/query');
    expect(sent.map((r) => (r.body as any).PartyA).sort()).toEqual(['174379', '600999']);
    expect(sent[0]!.body).toMatchObject({ CommandID: 'AccountBalance', IdentifierType: '4', Initiator: 'testapi' });
    expect(sent.every((r) => (r.body as any).ResultURL.includes('/balance-result/'))).toBe(true);
    const utility = rows.find((r) => r.shortcode === '600999')!;
    expect(utility).toMatchObject({ covers: 'utility', mpesa_utility: 50_000, books_utility: 0, result_code: '0' });
    expect(JSON.parse(utility.accounts)).toContainEqual({
      name: 'Utility Account',
      currency: 'KES',
      current: 50_000,
      available: 50_000,
    });
    // The opening float is not in the books yet: a real difference, listed for the day.
    expect(await balanceItems()).toContainEqual(
      expect.objectContaining({ kind: 'balance', id: utility.id, amount: 50_000 }),
    );
  });
});

describe('the books follow M-Pesa', () => {
  it('agree after the opening float, bonds paid by STK, a payout and a float move are recorded', async () => {
    expect(
      (await move({ from: 'owner_equity', to: 'mpesa_utility', amount: 50_000, note: 'Opening float' })).status,
    ).toBe(200);
    // A bond paid by STK Push: the paybill's Working Account receives it.
    const payer = await signUpMember(t);
    const upgrade = await t.http('/api/collections/registration/records', {
      method: 'POST',
      json: { level: 2 },
      token: payer.token,
    });
    expect(upgrade.status).toBe(200);
    // A withdrawal paid by B2C from the Utility Account.
    const m = await fundedMember(t, 3_000);
    await provePayoutNumber(t.server.deps.db, m.id, TEST_PAYOUT_NUMBER);
    const w = await t.http('/api/collections/withdrawal/records', {
      method: 'POST',
      json: { amount: 1_000, mpesa_number: TEST_PAYOUT_NUMBER, full_name: 'Wanjiru Kamau' },
      token: m.token,
    });
    expect(w.status).toBe(200);
    await eventually(async () => {
      const [stk, payout] = await Promise.all([
        t.server.deps.db
          .selectFrom('stk_payments')
          .select('state')
          .where('id', '=', upgrade.body.id)
          .executeTakeFirst(),
        t.server.deps.db.selectFrom('payouts').select('state').where('id', '=', w.body.id).executeTakeFirst(),
      ]);
      return stk?.state === 'paid' && payout?.state === 'paid';
    });
    // An operator moves float from the paybill to the utility account at M-Pesa, and records it.
    rig.sim.moveFloat('Working Account', 'Utility Account', 2_000);
    const moved = await move({ from: 'mpesa_paybill', to: 'mpesa_utility', amount: 2_000, note: 'Portal transfer' });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ kind: 'float_move', from: 'mpesa_paybill', to: 'mpesa_utility', amount: 2_000 });
    const audited = await t.server.deps.db
      .selectFrom('audit_log')
      .select('action')
      .where('target', '=', moved.body.id)
      .execute();
    expect(audited).toEqual([{ action: 'books.float_move' }]);

    expect(rig.sim.balances()).toEqual({ working: 1_000, utility: 51_000 });
    await askAndWait();
    const items = (await latest()).filter((c) => c.state === 'answered').slice(0, 2);
    expect(items.flatMap((c) => c.comparisons).sort((a: any, b: any) => a.account.localeCompare(b.account))).toEqual([
      { account: 'mpesa_paybill', mpesa: 1_000, books: 1_000, difference: 0, inFlight: false },
      { account: 'mpesa_utility', mpesa: 51_000, books: 51_000, difference: 0, inFlight: false },
    ]);
    expect(await balanceItems()).toEqual([]);
  });

  it('a difference planted at M-Pesa is an item of the reconciliation and of the admin route', async () => {
    rig.sim.plantBalanceDifference('Utility Account', -700);
    await askAndWait();
    const utility = (await latest()).find((c) => c.shortcode === '600999' && c.state === 'answered');
    expect(utility.comparisons).toEqual([
      { account: 'mpesa_utility', mpesa: 50_300, books: 51_000, difference: -700, inFlight: false },
    ]);
    expect(await balanceItems()).toEqual([
      expect.objectContaining({
        kind: 'balance',
        id: utility.id,
        amount: 700,
        mpesa: 'Utility Account of 600999: KSh 50,300',
      }),
    ]);
  });
});

describe('the balance callbacks', () => {
  it('refuses a result on a wrong token; a queue timeout has the query sent again and answered', async () => {
    const db = t.server.deps.db;
    const at = toPbDate(new Date());
    // A query sent once and still waiting for its answer, as the worker leaves it.
    const waiting = newBalanceRow('asked:balancetimeout1:600999', '600999', 'utility', at, '', at);
    await db
      .insertInto('mpesa_balances')
      .values({
        ...waiting,
        id: 'balancetimeout1',
        state: 'sent',
        due_at: '2999-01-01 00:00:00.000Z',
        attempts: 1,
        originator_id: 'ab-timeout-1',
      })
      .execute();
    const timeout = JSON.stringify({
      Result: { ResultType: 0, ResultCode: 1, ResultDesc: 'Timed out', OriginatorConversationID: 'ab-timeout-1' },
    });
    const forged = await rawPost(t, `/api/payments/daraja/balance-timeout/${'x'.repeat(43)}`, timeout);
    expect(forged.status).toBe(404);
    expect(
      (await db.selectFrom('mpesa_balances').select('state').where('id', '=', 'balancetimeout1').executeTakeFirst())
        ?.state,
    ).toBe('sent');

    const res = await rawPost(t, `/api/payments/daraja/balance-timeout/${rig.callbackToken}`, timeout);
    expect(res.status).toBe(200);
    const row = await eventually(async () => {
      const r = await db
        .selectFrom('mpesa_balances')
        .selectAll()
        .where('id', '=', 'balancetimeout1')
        .executeTakeFirst();
      return r?.state === 'answered' && r;
    });
    expect(row).toMatchObject({ attempts: 2, mpesa_utility: rig.sim.balances().utility - 700 });
    expect(row.originator_id).not.toBe('ab-timeout-1');
  });
});

describe('refusals in the PocketBase error shape, changing nothing', () => {
  const transfers = async () =>
    Number(
      (
        await t.server.deps.db
          .selectFrom('transfers')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it.each([
    [{ from: 'cash', to: 'bank', amount: 10, note: 'x y z' }, 'from'],
    [{ from: 'bank', to: 'owner_equity', amount: 10, note: 'x y z' }, 'to'],
    [{ from: 'bank', to: 'bank', amount: 10, note: 'x y z' }, 'to'],
    [{ from: 'bank', to: 'mpesa_utility', amount: 0, note: 'x y z' }, 'amount'],
    [{ from: 'bank', to: 'mpesa_utility', amount: 10.5, note: 'x y z' }, 'amount'],
    [{ from: 'bank', to: 'mpesa_utility', amount: 10, note: '' }, 'note'],
  ])('a float move %j is refused on %s', async (json, field) => {
    const before = await transfers();
    const res = await move(json);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      status: 400,
      message: expect.any(String),
      data: { [field]: { code: 'validation_invalid_value' } },
    });
    expect(await transfers()).toBe(before);
  });

  it('a support operator may read but not move float nor ask M-Pesa', async () => {
    expect((await t.http(BALANCES, { token: support })).status).toBe(200);
    const refused = await move({ from: 'bank', to: 'mpesa_utility', amount: 10, note: 'from the bank' }, support);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ status: 403, data: {} });
    expect((await t.http(BALANCES, { method: 'POST', token: support })).status).toBe(403);
  });

  it('a member and a guest are refused', async () => {
    const m = await signUpMember(t);
    expect((await t.http(BALANCES, { token: m.token })).status).toBe(403);
    expect((await t.http(BALANCES)).status).toBe(401);
  });

  it('asking with a body, or on a server without M-Pesa, is refused', async () => {
    const res = await t.http(BALANCES, { method: 'POST', json: { shortcode: '1' }, token: admin });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 400, data: { shortcode: { code: expect.any(String) } } });
    const token = await operatorToken(manual, 'manual@mapato.test');
    const off = await manual.http(BALANCES, { method: 'POST', token });
    expect(off.status).toBe(400);
    expect(off.body).toEqual({ status: 400, message: BALANCE_NOT_CONNECTED, data: {} });
  });
});
