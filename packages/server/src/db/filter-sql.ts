// The server's half of the filter: protocol's checked AST as a SQL predicate. The mocks run the
// same AST on arrays (protocol's evaluate.ts); test/filter-dual-evaluation.test.ts holds the two
// to the same answers on SQLite and PostgreSQL.
import { sql } from 'kysely';
import type { RawBuilder, SqlBool } from 'kysely';
import { checkComparison, likePattern } from '@mapato/protocol';
import type { CmpOp, Comparison, FieldWhitelist, FilterNode } from '@mapato/protocol';

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
 * bound parameters and columns come only from the whitelist; protocol's type rules throw
 * FilterError. Typed SqlBool so the result can be passed straight to Kysely's `.where()`.
 */
export function compileFilter(node: FilterNode, fields: FieldWhitelist): RawBuilder<SqlBool> {
  if (node.kind === 'cmp') return compileComparison(node, fields);
  const join = sql.raw(node.kind === 'and' ? 'AND' : 'OR');
  return sql<SqlBool>`(${compileFilter(node.left, fields)} ${join} ${compileFilter(node.right, fields)})`;
}

function compileComparison(node: Comparison, fields: FieldWhitelist): RawBuilder<SqlBool> {
  const c = checkComparison(node, fields);
  const col = sql.ref(c.column);
  const op = sql.raw(SQL_OP[c.op]);
  switch (c.kind) {
    case 'bool':
      // Booleans are stored as 0/1 integers on both databases.
      return sql<SqlBool>`${col} ${op} ${c.value ? 1 : 0}`;
    case 'like':
      // LOWER on both sides: PostgreSQL's LIKE is case-sensitive, SQLite's only for non-ASCII.
      return sql<SqlBool>`LOWER(${col}) ${op} LOWER(${likePattern(c.value)}) ESCAPE '\\'`;
    case 'number':
      return sql<SqlBool>`${col} ${op} ${numberParam(c.value)}`;
    case 'text':
      // PocketBase's = and != treat NULL and '' as the same "empty" value.
      if (c.op === '=' || c.op === '!=') return sql<SqlBool>`COALESCE(${col}, '') ${op} ${c.value}`;
      return sql<SqlBool>`${col} ${op} ${c.value}`;
  }
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
