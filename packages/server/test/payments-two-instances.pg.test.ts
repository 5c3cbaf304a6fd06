// Two `mapato serve --mpesa daraja` processes on one PostgreSQL (ADR 018): both workers claim from
// one backlog of payout jobs (FOR UPDATE SKIP LOCKED), and M-Pesa receives exactly one B2C per
// withdrawal. Each instance gives M-Pesa its own callback URL, so the simulator's record shows which
// one sent what, and a member watching on A sees Completed for a payout B sent and settled
// (NOTIFY/LISTEN).
// Runs in the PostgreSQL pass only (vitest.config.ts).
import PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../src/domain/admin/admins.ts';
import type { DarajaSimulator } from '../src/mpesa-sim/simulator.ts';
import {
  comparePayouts,
  fundedMember,
  openPayouts,
  startDarajaProcess,
  startProcessSimulator,
  until,
  withdraw,
  type DarajaProcess,
  type ProcessMember,
} from './support/payments-process.ts';
import { collect } from './support/realtime.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const MEMBERS = 40;
const PER_MEMBER = 8;
const AMOUNT = 1000;

let t: TestServer;
let sim: DarajaSimulator;
let a: DarajaProcess | undefined;
let b: DarajaProcess | undefined;
let members: ProcessMember[];

beforeAll(async () => {
  // In-process and manual: it only signs members up and funds them; it pays nothing.
  t = await startTestServer({ rateLimits: 'off' });
  // Daraja revokes the previous token at every grant (the simulator's default): the instances share
  // one token through the database, so neither revokes the other's.
  sim = await startProcessSimulator({ b2cDelayMs: 20 });
  // Every withdrawal waits for an operator, so that approving them all at once leaves both workers
  // a backlog to claim from at the same time.
  // All 40 members watch from this test's one address: more streams than an address may hold.
  const env = {
    ...t.testDb.env,
    MAPATO_PAYMENTS_POLL_MS: '500',
    MAPATO_AUTO_PAYOUT_MAX: String(AMOUNT - 1),
    MAPATO_REALTIME_MAX_PER_ADDRESS: String(MEMBERS),
  };
  a = await startDarajaProcess({ sim, dataDir: t.testDb.dataDir, env });
  b = await startDarajaProcess({ sim, dataDir: t.testDb.dataDir, env });
  members = await Promise.all(Array.from({ length: MEMBERS }, () => fundedMember(t.url, t.server.db.kysely, 10_000)));
});

afterAll(async () => {
  await a?.server.stop();
  await b?.server.stop();
  await sim?.close();
  await t?.close();
});

async function operatorOn(url: string) {
  const email = `payouts${process.pid}${Math.random().toString(36).slice(2, 8)}@mapato.test`;
  await createAdmin(t.server.deps, email, 'operator-secret-1');
  const pb = new PocketBase(url);
  pb.autoCancellation(false);
  await pb.collection('_superusers').authWithPassword(email, 'operator-secret-1');
  return pb;
}

describe('payouts from two instances sharing PostgreSQL', () => {
  it('sends exactly one B2C per withdrawal, and A tells the member what B paid', async () => {
    const urlA = a!.server.url;
    const urlB = b!.server.url;
    // Every member watches their withdrawals on A.
    const watchers = await Promise.all(
      members.map(async (m) => {
        const pb = new PocketBase(urlA);
        pb.autoCancellation(false);
        pb.authStore.save(m.token, null);
        return collect(pb, 'withdrawal', ['*']);
      }),
    );

    // Created alternately on A and B, then approved all at once through the in-process server,
    // which wakes neither worker: both find the whole backlog due at their next poll.
    const orders = Array.from({ length: MEMBERS * PER_MEMBER }, (_, i) => ({
      member: i % MEMBERS,
      url: i % 2 === 0 ? urlA : urlB,
    }));
    const ids = await Promise.all(orders.map((o) => withdraw(o.url, members[o.member]!.token, AMOUNT)));
    const operator = await operatorOn(t.url);
    await Promise.all(ids.map((id) => operator.send(`/api/admin/withdrawals/${id}/approve`, { method: 'POST' })));
    await until(async () => (await openPayouts(t.server.db.kysely, ids)) === 0, 30_000, 'every payout settled');
    await sim.settled();

    const books = await comparePayouts(t.server.db.kysely, sim, ids);
    expect(books.problems).toEqual([]);
    expect(books.byState).toEqual({ paid: ids.length });
    // Exactly one request per withdrawal reached M-Pesa: no second claim, not even a duplicate. A
    // request turned away at the gate for a revoked token (404, retried at once with a fresh one)
    // never reached B2C; with the token shared through the database there are only the few of the
    // two instances' very first grants (there were 237 of 320 when each kept its own).
    const processed = (id: string) => books.requests.get(id)!.filter((q) => q.status !== 404);
    for (const id of ids) expect(processed(id).map((q) => q.status)).toEqual([200]);
    const tokenRefusals = ids.reduce((n, id) => n + books.requests.get(id)!.length - processed(id).length, 0);
    expect(tokenRefusals).toBeLessThan(ids.length / 4);

    // Which instance sent each B2C: the ResultURL it gave M-Pesa is its own.
    const sentBy = new Map(ids.map((id) => [id, processed(id)[0]!.resultUrl.startsWith(urlB) ? 'B' : 'A']));
    const byB = ids.filter((id) => sentBy.get(id) === 'B');
    expect(byB.length).toBeGreaterThan(0);
    expect(ids.length - byB.length).toBeGreaterThan(0);

    // B's payouts were settled by B's process; their owners, listening on A, heard Completed.
    const heard = new Map<string, string>();
    await until(
      () => {
        for (const w of watchers)
          for (const e of w.events) if (e.record.status === 'disbursed') heard.set(e.record.id, e.record.receipt);
        return ids.every((id) => heard.has(id));
      },
      10_000,
      'every Completed heard on A',
    );
    const receipts = new Map(books.rows.map((r) => [r.id, r.receipt]));
    for (const id of byB) expect(heard.get(id), `the receipt A announced for ${id}`).toBe(receipts.get(id));
    for (const w of watchers) await w.unsubscribe();
  });
});
