import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { FilterError } from './filter-error.ts';
import { parseFilter } from './parse.ts';
import type { CmpOp, FilterNode, FilterValue } from './parse.ts';

const cmp = (field: string, op: CmpOp, value: FilterValue): FilterNode => ({
  kind: 'cmp',
  op,
  field,
  value,
});
const and = (left: FilterNode, right: FilterNode): FilterNode => ({ kind: 'and', left, right });
const or = (left: FilterNode, right: FilterNode): FilterNode => ({ kind: 'or', left, right });
const a1 = cmp('a', '=', 1);
const b2 = cmp('b', '=', 2);
const c3 = cmp('c', '=', 3);

describe('parseFilter accepts', () => {
  it.each<[string, FilterNode]>([
    ['a = 1', a1],
    ['  a=1  ', a1],
    ['\n\ta = 1\n', a1],
    ['a = 1 // members only', a1],
    ['name = "Wanjiru"', cmp('name', '=', 'Wanjiru')],
    ["name != 'Otieno'", cmp('name', '!=', 'Otieno')],
    ['amount > 10.5', cmp('amount', '>', 10.5)],
    ['amount >= -3', cmp('amount', '>=', -3)],
    ['amount < 0', cmp('amount', '<', 0)],
    ['amount <= 100', cmp('amount', '<=', 100)],
    ['name ~ "wan"', cmp('name', '~', 'wan')],
    ['name !~ "%x%"', cmp('name', '!~', '%x%')],
    ['paid = true', cmp('paid', '=', true)],
    ['paid = FALSE', cmp('paid', '=', false)],
    ['paid != True', cmp('paid', '!=', true)],
    ['due = null', cmp('due', '=', null)],
    ['due != NULL', cmp('due', '!=', null)],
    ['name = "say \\"hi\\""', cmp('name', '=', 'say "hi"')],
    ['name = "back\\\\slash"', cmp('name', '=', 'back\\\\slash')],
    // value-first comparisons are normalised by mirroring the operator
    ['1 = a', a1],
    ['"x" != name', cmp('name', '!=', 'x')],
    ['10 < amount', cmp('amount', '>', 10)],
    ['10 <= amount', cmp('amount', '>=', 10)],
    ['10 > amount', cmp('amount', '<', 10)],
    ['10 >= amount', cmp('amount', '<=', 10)],
    ['null = due', cmp('due', '=', null)],
    // precedence and grouping
    ['a = 1 && b = 2', and(a1, b2)],
    ['a = 1 || b = 2', or(a1, b2)],
    ['a = 1 || b = 2 && c = 3', or(a1, and(b2, c3))],
    ['a = 1 && b = 2 || c = 3', or(and(a1, b2), c3)],
    ['a = 1 && b = 2 && c = 3', and(and(a1, b2), c3)],
    ['(a = 1 || b = 2) && c = 3', and(or(a1, b2), c3)],
    ['((a = 1))', a1],
    ['a=1&&(b=2||c=3)', and(a1, or(b2, c3))],
  ])('%j', (input, expected) => {
    expect(parseFilter(input)).toEqual(expected);
  });

  it('accepts the limits themselves', () => {
    const deepest = '('.repeat(20) + 'a = 1' + ')'.repeat(20);
    expect(parseFilter(deepest)).toEqual(a1);
    const many = Array.from({ length: 200 }, () => 'a=1').join('&&');
    expect(() => parseFilter(many)).not.toThrow();
    const longest = 'name = "' + 'x'.repeat(3500 - 9) + '"';
    expect(longest).toHaveLength(3500);
    expect(parseFilter(longest)).toEqual(cmp('name', '=', 'x'.repeat(3491)));
  });
});

