// Read side of the operators' work: withdrawals and upgrade requests by state, and the audit log.
import { badRequest } from './api-error.ts';
import type { Deps } from './deps.ts';
import { parsePaging } from './list-records.ts';

export type QueueName = 'withdrawals' | 'registrations' | 'audit' | 'support';

const WITHDRAWAL_STATES = ['open', 'pending', 'processing', 'disbursed', 'declined', 'all'];
const REGISTRATION_STATES = ['processing', 'approved', 'declined', 'all'];

export async function listQueue(deps: Deps, queue: QueueName, q: { status?: string; page?: string; perPage?: string }) {
  const { page, perPage } = parsePaging(q);
  const offset = (page - 1) * perPage;
  if (queue === 'withdrawals') {
    const status = q.status ?? 'open';
    if (!WITHDRAWAL_STATES.includes(status)) throw badRequest();
    let query = deps.db.selectFrom('withdrawal');
    if (status === 'open') query = query.where('status', 'in', ['pending', 'processing']);
    else if (status !== 'all') query = query.where('status', '=', status);
    const items = await query.selectAll().orderBy('created').orderBy('id').limit(perPage).offset(offset).execute();
    const total = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return paged(page, perPage, Number(total.n), items);
  }
  if (queue === 'registrations') {
    const status = q.status ?? 'processing';
    if (!REGISTRATION_STATES.includes(status)) throw badRequest();
    let query = deps.db.selectFrom('registration');
    if (status === 'processing') query = query.where('processing', '=', 1);
    else if (status === 'declined') query = query.where('declined', '=', 1);
    else if (status === 'approved') query = query.where('processing', '=', 0).where('declined', '=', 0);
    const items = await query.selectAll().orderBy('created').orderBy('id').limit(perPage).offset(offset).execute();
    const total = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return paged(page, perPage, Number(total.n), items);
  }
  if (queue === 'support') {
    const query = deps.db.selectFrom('support_messages');
    const items = await query
      .selectAll()
      .orderBy('created', 'desc')
      .orderBy('id', 'desc')
      .limit(perPage)
      .offset(offset)
      .execute();
    const total = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return paged(
      page,
      perPage,
      Number(total.n),
      items.map((r) => ({ ...r, answered: r.answered === 1 })),
    );
  }
  const query = deps.db.selectFrom('audit_log');
  const rows = await query
    .selectAll()
    .orderBy('created', 'desc')
    .orderBy('id', 'desc')
    .limit(perPage)
    .offset(offset)
    .execute();
  const total = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const items = rows.map((r) => ({ ...r, details: JSON.parse(r.details || '{}') as unknown }));
  return paged(page, perPage, Number(total.n), items);
}

function paged<T>(page: number, perPage: number, totalItems: number, items: T[]) {
  return { page, perPage, totalItems, totalPages: Math.ceil(totalItems / perPage), items };
}
