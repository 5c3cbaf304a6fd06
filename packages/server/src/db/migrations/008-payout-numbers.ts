// Payout numbers (ADR 035): an M-Pesa number other than the account's own phone is paid
// only once it has passed its own SMS code. One row per member and number, kept as Daraja writes
// it (2547XXXXXXXX), which is how a withdrawal stores its number too.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('payout_numbers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('uid', 'text', (c) => c.notNull())
    .addColumn('msisdn', 'text', (c) => c.notNull())
    .addColumn('created', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('payout_numbers_member')
    .on('payout_numbers')
    .columns(['uid', 'msisdn'])
    .unique()
    .execute();
}
