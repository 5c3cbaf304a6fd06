// Money that moves by itself (ADR 018): payouts by B2C and bonds by STK Push are rows of our own,
// written in the same transaction as the debit or the upgrade request, and worked by the payments
// worker (ADR 018). The raw callbacks M-Pesa sends are kept as they came, for audit and so that a
// callback acknowledged just before a crash is still applied after it.
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const text = (name: string) => [name, 'text', (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('')] as const;
const int = (name: string) => [name, 'integer', (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0)] as const;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('withdrawal')
    .addColumn(...text('receipt'))
    .execute();
  await db.schema
    .alterTable('withdrawal')
    .addColumn(...text('reason'))
    .execute();
  await db.schema
    .alterTable('registration')
    .addColumn('method', 'text', (c) => c.notNull().defaultTo('manual'))
    .execute();
  await db.schema
    .alterTable('registration')
    .addColumn(...text('msisdn'))
    .execute();
  await db.schema
    .alterTable('registration')
    .addColumn(...text('reason'))
    .execute();

  // One payout per withdrawal (its id is the withdrawal's): the job and its M-Pesa evidence.
  await db.schema
    .createTable('payouts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('uid', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('msisdn', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    // Minted once, stored before the first send, never replaced (reference §7.3).
    .addColumn('originator_id', 'text', (c) => c.notNull().unique())
    .addColumn(...text('conversation_id'))
    .addColumn(...text('status_query_id'))
    .addColumn(...text('receipt'))
    .addColumn(...text('result_code'))
    .addColumn(...text('result_desc'))
    .addColumn(...int('sends'))
    .addColumn(...int('status_queries'))
    .addColumn(...text('approved_by'))
    .addColumn('due_at', 'text', (c) => c.notNull())
    .addColumn(...text('locked_until'))
    .addColumn(...text('locked_by'))
    .addColumn('created', 'text', (c) => c.notNull())
    .addColumn('updated', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payouts_state_due').on('payouts').columns(['state', 'due_at']).execute();
  await db.schema
    .createIndex('payouts_receipt')
    .on('payouts')
    .column('receipt')
    .unique()
    .where('receipt', '<>', '')
    .execute();
  await db.schema.createIndex('payouts_status_query').on('payouts').column('status_query_id').execute();

  // One STK Push per STK registration (its id is the registration's).
  await db.schema
    .createTable('stk_payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('uid', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('msisdn', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn(...text('merchant_request_id'))
    .addColumn(...text('checkout_request_id'))
    .addColumn(...text('receipt'))
    .addColumn(...text('result_code'))
    .addColumn(...text('result_desc'))
    .addColumn(...int('sends'))
    .addColumn(...int('queries'))
    .addColumn('due_at', 'text', (c) => c.notNull())
    .addColumn(...text('locked_until'))
    .addColumn(...text('locked_by'))
    .addColumn('created', 'text', (c) => c.notNull())
    .addColumn('updated', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('stk_payments_state_due').on('stk_payments').columns(['state', 'due_at']).execute();
  await db.schema
    .createIndex('stk_payments_checkout')
    .on('stk_payments')
    .column('checkout_request_id')
    .unique()
    .where('checkout_request_id', '<>', '')
    .execute();
  await db.schema
    .createIndex('stk_payments_receipt')
    .on('stk_payments')
    .column('receipt')
    .unique()
    .where('receipt', '<>', '')
    .execute();

  // Every callback that passed the token and source checks, as received, and what became of it.
  await db.schema
    .createTable('payment_callbacks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn(...text('source'))
    // 'received' until applied; then applied | duplicate | late | unknown | mismatch | invalid | review
    .addColumn('outcome', 'text', (c) => c.notNull().defaultTo('received'))
    .addColumn(...text('target'))
    .addColumn(...text('note'))
    .addColumn('created', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payment_callbacks_outcome').on('payment_callbacks').column('outcome').execute();
  await db.schema.createIndex('payment_callbacks_target').on('payment_callbacks').column('target').execute();
}
