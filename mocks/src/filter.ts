// The filter subset the server accepts (its tools/filter: fexpr grammar, `&&` before `||`,
// parentheses, = != > >= < <= ~ !~ against literals), parsed the same way so a filter the server
// refuses with a 400 is refused here too. Evaluation lives in list-query.ts.
export type CmpOp = '=' | '!=' | '>' | '>=' | '<' | '<=' | '~' | '!~';
export type FilterValue = string | number | boolean | null;
export type FilterNode =
  | { kind: 'and' | 'or'; left: FilterNode; right: FilterNode }
  | { kind: 'cmp'; op: CmpOp; field: string; value: FilterValue };

type Token =
  | { kind: 'lparen' | 'rparen' | 'and' | 'or' }
  | { kind: 'op'; op: CmpOp }
  | { kind: 'ident'; name: string }
  | { kind: 'literal'; value: FilterValue };

export class FilterError extends Error {}

const MAX_LENGTH = 3500;
const MAX_COMPARISONS = 200;
const MAX_NESTING = 20;
const FLIPPED: Partial<Record<CmpOp, CmpOp>> = { '=': '=', '!=': '!=', '>': '<', '>=': '<=', '<': '>', '<=': '>=' };
const LITERALS: Record<string, FilterValue> = { true: true, false: false, null: null };
const IDENT_START = /[A-Za-z_@#]/;
const IDENT_PART = /[A-Za-z0-9_.:]/;
const NUMBER = /^-?\d+(\.\d+)?$/;

function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  const take = (n: number, token: Token) => {
    tokens.push(token);
    i += n;
  };
  while (i < input.length) {
    const c = input[i] as string;
    const next = input[i + 1];
    if (c === ' ' || c === '\t' || c === '\n') i++;
    else if (c === '/' && next === '/') i = input.includes('\n', i) ? input.indexOf('\n', i) + 1 : input.length;
    else if (c === '(' || c === ')') take(1, { kind: c === '(' ? 'lparen' : 'rparen' });
    else if ((c === '&' || c === '|') && next === c) take(2, { kind: c === '&' ? 'and' : 'or' });
    else if (c === '=' || c === '~') take(1, { kind: 'op', op: c });
    else if (c === '!' && (next === '=' || next === '~')) take(2, { kind: 'op', op: next === '=' ? '!=' : '!~' });
    else if (c === '>' || c === '<') {
      const op = (next === '=' ? `${c}=` : c) as CmpOp;
      take(op.length, { kind: 'op', op });
    } else if (c === '"' || c === "'") i = scanText(input, i, tokens);
    else if (c === '-' || /\d/.test(c)) {
      let end = i + 1;
      while (end < input.length && /[\d.]/.test(input[end] as string)) end++;
      const raw = input.slice(i, end);
      if (!NUMBER.test(raw)) throw new FilterError(`invalid number ${raw}`);
      take(raw.length, { kind: 'literal', value: Number(raw) });
    } else if (IDENT_START.test(c)) {
      let end = i + 1;
      while (end < input.length && IDENT_PART.test(input[end] as string)) end++;
      const name = input.slice(i, end);
      // @request/@collection, modifiers, relation paths and functions are all outside the subset.
      if (/^[@#]|[:.]|^_$/.test(name) || input[end] === '(') throw new FilterError(`unsupported "${name}"`);
      const lower = name.toLowerCase();
      take(
        name.length,
        Object.hasOwn(LITERALS, lower) ? { kind: 'literal', value: LITERALS[lower] ?? null } : { kind: 'ident', name },
      );
    } else throw new FilterError(`unexpected ${JSON.stringify(c)}`);
  }
  return tokens;
}

// fexpr: a quote after a backslash never closes the text, and only "\<quote>" is unescaped.
function scanText(input: string, start: number, tokens: Token[]): number {
  const quote = input[start] as string;
  for (let i = start + 1; i < input.length; i++) {
    if (input[i] === quote && input[i - 1] !== '\\') {
      tokens.push({ kind: 'literal', value: input.slice(start + 1, i).replaceAll(`\\${quote}`, quote) });
      return i + 1;
    }
  }
  throw new FilterError('unterminated text');
}

export function parseFilter(input: string): FilterNode {
  if (input.length > MAX_LENGTH) throw new FilterError('filter too long');
  const tokens = tokenize(input);
  if (tokens.length === 0) throw new FilterError('filter is empty');
  let at = 0;
  let depth = 0;
  let comparisons = 0;

  const binary = (kind: 'and' | 'or', operand: () => FilterNode) => {
    let left = operand();
    while (tokens[at]?.kind === kind) {
      at++;
      left = { kind, left, right: operand() };
    }
    return left;
  };
  const parseOr = (): FilterNode => binary('or', () => binary('and', parseItem));

  function parseItem(): FilterNode {
    if (tokens[at]?.kind !== 'lparen') return parseComparison();
    if (++depth > MAX_NESTING) throw new FilterError('nested too deep');
    at++;
    const inner = parseOr();
    if (tokens[at++]?.kind !== 'rparen') throw new FilterError('expected ")"');
    depth--;
    return inner;
  }

  function parseComparison(): FilterNode {
    const left = tokens[at++];
    const op = tokens[at++];
    const right = tokens[at++];
    if (op?.kind !== 'op') throw new FilterError('expected a comparison operator');
    if (++comparisons > MAX_COMPARISONS) throw new FilterError('too many comparisons');
    if (left?.kind === 'ident' && right?.kind === 'literal') {
      return { kind: 'cmp', op: op.op, field: left.name, value: right.value };
    }
    const flipped = FLIPPED[op.op];
    if (left?.kind === 'literal' && right?.kind === 'ident' && flipped) {
      return { kind: 'cmp', op: flipped, field: right.name, value: left.value };
    }
    throw new FilterError('a comparison needs one field and one value');
  }

  const root = parseOr();
  if (at < tokens.length) throw new FilterError('unexpected token after the filter');
  return root;
}
