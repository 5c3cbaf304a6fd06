// The audit log for operators (ADR 020): newest first, filtered by who (an operator's id or
// e-mail, or 'mpesa' / 'cli'), what (an action or its prefix, e.g. 'withdrawal.'), about which
// member, and between which Nairobi days. Rows name records by id; the operator's e-mail is joined.
import type { ListResult } from '@mapato/core';
import { dayBounds, notADay, type AdminAuditEntry } from '@mapato/protocol';
import { sql } from 'kysely';
import { badRequest } from '../api-error.ts';
import type { Deps } from '../deps.ts';
import { parsePaging } from '../records/list.ts';
import { paged } from './queues.ts';

export type AuditQuery = {
  actor?: string;
  action?: string;
  member?: string;
  from?: string;
  to?: string;
  page?: string;
  perPage?: string;
};

const ACTION = /^[a-z_.-]{1,80}$/;
const RECORD_ID = /^[a-z0-9]{1,30}$/;

/** An audit row as the console shows it, with the acting admin's e-mail (audit_log joined to _superusers). */
export const AUDIT_ROW_COLUMNS = [
  'audit_log.id',
  'audit_log.actor',
  '_superusers.email as actorEmail',
  'audit_log.action',
  'audit_log.target',
  'audit_log.details',
  'audit_log.created',
] as const;

/** A row of AUDIT_ROW_COLUMNS on the wire: no e-mail for M-Pesa or the command line, details parsed. */
export const toAuditEntry = <R extends { actorEmail: string | null; details: string }>(row: R) => ({
  ...row,
  actorEmail: row.actorEmail ?? '',
  details: JSON.parse(row.details || '{}') as Record<string, unknown>,
});

export async function searchAudit(deps: Deps, query: AuditQuery): Promise<ListResult<AdminAuditEntry>> {
  const { page, perPage } = parsePaging(query);
  let q = deps.db.selectFrom('audit_log').leftJoin('_superusers', '_superusers.id', 'audit_log.actor');
  if (query.actor) {
    const actor = query.actor.trim();
    q = q.where((eb) =>
      eb.or([eb('audit_log.actor', '=', actor), eb('_superusers.email_key', '=', actor.toLowerCase())]),
    );
  }
  if (query.action) {
    if (!ACTION.test(query.action)) throw badRequest('Unknown action filter.');
    // A prefix's '_' is a letter, not LIKE's "any one character" (same ESCAPE on both engines).
    const prefix = `${query.action.replace(/_/g, '\\_')}%`;
    q = query.action.endsWith('.')
      ? q.where(sql<boolean>`${sql.ref('audit_log.action')} like ${prefix} escape '\\'`)
      : q.where('audit_log.action', '=', query.action);
  }
  if (query.member) {
    if (!RECORD_ID.test(query.member)) throw badRequest('Unknown member.');
    const uid = query.member;
    // Rows about the member's own record, or about their withdrawals and upgrades (details.uid).
    q = q.where((eb) => eb.or([eb('audit_log.target', '=', uid), eb('audit_log.details', 'like', `%"uid":"${uid}"%`)]));
  }
  for (const [key, edge] of [
    ['from', 'start'],
    ['to', 'end'],
  ] as const) {
    const day = query[key];
    if (day === undefined || day === '') continue;
    const bounds = dayBounds(day);
    if (!bounds) throw badRequest(notADay(key));
    q =
      edge === 'start'
        ? q.where('audit_log.created', '>=', bounds.start)
        : q.where('audit_log.created', '<', bounds.end);
  }
  const rows = await q
    .select(AUDIT_ROW_COLUMNS)
    .orderBy('audit_log.created', 'desc')
    .orderBy('audit_log.id', 'desc')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  const total = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return paged(page, perPage, Number(total.n), rows.map(toAuditEntry));
}
