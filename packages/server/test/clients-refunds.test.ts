// A client's balance sent back to its own M-Pesa number by B2C (ADR 065): the balance is debited and
// the payout queued in one step; small refunds leave at once, larger ones after an admin, above the
// four-eyes limit after two different admins; a refund M-Pesa refuses comes back to the balance; a
// retried request with its Idempotency-Key refunds once; and verify-ledger proves each step.
import { describe, expect, it } from 'vitest';
import { paymentsServerForFile } from './support/harness.ts';
import { eventually } from './support/payments-rig.ts';
import { operator } from './support/admin.ts';
import { verifyLedger } from '../src/domain/money/verify-ledger.ts';
import { clientLedgerRows, creditClient, signedInClient, type Client } from './support/clients.ts';

const { rig, t } = paymentsServerForFile();
const B2C = '/mpesa/b2c/v3/paymentrequest';
const b2cTo = (msisdn: string) =>
  rig.sim.requests().filter((r) => r.path.endsWith(B2C) && (r.body as any).PartyB === msisdn);
const refunds = (c: Client) => c.call('/api/client/refunds');
const settled = (c: Client, id: string, state: string) =>
  eventually(async () => {
    const list = (await refunds(c)).body.items as any[];
    return list.find((r) => r.id === id && r.state === state);
  });
const booksClean = async () => expect((await verifyLedger(t.server.deps)).problems).toEqual([]);

