// Looking a member up (ADR 020): by username, phone (any Kenyan form) or e-mail; a member's page
// with everything about them, and their ledger in pages. Each read of personal data leaves an audit
// row naming whom it was about (ids only).
import { normalisePhone, type ListResult } from '@mapato/core';
import type { AdminLedgerEntry, AdminMemberFile, AdminMemberSummary } from '@mapato/protocol';
import { notFound } from '../api-error.ts';
import { audit } from '../security/audit.ts';
import type { Deps } from '../deps.ts';
import { parsePaging } from '../records/list.ts';
import { paged, containsText, listRegistrationQueueFor, listWithdrawalQueueFor } from './queues.ts';
import { threadMessages } from './support-threads.ts';
import { AUDIT_ROW_COLUMNS, toAuditEntry } from './audit-search.ts';

const MEMBER_COLUMNS = [
  'id',
  'username',
  'name',
  'email',
  'phone',
  'level',
  'investment',
  'income',
  'balance',
  'referals',
  'tasks_done',
  'verified',
  'phone_hold',
  'deleted',
  'created',
] as const;

export async function searchMembers(
  deps: Deps,
  actor: string,
  query: { q?: string; page?: string; perPage?: string },
): Promise<ListResult<AdminMemberSummary>> {
  const { page, perPage } = parsePaging(query);
  const text = query.q?.trim() ?? '';
  const phone = normalisePhone(text);
  let q = deps.db.selectFrom('users');
  if (text) {
    q = q.where((eb) =>
      eb.or([
        containsText('username_key', text),
        eb('email_key', '=', text.toLowerCase()),
        ...(phone ? [eb('phone', '=', phone)] : []),
      ]),
    );
  }
  const rows = await q
    .select(['id', 'username', 'name', 'email', 'phone', 'level', 'balance', 'phone_hold', 'deleted', 'created'])
    .orderBy('created', 'desc')
    .orderBy('id', 'desc')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  const total = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const items = rows.map((r) => ({
    ...r,
    balance: Number(r.balance),
    phone_hold: r.phone_hold === 1,
    deleted: r.deleted === 1,
  }));
  await audit(
    deps.db,
    actor,
    'read.members',
    'members',
    { page, ...(text ? { searched: true } : {}), uids: items.map((i) => i.id) },
    deps.now(),
  );
  return paged(page, perPage, Number(total.n), items);
}

export async function memberPage(deps: Deps, actor: string, uid: string): Promise<AdminMemberFile> {
  const row = await deps.db
    .selectFrom('users')
    .select([...MEMBER_COLUMNS])
    .where('id', '=', uid)
    .executeTakeFirst();
  if (!row) throw notFound();
  const member = {
    ...row,
    investment: Number(row.investment),
    income: Number(row.income),
    balance: Number(row.balance),
    referals: Number(row.referals),
    verified: row.verified === 1,
    phone_hold: row.phone_hold === 1,
    deleted: row.deleted === 1,
  };
  const withdrawals = await listWithdrawalQueueFor(deps, uid);
  const registrations = await listRegistrationQueueFor(deps, uid);
  const support = await threadMessages(deps, `u:${uid}`);
  const refs = [uid, `u:${uid}`, ...withdrawals.map((w) => w.id), ...registrations.map((r) => r.id)];
  const auditRows = await deps.db
    .selectFrom('audit_log')
    .leftJoin('_superusers', '_superusers.id', 'audit_log.actor')
    .select(AUDIT_ROW_COLUMNS)
    .where('audit_log.target', 'in', refs)
    .orderBy('audit_log.created', 'desc')
    .limit(100)
    .execute();
  await audit(deps.db, actor, 'read.member', uid, { uid }, deps.now());
  return {
    member,
    withdrawals,
    registrations,
    support,
    audit: auditRows.map(toAuditEntry),
  };
}

export async function memberLedger(
  deps: Deps,
  actor: string,
  uid: string,
  query: { page?: string; perPage?: string },
): Promise<ListResult<AdminLedgerEntry>> {
  const { page, perPage } = parsePaging(query);
  const exists = await deps.db.selectFrom('users').select('id').where('id', '=', uid).executeTakeFirst();
  if (!exists) throw notFound();
  const q = deps.db.selectFrom('ledger').where('uid', '=', uid);
  const rows = await q
    .select(['id', 'seq', 'kind', 'amount', 'balance_after', 'ref', 'created'])
    .orderBy('seq', 'desc')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  const total = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  await audit(deps.db, actor, 'read.member.ledger', uid, { uid, page }, deps.now());
  return paged(
    page,
    perPage,
    Number(total.n),
    rows.map((r) => ({ ...r, amount: Number(r.amount), balance_after: Number(r.balance_after) })),
  );
}
