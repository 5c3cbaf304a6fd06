// SMS and USSD (ADR 033, ADR 034): text messages are rows of an outbox, written in the same transaction as
// what they tell and sent by a job (ADR 033); one-time codes prove a phone belongs to its member
// (sign-up, password recovery); the USSD PIN and its lock live with the member;
// and the member's language is stored so a receipt by SMS speaks it.
import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const text = (name: string) => [name, 'text', (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('')] as const;
const int = (name: string) => [name, 'integer', (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0)] as const;

export async function up(db: AnyDb): Promise<void> {
  const users = () => db.schema.alterTable('users');
  await users()
    .addColumn('locale', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
  await users()
    .addColumn(...text('ussd_pin_hash'))
    .execute();
  await users()
    .addColumn(...int('ussd_pin_tries'))
    .execute();
  await users()
    .addColumn(...text('ussd_locked_until'))
    .execute();
  // 1 once the member who was referred has been paid for (ADR 035): when their phone is
  // verified, never twice.
  await users()
    .addColumn(...int('referral_paid'))
    .execute();
  // Referrals before this version were paid at sign-up.
  await sql`update users set referral_paid = 1 where referred_by <> ''`.execute(db);

  await db.schema
    .createTable('sms_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn(...text('uid'))
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    // code | receipt | balance: a code's body is blanked once it is no longer needed
    .addColumn('purpose', 'text', (c) => c.notNull())
    // queued | sending | sent | delivered | failed
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn(...int('attempts'))
    .addColumn('due_at', 'text', (c) => c.notNull())
    .addColumn(...text('locked_until'))
    .addColumn(...text('locked_by'))
    .addColumn(...text('provider_id'))
    .addColumn(...text('provider_status'))
    .addColumn(...text('failure_reason'))
    .addColumn('created', 'text', (c) => c.notNull())
    .addColumn('updated', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sms_outbox_state_due').on('sms_outbox').columns(['state', 'due_at']).execute();
  await db.schema.createIndex('sms_outbox_provider').on('sms_outbox').column('provider_id').execute();

  // One row per code sent; only its hash is kept.
  await db.schema
    .createTable('phone_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('uid', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    // verify (the account's phone) | payout (another number to pay to) | reset (password recovery)
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn(...int('tries'))
    .addColumn(...int('used'))
    .addColumn('expires', 'text', (c) => c.notNull())
    .addColumn('created', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('phone_codes_uid').on('phone_codes').columns(['uid', 'purpose', 'created']).execute();
}
