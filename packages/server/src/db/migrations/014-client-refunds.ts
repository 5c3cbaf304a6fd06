// A client's balance sent back to its M-Pesa number by B2C (ADR 065). A refund is a payout like a
// member's withdrawal, worked by the same payments worker with the same retries, status queries and
// reconciliation; `purpose` says whose books its outcome changes: 'withdrawal' (id = the
// withdrawal's, uid = the member) or 'client_refund' (uid = the client).
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('payouts')
    .addColumn('purpose', 'text', (c) => c.notNull().defaultTo('withdrawal'))
    .execute();
  // The client's refund list and verify-ledger read a client's refunds by uid and purpose.
  await db.schema.createIndex('payouts_purpose_uid').on('payouts').columns(['purpose', 'uid']).execute();
}
