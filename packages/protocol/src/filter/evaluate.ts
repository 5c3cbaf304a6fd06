// The filter and sort run on plain wire records (the mocks' store), with the semantics of the
// server's SQL (its db/filter-sql.ts): a comparison with a missing value is never true, text
// and dates compare by code point like SQLite's BINARY collation, `~` folds ASCII letters only,
// and `=`/`!=` on text and dates treat a missing value as ''. The dual-evaluation test in the
// server runs both on the same rows, on SQLite and on PostgreSQL.
import { checkComparison } from './check.ts';
import type { CheckedComparison } from './check.ts';
import { likeMatcher, likePattern } from './like.ts';
import type { FilterNode } from './parse.ts';
import type { SortItem } from './sort.ts';
import type { FieldWhitelist } from './whitelist.ts';

/** A test on one wire record (booleans as booleans, dates as PocketBase strings). */
export type Predicate = (record: object) => boolean;

/** Turns a filter into a test on one record; the type rules run now, so a bad filter throws FilterError even over no records. */
export function toPredicate(node: FilterNode, fields: FieldWhitelist): Predicate {
  if (node.kind === 'cmp') return comparisonPredicate(checkComparison(node, fields));
  const left = toPredicate(node.left, fields);
  const right = toPredicate(node.right, fields);
  // Without NOT in the grammar, SQL's "unknown" (a NULL operand) can be read as false throughout.
  return node.kind === 'and' ? (r) => left(r) && right(r) : (r) => left(r) || right(r);
}

const valueOf = (record: object, field: string): unknown =>
  Object.hasOwn(record, field) ? (record as Record<string, unknown>)[field] : undefined;

function comparisonPredicate(c: CheckedComparison): Predicate {
  switch (c.kind) {
    case 'bool':
      return (record) => {
        const v = valueOf(record, c.field);
        return typeof v === 'boolean' && (v === c.value) === (c.op === '=');
      };
    case 'like': {
      const matches = likeMatcher(likePattern(c.value));
      return (record) => {
        const v = valueOf(record, c.field);
        return typeof v === 'string' && matches(v) === (c.op === '~');
      };
    }
    case 'number':
      return (record) => {
        const v = valueOf(record, c.field);
        return typeof v === 'number' && holds(c.op, v < c.value ? -1 : v > c.value ? 1 : 0);
      };
    case 'text':
      return (record) => {
        const v = valueOf(record, c.field);
        // SQL: COALESCE(col, '') for = and !=, the bare column (NULL: never true) for ordering.
        const text = (c.op === '=' || c.op === '!=') && v == null ? '' : v;
        return typeof text === 'string' && holds(c.op, compareText(text, c.value));
      };
  }
}

function holds(op: CheckedComparison['op'], order: number): boolean {
  if (op === '=') return order === 0;
  if (op === '!=') return order !== 0;
  if (op === '>') return order > 0;
  if (op === '>=') return order >= 0;
  if (op === '<') return order < 0;
  return order <= 0;
}

/**
 * Code point order, as SQLite's BINARY collation (UTF-8 bytes) and a C.UTF-8 PostgreSQL sort.
 * UTF-16 code units agree with it except that surrogates (astral characters) must sort after
 * U+E000–U+FFFF, hence the shift.
 */
export function compareText(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) return codePointRank(x) - codePointRank(y);
  }
  return a.length - b.length;
}

const codePointRank = (unit: number) => (unit >= 0xe000 ? unit - 0x800 : unit >= 0xd800 ? unit + 0x2000 : unit);

/** SQLite's ORDER BY across types: NULL first, then numbers (booleans are 0/1), then text. */
export function compareValues(a: unknown, b: unknown): number {
  const rank = (v: unknown) => (v == null ? 0 : typeof v === 'string' ? 2 : 1);
  const [ra, rb] = [rank(a), rank(b)];
  if (ra !== rb || ra === 0) return ra - rb;
  if (ra === 2) return compareText(a as string, b as string);
  const [x, y] = [Number(a), Number(b)];
  return x < y ? -1 : x > y ? 1 : 0;
}

/** ORDER BY the sort items, then by id in the first item's direction (the server's tiebreak). */
export function sortRecords<T extends object>(records: readonly T[], sort: readonly SortItem[]): T[] {
  const order = [...sort, { field: 'id', direction: sort[0]?.direction ?? 'asc' }];
  return [...records].sort((a, b) => {
    for (const { field, direction } of order) {
      const c = compareValues(valueOf(a, field), valueOf(b, field));
      if (c !== 0) return direction === 'desc' ? -c : c;
    }
    return 0;
  });
}
