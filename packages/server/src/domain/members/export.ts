// "Download my data" (ADR 029; Kenya's Data Protection Act 2019 s.26(b) access and s.38
// portability): everything we hold about one member, as JSON, with the summary of what is kept,
// why and for how long. Every table of the schema is named below with how it relates to a member —
// the compiler insists on the full list, and a test compares it with the tables the database
// really has — so a new table cannot be left out of the export by accident.
import { dataKeptIn, MY_DATA_FORMAT, toPbDate, type DataKept } from '@mapato/core';
import type { Locale } from '@mapato/i18n';
import type { Database } from '../../db/schema.ts';
import { audit } from '../security/audit.ts';
import { memberPartOfCallback } from '../payments/callback-summary.ts';
import type { Deps, Queryable } from '../deps.ts';

type Row = Record<string, unknown>;

/** How a table's rows are found for a member, or why none of them are the member's data. */
export type MemberRelation =
  | { rows: 'self' }
  | { rows: 'uid' }
  | { rows: 'payment' }
  | { rows: 'payout' }
  | { rows: 'audit' }
  | { rows: 'none'; because: string };

export const MEMBER_DATA: { readonly [T in keyof Database]: MemberRelation } = {
  users: { rows: 'self' },
  ledger: { rows: 'uid' },
  withdrawal: { rows: 'uid' },
  registration: { rows: 'uid' },
  task_completions: { rows: 'uid' },
  idempotency: { rows: 'uid' },
  support_messages: { rows: 'uid' },
  payouts: { rows: 'uid' },
  stk_payments: { rows: 'uid' },
  // Text messages sent to the member (a code's words are blanked once it is used or expired).
  sms_outbox: { rows: 'uid' },
  phone_codes: { rows: 'uid' },
  // M-Pesa numbers besides the account's phone that the member proved by SMS code.
  payout_numbers: { rows: 'uid' },
  // M-Pesa's callbacks about one of the member's payouts or STK payments, as received.
  payment_callbacks: { rows: 'payment' },
  // The approvals of one of the member's payouts.
  payout_approvals: { rows: 'payout' },
  audit_log: { rows: 'audit' },
  daily_tasks: { rows: 'none', because: 'the task catalogue, the same for every member' },
  _superusers: { rows: 'none', because: 'operators' },
  settings: { rows: 'none', because: 'the service settings' },
  rate_limits: { rows: 'none', because: 'counters keyed by digests, kept for minutes' },
  sms_early_reports: { rows: 'none', because: "the network's word on a text, kept until its row has the gateway's id" },
  // The member's paid work: each item given, the answer and its decision; their record per project
  // and answers per day.
  assignments: { rows: 'uid' },
  project_members: { rows: 'uid' },
  work_days: { rows: 'uid' },
  clients: { rows: 'none', because: 'the organisations that pay for work' },
  client_ledger: { rows: 'none', because: "the clients' money" },
  client_api_keys: { rows: 'none', because: "the clients' program keys" },
  client_deposits: { rows: 'none', because: "the clients' bank transfers" },
  projects: { rows: 'none', because: "the clients' projects" },
  work_items: { rows: 'none', because: "the clients' items (a member's answers are in assignments)" },
  work_images: { rows: 'none', because: "the clients' pictures" },
  // The double-entry books (ADR 073): the member's own side of each movement is their ledger above.
  accounts: { rows: 'none', because: "the business's own accounts" },
  transfers: { rows: 'none', because: 'the movements of money, each also a row of the ledger above' },
  entries: { rows: 'none', because: "both sides of each movement; the member's side is their ledger above" },
  mpesa_balances: { rows: 'none', because: "M-Pesa's figures for the business's own accounts" },
  // The reward the member's referrer earned from their first accepted work (ADR 074).
  referral_rewards: { rows: 'uid' },
  level_settings: { rows: 'none', because: "each level's bond or way up, the same for every member" },
  // Each level the member earned by accepted work, with what they had done then (ADR 076).
  level_ups: { rows: 'uid' },
};

/** Secrets that protect the account itself: never in a file that can be mailed around. */
const SECRET_COLUMNS: Partial<Record<keyof Database, readonly string[]>> = {
  users: ['password_hash', 'token_key', 'ussd_pin_hash'],
  phone_codes: ['code_hash'],
};

/** Tables without a `created` column, and the column that orders their rows instead. */
const ORDER_BY: Partial<Record<keyof Database, string>> = { project_members: 'project_id', work_days: 'day' };

const OPERATOR = 'Mapato staff';
const OTHER = "another member's record";
/** The shape of every record id (tools/ids.ts). */
const RECORD_ID = /^[a-z0-9]{15}$/;

