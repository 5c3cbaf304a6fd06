// Paid work (ADR 055): clients who prepay, their projects and items, and members' assignments.
// Money: a client's balance (clients.balance, its own append-only client_ledger) funds a project;
// the project holds what it was funded for pay in `reserve` (free), `held` (leased or awaiting a
// decision) and `spent` (paid to members, each payment a member ledger row of kind 'work'), so
// funded_pay = reserve + held + spent + released always, and a member is paid only from `held`.
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const text = (name: string) => [name, 'text', (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('')] as const;
const int = (name: string) => [name, 'integer', (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0)] as const;
const money = (name: string) => [name, 'bigint', (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0)] as const;

export async function up(db: AnyDb): Promise<void> {
  // An auth collection like _superusers: operators create clients, nobody signs up as one.
  await db.schema
    .createTable('clients')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('email_key', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('token_key', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    // 2547…/2541…: where the client's prompts go and refunds are sent
    .addColumn(...text('msisdn'))
    .addColumn(...money('balance'))
    .addColumn(...int('ledger_seq'))
    .addColumn('locale', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('created', 'text', (c) => c.notNull())
    .addColumn('updated', 'text', (c) => c.notNull())
    .execute();

  // Like the member ledger: one row per change of clients.balance, numbered per client.
  await db.schema
    .createTable('client_ledger')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    // deposit (M-Pesa or bank in), project_funding (out to a project), project_release (a closed
    // project's unspent reserve back), refund (out by B2C to the client's number)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('balance_after', 'bigint', (c) => c.notNull())
    .addColumn(...text('ref'))
    .addColumn('created', 'text', (c) => c.notNull())
    .addUniqueConstraint('client_ledger_seq', ['client_id', 'seq'])
    .execute();

  // A program's key: shown once, stored as its SHA-256, revocable.
  await db.schema
    .createTable('client_api_keys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    // the first characters, so a client can tell keys apart
    .addColumn('prefix', 'text', (c) => c.notNull())
    .addColumn('key_hash', 'text', (c) => c.notNull().unique())
    .addColumn(...text('last_used'))
    .addColumn(...text('revoked'))
    .addColumn('created', 'text', (c) => c.notNull())
    .execute();

  // A bank transfer an operator recorded for a client: credited at once up to the four-eyes
  // limit, above it once a second, different admin approves (approvals in payout_approvals).
  await db.schema
    .createTable('client_deposits')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    // the bank's reference: one transfer is recorded once
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    // awaiting_approval | credited
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('recorded_by', 'text', (c) => c.notNull())
    .addColumn(...text('approved_by'))
    .addColumn('created', 'text', (c) => c.notNull())
    .addColumn('updated', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('projects')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn(...text('instructions'))
    // choice | labels | text
    .addColumn('kind', 'text', (c) => c.notNull())
    // JSON array of option strings ('[]' for text)
    .addColumn('options', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('pay', 'integer', (c) => c.notNull())
    .addColumn('overlap', 'integer', (c) => c.notNull())
    .addColumn('min_level', 'integer', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('min_seconds', 'integer', (c) => c.notNull())
    // percent of gold answered right below which a member gets no more items (after 5 gold)
    .addColumn('min_accuracy', 'integer', (c) => c.notNull().defaultTo(70))
    // draft → funding → live → closed
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn(...money('funded_pay'))
    .addColumn(...money('fee'))
    .addColumn(...money('reserve'))
    .addColumn(...money('held'))
    .addColumn(...money('spent'))
    .addColumn(...money('released'))
    .addColumn(...int('items'))
    .addColumn('created', 'text', (c) => c.notNull())
    .addColumn('updated', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('projects_client').on('projects').columns(['client_id', 'created']).execute();
  await db.schema.createIndex('projects_status').on('projects').columns(['status', 'min_level']).execute();

  await db.schema
    .createTable('work_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull())
    // the client's own reference, echoed in the results
    .addColumn(...text('ref'))
    .addColumn(...text('text'))
    // a work_images id ('' none)
    .addColumn(...text('image'))
    // the known answer of a control item ('' when it is not one)
    .addColumn(...text('gold'))
    // answers it needs now: the project's overlap, plus one per tie (at most two)
    .addColumn('needed', 'integer', (c) => c.notNull())
    // answers given (pending or decided) and leases out; answers + leased <= needed always
    .addColumn(...int('answers'))
    .addColumn(...int('leased'))
    // open | done
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn(...text('accepted_answer'))
    // weight of the accepted answer among all (0..1, as text to keep engines alike)
    .addColumn(...text('confidence'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('work_items_open')
    .on('work_items')
    .columns(['project_id', 'status', 'position'])
    .execute();

  // Images are kept by the server (bytes checked, re-encoded), never hot-linked.
  await db.schema
    .createTable('work_images')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    // base64 of the stored bytes: one column type on both engines
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('created', 'text', (c) => c.notNull())
    .execute();

  // One row per item a member was given: the lease, then the answer and its decision.
  await db.schema
    .createTable('assignments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('uid', 'text', (c) => c.notNull())
    // leased → skipped | lapsed | pending → accepted | rejected (or leased → rejected when too fast)
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('pay', 'integer', (c) => c.notNull())
    .addColumn(...int('gold'))
    .addColumn('expires', 'text', (c) => c.notNull())
    .addColumn(...text('answer'))
    .addColumn(...text('reason'))
    // Nairobi day of the answer ('' until answered): the level's daily limit counts these
    .addColumn(...text('day'))
    .addColumn(...int('paid'))
    .addColumn('created', 'text', (c) => c.notNull())
    .addColumn(...text('answered'))
    .addColumn(...text('decided'))
    // never the same item twice to one member
    .addUniqueConstraint('assignments_item_member', ['item_id', 'uid'])
    .execute();
  await db.schema.createIndex('assignments_member').on('assignments').columns(['uid', 'created']).execute();
  await db.schema.createIndex('assignments_status').on('assignments').columns(['status', 'expires']).execute();
  await db.schema.createIndex('assignments_item').on('assignments').columns(['item_id', 'status']).execute();

  // A member's record on one project: gold answered and right (accuracy, vote weight, cut-off).
  await db.schema
    .createTable('project_members')
    .addColumn('project_id', 'text', (c) => c.notNull())
    .addColumn('uid', 'text', (c) => c.notNull())
    .addColumn(...int('answered'))
    .addColumn(...int('gold_answered'))
    .addColumn(...int('gold_correct'))
    .addPrimaryKeyConstraint('project_members_pk', ['project_id', 'uid'])
    .execute();

  // Answers per member per Nairobi day, counted with a conditional increment so the level's
  // daily limit holds under concurrency.
  await db.schema
    .createTable('work_days')
    .addColumn('uid', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn(...int('answers'))
    .addPrimaryKeyConstraint('work_days_pk', ['uid', 'day'])
    .execute();

  // A bond (its id is the registration's) or a project's funding (uid: the client, ref: the
  // project; a fresh id per prompt, so a declined prompt can be tried again).
  await db.schema
    .alterTable('stk_payments')
    .addColumn('purpose', 'text', (c) => c.notNull().defaultTo('bond'))
    .execute();
  await db.schema
    .alterTable('stk_payments')
    .addColumn(...text('ref'))
    .execute();
}
