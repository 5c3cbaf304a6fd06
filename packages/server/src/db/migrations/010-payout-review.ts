// A payout a person must look at (ADR 038) tells its member by when: the withdrawal
// carries that promise, '' while nobody needs to look. A typed bond reference is looked up among
// the receipts of our payouts (money we sent out is no bond), hence the index.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('withdrawal')
    .addColumn('review_by', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('withdrawal_receipt').on('withdrawal').column('receipt').execute();
}
