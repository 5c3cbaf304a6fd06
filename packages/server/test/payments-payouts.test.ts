// Withdrawals paid by B2C (ADR 018, reference §7.3-5): one OriginatorConversationID per
// withdrawal for ever, a refund only on a definitive failure, Transaction Status when the result
// is late or lost, and an operator's approval above the automatic limit.
import { beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import type { FetchLike } from '../src/mpesa/http.ts';
import { eventually, startPaymentsServer, type PaymentsRig } from './support/payments-rig.ts';
import { provePayoutNumber, TEST_PAYOUT_NUMBER } from './support/proved-phones.ts';
import { ledgerState } from './support/scenarios.ts';
import { signInAdmin, type Member, type TestServer } from './support/test-server.ts';
import { fundedMember, paymentsServerForFile } from './support/harness.ts';

// The queue-timeout scenario's result comes 2 s after its timeout (not the usual 50 ms), so on a busy
// machine it cannot arrive before Mapato's Transaction Status query that the test looks for.
const { rig, t } = paymentsServerForFile({ sim: { queueTimeoutResultMs: 2_000 } });
let ops: PocketBase;
beforeAll(async () => {
  ops = await signInAdmin(t);
});

const B2C = '/mpesa/b2c/v3/paymentrequest';
const STATUS = '/mpesa/transactionstatus/v1/query';

async function withdraw(on: TestServer, m: Member, amount: number, number = TEST_PAYOUT_NUMBER) {
  await provePayoutNumber(on.server.deps.db, m.id, number);
  const res = await on.http('/api/collections/withdrawal/records', {
    method: 'POST',
    json: { amount, mpesa_number: number, full_name: 'Wanjiru Kamau' },
    token: m.token,
  });
  expect(res.status).toBe(200);
  return res.body.id as string;
}
const db = (on: TestServer) => on.server.deps.db;
const withdrawal = (on: TestServer, id: string) =>
  db(on).selectFrom('withdrawal').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const payout = (on: TestServer, id: string) =>
  db(on).selectFrom('payouts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const ledger = (on: TestServer, id: string) =>
  db(on).selectFrom('ledger').select(['kind', 'amount']).where('ref', '=', id).orderBy('seq').execute();
const audits = (on: TestServer, id: string) =>
  db(on)
    .selectFrom('audit_log')
    .select(['actor', 'action', 'details'])
    .where('target', '=', id)
    .orderBy('created')
    .execute();
/** Resolves once the withdrawal has left Pending/Processing. */
const settled = (on: TestServer, id: string, ms?: number) =>
  eventually(async () => {
    const w = await withdrawal(on, id);
    return w.status !== 'pending' && w.status !== 'processing' && w;
  }, ms);

const originator = (id: string) => `wd_${id}`;
const sent = (r: PaymentsRig, path: string, key: string, id: string) =>
  r.sim.requests().filter((q) => q.path === path && (q.body as any)?.[key] === originator(id));
const b2cRequests = (r: PaymentsRig, id: string) => sent(r, B2C, 'OriginatorConversationID', id);
const statusQueries = (r: PaymentsRig, id: string) => sent(r, STATUS, 'OriginalConversationID', id);
const simPayouts = (r: PaymentsRig, id: string) =>
  r.sim.payouts().filter((p) => p.originatorConversationId === originator(id));
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Paid once: one B2C at M-Pesa, its receipt on the withdrawal, one debit and no refund. */
async function expectPaidOnce(r: PaymentsRig, m: Member, id: string, amount: number) {
  const w = await settled(r.t, id);
  const [mpesa] = simPayouts(r, id);
  expect(simPayouts(r, id)).toHaveLength(1);
  expect(mpesa).toMatchObject({ state: 'done', resultCode: '0', amount });
  expect(w).toMatchObject({ status: 'disbursed', disbursed: 1, processing: 0, receipt: mpesa!.receipt });
  expect(w.processed_at).not.toBe('');
  expect(await ledger(r.t, id)).toEqual([{ kind: 'withdrawal', amount: -amount }]);
  const books = await ledgerState(r.t, m.id);
  expect(books.ledgerSum).toBe(books.balance);
  const mine = (await audits(r.t, id)).filter((a) => a.actor === 'mpesa');
  expect(mine.map((a) => a.action)).toEqual(['withdrawal.disburse']);
  expect(JSON.parse(mine[0]!.details)).toMatchObject({ amount, receipt: mpesa!.receipt });
  return w;
}

describe('a withdrawal paid by B2C', () => {
  it('sends exactly one B2C and completes the withdrawal with M-Pesa’s receipt', async () => {
    const m = await fundedMember(t, 3000);
    const before = (await ledgerState(t, m.id)).balance;
    const id = await withdraw(t, m, 1000);
    await expectPaidOnce(rig, m, id, 1000);
    expect(b2cRequests(rig, id)).toHaveLength(1);
    expect(b2cRequests(rig, id)[0]!.body).toMatchObject({ Amount: 1000, PartyB: '254712345678' });
    expect((await ledgerState(t, m.id)).balance).toBe(before - 1000);
    const seen = await m.pb.collection('withdrawal').getOne(id);
    expect(seen).toMatchObject({ status: 'disbursed', disbursed: true, processing: false, reason: '' });
    expect(seen.receipt).toMatch(/^[A-Z0-9]{10}$/);
  });

  it.each([
    ['not registered for M-Pesa (2040)', '0700002040', 'The number is not registered for M-Pesa'],
    ['not on M-Pesa (SFC_IC0003)', '0700000404', 'The number is not on M-Pesa'],
    ['our utility account short (1)', '0700000001', 'M-Pesa payouts are paused on our side. Please try again later'],
  ])('a definitive failure — %s — declines it and refunds the balance', async (_, number, reason) => {
    const m = await fundedMember(t, 3000);
    const before = (await ledgerState(t, m.id)).balance;
    const id = await withdraw(t, m, 1500, number);
    const w = await settled(t, id);
    expect(w).toMatchObject({ status: 'declined', declined: 1, disbursed: 0, processing: 0, reason, receipt: '' });
    expect(w.processed_at).not.toBe('');
    expect(b2cRequests(rig, id)).toHaveLength(1);
    expect((await payout(t, id)).state).toBe('failed');
    expect(await ledger(t, id)).toEqual([
      { kind: 'withdrawal', amount: -1500 },
      { kind: 'withdrawal_refund', amount: 1500 },
    ]);
    const books = await ledgerState(t, m.id);
    expect(books.balance).toBe(before);
    expect(books.ledgerSum).toBe(books.balance);
    expect((await audits(t, id)).map((a) => [a.actor, a.action])).toEqual([['mpesa', 'withdrawal.decline']]);
    expect(await m.pb.collection('withdrawal').getOne(id)).toMatchObject({ status: 'declined', reason });
  });
});

describe('above the automatic limit (KSh 5,000)', () => {
  it('waits for an operator’s approval, then is paid; approving twice is refused; a member may not', async () => {
    const m = await fundedMember(t, 10_000);
    const id = await withdraw(t, m, 6000);
    await t.server.payments!.runOnce();
    await pause(200);
    expect(b2cRequests(rig, id)).toEqual([]);
    expect(await payout(t, id)).toMatchObject({ state: 'awaiting_approval', sends: 0 });
    expect((await withdrawal(t, id)).status).toBe('pending');

    const byMember = await t.http(`/api/admin/withdrawals/${id}/approve`, { method: 'POST', token: m.token });
    expect(byMember.status).toBe(403);
    const probes = await db(t).selectFrom('audit_log').select(['action', 'target']).where('actor', '=', m.id).execute();
    expect(probes).toEqual([{ action: 'admin.forbidden', target: `/api/admin/withdrawals/${id}/approve` }]);
    expect((await payout(t, id)).state).toBe('awaiting_approval');

    const approved = await ops.send(`/api/admin/withdrawals/${id}/approve`, { method: 'POST' });
    expect(approved).toMatchObject({ id, amount: 6000 });
    const operator = ops.authStore.record!.id;
    expect(await audits(t, id)).toContainEqual(
      expect.objectContaining({ actor: operator, action: 'withdrawal.approve' }),
    );
    expect((await payout(t, id)).approved_by).toBe(operator);

    await expectPaidOnce(rig, m, id, 6000);
    expect(b2cRequests(rig, id)).toHaveLength(1);

    await expect(ops.send(`/api/admin/withdrawals/${id}/approve`, { method: 'POST' })).rejects.toMatchObject({
      status: 400,
    });
    expect((await audits(t, id)).map((a) => a.action)).toContain('withdrawal.approve.refused');
    await expect(ops.send(`/api/admin/withdrawals/nosuchwithdrawal/approve`, { method: 'POST' })).rejects.toMatchObject(
      { status: 404 },
    );
    expect(b2cRequests(rig, id)).toHaveLength(1);
  });

  it('an operator may decline one awaiting approval: refunded, never sent, no longer approvable', async () => {
    const m = await fundedMember(t, 10_000);
    const before = (await ledgerState(t, m.id)).balance;
    const id = await withdraw(t, m, 7000);
    const declined = await ops.send(`/api/admin/withdrawals/${id}/decline`, { method: 'POST' });
    expect(declined).toMatchObject({ status: 'declined', declined: true });
    expect((await payout(t, id)).state).toBe('cancelled');
    await expect(ops.send(`/api/admin/withdrawals/${id}/approve`, { method: 'POST' })).rejects.toMatchObject({
      status: 400,
    });
    await t.server.payments!.runOnce();
    await pause(200);
    expect(b2cRequests(rig, id)).toEqual([]);
    expect(await ledger(t, id)).toEqual([
      { kind: 'withdrawal', amount: -7000 },
      { kind: 'withdrawal_refund', amount: 7000 },
    ]);
    const books = await ledgerState(t, m.id);
    expect(books.balance).toBe(before);
    expect(books.ledgerSum).toBe(books.balance);
  });
});

describe('marking a payout processing by hand', () => {
  it('is refused while M-Pesa will (or did) send it: a person paying it too would pay twice', async () => {
    const m = await fundedMember(t, 10_000);
    const waiting = await withdraw(t, m, 6000);
    await expect(ops.send(`/api/admin/withdrawals/${waiting}/processing`, { method: 'POST' })).rejects.toMatchObject({
      status: 400,
      message: 'This withdrawal is paid through M-Pesa: approve or decline it instead.',
    });
    expect(await withdrawal(t, waiting)).toMatchObject({ status: 'pending' });
    expect((await payout(t, waiting)).state).toBe('awaiting_approval');
  });
});

describe('when the result is late or lost (reconciliation)', () => {
  it('a queue timeout is followed by Transaction Status; still exactly one B2C', async () => {
    const m = await fundedMember(t, 3000);
    const id = await withdraw(t, m, 1200, '0700000408');
    await expectPaidOnce(rig, m, id, 1200);
    expect(b2cRequests(rig, id)).toHaveLength(1);
    expect(statusQueries(rig, id).length).toBeGreaterThanOrEqual(1);
    // The timeout was heard and acted on, not mistaken for a failure.
    const timeouts = await db(t)
      .selectFrom('payment_callbacks')
      .select(['outcome', 'note'])
      .where('kind', '=', 'b2c-timeout')
      .where('target', '=', id)
      .execute();
    expect(timeouts).toEqual([{ outcome: 'applied', note: 'queue timeout: asking Transaction Status' }]);
  });

  it('a payout M-Pesa made without a callback is settled by Transaction Status', async () => {
    const m = await fundedMember(t, 3000);
    const id = await withdraw(t, m, 1100, '0700000000');
    await expectPaidOnce(rig, m, id, 1100);
    expect(b2cRequests(rig, id)).toHaveLength(1);
    expect(statusQueries(rig, id).length).toBeGreaterThanOrEqual(1);
  });

  it('a dropped B2C result is settled by Transaction Status', async () => {
    const m = await fundedMember(t, 3000);
    rig.sim.setKnobs({ drop: true });
    let id: string;
    try {
      id = await withdraw(t, m, 1300);
      await eventually(async () =>
        rig.sim
          .callbacks()
          .some(
            (c) =>
              c.dropped &&
              c.kind === 'b2c-result' &&
              (c.body as any).Result.OriginatorConversationID === originator(id),
          ),
      );
    } finally {
      rig.sim.setKnobs({ drop: false });
    }
    await expectPaidOnce(rig, m, id, 1300);
    expect(b2cRequests(rig, id)).toHaveLength(1);
    expect(statusQueries(rig, id).length).toBeGreaterThanOrEqual(1);
  });

  it('an operator may not decline a payout M-Pesa is handling', async () => {
    const m = await fundedMember(t, 3000);
    const before = (await ledgerState(t, m.id)).balance;
    rig.sim.setKnobs({ drop: true });
    let id: string;
    try {
      id = await withdraw(t, m, 1400);
      await eventually(async () => ['sent', 'checking'].includes((await payout(t, id)).state));
      const refused = await ops
        .send(`/api/admin/withdrawals/${id}/decline`, { method: 'POST' })
        .catch((error: { status: number; response: { message: string } }) => error);
      expect(refused).toMatchObject({
        status: 400,
        response: { message: 'M-Pesa is handling this payment now; wait for its result.' },
      });
      expect(await withdrawal(t, id)).toMatchObject({ status: 'processing', declined: 0 });
      expect((await ledgerState(t, m.id)).balance).toBe(before - 1400);
    } finally {
      rig.sim.setKnobs({ drop: false });
    }
    await expectPaidOnce(rig, m, id, 1400);
  });
});

/**
 * A fetch in front of the simulator that spoils the B2C exchanges `spoil` picks: the answer lost
 * after M-Pesa got the request, or a 503 from a gateway that never passed it on.
 */
function spoilingFetch(spoil: (attempt: number) => 'lost-answer' | 'gateway-503' | null) {
  const attempts: string[] = [];
  const wrapped: FetchLike = async (url, init) => {
    if (!url.endsWith(B2C)) return fetch(url, init);
    attempts.push(JSON.parse(String(init.body)).OriginatorConversationID);
    const how = spoil(attempts.length);
    if (how === 'gateway-503') return new Response('<html>503 Service Unavailable</html>', { status: 503 });
    const response = await fetch(url, init);
    if (how === 'lost-answer') {
      await response.text();
      throw new TypeError('fetch failed', { cause: new Error('socket hang up') });
    }
    return response;
  };
  return { fetch: wrapped, attempts };
}

describe('a B2C whose answer never came back', () => {
  it.each([
    ['the answer was lost after M-Pesa took it', 'lost-answer' as const],
    ['a gateway answered 503 without passing it on', 'gateway-503' as const],
  ])('%s: re-sent with the same OriginatorConversationID and paid once', async (_, how) => {
    const spoiler = spoilingFetch((n) => (n === 1 ? how : null));
    // Results come late enough that the re-send happens before them.
    const r = await startPaymentsServer({ client: { fetch: spoiler.fetch }, sim: { knobs: { callbackDelayMs: 500 } } });
    try {
      const m = await fundedMember(r.t, 3000);
      const id = await withdraw(r.t, m, 1000);
      await expectPaidOnce(r, m, id, 1000);
      expect(spoiler.attempts.length).toBeGreaterThanOrEqual(2);
      expect(new Set(spoiler.attempts)).toEqual(new Set([originator(id)]));
      // Whatever reached M-Pesa carried the one id; a second copy was refused as a duplicate.
      const reached = b2cRequests(r, id);
      expect(r.sim.requests().filter((q) => q.path === B2C)).toHaveLength(reached.length);
      if (how === 'lost-answer') {
        expect(reached.map((q) => q.status)).toEqual([200, 500]);
        expect((reached[1]!.response as any).errorCode).toBe('500.002.1001');
      } else {
        expect(reached.map((q) => q.status)).toEqual([200]);
      }
      expect((await payout(r.t, id)).sends).toBe(2);
    } finally {
      await r.close();
    }
  });

  it('while it waits to be re-sent, an operator may neither decline nor disburse it: M-Pesa may still pay it', async () => {
    const spoiler = spoilingFetch((n) => (n === 1 ? 'lost-answer' : null));
    const r = await startPaymentsServer({
      client: { fetch: spoiler.fetch },
      timings: { retryMs: 3_000 },
      sim: { knobs: { callbackDelayMs: 300 } },
    });
    try {
      const operator = await signInAdmin(r.t);
      const m = await fundedMember(r.t, 3000);
      const id = await withdraw(r.t, m, 1000);
      await eventually(async () => (await payout(r.t, id)).result_code === 'unknown');
      for (const action of ['decline', 'disburse']) {
        const refused = await r.t.http(`/api/admin/withdrawals/${id}/${action}`, {
          method: 'POST',
          token: operator.authStore.token,
        });
        expect(refused.status).toBe(400);
      }
      // M-Pesa's own result settles it: paid once, never refunded.
      await expectPaidOnce(r, m, id, 1000);
    } finally {
      await r.close();
    }
  });

  it('never answered at all: sent at most sendLimit times, then only asked about, then a person — never refunded on a guess', async () => {
    const spoiler = spoilingFetch(() => 'gateway-503');
    const r = await startPaymentsServer({ client: { fetch: spoiler.fetch } });
    try {
      const m = await fundedMember(r.t, 3000);
      const before = (await ledgerState(r.t, m.id)).balance;
      const id = await withdraw(r.t, m, 1000);
      const review = await eventually(async () => {
        const p = await payout(r.t, id);
        return p.state === 'review' && p;
      });
      expect(spoiler.attempts).toEqual([originator(id), originator(id), originator(id)]);
      expect(review).toMatchObject({ sends: 3, status_queries: 3 });
      expect(statusQueries(r, id)).toHaveLength(3);
      // The member still sees Processing and the money is still held: nothing was decided.
      expect(await withdrawal(r.t, id)).toMatchObject({ status: 'processing', declined: 0, disbursed: 0, reason: '' });
      expect((await ledgerState(r.t, m.id)).balance).toBe(before - 1000);
      expect(await ledger(r.t, id)).toEqual([{ kind: 'withdrawal', amount: -1000 }]);
    } finally {
      await r.close();
    }
  });
});
