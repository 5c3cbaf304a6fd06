// A member who upgraded twice before investment became a total reads the sum of their confirmed
// bonds after the migration; one bond, a declined or waiting one, or none changes nothing.
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { freshTestDb } from '../../../test/support/test-db.ts';
import { createDb } from '../create-db.ts';
import { migrateToLatest, migrateUpTo } from '../migrate.ts';

const at = '2026-11-01 08:00:00.000Z';

function member(username: string, level: number, investment: number) {
  return {
    id: username.padEnd(15, 'x').slice(0, 15),
    username,
    username_key: username,
    password_hash: 'not-a-real-hash',
    token_key: `key-${username}`,
    phone: '',
    level,
    investment,
    created: at,
    updated: at,
  };
}

function bond(
  id: string,
  who: string,
  level: number,
  amount: number,
  state: { processing?: number; declined?: number },
) {
  return {
    id: id.padEnd(15, 'r').slice(0, 15),
    uid: who.padEnd(15, 'x').slice(0, 15),
    level,
    amount,
    mpesa_ref: '',
    method: 'manual',
    processing: state.processing ?? 0,
    declined: state.declined ?? 0,
    created: at,
    updated: at,
  };
}

describe('migration 011: investment is the total of confirmed bonds', () => {
  it('raises a twice-upgraded member to the sum and leaves everyone else as they were', async () => {
    const testDb = await freshTestDb();
    const db = createDb(testDb.config);
    try {
      await migrateUpTo(db.kysely, '010-payout-review');
      const raw = db.kysely as unknown as Kysely<any>;
      await raw
        .insertInto('users')
        .values([
          member('twice', 3, 10_000),
          member('once', 2, 3_000),
          member('seeded', 2, 3_000),
          member('waiting', 2, 3_000),
        ])
        .execute();
      await raw
        .insertInto('registration')
        .values([
          bond('a', 'twice', 2, 3_000, {}),
          bond('b', 'twice', 3, 10_000, {}),
          bond('c', 'once', 2, 3_000, {}),
          bond('d', 'waiting', 2, 3_000, {}),
          bond('e', 'waiting', 3, 10_000, { processing: 1 }),
          bond('f', 'waiting', 4, 20_000, { declined: 1 }),
        ])
        .execute();
      await migrateToLatest(db.kysely);
      const rows = await db.kysely.selectFrom('users').select(['username', 'investment']).orderBy('username').execute();
      expect(rows.map((r) => [r.username, Number(r.investment)])).toEqual([
        ['once', 3_000],
        ['seeded', 3_000],
        ['twice', 13_000],
        ['waiting', 3_000],
      ]);
    } finally {
      await db.close();
      await testDb.drop();
    }
  });
});
