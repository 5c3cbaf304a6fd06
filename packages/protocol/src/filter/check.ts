import { FilterError } from './filter-error.ts';
import type { CmpOp, FilterNode } from './parse.ts';
import { lookupField } from './whitelist.ts';
import type { FieldWhitelist } from './whitelist.ts';

export type Comparison = Extract<FilterNode, { kind: 'cmp' }>;
type OrderOp = Exclude<CmpOp, '~' | '!~'>;

/**
 * A comparison that passed the type rules, in the form both evaluators (the server's SQL and
 * the mocks' arrays) consume. `text` covers text and date fields; its `null` is already ''.
 */
export type CheckedComparison = { field: string; column: string } & (
  | { kind: 'bool'; op: '=' | '!='; value: boolean }
  | { kind: 'like'; op: '~' | '!~'; value: string }
  | { kind: 'number'; op: OrderOp; value: number }
  | { kind: 'text'; op: OrderOp; value: string }
);

/** The type rules of one comparison (protocol §7, ADR 004). Throws FilterError. */
export function checkComparison(node: Comparison, fields: FieldWhitelist): CheckedComparison {
  const { column, type } = lookupField(fields, node.field);
  const { field, op, value } = node;
  const reject = (why: string): never => {
    throw new FilterError(`"${field}" (${type}) ${why}`);
  };
  if (type === 'bool') {
    if (typeof value !== 'boolean') return reject('can only be compared with true or false');
    if (op !== '=' && op !== '!=') return reject('only supports = and !=');
    return { field, column, kind: 'bool', op, value };
  }
  if (op === '~' || op === '!~') {
    if (type !== 'text') return reject(`does not support ${op}`);
    if (typeof value !== 'string') return reject(`needs a text value for ${op}`);
    return { field, column, kind: 'like', op, value };
  }
  if (type === 'number') {
    if (typeof value !== 'number') return reject('can only be compared with a number');
    return { field, column, kind: 'number', op, value };
  }
  if (value !== null && typeof value !== 'string') return reject('can only be compared with text or null');
  // PocketBase's = and != treat null and '' as the same "empty" value; ordering needs a value.
  if (value === null && op !== '=' && op !== '!=') return reject(`cannot be compared with null using ${op}`);
  return { field, column, kind: 'text', op, value: value ?? '' };
}

/** Checks every comparison, left to right, so a bad filter is refused even over no rows. */
export function checkFilter(node: FilterNode, fields: FieldWhitelist): void {
  if (node.kind === 'cmp') {
    checkComparison(node, fields);
    return;
  }
  checkFilter(node.left, fields);
  checkFilter(node.right, fields);
}
