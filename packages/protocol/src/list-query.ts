// A list request's query (protocol §4.3) read once for the server and the mocks: one value per
// parameter, PocketBase's paging rules, the filter, sort and fields checked against the
// collection's whitelist; and the list response built from a page of items.
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, type ListResult } from '@mapato/core';
import { badRequest, fail, fieldErrors, noProblems, ok, type ErrorBody, type Outcome } from './errors.ts';
import { checkFilter } from './filter/check.ts';
import { toPredicate, sortRecords } from './filter/evaluate.ts';
import { FilterError } from './filter/filter-error.ts';
import { parseFilter, type FilterNode } from './filter/parse.ts';
import { parseSort, type SortItem } from './filter/sort.ts';
import type { FieldWhitelist } from './filter/whitelist.ts';
import { parseFields, pickFields } from './pick-fields.ts';

/** The URL's parameters (the mocks), or a parsed query string where a repeat is an array (Fastify). */
export type QueryParams = URLSearchParams | Readonly<Record<string, unknown>>;

const isSearchParams = (p: QueryParams): p is URLSearchParams => typeof (p as URLSearchParams).getAll === 'function';

export const repeatedParamMessage = (name: string) => `The query parameter "${name}" may be given only once.`;

/** The names given more than once, in the order they first appear. */
export function repeatedParams(params: QueryParams): string[] {
  if (!isSearchParams(params)) return Object.keys(params).filter((name) => Array.isArray(params[name]));
  const counts = new Map<string, number>();
  for (const name of params.keys()) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts].filter(([, n]) => n > 1).map(([name]) => name);
}

/**
 * A parameter given twice: PocketBase would silently read the first, we refuse it with a 400
 * whose message names the first such parameter and whose data names each one.
 */
export function repeatedParamsError(names: readonly string[]): ErrorBody {
  const problems = noProblems();
  for (const name of names) problems[name] = ['validation_repeated', repeatedParamMessage(name)];
  return fieldErrors(repeatedParamMessage(names[0] ?? ''), problems);
}

function single(params: QueryParams, name: string): string | undefined {
  const value = isSearchParams(params) ? params.get(name) : Object.hasOwn(params, name) ? params[name] : undefined;
  if (Array.isArray(value)) throw new FilterError(`${name} is given more than once`);
  return typeof value === 'string' ? value : undefined;
}

export interface Paging {
  page: number;
  perPage: number;
  skipTotal: boolean;
}

// Go's strconv.ParseBool, which PocketBase uses for skipTotal.
const TRUTHY = ['1', 't', 'T', 'true', 'TRUE', 'True'];
const FALSY = ['', '0', 'f', 'F', 'false', 'FALSE', 'False'];

/** PocketBase paging: non-integers are refused, values ≤ 0 fall back to 1 and 30, perPage caps at 1000. Throws FilterError. */
export function parsePaging(params: QueryParams): Paging {
  const int = (name: string, fallback: number) => {
    const raw = single(params, name);
    if (raw === undefined || raw === '') return fallback;
    if (!/^-?\d{1,9}$/.test(raw)) throw new FilterError(`${name} must be an integer`);
    const n = Number(raw);
    return n <= 0 ? fallback : n;
  };
  const page = int('page', 1);
  const perPage = Math.min(int('perPage', PAGE_SIZE_DEFAULT), PAGE_SIZE_MAX);
  const skip = single(params, 'skipTotal') ?? '';
  if (!TRUTHY.includes(skip) && !FALSY.includes(skip)) throw new FilterError('skipTotal must be a boolean');
  return { page, perPage, skipTotal: TRUTHY.includes(skip) };
}

export interface ListQuery extends Paging {
  /** the collection's whitelist, which the filter and sort were checked against */
  whitelist: FieldWhitelist;
  filter: FilterNode | null;
  sort: SortItem[];
  /** `?fields=` paths, or null to send every field */
  fields: string[] | null;
}

/**
 * Reads a list request's query: a repeated parameter (any, checked first, as the server does)
 * is refused naming it, anything else it cannot accept is PocketBase's generic 400.
 */
export function readListQuery(params: QueryParams, whitelist: FieldWhitelist): Outcome<ListQuery> {
  const repeated = repeatedParams(params);
  if (repeated.length > 0) return fail(repeatedParamsError(repeated));
  try {
    const paging = parsePaging(params);
    const rawFilter = single(params, 'filter') ?? '';
    const rawSort = single(params, 'sort') ?? '';
    const filter = rawFilter === '' ? null : parseFilter(rawFilter);
    if (filter) checkFilter(filter, whitelist);
    const sort = rawSort === '' ? [] : parseSort(rawSort, whitelist);
    return ok({ ...paging, whitelist, filter, sort, fields: parseFields(single(params, 'fields')) });
  } catch (error) {
    if (error instanceof FilterError) return fail(badRequest());
    throw error;
  }
}

/**
 * The list response: PocketBase's totals (-1 when skipped; `totalItems` is then ignored) and the
 * items with `?fields=` applied to each.
 */
export function listResponse<T>(
  query: Paging & { fields: string[] | null },
  totalItems: number,
  items: readonly T[],
): ListResult<Partial<T>> {
  const skip = query.skipTotal;
  return {
    page: query.page,
    perPage: query.perPage,
    totalItems: skip ? -1 : totalItems,
    totalPages: skip ? -1 : Math.ceil(totalItems / query.perPage),
    items: pickFields([...items], query.fields),
  };
}

/** A list query over records in memory: filter, sort (ties broken by id, like the server), page. */
export function runListQuery<T extends object>(records: readonly T[], query: ListQuery): ListResult<Partial<T>> {
  const matches = query.filter ? toPredicate(query.filter, query.whitelist) : () => true;
  const sorted = sortRecords(records.filter(matches), query.sort);
  const start = (query.page - 1) * query.perPage;
  return listResponse(query, sorted.length, sorted.slice(start, start + query.perPage));
}
