import { sql } from 'kysely';
import type { RawBuilder, SqlBool } from 'kysely';
import { FilterError } from './filter-error.ts';
import type { CmpOp, FilterNode } from './parse.ts';
import { lookupField } from './whitelist.ts';
import type { FieldWhitelist } from './whitelist.ts';

export type { FieldWhitelist } from './whitelist.ts';

type Cmp = Extract<FilterNode, { kind: 'cmp' }>;

// The only text spliced into SQL: fixed operator spellings, never client input.
const SQL_OP: Record<CmpOp, string> = {
  '=': '=',
  '!=': '<>',
  '>': '>',
  '>=': '>=',
  '<': '<',
  '<=': '<=',
  '~': 'LIKE',
  '!~': 'NOT LIKE',
};

const INT32_MAX = 2 ** 31 - 1;

/**
 * Turns a parsed filter into a SQL predicate for SQLite and PostgreSQL. Values are always
 * bound parameters and columns come only from the whitelist. Typed SqlBool so the result
 * can be passed straight to Kysely's `.where()`.
 */
export function compileFilter(node: FilterNode, fields: FieldWhitelist): RawBuilder<SqlBool> {
  if (node.kind === 'cmp') return compileComparison(node, fields);
  const join = sql.raw(node.kind === 'and' ? 'AND' : 'OR');
  return sql<SqlBool>`(${compileFilter(node.left, fields)} ${join} ${compileFilter(node.right, fields)})`;
}

function compileComparison(node: Cmp, fields: FieldWhitelist): RawBuilder<SqlBool> {
  const { column, type } = lookupField(fields, node.field);
  const col = sql.ref(column);
  const op = sql.raw(SQL_OP[node.op]);
  const { value } = node;
  const reject = (why: string): never => {
    throw new FilterError(`"${node.field}" (${type}) ${why}`);
  };

  if (type === 'bool') {
    if (typeof value !== 'boolean') return reject('can only be compared with true or false');
    if (node.op !== '=' && node.op !== '!=') return reject('only supports = and !=');
    // Booleans are stored as 0/1 integers on both databases.
    return sql<SqlBool>`${col} ${op} ${value ? 1 : 0}`;
  }
  if (node.op === '~' || node.op === '!~') {
    if (type !== 'text') return reject(`does not support ${node.op}`);
    if (typeof value !== 'string') return reject(`needs a text value for ${node.op}`);
    // LOWER on both sides: PostgreSQL's LIKE is case-sensitive, SQLite's only for non-ASCII.
    return sql<SqlBool>`LOWER(${col}) ${op} LOWER(${likePattern(value)}) ESCAPE '\\'`;
  }
  if (type === 'number') {
    if (typeof value !== 'number') return reject('can only be compared with a number');
    return sql<SqlBool>`${col} ${op} ${numberParam(value)}`;
  }
  return compileTextLike(node.op, col, op, value, reject);
}

function compileTextLike(
  cmp: CmpOp,
  col: RawBuilder<unknown>,
  op: RawBuilder<unknown>,
  value: Cmp['value'],
  reject: (why: string) => never,
): RawBuilder<SqlBool> {
  if (value !== null && typeof value !== 'string') {
    return reject('can only be compared with text or null');
  }
  if (cmp === '=' || cmp === '!=') {
    // PocketBase's = and != treat NULL and '' as the same "empty" value.
    return sql<SqlBool>`COALESCE(${col}, '') ${op} ${value ?? ''}`;
  }
  if (value === null) return reject(`cannot be compared with null using ${cmp}`);
  return sql<SqlBool>`${col} ${op} ${value}`;
}

/**
 * PostgreSQL types an untyped parameter after the column, so 12.5 (or 3e9) against an
 * integer column would fail; casting keeps it a comparison of values. Small integers stay
 * plain so an index on the column remains usable.
 */
function numberParam(value: number): RawBuilder<unknown> {
  if (Number.isInteger(value) && Math.abs(value) <= INT32_MAX) return sql`${value}`;
  return sql`CAST(${value} AS NUMERIC)`;
}

/**
 * PocketBase's `~`: a value without an unescaped `%` is a substring search, so its `%`/`_`
 * are escaped and it is wrapped in `%…%`; otherwise the value is the pattern. Pairs that
 * are already escaped are kept, and a lone backslash means itself, which also keeps a
 * trailing backslash from making an invalid pattern on PostgreSQL.
 */
export function likePattern(value: string): string {
  const isPattern = hasUnescapedPercent(value);
  let out = '';
  for (let i = 0; i < value.length; i++) {
    const c = value[i] as string;
    const next = value[i + 1];
    if (c === '\\' && (next === '\\' || next === '%' || next === '_')) {
      out += c + next;
      i++;
    } else if (c === '\\') {
      out += '\\\\';
    } else if (!isPattern && c === '_') {
      out += '\\_';
    } else {
      out += c;
    }
  }
  return isPattern ? out : `%${out}%`;
}

function hasUnescapedPercent(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    if (value[i] === '\\') i++;
    else if (value[i] === '%') return true;
  }
  return false;
}
