// A changed phone (ADR 036): when the account's phone last became a newly proved number, so payouts
// wait for an operator for a while after it ('' when it never changed). The number asked for is
// not stored here: it is the phone of the member's live 'phone_change' code (phone_codes).
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('phone_changed', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}
