// Listing a member's own withdrawals or upgrade requests with PocketBase paging, filter and
// sort. The owner rule (uid = caller) is always ANDed on the server, so a client filter can
// only narrow what the caller already owns.
import type { Kysely } from 'kysely';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '@mapato/core';
import { compileFilter } from '../tools/filter/compile.ts';
import { FilterError } from '../tools/filter/parse.ts';
import { parseFilter } from '../tools/filter/parse.ts';
import { parseSort } from '../tools/filter/sort.ts';
import type { FieldWhitelist } from '../tools/filter/compile.ts';
import { badRequest } from './api-error.ts';
import type { Deps } from './deps.ts';
import type { RegistrationTable, UsersTable, WithdrawalTable } from '../db/schema.ts';

export interface ListQuery {
  page?: string;
  perPage?: string;
  skipTotal?: string;
  filter?: string;
  sort?: string;
}

const common: FieldWhitelist = {
  id: { column: 'id', type: 'text' },
  uid: { column: 'uid', type: 'text' },
  amount: { column: 'amount', type: 'number' },
  processing: { column: 'processing', type: 'bool' },
  declined: { column: 'declined', type: 'bool' },
  created: { column: 'created', type: 'date' },
  updated: { column: 'updated', type: 'date' },
};

export const LISTABLE = {
  withdrawal: {
    ...common,
    user: { column: 'user', type: 'text' },
    mpesa_number: { column: 'mpesa_number', type: 'text' },
    full_name: { column: 'full_name', type: 'text' },
    status: { column: 'status', type: 'text' },
    processed_at: { column: 'processed_at', type: 'date' },
    disbursed: { column: 'disbursed', type: 'bool' },
  },
  registration: {
    ...common,
    level: { column: 'level', type: 'number' },
    mpesa_ref: { column: 'mpesa_ref', type: 'text' },
  },
  users: {
    id: { column: 'id', type: 'text' },
    username: { column: 'username', type: 'text' },
    name: { column: 'name', type: 'text' },
    phone: { column: 'phone', type: 'text' },
    level: { column: 'level', type: 'number' },
    investment: { column: 'investment', type: 'number' },
    income: { column: 'income', type: 'number' },
    balance: { column: 'balance', type: 'number' },
    referals: { column: 'referals', type: 'number' },
    tasks_done: { column: 'tasks_done', type: 'number' },
    verified: { column: 'verified', type: 'bool' },
    created: { column: 'created', type: 'date' },
    updated: { column: 'updated', type: 'date' },
  },
} satisfies Record<string, FieldWhitelist>;

/** The column that names the owner: a member sees only rows where it equals their id. */
const OWNER_COLUMN = { withdrawal: 'uid', registration: 'uid', users: 'id' } as const;

export type Listable = keyof typeof LISTABLE;
type RowOf<T extends Listable> = T extends 'withdrawal'
  ? WithdrawalTable
  : T extends 'users'
    ? UsersTable
    : RegistrationTable;

export interface Page<R> {
  page: number;
  perPage: number;
  totalItems: number;
  totalPages: number;
  items: R[];
}

/** PocketBase paging rules: non-integers are a 400, values ≤ 0 fall back to defaults, perPage caps at 1000. */
export function parsePaging(q: ListQuery): { page: number; perPage: number; skipTotal: boolean } {
  const int = (raw: string | undefined, fallback: number) => {
    if (raw === undefined || raw === '') return fallback;
    if (!/^-?\d{1,9}$/.test(raw)) throw badRequest();
    const n = Number(raw);
    return n <= 0 ? fallback : n;
  };
  const page = int(q.page, 1);
  const perPage = Math.min(int(q.perPage, PAGE_SIZE_DEFAULT), PAGE_SIZE_MAX);
  const raw = q.skipTotal ?? '';
  const truthy = ['1', 't', 'T', 'true', 'TRUE', 'True'];
  const falsy = ['', '0', 'f', 'F', 'false', 'FALSE', 'False'];
  if (!truthy.includes(raw) && !falsy.includes(raw)) throw badRequest();
  return { page, perPage, skipTotal: truthy.includes(raw) };
}

export async function listOwn<T extends Listable>(
  deps: Deps,
  table: T,
  uid: string,
  q: ListQuery,
): Promise<Page<RowOf<T>>> {
  const { page, perPage, skipTotal } = parsePaging(q);
  const fields = LISTABLE[table] as FieldWhitelist;
  let where;
  let order;
  try {
    where = q.filter !== undefined && q.filter !== '' ? compileFilter(parseFilter(q.filter), fields) : null;
    order = q.sort ? parseSort(q.sort, fields) : [];
  } catch (error) {
    if (error instanceof FilterError) throw badRequest();
    throw error;
  }
  // The table is chosen at run time; the whitelist above is what keeps columns safe.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const db = deps.db as unknown as Kysely<any>;
  let base = db.selectFrom(table as string).where(OWNER_COLUMN[table] as string, '=', uid);
  if (table === 'users') base = base.where('deleted', '=', 0);
  if (where) base = base.where(where as never);
  let rowsQuery = base.selectAll();
  for (const o of order) rowsQuery = rowsQuery.orderBy(o.column, o.direction);
  // A stable tiebreak: PocketBase pages are stable for equal sort keys.
  rowsQuery = rowsQuery.orderBy('id', order[0]?.direction ?? 'asc');
  const items = (await rowsQuery
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute()) as unknown as RowOf<T>[];
  let totalItems = -1;
  let totalPages = -1;
  if (!skipTotal) {
    const count = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    totalItems = Number(count.n);
    totalPages = Math.ceil(totalItems / perPage);
  }
  return { page, perPage, totalItems, totalPages, items };
}
