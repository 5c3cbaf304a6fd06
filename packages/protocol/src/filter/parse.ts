import { FilterError } from './filter-error.ts';
import { tokenize } from './tokenize.ts';
import type { CmpOp, Token } from './tokenize.ts';

export type { CmpOp } from './tokenize.ts';
export type FilterValue = string | number | boolean | null;
export type FilterNode =
  | { kind: 'and' | 'or'; left: FilterNode; right: FilterNode }
  | { kind: 'cmp'; op: CmpOp; field: string; value: FilterValue };

// PocketBase's own caps (protocol §7.1), plus a nesting cap that bounds our recursion.
export const MAX_FILTER_LENGTH = 3500;
export const MAX_COMPARISONS = 200;
export const MAX_NESTING = 20;

type Operand = { kind: 'field'; name: string } | { kind: 'literal'; value: FilterValue };

// `value op field` is rewritten as `field flipped-op value`; LIKE has no mirror image.
const FLIPPED: Partial<Record<CmpOp, CmpOp>> = {
  '=': '=',
  '!=': '!=',
  '>': '<',
  '>=': '<=',
  '<': '>',
  '<=': '>=',
};

const LITERALS: Record<string, FilterValue> = { true: true, false: false, null: null };

/** Parses a client filter into an AST; `&&` binds tighter than `||`. Throws FilterError. */
export function parseFilter(input: string): FilterNode {
  if (input.length > MAX_FILTER_LENGTH) {
    throw new FilterError(`filter is longer than ${MAX_FILTER_LENGTH} characters`);
  }
  const tokens = tokenize(input);
  if (tokens.length === 0) throw new FilterError('filter is empty');

  let at = 0;
  let depth = 0;
  let comparisons = 0;

  const describe = (t: Token | undefined) => (t === undefined ? 'end of filter' : `token at position ${t.pos}`);
  const fail = (expected: string): never => {
    throw new FilterError(`expected ${expected}, found ${describe(tokens[at])}`);
  };

  function parseOr(): FilterNode {
    let left = parseAnd();
    while (tokens[at]?.kind === 'or') {
      at++;
      left = { kind: 'or', left, right: parseAnd() };
    }
    return left;
  }

  function parseAnd(): FilterNode {
    let left = parseItem();
    while (tokens[at]?.kind === 'and') {
      at++;
      left = { kind: 'and', left, right: parseItem() };
    }
    return left;
  }

  function parseItem(): FilterNode {
    if (tokens[at]?.kind !== 'lparen') return parseComparison();
    if (++depth > MAX_NESTING) {
      throw new FilterError(`parentheses are nested deeper than ${MAX_NESTING}`);
    }
    at++;
    const inner = parseOr();
    if (tokens[at]?.kind !== 'rparen') fail('")"');
    at++;
    depth--;
    return inner;
  }

  function parseOperand(): Operand {
    const t = tokens[at];
    if (t?.kind === 'number' || t?.kind === 'text') {
      at++;
      return { kind: 'literal', value: t.value };
    }
    if (t?.kind !== 'ident') return fail('a field or a value');
    at++;
    if (tokens[at]?.kind === 'lparen') {
      throw new FilterError(`functions are not supported ("${t.name}(" at position ${t.pos})`);
    }
    const lower = t.name.toLowerCase();
    if (Object.hasOwn(LITERALS, lower)) return { kind: 'literal', value: LITERALS[lower] ?? null };
    return { kind: 'field', name: t.name };
  }

  function parseComparison(): FilterNode {
    const start = tokens[at]?.pos;
    const left = parseOperand();
    const opToken = tokens[at];
    if (opToken?.kind !== 'op') return fail('a comparison operator');
    at++;
    const right = parseOperand();
    if (++comparisons > MAX_COMPARISONS) {
      throw new FilterError(`filter has more than ${MAX_COMPARISONS} comparisons`);
    }
    const op = opToken.op;
    if (left.kind === 'field' && right.kind === 'literal') {
      return { kind: 'cmp', op, field: left.name, value: right.value };
    }
    if (left.kind === 'literal' && right.kind === 'field') {
      const flipped = FLIPPED[op];
      if (flipped === undefined) {
        throw new FilterError(`"${op}" needs the field on its left (position ${start})`);
      }
      return { kind: 'cmp', op: flipped, field: right.name, value: left.value };
    }
    const what = left.kind === 'field' ? 'two fields' : 'two values';
    throw new FilterError(`comparing ${what} is not supported (position ${start})`);
  }

  const root = parseOr();
  if (at < tokens.length) fail('"&&", "||" or the end of the filter');
  return root;
}
