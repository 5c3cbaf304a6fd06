// A payout a person must look at (docs/decisions/038-…) tells its member by when: the withdrawal
// carries that promise, '' while nobody needs to look.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('withdrawal')
    .addColumn('review_by', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}