describe('parseFilter rejects', () => {
  it.each([
    ['an empty filter', '', /empty/],
    ['a blank filter', '  \n\t ', /empty/],
    ['a filter that is only a comment', '// nothing', /empty/],
    ['a @request reference', '@request.auth.id = "x"', /@-references/],
    ['a @collection reference', '@collection.members.id ?= id', /@-references/],
    ['a macro', 'created > @now', /@-references/],
    ['a macro on the left', '@todayStart < created', /@-references/],
    ['an any-operator', 'uid ?= "x"', /any-operators/],
    ['an any-like operator', 'tags ?~ "x"', /any-operators/],
    ['a function', 'strftime("%Y", created) = "2024"', /functions/],
    ['a function on the right', 'created = strftime("%Y")', /functions/],
    ['a function with a space before (', 'created = strftime ("%Y")', /functions/],
    ['a modifier', 'name:lower = "x"', /modifiers/],
    ['a dotted path', 'a.b = 1', /field paths/],
    ['a back-relation path', 'comments_via_post.text = "x"', /field paths/],
    ['two values', '"a" = "b"', /two values/],
    ['two numbers', '1 = 1', /two values/],
    ['two literals', 'true = null', /two values/],
    ['two fields', 'a = b', /two fields/],
    ['a value-first LIKE', '"x" ~ name', /field on its left/],
    ['a value-first NOT LIKE', '"x" !~ name', /field on its left/],
    ['an unterminated double-quoted string', 'name = "abc', /unterminated/],
    ['an unterminated single-quoted string', "name = 'abc", /unterminated/],
    ['a trailing &&', 'a = 1 &&', /expected a field or a value, found end/],
    ['a trailing ||', 'a = 1 ||', /expected a field or a value, found end/],
    ['a leading &&', '&& a = 1', /expected a field or a value/],
    ['a lone (', '(', /expected a field or a value, found end/],
    ['an unclosed (', '(a = 1', /expected "\)"/],
    ['an extra )', 'a = 1)', /expected "&&", "\|\|" or the end/],
    ['empty parentheses', '()', /expected a field or a value/],
    ['a bare field', 'paid', /expected a comparison operator/],
    ['a bare value', '"x"', /expected a comparison operator/],
    ['a missing value', 'a =', /expected a field or a value/],
    ['two operators', 'a = = 1', /expected a field or a value/],
    ['a missing join', 'a = 1 b = 2', /expected "&&"/],
    ['a single &', 'a = 1 & b = 2', /unexpected character "&"/],
    ['a single |', 'a = 1 | b = 2', /unexpected character "\|"/],
    ['nesting deeper than 20', '('.repeat(21) + 'a = 1' + ')'.repeat(21), /nested deeper than 20/],
    ['more than 200 comparisons', Array.from({ length: 201 }, () => 'a=1').join('&&'), /more than 200/],
    ['more than 3500 characters', 'name = "' + 'x'.repeat(3500 - 8) + '"', /longer than 3500/],
  ])('%s', (_why, input, message) => {
    expect(() => parseFilter(input)).toThrow(FilterError);
    expect(() => parseFilter(input)).toThrow(message);
  });
});

describe('parseFilter on arbitrary input', () => {
  // Only FilterError may escape, so the HTTP layer can always answer 400 and never 500.
  const filterish = fc.array(
    fc.constantFrom(
      'a',
      'b',
      '1',
      '-',
      '.',
      '"',
      "'",
      '\\',
      '(',
      ')',
      '&&',
      '||',
      '=',
      '!',
      '~',
      '<',
      '>',
      '?',
      '@',
      ':',
      ' ',
      '//',
      '\n',
      'true',
      'null',
    ),
    { maxLength: 40 },
  );

  it.each([
    ['any string', fc.string({ maxLength: 300 })],
    ['any unicode string', fc.string({ unit: 'grapheme', maxLength: 100 })],
    ['filter-like fragments', filterish.map((parts) => parts.join(''))],
  ])('throws nothing but FilterError for %s', (_name, arbitrary) => {
    fc.assert(
      fc.property(arbitrary, (input) => {
        try {
          parseFilter(input);
        } catch (err) {
          if (!(err instanceof FilterError)) throw err;
        }
      }),
      { numRuns: 2000 },
    );
  });
});
