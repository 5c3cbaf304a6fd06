// The operators' queues of withdrawals and upgrade requests (ADR 020): by state — including
// payouts awaiting approval and payments M-Pesa left for a person to review — searched by
// username, phone or M-Pesa number, oldest first (the order to handle them in), each with its
// member's username and its payout or STK state. Reading withdrawals shows M-Pesa numbers and
// full names, so the read is audited (ids only).
import { approvalsNeeded, normaliseMpesaNumber, type ListResult } from '@mapato/core';
import type { AdminRegistration, AdminWithdrawal } from '@mapato/protocol';
import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { toRegistrationRecord, toWithdrawalRecord } from '../records/wire.ts';
import { badRequest } from '../api-error.ts';
import { audit } from '../security/audit.ts';
import type { Deps } from '../deps.ts';
import { parsePaging } from '../records/list.ts';

export type QueueQuery = {
  status?: string;
  method?: string;
  q?: string;
  page?: string;
  perPage?: string;
};

type W = SelectQueryBuilder<
  Database & { p: Database['payouts']; u: Database['users'] },
  'withdrawal' | 'p' | 'u',
  object
>;
type R = SelectQueryBuilder<
  Database & { s: Database['stk_payments']; u: Database['users'] },
  'registration' | 's' | 'u',
  object
>;

const WITHDRAWAL_STATUS: Record<string, (q: W) => W> = {
  open: (q) => q.where('withdrawal.status', 'in', ['pending', 'processing']),
  pending: (q) => q.where('withdrawal.status', '=', 'pending'),
  approval: (q) => q.where('p.state', '=', 'awaiting_approval'),
  processing: (q) => q.where('withdrawal.status', '=', 'processing'),
  review: (q) => q.where('p.state', '=', 'review'),
  disbursed: (q) => q.where('withdrawal.status', '=', 'disbursed'),
  declined: (q) => q.where('withdrawal.status', '=', 'declined'),
  all: (q) => q,
};

const REGISTRATION_STATUS: Record<string, (q: R) => R> = {
  processing: (q) => q.where('registration.processing', '=', 1),
  review: (q) => q.where('s.state', '=', 'review'),
  approved: (q) => q.where('registration.processing', '=', 0).where('registration.declined', '=', 0),
  declined: (q) => q.where('registration.declined', '=', 1),
  all: (q) => q,
};

/** `%` and `_` typed by an operator are letters, not wildcards (same ESCAPE on both engines). */
export const containsText = (column: string, text: string) =>
  sql<boolean>`${sql.ref(column)} like ${`%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`} escape '\\'`;

/** A search matches the username, or — when it reads as a Kenyan number — the phone or M-Pesa number. */
function memberMatch(eb: ExpressionBuilder<{ u: Database['users'] }, 'u'>, text: string) {
  const msisdn = normaliseMpesaNumber(text);
  const byName = containsText('u.username_key', text);
  return msisdn ? eb.or([byName, eb('u.phone', '=', `+${msisdn}`)]) : byName;
}

const pick = (status: string | undefined, fallback: string, table: Record<string, unknown>) => {
  const key = status ?? fallback;
  if (!Object.hasOwn(table, key)) throw badRequest('Unknown status filter.');
  return key;
};

const withdrawalsFrom = (deps: Deps) =>
  deps.db
    .selectFrom('withdrawal')
    .leftJoin('payouts as p', 'p.id', 'withdrawal.id')
    .leftJoin('users as u', 'u.id', 'withdrawal.uid') as unknown as W;

/** Rows of `q` as the console shows them: the record, its member's username, its payout. */
async function withdrawalItems(
  deps: Deps,
  q: W,
  order: 'asc' | 'desc',
  limit: number,
  offset = 0,
): Promise<AdminWithdrawal[]> {
  const rows = await q
    .selectAll('withdrawal')
    .select(['u.username as username', 'p.state as payout_state', 'p.result_desc as payout_desc'])
    .orderBy('withdrawal.created', order)
    .orderBy('withdrawal.id', order)
    .limit(limit)
    .offset(offset)
    .execute();
  // Every listed payout's approvals: one marked paid by hand collects them too (docs/decisions/042).
  const approvals = await approvalsOf(
    deps,
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const { username, payout_state, payout_desc, ...row } = r;
    return {
      ...toWithdrawalRecord(row),
      username: username ?? '',
      payout: payout_state
        ? {
            state: payout_state,
            approvals: approvals.get(row.id) ?? [],
            needed: approvalsNeeded(Number(row.amount), deps.payments.fourEyesMin),
            resultDesc: payout_desc ?? '',
          }
        : null,
    };
  });
}

