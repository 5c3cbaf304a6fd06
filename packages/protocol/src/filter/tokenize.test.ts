import { describe, it, expect } from 'vitest';
import { FilterError } from './filter-error.ts';
import { tokenize } from './tokenize.ts';
import type { Token } from './tokenize.ts';

// Positions are checked separately; the tables compare what each token means.
const meaning = (t: Token) => {
  if (t.kind === 'op') return t.op;
  if (t.kind === 'ident') return `id:${t.name}`;
  if (t.kind === 'number' || t.kind === 'text') return t.value;
  return t.kind;
};

describe('tokenize', () => {
  it.each<[string, unknown[]]>([
    ['', []],
    [' \t\n', []],
    ['a=1', ['id:a', '=', 1]],
    ['a != -2.5', ['id:a', '!=', -2.5]],
    [
      'a>1 && b>=2 || c<3 && d<=4',
      ['id:a', '>', 1, 'and', 'id:b', '>=', 2, 'or', 'id:c', '<', 3, 'and', 'id:d', '<=', 4],
    ],
    ['name ~ "x" && name !~ \'y\'', ['id:name', '~', 'x', 'and', 'id:name', '!~', 'y']],
    ['(a=1)', ['lparen', 'id:a', '=', 1, 'rparen']],
    ['a = 1 // trailing comment', ['id:a', '=', 1]],
    ['// only a comment\na = 1', ['id:a', '=', 1]],
    ['a = "x // not a comment"', ['id:a', '=', 'x // not a comment']],
    ['_a9_ = TRUE', ['id:_a9_', '=', 'id:TRUE']],
    ['a=007', ['id:a', '=', 7]],
  ])('%j', (input, expected) => {
    expect(tokenize(input).map(meaning)).toEqual(expected);
  });

  it.each([
    ['"plain"', 'plain'],
    ["'single'", 'single'],
    ['"say \\"hi\\""', 'say "hi"'],
    ["'it\\'s'", "it's"],
    // Only the same quote is unescaped; other backslashes are kept as typed (fexpr).
    ['"it\\\'s"', "it\\'s"],
    ['"a\\\\b"', 'a\\\\b'],
    ['"tab\\t"', 'tab\\t'],
    ['"50%_off"', '50%_off'],
    ['""', ''],
    ['"Mapato ✓ ñ"', 'Mapato ✓ ñ'],
  ])('reads the text %s as %j', (input, expected) => {
    expect(tokenize(input)).toEqual([{ kind: 'text', value: expected, pos: 0 }]);
  });

  it('records where each token starts', () => {
    expect(tokenize('a >= "b"').map((t) => t.pos)).toEqual([0, 2, 5]);
  });

  it.each([
    ['a ?= 1', /any-operators/],
    ['a & b', /unexpected character "&"/],
    ['a | b', /unexpected character "\|"/],
    ['a ! b', /unexpected character "!"/],
    ['a = 1;', /unexpected character ";"/],
    ['a = 1\r', /unexpected character/],
    ['a / 2', /unexpected character "\/"/],
    ['"open', /unterminated text/],
    ["'open\\'", /unterminated text/],
    ['"ends with backslash\\"', /unterminated text/],
    ['a = -', /invalid number/],
    ['a = 1.', /invalid number/],
    ['a = 1.2.3', /invalid number/],
    ['a = .5', /unexpected character "\."/],
    ['a = 1' + '0'.repeat(400), /invalid number/],
    ['@now > a', /@-references/],
    ['@request.auth.id = "x"', /@-references/],
    ['@collection.users.id = a', /@-references/],
    ['a.b = 1', /field paths/],
    ['a: = 1', /modifiers/],
    ['name:lower = "x"', /modifiers/],
    ['#a = 1', /invalid identifier/],
    ['_ = 1', /invalid identifier/],
    ['strftime("%Y", created) = "2024"', /functions are not supported/],
    ['naïve = 1', /unexpected character "ï"/],
  ])('rejects %j', (input, message) => {
    expect(() => tokenize(input)).toThrow(FilterError);
    expect(() => tokenize(input)).toThrow(message);
  });
});
