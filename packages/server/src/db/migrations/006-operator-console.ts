// The operator console (ADR 020): operators get a role (admin moves money, support reads and
// answers), large payouts collect approvals from different admins, and support messages form
// threads that operators answer and members read.
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  // Existing operators were created to move money: they stay admins.
  await db.schema
    .alterTable('_superusers')
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('admin'))
    .execute();

  await db.schema
    .createTable('payout_approvals')
    .addColumn('payout_id', 'text', (c) => c.notNull())
    .addColumn('operator_id', 'text', (c) => c.notNull())
    .addColumn('created', 'text', (c) => c.notNull())
    // One approval per admin per payout: the same admin twice is not four eyes.
    .addPrimaryKeyConstraint('payout_approvals_pk', ['payout_id', 'operator_id'])
    .execute();

  // A thread is a member ('u:<uid>'), a live-chat visitor ('c:<conversation>') or an e-mail
  // address ('e:<address>'); replies are rows of kind 'reply' written by an operator.
  await db.schema
    .alterTable('support_messages')
    .addColumn('thread', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('support_messages')
    .addColumn('operator', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('support_messages')
    .addColumn('read_at', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await sql`update support_messages set thread = case
      when uid <> '' then 'u:' || uid
      when conversation <> '' then 'c:' || conversation
      else 'e:' || lower(email) end`.execute(db);
  await db.schema
    .createIndex('support_messages_thread')
    .on('support_messages')
    .columns(['thread', 'created'])
    .execute();
}
