// kill -9 while payouts are in flight (ADR 018): jobs claimed, B2C requests gone out, M-Pesa's
// results on their way to a server that is no longer there. Restarted on the same data, every
// withdrawal ends paid once with M-Pesa's receipt, declined and refunded, or with a person; the
// simulator shows no OriginatorConversationID paid twice and no withdrawal sent under two ids;
// verify-ledger passes. Runs on SQLite and, in the PostgreSQL pass, on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../src/db/create-db.ts';
import type { DarajaSimulator } from '../src/mpesa-sim/simulator.ts';
import { runCli } from './support/cli.ts';
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
import { freshTestDb, type TestDb } from './support/test-db.ts';

const MEMBERS = 30;
const AMOUNT = 1000;
// Every tenth withdrawal goes to a number M-Pesa refuses (2040), every tenth other one to a number
// it pays without ever calling back (only Transaction Status tells).
const numberFor = (i: number) => (i % 10 === 3 ? '0700002040' : i % 10 === 7 ? '0700000000' : '0712345678');
/** When each round's kill comes: while the worker sends, when every result is still on its way, midway through them. */
const KILL_WHEN: Array<{ when: string; ready: (ids: string[], sentBefore: number) => Promise<boolean> }> = [
  { when: 'while sending', ready: async (_, before) => sim.payouts().length >= before + 3 },
  { when: 'with every result on its way', ready: async (ids, before) => sim.payouts().length >= before + ids.length },
  { when: 'midway through the results', ready: async (ids) => (await paidOf(ids)) >= ids.length / 3 },
];
const paidOf = async (ids: string[]) =>
  Number(
    (
      await db.kysely
        .selectFrom('payouts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('id', 'in', ids)
        .where('state', '=', 'paid')
        .executeTakeFirstOrThrow()
    ).n,
  );

// Quick enough to finish in seconds: a dead worker's lease runs out after 3 s, a missing result
// is asked about after 1 s. The lease must outlast a Daraja call (2 s here).
const TIMINGS = {
  MAPATO_PAYMENTS_POLL_MS: '50',
  MAPATO_PAYMENTS_LEASE_SECONDS: '3',
  MAPATO_DARAJA_TIMEOUT_SECONDS: '2',
  MAPATO_PAYOUT_RESULT_WAIT_SECONDS: '1',
};

let testDb: TestDb;
let sim: DarajaSimulator;
let proc: DarajaProcess | undefined;
let db: Db;
let members: ProcessMember[];

beforeAll(async () => {
  testDb = await freshTestDb();
  // Results come 150 ms after a request, and their callbacks 300 ms after that: a kill soon after
  // the sends leaves many of them to find nobody listening.
  sim = await startProcessSimulator({ b2cDelayMs: 150, knobs: { callbackDelayMs: 300 } });
  proc = await startDarajaProcess({ sim, dataDir: testDb.dataDir, env: { ...testDb.env, ...TIMINGS } });
  db = createDb(testDb.config);
  // Each member may be paid to every number the test uses, as if each had passed its SMS code.
  const numbers = [numberFor(0), numberFor(3), numberFor(7)];
  members = await Promise.all(
    Array.from({ length: MEMBERS }, () => fundedMember(proc!.server.url, db.kysely, 10_000, numbers)),
  );
});

afterAll(async () => {
  await proc?.server.kill();
  await sim?.close();
  await db?.close();
  await testDb?.drop();
});

describe('kill -9 with payouts in flight', () => {
  it('pays every withdrawal once, or refunds it, or leaves it to a person, over three crashes', async () => {
    const all: string[] = [];
    for (const { when, ready } of KILL_WHEN) {
      const url = proc!.server.url;
      const before = sim.payouts().length;
      const ids = await Promise.all(members.map((m, i) => withdraw(url, m.token, AMOUNT, numberFor(i))));
      all.push(...ids);
      await until(() => ready(ids, before), 10_000, `the moment to kill ${when}`);
      await proc!.server.kill('SIGKILL');
      await proc!.restart();
      await until(async () => (await openPayouts(db.kysely, ids)) === 0, 30_000, `settled after the kill ${when}`);
    }
    await sim.settled();

    const books = await comparePayouts(db.kysely, sim, all);
    expect(books.problems).toEqual([]);
    // A withdrawal M-Pesa paid is found out by Transaction Status, never left to a person.
    const paidAtSim = new Set(
      sim
        .payouts()
        .filter((p) => p.resultCode === '0')
        .map((p) => p.originatorConversationId),
    );
    const review = books.rows.filter((r) => r.state === 'review');
    expect(review.filter((r) => paidAtSim.has(`wd_${r.id}`))).toEqual([]);
    expect(books.rows.filter((r) => r.status === 'disbursed')).toHaveLength(paidAtSim.size);
    expect(books.byState.paid).toBeGreaterThan(0);
    expect(books.byState.failed).toBeGreaterThan(0);
    // The crashes did lose results: otherwise this proved less than it says.
    expect(sim.callbacks().filter((c) => c.error !== undefined).length).toBeGreaterThan(0);

    const check = await runCli(['verify-ledger', '--dir', testDb.dataDir], testDb.env);
    expect(check.stderr).toBe('');
    expect(check.code).toBe(0);
  });
});