export async function listWithdrawalQueue(
  deps: Deps,
  actor: string,
  query: QueueQuery,
): Promise<ListResult<AdminWithdrawal>> {
  const { page, perPage } = parsePaging(query);
  const status = pick(query.status, 'open', WITHDRAWAL_STATUS);
  const text = query.q?.trim() ?? '';
  let q = WITHDRAWAL_STATUS[status]!(withdrawalsFrom(deps));
  if (text) {
    const msisdn = normaliseMpesaNumber(text);
    q = q.where((eb) =>
      msisdn
        ? eb.or([memberMatch(eb as never, text), eb('withdrawal.mpesa_number', '=', msisdn)])
        : memberMatch(eb as never, text),
    );
  }
  const items = await withdrawalItems(deps, q, 'asc', perPage, (page - 1) * perPage);
  const total = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  await audit(
    deps.db,
    actor,
    'read.withdrawals',
    'withdrawals',
    {
      // Whether a search was given, never its text: it may be a member's phone number.
      query: { status, page, perPage, ...(text ? { searched: true } : {}) },
      ids: items.map((i) => i.id),
      uids: [...new Set(items.map((i) => i.uid))],
    },
    deps.now(),
  );
  return paged(page, perPage, Number(total.n), items);
}

/** A member's latest withdrawals, for their page (whose read is audited there). */
export const listWithdrawalQueueFor = (deps: Deps, uid: string) =>
  withdrawalItems(deps, withdrawalsFrom(deps).where('withdrawal.uid', '=', uid), 'desc', 50);

async function approvalsOf(deps: Deps, ids: string[]): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>();
  if (ids.length === 0) return map;
  const rows = await deps.db
    .selectFrom('payout_approvals')
    .select(['payout_id', 'operator_id'])
    .where('payout_id', 'in', ids)
    .orderBy('created')
    .execute();
  for (const r of rows) map.set(r.payout_id, [...(map.get(r.payout_id) ?? []), r.operator_id]);
  return map;
}

const registrationsFrom = (deps: Deps) =>
  deps.db
    .selectFrom('registration')
    .leftJoin('stk_payments as s', 's.id', 'registration.id')
    .leftJoin('users as u', 'u.id', 'registration.uid') as unknown as R;

async function registrationItems(q: R, order: 'asc' | 'desc', limit: number, offset = 0): Promise<AdminRegistration[]> {
  const rows = await q
    .selectAll('registration')
    .select(['u.username as username', 's.state as stk_state', 's.result_desc as stk_desc'])
    .orderBy('registration.created', order)
    .orderBy('registration.id', order)
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((r) => {
    const { username, stk_state, stk_desc, ...row } = r;
    return {
      ...toRegistrationRecord(row),
      username: username ?? '',
      stk: stk_state ? { state: stk_state, resultDesc: stk_desc ?? '' } : null,
    };
  });
}

export async function listRegistrationQueue(
  deps: Deps,
  actor: string,
  query: QueueQuery,
): Promise<ListResult<AdminRegistration>> {
  const { page, perPage } = parsePaging(query);
  const status = pick(query.status, 'processing', REGISTRATION_STATUS);
  if (query.method !== undefined && query.method !== 'stk' && query.method !== 'manual')
    throw badRequest('Unknown method filter.');
  const text = query.q?.trim() ?? '';
  let q = REGISTRATION_STATUS[status]!(registrationsFrom(deps));
  if (query.method) q = q.where('registration.method', '=', query.method);
  if (text) {
    q = q.where((eb) => eb.or([memberMatch(eb as never, text), eb('registration.mpesa_ref', '=', text.toUpperCase())]));
  }
  const items = await registrationItems(q, 'asc', perPage, (page - 1) * perPage);
  const total = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  // The STK number and references are personal data too: the read is audited like withdrawals'.
  await audit(
    deps.db,
    actor,
    'read.registrations',
    'registrations',
    {
      query: {
        status,
        page,
        perPage,
        ...(query.method ? { method: query.method } : {}),
        ...(text ? { searched: true } : {}),
      },
      ids: items.map((i) => i.id),
      uids: [...new Set(items.map((i) => i.uid))],
    },
    deps.now(),
  );
  return paged(page, perPage, Number(total.n), items);
}

/** A member's latest upgrade requests, for their page. */
export const listRegistrationQueueFor = (deps: Deps, uid: string) =>
  registrationItems(registrationsFrom(deps).where('registration.uid', '=', uid), 'desc', 50);

export const paged = <T>(page: number, perPage: number, totalItems: number, items: T[]) => ({
  page,
  perPage,
  totalItems,
  totalPages: Math.ceil(totalItems / perPage),
  items,
});
