// Bulk-load helpers for the seed: PostgreSQL's "Populating a Database" advice (load first,
// index afterwards), applied to both engines, and the settling a live database would have done.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../src/db/schema.ts';

type Kind = 'sqlite' | 'postgres';

/**
 * Runs `load` with the table's secondary indexes dropped, then recreates them from the
 * definitions the database itself stored, so the schema afterwards is exactly the migrated one.
 * Building an index once over sorted keys is several times cheaper than a million random inserts.
 * Primary keys and constraint indexes stay: they cannot be dropped and they guard the data.
 */
export async function withoutSecondaryIndexes<T>(
  db: Kysely<Database>,
  kind: Kind,
  table: keyof Database,
  load: () => Promise<T>,
): Promise<T> {
  const query =
    kind === 'sqlite'
      ? // Auto-indexes (primary key, UNIQUE) have no SQL and are left alone.
        sql<{ name: string; definition: string }>`
          select name, sql as definition from sqlite_master
          where type = 'index' and tbl_name = ${table} and sql is not null`
      : sql<{ name: string; definition: string }>`
          select indexname as name, indexdef as definition from pg_indexes
          where schemaname = current_schema() and tablename = ${table}
            and indexname not in (select conname from pg_constraint)`;
  const { rows: indexes } = await query.execute(db);
  for (const index of indexes) await sql`drop index ${sql.id(index.name)}`.execute(db);
  const result = await load();
  for (const index of indexes) await sql.raw(index.definition).execute(db);
  return result;
}

/**
 * Brings the database to the steady state a live deployment is in before load: PostgreSQL's
 * autovacuum would have analysed and vacuumed the bulk load (and would otherwise start doing so
 * mid-benchmark); SQLite gets its WAL folded back in. SQLite is not ANALYZEd because the server
 * never does that in production either.
 */
export async function settle(db: Kysely<Database>, kind: Kind): Promise<void> {
  if (kind === 'postgres') await sql`VACUUM (ANALYZE)`.execute(db);
  else await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
}

export async function countWithdrawals(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('withdrawal')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
