// The shared counters on the real engine of the run (SQLite, or PostgreSQL in the PostgreSQL pass).
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { freshTestDb, type TestDb } from '../../test/support/test-db.ts';
import { createDb, type Db } from './create-db.ts';
import { migrateToLatest } from './migrate.ts';

let testDb: TestDb | undefined;
const open: Db[] = [];
afterEach(async () => {
  for (const db of open.splice(0)) await db.close();
  await testDb?.drop();
});

async function twoInstances(): Promise<[Db, Db]> {
  testDb = await freshTestDb();
  const a = createDb(testDb.config);
  await migrateToLatest(a.kysely);
  const b = createDb(testDb.config);
  open.push(a, b);
  return [a, b];
}

describe('rate limits kept in the database', () => {
  it('counts one key across two instances of the server', async () => {
    const [a, b] = await twoInstances();
    const onA = a.limiters({ name: 'test', points: 3, seconds: 60 });
    const onB = b.limiters({ name: 'test', points: 3, seconds: 60 });
    expect((await onA.consume('k')).allowed).toBe(true);
    expect((await onB.consume('k')).allowed).toBe(true);
    expect((await onA.consume('k')).allowed).toBe(true);
    const refused = await onB.consume('k');
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(50);
    expect((await onA.peek('k')).used).toBe(4);
    // Another key and another limit are counted apart.
    expect((await onB.consume('other')).allowed).toBe(true);
    expect((await b.limiters({ name: 'else', points: 1, seconds: 60 }).consume('k')).allowed).toBe(true);
  });

  it('penalises without refusing, and forgets a deleted key', async () => {
    const [a, b] = await twoInstances();
    const limiter = a.limiters({ name: 'fail', points: 2, seconds: 60 });
    await limiter.penalty('acct');
    await limiter.penalty('acct');
    await limiter.penalty('acct');
    expect((await b.limiters({ name: 'fail', points: 2, seconds: 60 }).peek('acct')).used).toBe(3);
    await limiter.delete('acct');
    expect(await limiter.peek('acct')).toEqual({ used: 0, retryAfterSeconds: 0 });
  });

  it('keeps limiting in memory while the table cannot be reached', async () => {
    const [a] = await twoInstances();
    const limiter = a.limiters({ name: 'insured', points: 2, seconds: 60 });
    await sql`ALTER TABLE rate_limits RENAME TO rate_limits_away`.execute(a.kysely);
    expect((await limiter.consume('k')).allowed).toBe(true);
    expect((await limiter.consume('k')).allowed).toBe(true);
    expect((await limiter.consume('k')).allowed).toBe(false);
    await sql`ALTER TABLE rate_limits_away RENAME TO rate_limits`.execute(a.kysely);
  });
});
