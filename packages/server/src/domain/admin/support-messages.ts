// The flat list of support messages (newest first). Reading it shows names, e-mails and messages,
// so it leaves one audit row naming the records shown. The other queues: console/.
import type { SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { audit } from '../security/audit.ts';
import type { Deps } from '../deps.ts';
import { parsePaging } from '../records/list.ts';

export type QueueName = 'support';
type Query<T extends keyof Database> = SelectQueryBuilder<Database, T, object>;

/** Every support, contact and chat message, newest first (the inbox's threads: console/support-threads.ts). */
export async function listSupportMessages(deps: Deps, actor: string, q: { page?: string; perPage?: string }) {
  const paging = parsePaging(q);
  const page = await pageOf(deps.db.selectFrom('support_messages'), paging, 'desc', (r) => ({
    ...r,
    answered: r.answered === 1,
  }));
  await auditRead(deps, actor, 'support', { page: page.page, perPage: page.perPage }, page.items);
  return page;
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
