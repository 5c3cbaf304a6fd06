// The initial schema. Only types both engines share (text, integer, bigint) so one migration
// serves SQLite and PostgreSQL alike.
import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Migrations must not depend on the typed schema: it describes the latest shape, not this one.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const text = (name: string) => [name, 'text', (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('')] as const;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('username_key', 'text', (c) => c.notNull().unique())
    .addColumn(...text('name'))
    .addColumn(...text('email'))
    .addColumn(...text('email_key'))
    .addColumn('email_visibility', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn(...text('phone'))
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('token_key', 'text', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('investment', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('income', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('balance', 'bigint', (c) =>
      // A CHECK constraint is the last line of defence: even a bug cannot store a negative balance.
      c
        .notNull()
        .defaultTo(0)
        .check(sql`balance >= 0`),
    )
    .addColumn('referals', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('tasks_done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ledger_seq', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn(...text('referred_by'))
    .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created', 'text', (c) => c.notNull())
    .addColumn('updated', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('users_email_key')
    .on('users')
    .column('email_key')
    .unique()
    .where('email_key', '<>', '')
    .execute();

  await db.schema
    .createTable('ledger')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('uid', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('balance_after', 'bigint', (c) => c.notNull())
    .addColumn(...text('ref'))
    .addColumn('created', 'text', (c) => c.notNull())
    .addUniqueConstraint('ledger_uid_seq', ['uid', 'seq'])
    .execute();

  await db.schema
    .createTable('withdrawal')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('uid', 'text', (c) => c.notNull())
    .addColumn(...text('user'))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('mpesa_number', 'text', (c) => c.notNull())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn(...text('processed_at'))
    .addColumn('processing', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('declined', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('disbursed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created', 'text', (c) => c.notNull())
    .addColumn('updated', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('withdrawal_uid_created').on('withdrawal').columns(['uid', 'created']).execute();
  await db.schema.createIndex('withdrawal_status').on('withdrawal').columns(['status', 'created']).execute();

  await db.schema
    .createTable('registration')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('uid', 'text', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn(...text('mpesa_ref'))
    .addColumn('processing', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('declined', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created', 'text', (c) => c.notNull())
    .addColumn('updated', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('registration_uid_created').on('registration').columns(['uid', 'created']).execute();
  // One M-Pesa payment can pay for one upgrade only.
  await db.schema
    .createIndex('registration_mpesa_ref')
    .on('registration')
    .column('mpesa_ref')
    .unique()
    .where('mpesa_ref', '<>', '')
    .execute();

  await db.schema
    .createTable('task_completions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('uid', 'text', (c) => c.notNull())
    .addColumn('task_id', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('reward', 'bigint', (c) => c.notNull())
    .addColumn('created', 'text', (c) => c.notNull())
    .addUniqueConstraint('task_completions_once', ['uid', 'task_id', 'day'])
    .execute();

  await db.schema
    .createTable('daily_tasks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn(...text('description'))
    .addColumn(...text('details'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('idempotency')
    .addColumn('uid', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn(...text('response'))
    .addColumn('created', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_pk', ['uid', 'key'])
    .execute();

  await db.schema
    .createTable('_superusers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('email_key', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('token_key', 'text', (c) => c.notNull())
    .addColumn('created', 'text', (c) => c.notNull())
    .addColumn('updated', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn(...text('details'))
    .addColumn('created', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_created').on('audit_log').column('created').execute();

  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}