export interface MemberExport {
  format: typeof MY_DATA_FORMAT;
  exportedAt: string;
  /** What is kept, why and for how long (the same list as the Privacy page). */
  whatWeKeep: readonly DataKept[];
  /** Every table that holds the member's rows, by table name; each row as stored. */
  tables: Partial<Record<keyof Database, Row[]>>;
}

/** What Mapato keeps is worded in `locale`, the request's (ADR 051). */
export async function exportMemberData(deps: Deps, uid: string, locale: Locale): Promise<MemberExport> {
  const db = deps.db;
  const staff = new Set((await db.selectFrom('_superusers').select('id').execute()).map((r) => r.id));
  const own = async <T extends keyof Database>(table: T) =>
    // Every 'uid' table has a uid column; Kysely cannot see that through the generic.
    (await db
      .selectFrom(table as 'ledger')
      .selectAll()
      .where('uid', '=', uid)
      .orderBy((ORDER_BY[table] ?? 'created') as 'created')
      .execute()) as Row[];

  const tables: MemberExport['tables'] = {};
  for (const [table, relation] of Object.entries(MEMBER_DATA) as [keyof Database, MemberRelation][]) {
    if (relation.rows === 'uid') tables[table] = await own(table);
  }
  tables.users = (await db.selectFrom('users').selectAll().where('id', '=', uid).execute()) as Row[];
  const paymentIds = [...ids(tables.payouts), ...ids(tables.stk_payments)];
  // M-Pesa's callbacks about their payments: what M-Pesa said about them, not the whole body
  // (it also holds our account balances and callback URLs; payments/callback-summary.ts).
  tables.payment_callbacks = paymentIds.length
    ? (
        await db
          .selectFrom('payment_callbacks')
          .select(['id', 'kind', 'body', 'outcome', 'target', 'created'])
          .where('target', 'in', paymentIds)
          .orderBy('created')
          .execute()
      ).map(({ body, ...row }) => ({ ...row, mpesa: memberPartOfCallback(body) }))
    : [];
  const payoutIds = ids(tables.payouts);
  tables.payout_approvals = payoutIds.length
    ? ((await db.selectFrom('payout_approvals').selectAll().where('payout_id', 'in', payoutIds).execute()) as Row[])
    : [];
  const ownIds = new Set([uid, ...ids(tables.withdrawal), ...ids(tables.registration), ...paymentIds]);
  tables.audit_log = (await auditRowsAbout(db, uid, [...ownIds, `u:${uid}`])).map((row) => ({
    ...row,
    details: JSON.stringify(onlyOwnIds(JSON.parse(String(row.details)), ownIds, staff)),
  }));

  for (const [table, rows] of Object.entries(tables) as [keyof Database, Row[]][]) {
    tables[table] = rows.map((row) => withoutStaffIdentities(withoutSecrets(table, row), staff));
  }
  const exportedAt = deps.now();
  await audit(db, uid, 'member.export', uid, { tables: Object.keys(tables).length }, exportedAt);
  return { format: MY_DATA_FORMAT, exportedAt: toPbDate(exportedAt), whatWeKeep: dataKeptIn(locale), tables };
}

const ids = (rows: Row[] | undefined) => (rows ?? []).map((row) => String(row.id));

/** Rows whose target is the member or one of their records, that they made, or that name them. */
async function auditRowsAbout(db: Queryable, uid: string, targets: string[]): Promise<Row[]> {
  return (await db
    .selectFrom('audit_log')
    .selectAll()
    .where((eb) => eb.or([eb('target', 'in', targets), eb('actor', '=', uid), eb('details', 'like', `%"${uid}"%`)]))
    .orderBy('created')
    .execute()) as Row[];
}

/**
 * An operator's read of a queue names every member on the page: the member sees that their id
 * was among them, not the others' ids; an operator named inside the details reads "Mapato staff".
 */
function onlyOwnIds(value: unknown, own: Set<string>, staff: Set<string>): unknown {
  if (typeof value === 'string') {
    if (staff.has(value)) return OPERATOR;
    return RECORD_ID.test(value) && !own.has(value) ? OTHER : value;
  }
  if (Array.isArray(value)) return value.map((item) => onlyOwnIds(item, own, staff));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, onlyOwnIds(item, own, staff)]));
  }
  return value;
}

function withoutSecrets(table: keyof Database, row: Row): Row {
  const secret = SECRET_COLUMNS[table];
  if (!secret) return row;
  return Object.fromEntries(Object.entries(row).filter(([column]) => !secret.includes(column)));
}

/** Which operator did something is the operator's data, not the member's: they read "Mapato staff". */
function withoutStaffIdentities(row: Row, staff: Set<string>): Row {
  return Object.fromEntries(
    Object.entries(row).map(([column, value]) => [
      column,
      typeof value === 'string' && staff.has(value) ? OPERATOR : value,
    ]),
  );
}
