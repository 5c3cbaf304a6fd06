// M-Pesa's own figure for the books' M-Pesa accounts (ADR 071): each Account Balance query is a row,
// a due-time job like payouts (state, due_at, locked_until, locked_by), and keeps its answer beside
// what the books held when the answer came and what was still in flight then.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('mpesa_balances')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // 'daily:<day>:<shortcode>' or 'asked:<id>:<shortcode>': one daily query per shortcode, whichever
    // instance inserts it first
    .addColumn('slot', 'text', (c) => c.notNull().unique())
    .addColumn('shortcode', 'text', (c) => c.notNull())
    // due → sent → answered | failed
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('due_at', 'text', (c) => c.notNull())
    .addColumn('locked_until', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('locked_by', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    // the acknowledgement's OriginatorConversationID, which the Result carries
    .addColumn('originator_id', 'text', (c) => c.notNull().defaultTo(''))
    // '' for the daily job, else the operator who asked
    .addColumn('asked_by', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('result_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('result_desc', 'text', (c) => c.notNull().defaultTo(''))
    // every account M-Pesa reported, as JSON
    .addColumn('accounts', 'text', (c) => c.notNull().defaultTo('[]'))
    // which of the books' accounts this shortcode holds: 'paybill', 'utility' or 'both' (ADR 071)
    .addColumn('covers', 'text', (c) => c.notNull())
    // M-Pesa's figure and the books' for the accounts it covers (never NULL: backups page by value)
    .addColumn('mpesa_paybill', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('books_paybill', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('mpesa_utility', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('books_utility', 'bigint', (c) => c.notNull().defaultTo(0))
    // payouts sent and prompts open when the answer came: money M-Pesa may have moved before we know
    .addColumn('open_payouts', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('open_stk', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('taken_at', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('answered_at', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created', 'text', (c) => c.notNull())
    .addColumn('updated', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mpesa_balances_due').on('mpesa_balances').columns(['state', 'due_at']).execute();
  await db.schema.createIndex('mpesa_balances_originator').on('mpesa_balances').column('originator_id').execute();
  await db.schema.createIndex('mpesa_balances_answered').on('mpesa_balances').column('answered_at').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('mpesa_balances').execute();
}
