import { describe, expect, it } from 'vitest';
import { checkComparison, checkFilter } from './check.ts';
import type { Comparison } from './check.ts';
import { FilterError } from './filter-error.ts';
import { parseFilter } from './parse.ts';
import type { FieldWhitelist } from './whitelist.ts';

const fields: FieldWhitelist = {
  name: { column: 'name', type: 'text' },
  amount: { column: 'amount_sh', type: 'number' },
  paid: { column: 'is_paid', type: 'bool' },
  due: { column: 'due_at', type: 'date' },
};

const comparison = (filter: string) => parseFilter(filter) as Comparison;

describe('checkComparison', () => {
  it.each([
    ['paid = true', { kind: 'bool', op: '=', value: true }],
    ['paid != false', { kind: 'bool', op: '!=', value: false }],
    ['name ~ "x"', { kind: 'like', op: '~', value: 'x' }],
    ['name !~ "x"', { kind: 'like', op: '!~', value: 'x' }],
    ['amount >= 2.5', { kind: 'number', op: '>=', value: 2.5 }],
    ['name = "x"', { kind: 'text', op: '=', value: 'x' }],
    ['name = null', { kind: 'text', op: '=', value: '' }],
    ['due != null', { kind: 'text', op: '!=', value: '' }],
    ['due < "2025"', { kind: 'text', op: '<', value: '2025' }],
  ])('%j passes as %j, with its wire name and column', (filter, expected) => {
    const checked = checkComparison(comparison(filter), fields);
    expect(checked).toMatchObject(expected);
    expect(checked.field).toBe(filter.split(' ')[0]);
    expect(checked.column).toBe(fields[checked.field]?.column);
  });

  it.each([
    ['an unknown field', 'nope = 1', /unknown field "nope"/],
    ['an inherited property name', 'constructor = 1', /unknown field/],
    ['a text value for a number', 'amount > "x"', /can only be compared with a number/],
    ['null for a number', 'amount = null', /can only be compared with a number/],
    ['a boolean for a number', 'amount = true', /can only be compared with a number/],
    ['LIKE on a number', 'amount ~ 1', /does not support ~/],
    ['a number for a bool', 'paid = 1', /true or false/],
    ['null for a bool', 'paid = null', /true or false/],
    ['ordering a bool', 'paid > false', /only supports = and !=/],
    ['LIKE on a bool', 'paid ~ true', /only supports = and !=/],
    ['a number for text', 'name = 5', /text or null/],
    ['a boolean for text', 'name = true', /text or null/],
    ['a number for a date', 'due > 2024', /text or null/],
    ['LIKE on a date', 'due ~ "2024"', /does not support ~/],
    ['NOT LIKE on a date', 'due !~ "2024"', /does not support !~/],
    ['LIKE with null', 'name ~ null', /needs a text value/],
    ['ordering against null', 'due > null', /cannot be compared with null/],
  ])('rejects %s', (_why, filter, message) => {
    expect(() => checkComparison(comparison(filter), fields)).toThrow(FilterError);
    expect(() => checkComparison(comparison(filter), fields)).toThrow(message);
  });
});

describe('checkFilter', () => {
  it('checks every comparison, however deep', () => {
    expect(() => checkFilter(parseFilter('paid = true && (amount > 1 || name ~ "x")'), fields)).not.toThrow();
    expect(() => checkFilter(parseFilter('paid = true && (amount > 1 || due ~ "x")'), fields)).toThrow(
      /"due" \(date\) does not support ~/,
    );
  });

  it('reports the leftmost problem first', () => {
    expect(() => checkFilter(parseFilter('nope = 1 || amount = "x"'), fields)).toThrow(/unknown field "nope"/);
  });
});