describe('a client’s refund to M-Pesa', () => {
  it('sends a small refund at once to the account’s own number, with the receipt and the ledger row', async () => {
    const c = await signedInClient(t, '0711000501');
    await creditClient(t, c.id, 3_000);
    const asked = await c.call('/api/client/refunds', { json: { amount: 1_200 } });
    expect(asked).toMatchObject({
      status: 200,
      body: { amount: 1_200, msisdn: '254711000501', approvals: 0, needed: 1, receipt: '' },
    });
    expect(['sending', 'paid']).toContain(asked.body.state);
    const paid = await settled(c, asked.body.id, 'paid');
    expect(paid.receipt).toMatch(/^[A-Z0-9]{10}$/);
    expect(b2cTo('254711000501')).toHaveLength(1);
    expect(b2cTo('254711000501')[0]!.body).toMatchObject({ Amount: 1_200, Remarks: 'Mapato refund' });
    const ledger = await c.call('/api/client/ledger');
    expect(ledger.body.balance).toBe(1_800);
    expect((await clientLedgerRows(t, c.id)).at(-1)).toEqual({
      seq: 2,
      kind: 'refund',
      amount: -1_200,
      balance_after: 1_800,
      ref: asked.body.id,
    });
    await booksClean();
  });

  it('refuses more than the balance, amounts outside M-Pesa’s limits, and changes nothing', async () => {
    const c = await signedInClient(t, '0711000502');
    await creditClient(t, c.id, 500);
    const over = await c.call('/api/client/refunds', { json: { amount: 600 } });
    expect(over).toMatchObject({
      status: 400,
      body: { data: { amount: { message: 'Your balance is KSh 500: ask for at most that.' } } },
    });
    for (const amount of [9, 250_001, 12.5, '100'])
      expect((await c.call('/api/client/refunds', { json: { amount } })).status).toBe(400);
    const sw = await t.http('/api/client/refunds', {
      method: 'POST',
      json: { amount: 5 },
      token: c.token,
      headers: { 'accept-language': 'sw' },
    });
    expect(sw.body.data.amount.message).toBe('Omba idadi kamili ya shilingi kuanzia KSh 10 hadi KSh 250,000.');
    expect((await refunds(c)).body.items).toEqual([]);
    expect((await c.call('/api/client/ledger')).body.balance).toBe(500);
    await booksClean();
  });

  it('above the automatic limit waits for an admin; above four eyes for two different admins', async () => {
    const c = await signedInClient(t, '0711000503');
    await creditClient(t, c.id, 19_000);
    await creditClient(t, c.id, 19_000);
    const first = await operator(t);
    const second = await operator(t);
    const support = await operator(t, 'support');
    const admin = `/api/admin/clients/${c.id}/refunds`;

    const mid = await c.call('/api/client/refunds', { json: { amount: 6_000 } });
    expect(mid.body).toMatchObject({ state: 'awaiting_approval', approvals: 0, needed: 1 });
    const big = await c.call('/api/client/refunds', { json: { amount: 25_000 } });
    expect(big.body).toMatchObject({ state: 'awaiting_approval', needed: 2 });
    expect((await c.call('/api/client/ledger')).body.balance).toBe(7_000);
    await new Promise((r) => setTimeout(r, 300));
    expect(b2cTo('254711000503')).toEqual([]);

    // The client cannot approve its own refund; support reads but may not move money.
    expect((await c.call(`${admin}/${mid.body.id}/approve`, { json: {} })).status).toBe(403);
    expect((await support.call(admin)).status).toBe(200);
    expect((await support.call(`${admin}/${mid.body.id}/approve`, { json: {} })).status).toBe(403);

    expect((await first.call(`${admin}/${mid.body.id}/approve`, { json: {} })).body).toMatchObject({ approvals: 1 });
    await settled(c, mid.body.id, 'paid');

    const once = await first.call(`${admin}/${big.body.id}/approve`, { json: {} });
    expect(once.body).toMatchObject({ state: 'awaiting_approval', approvals: 1, needed: 2 });
    const again = await first.call(`${admin}/${big.body.id}/approve`, { json: {} });
    expect(again).toMatchObject({
      status: 400,
      body: { message: 'You approved this refund already: a second admin must approve it.' },
    });
    expect((await second.call(`${admin}/${big.body.id}/approve`, { json: {} })).body).toMatchObject({ approvals: 2 });
    await settled(c, big.body.id, 'paid');
    expect(b2cTo('254711000503').map((r) => (r.body as any).Amount)).toEqual([6_000, 25_000]);
    const late = await second.call(`${admin}/${big.body.id}/approve`, { json: {} });
    expect(late).toMatchObject({ status: 400, body: { message: 'This refund is not waiting for approval.' } });
    expect((await first.call(`/api/admin/clients/${c.id}/refunds/nosuchrefund000/approve`, { json: {} })).status).toBe(
      404,
    );

    const audits = await t.server.deps.db
      .selectFrom('audit_log')
      .select(['actor', 'action'])
      .where('target', '=', big.body.id)
      .orderBy('created')
      .execute();
    expect(audits).toEqual([
      { actor: `client:${c.id}`, action: 'client.refund.request' },
      { actor: first.id, action: 'client.refund.approve' },
      { actor: second.id, action: 'client.refund.approve' },
      { actor: 'mpesa', action: 'client.refund.paid' },
    ]);
    await booksClean();
  });

  it('puts a refund M-Pesa refuses back on the balance, once', async () => {
    // A number M-Pesa says is not a registered customer (the simulator's 2040).
    const c = await signedInClient(t, '0700002040');
    await creditClient(t, c.id, 800);
    const asked = await c.call('/api/client/refunds', { json: { amount: 800 } });
    expect((await c.call('/api/client/ledger')).body.balance).toBe(0);
    await settled(c, asked.body.id, 'failed');
    expect((await c.call('/api/client/ledger')).body.balance).toBe(800);
    expect((await clientLedgerRows(t, c.id)).map((r) => [r.kind, r.amount])).toEqual([
      ['deposit', 800],
      ['refund', -800],
      ['refund_return', 800],
    ]);
    await booksClean();
  });

  it('refunds once when the same request is retried with its Idempotency-Key', async () => {
    const c = await signedInClient(t, '0711000505');
    await creditClient(t, c.id, 1_000);
    const send = () =>
      t.http('/api/client/refunds', {
        method: 'POST',
        json: { amount: 400 },
        token: c.token,
        headers: { 'idempotency-key': `refund-${c.id}` },
      });
    const [a, b] = await Promise.all([send(), send()]);
    expect(a.status).toBe(200);
    expect(b.body.id).toBe(a.body.id);
    expect((await send()).body.id).toBe(a.body.id);
    expect((await refunds(c)).body.items).toHaveLength(1);
    expect((await c.call('/api/client/ledger')).body.balance).toBe(600);
    await settled(c, a.body.id, 'paid');
    await booksClean();
  });

  it('refuses a client without an M-Pesa number, and members and guests', async () => {
    const c = await signedInClient(t, '');
    await creditClient(t, c.id, 100);
    const refused = await c.call('/api/client/refunds', { json: { amount: 50 } });
    expect(refused).toMatchObject({
      status: 400,
      body: { message: 'Your account has no M-Pesa number to send the money to: ask Mapato support to add it.' },
    });
    expect((await t.http('/api/client/refunds', { method: 'POST', json: { amount: 50 } })).status).toBe(401);
    expect((await c.call('/api/client/ledger')).body.balance).toBe(100);
  });

  it('is caught by verify-ledger when a refund’s money is missing from the books', async () => {
    const c = await signedInClient(t, '0711000506');
    await creditClient(t, c.id, 300);
    const asked = await c.call('/api/client/refunds', { json: { amount: 300 } });
    await settled(c, asked.body.id, 'paid');
    await booksClean();
    // A payout nobody debited: money would leave that the client's balance never gave.
    const row = await t.server.deps.db
      .selectFrom('payouts')
      .selectAll()
      .where('id', '=', asked.body.id)
      .executeTakeFirstOrThrow();
    await t.server.deps.db
      .insertInto('payouts')
      .values({ ...row, id: `${row.id.slice(0, 10)}plant`, originator_id: `cr_planted${c.id}`, receipt: '' })
      .execute();
    const { problems } = await verifyLedger(t.server.deps);
    expect(problems.map((p) => p.problem)).toEqual([
      `refund ${row.id.slice(0, 10)}plant: 0 debits of the balance, expected one of -300`,
      `refund ${row.id.slice(0, 10)}plant: paid without an M-Pesa receipt`,
    ]);
    await t.server.deps.db
      .deleteFrom('payouts')
      .where('id', '=', `${row.id.slice(0, 10)}plant`)
      .execute();
  });
});
