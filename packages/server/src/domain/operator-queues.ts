// Read side of the operators' work: withdrawals and upgrade requests by state (oldest first, the
// order they should be handled in), support messages and the audit log (newest first). Reading a
// queue that shows members' personal data (withdrawals: M-Pesa numbers and full names; support:
// names, e-mails, messages) leaves one audit row naming the records shown. Upgrade requests and
// the audit log hold ids, levels, amounts and receipt codes only, and are not audited.
import type { SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/schema.ts';
import { badRequest } from './api-error.ts';
import { audit } from './audit.ts';
import type { Deps } from './deps.ts';
import { parsePaging } from './list-records.ts';

export type QueueName = 'withdrawals' | 'registrations' | 'audit' | 'support';
type Query<T extends keyof Database> = SelectQueryBuilder<Database, T, object>;

const WITHDRAWAL_FILTERS: Record<string, (q: Query<'withdrawal'>) => Query<'withdrawal'>> = {
  open: (q) => q.where('status', 'in', ['pending', 'processing']),
  pending: (q) => q.where('status', '=', 'pending'),
  processing: (q) => q.where('status', '=', 'processing'),
  disbursed: (q) => q.where('status', '=', 'disbursed'),
  declined: (q) => q.where('status', '=', 'declined'),
  all: (q) => q,
};

const REGISTRATION_FILTERS: Record<string, (q: Query<'registration'>) => Query<'registration'>> = {
  processing: (q) => q.where('processing', '=', 1),
  approved: (q) => q.where('processing', '=', 0).where('declined', '=', 0),
  declined: (q) => q.where('declined', '=', 1),
  all: (q) => q,
};

export async function listQueue(
  deps: Deps,
  actor: string,
  queue: QueueName,
  q: { status?: string; page?: string; perPage?: string },
) {
  const paging = parsePaging(q);
  if (queue === 'withdrawals') {
    const status = q.status ?? 'open';
    const filter = Object.hasOwn(WITHDRAWAL_FILTERS, status) ? WITHDRAWAL_FILTERS[status] : undefined;
    if (!filter) throw badRequest();
    const page = await pageOf(filter(deps.db.selectFrom('withdrawal')), paging, 'asc', (r) => r);
    await auditRead(deps, actor, queue, { status, page: page.page, perPage: page.perPage }, page.items);
    return page;
  }
  if (queue === 'registrations') {
    const filter = Object.hasOwn(REGISTRATION_FILTERS, q.status ?? 'processing')
      ? REGISTRATION_FILTERS[q.status ?? 'processing']
      : undefined;
    if (!filter) throw badRequest();
    return pageOf(filter(deps.db.selectFrom('registration')), paging, 'asc', (r) => r);
  }
  if (queue === 'support') {
    const page = await pageOf(deps.db.selectFrom('support_messages'), paging, 'desc', (r) => ({
      ...r,
      answered: r.answered === 1,
    }));
    await auditRead(deps, actor, queue, { page: page.page, perPage: page.perPage }, page.items);
    return page;
  }
  return pageOf(deps.db.selectFrom('audit_log'), paging, 'desc', (r) => ({
    ...r,
    details: JSON.parse(r.details || '{}') as unknown,
  }));
}

/**
 * One row per read, written before the page is answered (no row, no data). Ids only: the log
 * must not become a copy of the personal data it watches over.
 */
async function auditRead(
  deps: Deps,
  actor: string,
  queue: QueueName,
  query: object,
  items: { id: string; uid: string }[],
) {
  const uids = [...new Set(items.map((i) => i.uid).filter((uid) => uid !== ''))];
  await audit(deps.db, actor, `read.${queue}`, queue, { query, ids: items.map((i) => i.id), uids }, deps.now());
}

async function pageOf<T extends keyof Database, R>(
  query: Query<T>,
  { page, perPage }: { page: number; perPage: number },
  direction: 'asc' | 'desc',
  shape: (row: Database[T]) => R,
) {
  // Generic over the table: the columns used here (created, id) exist on every queue table.
  const q = query as unknown as Query<'audit_log'>;
  const rows = await q
    .selectAll()
    .orderBy('created', direction)
    .orderBy('id', direction)
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  const total = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const totalItems = Number(total.n);
  return {
    page,
    perPage,
    totalItems,
    totalPages: Math.ceil(totalItems / perPage),
    items: (rows as unknown as Database[T][]).map(shape),
  };
}
