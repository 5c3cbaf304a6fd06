// Listing a member's own withdrawals, upgrade requests or user record with PocketBase paging,
// filter and sort. The query is read by @mapato/protocol (as the mocks read it); only the SQL is
// built here. The owner rule (uid = caller) is always ANDed, so a client filter can only narrow
// what the caller already owns.
import type { Kysely } from 'kysely';
import {
  FilterError,
  LISTABLE,
  parsePaging as parseProtocolPaging,
  readListQuery,
  type Listable,
  type ListQuery,
  type Paging,
  type QueryParams,
} from '@mapato/protocol';
import { compileFilter } from '../../db/filter-sql.ts';
import { badRequest, orThrow } from '../api-error.ts';
import type { Deps } from '../deps.ts';
import type { RegistrationTable, UsersTable, WithdrawalTable } from '../../db/schema.ts';

export type { Listable, ListQuery } from '@mapato/protocol';

/** The column that names the owner: a member sees only rows where it equals their id. */
const OWNER_COLUMN = { withdrawal: 'uid', registration: 'uid', users: 'id' } as const;

type RowOf<T extends Listable> = T extends 'withdrawal'
  ? WithdrawalTable
  : T extends 'users'
    ? UsersTable
    : RegistrationTable;

/** PocketBase paging for any list (the operators' queues too); a bad value is the generic 400. */
export function parsePaging(q: QueryParams): Paging {
  try {
    return parseProtocolPaging(q);
  } catch (error) {
    if (error instanceof FilterError) throw badRequest();
    throw error;
  }
}

/** The list query of a collection's records endpoint, or the 400 protocol words. */
export const readRecordListQuery = (table: Listable, params: QueryParams): ListQuery =>
  orThrow(readListQuery(params, LISTABLE[table]));

/** One page of the caller's rows; `totalItems` is 0, uncounted, when the query skips totals. */
export async function listOwn<T extends Listable>(
  deps: Deps,
  table: T,
  uid: string,
  q: ListQuery,
): Promise<{ totalItems: number; items: RowOf<T>[] }> {
  // The table is chosen at run time; the whitelist is what keeps columns safe.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const db = deps.db as unknown as Kysely<any>;
  let base = db.selectFrom(table as string).where(OWNER_COLUMN[table] as string, '=', uid);
  if (table === 'users') base = base.where('deleted', '=', 0);
  if (q.filter) base = base.where(compileFilter(q.filter, q.whitelist) as never);
  let rowsQuery = base.selectAll();
  for (const o of q.sort) rowsQuery = rowsQuery.orderBy(o.column, o.direction);
  // A stable tiebreak: PocketBase pages are stable for equal sort keys.
  rowsQuery = rowsQuery.orderBy('id', q.sort[0]?.direction ?? 'asc');
  const items = (await rowsQuery
    .limit(q.perPage)
    .offset((q.page - 1) * q.perPage)
    .execute()) as unknown as RowOf<T>[];
  if (q.skipTotal) return { totalItems: 0, items };
  const count = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return { totalItems: Number(count.n), items };
}
