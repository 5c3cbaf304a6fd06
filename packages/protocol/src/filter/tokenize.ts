import { FilterError } from './filter-error.ts';

export type CmpOp = '=' | '!=' | '>' | '>=' | '<' | '<=' | '~' | '!~';

export type Token =
  | { kind: 'lparen' | 'rparen' | 'and' | 'or'; pos: number }
  | { kind: 'op'; op: CmpOp; pos: number }
  | { kind: 'ident'; name: string; pos: number }
  | { kind: 'number'; value: number; pos: number }
  | { kind: 'text'; value: string; pos: number };

// fexpr's whitespace set; anything else (e.g. \r) is a syntax error there too.
const isSpace = (c: string) => c === ' ' || c === '\t' || c === '\n';
const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';
const isLetter = (c: string | undefined) => c !== undefined && ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'));
const isIdentStart = (c: string) => isLetter(c) || c === '_' || c === '@' || c === '#';
const isIdentPart = (c: string | undefined) => isLetter(c) || isDigit(c) || c === '_' || c === '.' || c === ':';

const NUMBER = /^-?\d+(\.\d+)?$/;

/** Splits a filter into tokens following fexpr's grammar (protocol §7.1). */
export function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < input.length) {
    const c = input[i] as string;
    const next = input[i + 1];
    const pos = i;
    if (isSpace(c)) {
      i++;
    } else if (c === '/' && next === '/') {
      const end = input.indexOf('\n', i);
      i = end === -1 ? input.length : end + 1;
    } else if (c === '(' || c === ')') {
      tokens.push({ kind: c === '(' ? 'lparen' : 'rparen', pos });
      i++;
    } else if ((c === '&' || c === '|') && next === c) {
      tokens.push({ kind: c === '&' ? 'and' : 'or', pos });
      i += 2;
    } else if (c === '?') {
      // "Any element" operators only make sense for multi-valued fields, which we never expose.
      throw new FilterError(`any-operators like "?=" are not supported (position ${pos})`);
    } else if (c === '=' || c === '~') {
      tokens.push({ kind: 'op', op: c, pos });
      i++;
    } else if (c === '!' && (next === '=' || next === '~')) {
      tokens.push({ kind: 'op', op: next === '=' ? '!=' : '!~', pos });
      i += 2;
    } else if (c === '>' || c === '<') {
      const op = next === '=' ? (c === '>' ? '>=' : '<=') : c;
      tokens.push({ kind: 'op', op, pos });
      i += op.length;
    } else if (c === '"' || c === "'") {
      i = scanText(input, i, tokens);
    } else if (c === '-' || isDigit(c)) {
      i = scanNumber(input, i, tokens);
    } else if (isIdentStart(c)) {
      i = scanIdentifier(input, i, tokens);
    } else {
      throw new FilterError(`unexpected character ${JSON.stringify(c)} at position ${pos}`);
    }
  }
  return tokens;
}

// Mirrors fexpr: a quote preceded by a backslash never closes the text (even after "\\"),
// and only "\<quote>" is unescaped; every other backslash stays as typed.
function scanText(input: string, start: number, tokens: Token[]): number {
  const quote = input[start] as string;
  let prev = '';
  for (let i = start + 1; i < input.length; i++) {
    const c = input[i] as string;
    if (c === quote && prev !== '\\') {
      const raw = input.slice(start + 1, i);
      tokens.push({ kind: 'text', value: raw.replaceAll('\\' + quote, quote), pos: start });
      return i + 1;
    }
    prev = c;
  }
  throw new FilterError(`unterminated text starting at position ${start}`);
}

function scanNumber(input: string, start: number, tokens: Token[]): number {
  let i = start + 1;
  while (isDigit(input[i]) || input[i] === '.') i++;
  const raw = input.slice(start, i);
  const value = Number(raw);
  if (!NUMBER.test(raw) || !Number.isFinite(value)) {
    throw new FilterError(`invalid number ${JSON.stringify(raw)} at position ${start}`);
  }
  tokens.push({ kind: 'number', value, pos: start });
  return i;
}

function scanIdentifier(input: string, start: number, tokens: Token[]): number {
  let i = start + 1;
  while (isIdentPart(input[i])) i++;
  const name = input.slice(start, i);
  const where = `at position ${start}`;
  if (name.startsWith('@')) {
    // Macros and @request/@collection would let a client read outside its own rows.
    throw new FilterError(`"${name}" is not supported: @-references are not allowed ${where}`);
  }
  if (name.includes(':')) throw new FilterError(`modifiers are not supported ("${name}" ${where})`);
  if (name.includes('.')) throw new FilterError(`field paths are not supported ("${name}" ${where})`);
  // Checked here because a call's arguments (e.g. commas) would otherwise fail less clearly.
  if (input[i] === '(') throw new FilterError(`functions are not supported ("${name}(" ${where})`);
  if (name.startsWith('#') || name === '_') {
    throw new FilterError(`invalid identifier "${name}" ${where}`);
  }
  tokens.push({ kind: 'ident', name, pos: start });
  return i;
}
