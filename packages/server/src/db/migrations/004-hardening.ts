// Hardening (ADR 014): rate-limit counters shared by every instance, and one account per phone.
// Phones already stored twice are not rewritten: the oldest account keeps the number's key, the
// others keep their phone too but are put on hold (no withdrawals) until an operator resolves them.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  // The columns rate-limiter-flexible's SQLite and PostgreSQL stores read and write.
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expire', 'bigint')
    .execute();

  await db.schema
    .alterTable('users')
    .addColumn('phone_key', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('phone_hold', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  const rows = await db
    .selectFrom('users')
    .select(['id', 'phone'])
    .where('deleted', '=', 0)
    .where('phone', '<>', '')
    .orderBy('created')
    .orderBy('id')
    .execute();
  const owner = new Map<string, string>();
  for (const row of rows as { id: string; phone: string }[]) {
    const taken = owner.has(row.phone);
    if (!taken) owner.set(row.phone, row.id);
    await db
      .updateTable('users')
      .set(taken ? { phone_hold: 1 } : { phone_key: row.phone })
      .where('id', '=', row.id)
      .execute();
  }
  await db.schema
    .createIndex('users_phone_key')
    .on('users')
    .column('phone_key')
    .unique()
    .where('phone_key', '<>', '')
    .execute();
}
