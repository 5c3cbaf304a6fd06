// Delivery reports that arrive before the worker has recorded the gateway's id for the message
// (ADR 061): the network can report a text while the gateway's answer to us is still on its way.
// Kept here by the gateway's id until the worker records it, then applied; strays expire.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sms_early_reports')
    .addColumn('provider_id', 'text', (c) => c.primaryKey())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('delivered', 'integer', (c) => c.notNull())
    .addColumn('final', 'integer', (c) => c.notNull())
    .addColumn('failure_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created', 'text', (c) => c.notNull())
    .execute();
}
