// Double-entry books (ADR 073): every movement of money is a transfer whose entries sum to zero.
// An entry's amount is signed: a debit is positive, a credit negative. Members', clients' and
// projects' accounts keep their balances where they always were (users.balance, clients.balance,
// projects.reserve + held) and their entries here; the business's own accounts (M-Pesa, bank,
// pending payouts, marketing, revenue, owner's equity) are rows of `accounts`.
//
// The history is carried over without changing any balance: each member ledger row and client
// ledger row becomes a transfer against the account the money came from or went to, each paid
// payout and each confirmed bond a transfer of its own (see `backfill` below for the table).
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** The business's accounts at the time of this migration, with the side their balance grows on. */
const SYSTEM_ACCOUNTS: ReadonlyArray<[id: string, side: 'debit' | 'credit']> = [
  ['mpesa_paybill', 'debit'],
  ['mpesa_utility', 'debit'],
  ['bank', 'debit'],
  ['pending_payouts', 'credit'],
  ['marketing', 'credit'],
  ['revenue_bonds', 'credit'],
  ['revenue_fees', 'credit'],
  ['owner_equity', 'credit'],
];

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // 'debit' (what the business holds) or 'credit' (what it owes, earned or owns)
    .addColumn('side', 'text', (c) => c.notNull())
    // on its own side: what the console and the public page show
    .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('entries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createTable('transfers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('ref', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created', 'text', (c) => c.notNull())
    .execute();
  // The public page sums a kind over the last 30 days.
  await db.schema.createIndex('transfers_kind_created').on('transfers').columns(['kind', 'created']).execute();
  await db.schema
    .createTable('entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('transfer', 'text', (c) => c.notNull())
    // 'member:<uid>', 'client:<id>', 'project:<id>' or one of the business's accounts
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('created', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('entries_transfer').on('entries').column('transfer').execute();
  await db.schema.createIndex('entries_account').on('entries').column('account').execute();

  for (const [id, side] of SYSTEM_ACCOUNTS) await db.insertInto('accounts').values({ id, side }).execute();
  await backfill(db);
  await settleAccounts(db);
  await fundPastRewards(db);
  await settleAccounts(db);
}

/**
 * Each old row becomes one transfer (id: a letter + the row's id), two or three entries:
 * member ledger   task, referral → marketing; adjustment → bank (the owners' money behind it);
 *                 withdrawal, withdrawal_refund → pending_payouts; work → the project of the assignment
 * client ledger   deposit → bank when it is a recorded bank transfer, else mpesa_paybill;
 *                 project_funding → the project (its funded pay) and revenue_fees (the rest);
 *                 project_release → the project; refund, refund_return → pending_payouts
 * paid payouts    pending_payouts → mpesa_utility (a member's withdrawal or a client's refund)
 * confirmed bonds mpesa_paybill → revenue_bonds
 */
async function backfill(db: AnyDb): Promise<void> {
  await sql`INSERT INTO transfers (id, kind, ref, created) SELECT 'l' || id, kind, ref, created FROM ledger`.execute(
    db,
  );
  await sql`INSERT INTO entries (id, transfer, account, amount, created)
    SELECT 'l' || id || 'a', 'l' || id, 'member:' || uid, -amount, created FROM ledger`.execute(db);
  await sql`INSERT INTO entries (id, transfer, account, amount, created)
    SELECT 'l' || id || 'b', 'l' || id,
      CASE kind
        WHEN 'task' THEN 'marketing' WHEN 'referral' THEN 'marketing'
        WHEN 'adjustment' THEN 'bank'
        WHEN 'work' THEN 'project:' || COALESCE((SELECT a.project_id FROM assignments a WHERE a.id = ledger.ref), '')
        ELSE 'pending_payouts' END,
      amount, created FROM ledger`.execute(db);

  await sql`INSERT INTO transfers (id, kind, ref, created)
    SELECT 'c' || id, CASE kind WHEN 'deposit' THEN 'client_deposit' WHEN 'refund' THEN 'client_refund' ELSE kind END,
      ref, created FROM client_ledger`.execute(db);
  await sql`INSERT INTO entries (id, transfer, account, amount, created)
    SELECT 'c' || id || 'a', 'c' || id, 'client:' || client_id, -amount, created FROM client_ledger`.execute(db);
  await sql`INSERT INTO entries (id, transfer, account, amount, created)
    SELECT 'c' || id || 'b', 'c' || id,
      CASE kind
        WHEN 'deposit' THEN CASE WHEN EXISTS (SELECT 1 FROM client_deposits d WHERE d.id = client_ledger.ref)
          THEN 'bank' ELSE 'mpesa_paybill' END
        WHEN 'project_release' THEN 'project:' || ref
        ELSE 'pending_payouts' END,
      amount, created FROM client_ledger WHERE kind <> 'project_funding'`.execute(db);
  await sql`INSERT INTO entries (id, transfer, account, amount, created)
    SELECT 'c' || l.id || 'b', 'c' || l.id, 'project:' || l.ref, -p.funded_pay, l.created
    FROM client_ledger l JOIN projects p ON p.id = l.ref WHERE l.kind = 'project_funding'`.execute(db);
  await sql`INSERT INTO entries (id, transfer, account, amount, created)
    SELECT 'c' || l.id || 'c', 'c' || l.id, 'revenue_fees', l.amount + p.funded_pay, l.created
    FROM client_ledger l JOIN projects p ON p.id = l.ref
    WHERE l.kind = 'project_funding' AND l.amount + p.funded_pay <> 0`.execute(db);

  // Paid out: a member's withdrawal is disbursed (by M-Pesa or by hand); a client's refund is paid.
  const paidOut = sql`SELECT id, amount, updated FROM withdrawal WHERE status = 'disbursed'
    UNION ALL SELECT id, amount, updated FROM payouts WHERE purpose = 'client_refund' AND state IN ('paid', 'paid_by_hand')`;
  await sql`INSERT INTO transfers (id, kind, ref, created) SELECT 'p' || id, 'payout_paid', id, updated FROM (${paidOut}) p`.execute(
    db,
  );
  await sql`INSERT INTO entries (id, transfer, account, amount, created)
    SELECT 'p' || id || 'a', 'p' || id, 'pending_payouts', amount, updated FROM (${paidOut}) p`.execute(db);
  await sql`INSERT INTO entries (id, transfer, account, amount, created)
    SELECT 'p' || id || 'b', 'p' || id, 'mpesa_utility', -amount, updated FROM (${paidOut}) p`.execute(db);

  const bonds = sql`SELECT id, amount, updated FROM registration WHERE processing = 0 AND declined = 0`;
  await sql`INSERT INTO transfers (id, kind, ref, created) SELECT 'b' || id, 'bond', id, updated FROM (${bonds}) b`.execute(
    db,
  );
  await sql`INSERT INTO entries (id, transfer, account, amount, created)
    SELECT 'b' || id || 'a', 'b' || id, 'mpesa_paybill', amount, updated FROM (${bonds}) b`.execute(db);
  await sql`INSERT INTO entries (id, transfer, account, amount, created)
    SELECT 'b' || id || 'b', 'b' || id, 'revenue_bonds', -amount, updated FROM (${bonds}) b`.execute(db);
}

/** Each business account's balance and entry count from its entries. */
async function settleAccounts(db: AnyDb): Promise<void> {
  await sql`UPDATE accounts SET
    balance = (CASE side WHEN 'debit' THEN 1 ELSE -1 END)
      * COALESCE((SELECT SUM(e.amount) FROM entries e WHERE e.account = accounts.id), 0),
    entries = (SELECT COUNT(*) FROM entries e WHERE e.account = accounts.id)`.execute(db);
}

/**
 * Rewards paid before the marketing budget existed came out of bond revenue: one opening transfer
 * says so, leaving the budget at zero rather than negative.
 */
async function fundPastRewards(db: AnyDb): Promise<void> {
  const row = await db.selectFrom('accounts').select('balance').where('id', '=', 'marketing').executeTakeFirstOrThrow();
  const spent = -Number(row.balance);
  if (spent <= 0) return;
  const created = new Date().toISOString().replace('T', ' ');
  await db
    .insertInto('transfers')
    .values({ id: 'opening-marketing', kind: 'marketing_funding', ref: 'history', created })
    .execute();
  await db
    .insertInto('entries')
    .values([
      { id: 'opening-marketing-a', transfer: 'opening-marketing', account: 'revenue_bonds', amount: spent, created },
      { id: 'opening-marketing-b', transfer: 'opening-marketing', account: 'marketing', amount: -spent, created },
    ])
    .execute();
}
