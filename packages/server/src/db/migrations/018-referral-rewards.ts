// The referral reward at the friend's first accepted paid work (ADR 074): one row per friend whose
// reward fell due, keyed by the friend so it is due (and paid) once whatever happens twice. Its own
// table rather than a state on the friend's `users` row: paying it then never locks the friend's
// row, which the answer path locks (see money/referrals.ts).
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('referral_rewards')
    // the friend whose paid work was accepted
    .addColumn('uid', 'text', (c) => c.primaryKey())
    .addColumn('referrer', 'text', (c) => c.notNull())
    // due → paid
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('created', 'text', (c) => c.notNull())
    .addColumn('paid', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('referral_rewards_state').on('referral_rewards').columns(['state', 'created']).execute();
  await db.schema.createIndex('referral_rewards_referrer').on('referral_rewards').column('referrer').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('referral_rewards').execute();
}
