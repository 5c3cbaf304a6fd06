// PocketBase list queries over in-memory rows with the server's rules (domain/list-records.ts):
// paging defaults and caps, a typed field whitelist for filter and sort, and a 400 with the
// generic message for anything outside it, never a silently ignored parameter.
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, type ListResult } from '@mapato/core';
import { badRequest } from './errors.ts';
import { FilterError, parseFilter, type FilterNode } from './filter.ts';

type FieldType = 'text' | 'number' | 'bool' | 'date';
type Row = Record<string, unknown>;
type Predicate = (row: Row) => boolean;

const COMMON: Record<string, FieldType> = {
  id: 'text',
  uid: 'text',
  amount: 'number',
  processing: 'bool',
  declined: 'bool',
  created: 'date',
  updated: 'date',
};

export const LISTABLE = {
  withdrawal: {
    ...COMMON,
    user: 'text',
    mpesa_number: 'text',
    full_name: 'text',
    status: 'text',
    processed_at: 'date',
    disbursed: 'bool',
  },
  registration: { ...COMMON, level: 'number', mpesa_ref: 'text' },
  users: {
    id: 'text',
    username: 'text',
    name: 'text',
    phone: 'text',
    level: 'number',
    investment: 'number',
    income: 'number',
    balance: 'number',
    referals: 'number',
    tasks_done: 'number',
    verified: 'bool',
    created: 'date',
    updated: 'date',
  },
} satisfies Record<string, Record<string, FieldType>>;

export type Listable = keyof typeof LISTABLE;

export interface ListQuery {
  page: number;
  perPage: number;
  skipTotal: boolean;
  filter: Predicate;
  sort: Array<{ field: string; desc: boolean }>;
}

const TRUTHY = ['1', 't', 'T', 'true', 'TRUE', 'True'];
const FALSY = ['', '0', 'f', 'F', 'false', 'FALSE', 'False'];

/** Reads ?page, perPage, skipTotal, filter and sort; throws the server's 400 on anything invalid. */
export function parseListQuery(params: URLSearchParams, collection: Listable): ListQuery {
  const int = (raw: string | null, fallback: number) => {
    if (raw === null || raw === '') return fallback;
    if (!/^-?\d{1,9}$/.test(raw)) throw badRequest();
    const n = Number(raw);
    return n <= 0 ? fallback : n;
  };
  const skip = params.get('skipTotal') ?? '';
  if (!TRUTHY.includes(skip) && !FALSY.includes(skip)) throw badRequest();
  const fields: Record<string, FieldType> = LISTABLE[collection];
  try {
    const rawFilter = params.get('filter') ?? '';
    const rawSort = params.get('sort') ?? '';
    return {
      page: int(params.get('page'), 1),
      perPage: Math.min(int(params.get('perPage'), PAGE_SIZE_DEFAULT), PAGE_SIZE_MAX),
      skipTotal: TRUTHY.includes(skip),
      filter: rawFilter === '' ? () => true : compile(parseFilter(rawFilter), fields),
      sort: rawSort === '' ? [] : parseSort(rawSort, fields),
    };
  } catch (error) {
    if (error instanceof FilterError) throw badRequest();
    throw error;
  }
}

function typeOf(fields: Record<string, FieldType>, name: string): FieldType {
  const type = Object.hasOwn(fields, name) ? fields[name] : undefined;
  if (!type) throw new FilterError(`unknown field "${name}"`);
  return type;
}

function parseSort(raw: string, fields: Record<string, FieldType>): ListQuery['sort'] {
  const items = raw.split(',');
  if (items.length > 8) throw new FilterError('too many sort items');
  return items.map((item) => {
    const trimmed = item.trim();
    const desc = trimmed.startsWith('-');
    const field = trimmed.startsWith('-') || trimmed.startsWith('+') ? trimmed.slice(1) : trimmed;
    typeOf(fields, field);
    return { field, desc };
  });
}

function compile(node: FilterNode, fields: Record<string, FieldType>): Predicate {
  if (node.kind !== 'cmp') {
    const [l, r] = [compile(node.left, fields), compile(node.right, fields)];
    return node.kind === 'and' ? (row) => l(row) && r(row) : (row) => l(row) || r(row);
  }
  const { field, op, value } = node;
  const type = typeOf(fields, field);
  const bad = () => {
    throw new FilterError(`"${field}" cannot be compared that way`);
  };
  if (type === 'bool') {
    if (typeof value !== 'boolean' || (op !== '=' && op !== '!=')) return bad();
    return (row) => (row[field] === value) === (op === '=');
  }
  if (op === '~' || op === '!~') {
    if (type !== 'text' || typeof value !== 'string') return bad();
    const pattern = likeRegExp(value);
    return (row) => pattern.test(String(row[field] ?? '')) === (op === '~');
  }
  if (type === 'number' ? typeof value !== 'number' : value !== null && typeof value !== 'string') return bad();
  if (value === null && op !== '=' && op !== '!=') return bad();
  // = and != treat null and '' as the same "empty" value, like PocketBase.
  const target = value ?? '';
  return (row) => compare(row[field] ?? '', target, op);
}

function compare(a: unknown, b: string | number | boolean, op: string): boolean {
  const [x, y] = [a as string | number, b as string | number];
  if (op === '=') return x === y;
  if (op === '!=') return x !== y;
  if (op === '>') return x > y;
  if (op === '>=') return x >= y;
  if (op === '<') return x < y;
  return x <= y;
}

/** PocketBase's `~`: a substring match, unless the value has an unescaped `%` (then a LIKE pattern). */
function likeRegExp(value: string): RegExp {
  const isPattern = /(^|[^\\])(\\\\)*%/.test(value);
  const escape = (c: string) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  let out = '';
  for (let i = 0; i < value.length; i++) {
    const c = value[i] as string;
    const next = value[i + 1];
    if (c === '\\' && (next === '\\' || next === '%' || next === '_')) {
      out += escape(next);
      i++;
    } else if (isPattern && (c === '%' || c === '_')) out += c === '%' ? '.*' : '.';
    else out += escape(c);
  }
  return new RegExp(isPattern ? `^${out}$` : out, 'is');
}

/** Filters, sorts (ties broken by id, like the server) and pages the caller's own rows. */
export function runListQuery<T extends { id: string }>(rows: readonly T[], q: ListQuery): ListResult<T> {
  const matching = rows.filter((row) => q.filter(row as unknown as Row));
  const order = [...q.sort, { field: 'id', desc: q.sort[0]?.desc ?? false }];
  matching.sort((a, b) => {
    for (const { field, desc } of order) {
      const [x, y] = [(a as unknown as Row)[field] as string, (b as unknown as Row)[field] as string];
      if (x !== y) return (x < y ? -1 : 1) * (desc ? -1 : 1);
    }
    return 0;
  });
  const start = (q.page - 1) * q.perPage;
  const totalItems = q.skipTotal ? -1 : matching.length;
  const totalPages = q.skipTotal ? -1 : Math.ceil(matching.length / q.perPage);
  return { page: q.page, perPage: q.perPage, totalItems, totalPages, items: matching.slice(start, start + q.perPage) };
}
