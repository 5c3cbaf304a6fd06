// A client's balance sent back to its M-Pesa number by B2C (ADR 065), and two indexes that members'
// paid work needs at scale (ADR 066).
//
// A refund is a payout like a member's withdrawal, worked by the same payments worker with the same retries, status queries and
// reconciliation; `purpose` says whose books its outcome changes: 'withdrawal' (id = the
// withdrawal's, uid = the member) or 'client_refund' (uid = the client).
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('payouts')
    .addColumn('purpose', 'text', (c) => c.notNull().defaultTo('withdrawal'))
    .execute();
  // The client's refund list and verify-ledger read a client's refunds by uid and purpose.
  await db.schema.createIndex('payouts_purpose_uid').on('payouts').columns(['purpose', 'uid']).execute();

  // `next` looks for an open control item about one time in six: without this, both engines read
  // every open item of the project to find one (96 ms at 100,000 items on SQLite, ADR 066).
  await db.schema
    .createIndex('work_items_open_gold')
    .on('work_items')
    .columns(['project_id', 'status', 'position'])
    .where(sql.ref('gold'), '<>', '')
    .execute();
  // The pay per hour reads a project's latest answers.
  await db.schema
    .createIndex('assignments_project_answered')
    .on('assignments')
    .columns(['project_id', 'answered'])
    .execute();
}
