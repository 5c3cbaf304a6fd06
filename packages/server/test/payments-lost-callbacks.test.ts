// M-Pesa's B2C results lost while the server was down (ADR 038): M-Pesa paid some
// payouts and refused others, and every result callback found nobody listening. Restarted, the
// server asks Transaction Status once about each; the answers are unambiguous (the payout's own id
// and amount, final), so every payout settles in that one round — paid with its receipt, or
// declined with a refund on the ledger — none waits for a person, and verify-ledger passes.
// Runs on SQLite and, in the PostgreSQL pass, on PostgreSQL.
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

const MEMBERS = 12;
const AMOUNT = 1000;
// Paid, refused as not registered for M-Pesa (2040), refused as not on M-Pesa (SFC_IC0003).
const NUMBERS = ['0712345678', '0700002040', '0700000404'];
const numberFor = (i: number) => NUMBERS[i % NUMBERS.length]!;

// A missing result is asked about 1 s after the send; a dead worker's lease runs out after 3 s.
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
  // M-Pesa decides 100 ms after each request; its result callbacks leave 5 s later, by which
  // time the server is dead (a loaded machine can take seconds to notice every payout decided).
  sim = await startProcessSimulator({ b2cDelayMs: 100, knobs: { callbackDelayMs: 5_000 } });
  proc = await startDarajaProcess({ sim, dataDir: testDb.dataDir, env: { ...testDb.env, ...TIMINGS } });
  db = createDb(testDb.config);
  members = await Promise.all(
    Array.from({ length: MEMBERS }, () => fundedMember(proc!.server.url, db.kysely, 5_000, NUMBERS)),
  );
});

afterAll(async () => {
  await proc?.server.kill();
  await sim?.close();
  await db?.close();
  await testDb?.drop();
});

const states = async (ids: string[]) =>
  db.kysely.selectFrom('payouts').select(['id', 'state', 'status_queries']).where('id', 'in', ids).execute();

describe('B2C results lost while the server was down', () => {
  it('every payout M-Pesa decided settles within one status query: paid, or declined and refunded', async () => {
    const url = proc!.server.url;
    const ids = await Promise.all(members.map((m, i) => withdraw(url, m.token, AMOUNT, numberFor(i))));
    const originators = new Set(ids.map((id) => `wd_${id}`));
    const ours = () => sim.payouts().filter((p) => originators.has(p.originatorConversationId));
    // Killed once M-Pesa has decided every payout and before any result is delivered.
    await until(
      async () =>
        ours().length === MEMBERS &&
        ours().every((p) => p.state === 'done') &&
        (await states(ids)).every((p) => p.state === 'sent' || p.state === 'checking'),
      10_000,
      'every payout sent and decided at M-Pesa',
    );
    await proc!.server.kill('SIGKILL');
    const results = () =>
      sim
        .callbacks()
        .filter((c) => c.kind === 'b2c-result' && originators.has((c.body as any).Result.OriginatorConversationID));
    await until(
      () => results().length === MEMBERS && results().every((c) => c.error !== undefined || c.status !== undefined),
      10_000,
      'every result callback tried',
    );
    // Every result was lost: otherwise this proved less than it says.
    expect(results().filter((c) => c.error !== undefined)).toHaveLength(MEMBERS);

    // Queries asked before the kill lose their answers too: M-Pesa tries each answer it still owes
    // while the server is down (a slow machine could otherwise restart in time for one, and that
    // payout would settle on its old query). What counts is the round after the restart.
    await sim.settled();
    // The server keeps a callback before it answers: one that reached it as it died was heard, not
    // lost (the kill came too late; the delay above is what keeps it early).
    const heard = await db.kysely
      .selectFrom('payment_callbacks')
      .select('id')
      .where('kind', 'in', ['b2c-result', 'status-result'])
      .execute();
    expect(heard).toEqual([]);
    const askedBefore = new Map((await states(ids)).map((p) => [p.id, p.status_queries]));
    // From now on M-Pesa's callbacks come at once, as they usually do.
    sim.setKnobs({ callbackDelayMs: 0 });
    // Restarted with a long wait before asking again, so that a loaded machine slow to read the
    // first answer does not ask twice: the round under test is the first after the restart.
    await proc!.restart({ MAPATO_PAYOUT_RESULT_WAIT_SECONDS: '30' });
    await until(async () => (await openPayouts(db.kysely, ids)) === 0, 20_000, 'every payout settled');
    await sim.settled();

    const after = await states(ids);
    expect(after.filter((p) => p.state === 'review')).toEqual([]);
    // One round: after the restart each was asked about once, and that answer settled it.
    expect(after.map((p) => p.status_queries - askedBefore.get(p.id)!)).toEqual(after.map(() => 1));
    const books = await comparePayouts(db.kysely, sim, ids);
    expect(books.problems).toEqual([]);
    expect(books.byState).toEqual({ paid: MEMBERS / 3, failed: (2 * MEMBERS) / 3 });
    const declined = books.rows.filter((r) => r.status === 'declined');
    expect(declined).toHaveLength((2 * MEMBERS) / 3);
    expect(declined.every((r) => r.refunds === 1)).toBe(true);

    const check = await runCli(['verify-ledger', '--dir', testDb.dataDir], testDb.env);
    expect(check.stderr).toBe('');
    expect(check.code).toBe(0);
  });
});
