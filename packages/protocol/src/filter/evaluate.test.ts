import { describe, expect, it } from 'vitest';
import { compareText, compareValues, sortRecords, toPredicate } from './evaluate.ts';
import { FilterError } from './filter-error.ts';
import { parseFilter } from './parse.ts';
import { parseSort } from './sort.ts';
import type { FieldWhitelist } from './whitelist.ts';

// The rows and cases of the server's compile.test.ts (run there on SQLite), here as wire records.
const fields: FieldWhitelist = {
  id: { column: 'id', type: 'text' },
  name: { column: 'name', type: 'text' },
  note: { column: 'note', type: 'text' },
  amount: { column: 'amount_sh', type: 'number' },
  paid: { column: 'is_paid', type: 'bool' },
  due: { column: 'due_at', type: 'date' },
};

const rows = [
  { id: 'm1', name: 'Wanjiru Kamau', note: '50% off', amount: 1500, paid: true, due: '2024-03-01 00:00:00.000Z' },
  { id: 'm2', name: 'OTIENO', note: 'a_b', amount: 200, paid: false, due: null },
  { id: 'm3', name: 'Akinyi', note: 'ab\\c', amount: 0, paid: true, due: '' },
  { id: 'm4', name: "x' OR 1=1 --", note: 'Ümlaut', amount: -50, paid: false, due: '2025-01-15 12:00:00.000Z' },
];

const matching = (filter: string) => rows.filter(toPredicate(parseFilter(filter), fields)).map((r) => r.id);

describe('toPredicate on wire records', () => {
  it.each<[string, string[]]>([
    ['name = "Akinyi"', ['m3']],
    ['name = "akinyi"', []],
    ['name != "Akinyi"', ['m1', 'm2', 'm4']],
    ['name ~ "wan"', ['m1']],
    ['name ~ "otieno"', ['m2']],
    ['name ~ "KAMAU"', ['m1']],
    ['name !~ "i"', ['m4']],
    ['name !~ "kamau"', ['m2', 'm3', 'm4']],
    ['name ~ "Wan%Kamau"', ['m1']],
    ['name ~ "%yi"', ['m3']],
    ['note ~ "%"', ['m1', 'm2', 'm3', 'm4']],
    ['note ~ "\\%"', ['m1']],
    ['note ~ "_"', ['m2']],
    ['note ~ "a_b"', ['m2']],
    ['note ~ "b\\c"', ['m3']],
    ['note ~ "%\\c"', ['m3']],
    ['note ~ "ÜMLAUT"', ['m4']],
    ['due = null', ['m2', 'm3']],
    ['due = ""', ['m2', 'm3']],
    ["due = ''", ['m2', 'm3']],
    ['due != null', ['m1', 'm4']],
    ['due > "2024-06-01"', ['m4']],
    ['due < "2025"', ['m1', 'm3']],
    ['amount > 199.5', ['m1', 'm2']],
    ['amount >= 200', ['m1', 'm2']],
    ['amount < 0', ['m4']],
    ['amount = -50', ['m4']],
    ['amount < 3000000000', ['m1', 'm2', 'm3', 'm4']],
    ['paid = true', ['m1', 'm3']],
    ['paid = false', ['m2', 'm4']],
    ['paid != true', ['m2', 'm4']],
    ['paid = true && amount > 0 || name ~ "tie"', ['m1', 'm2']],
    ['paid = true && (amount > 0 || name ~ "tie")', ['m1']],
    ['name = "x\' OR 1=1 --"', ['m4']],
    ["name = \"x' OR '1'='1\"", []],
  ])('%j matches %j', (filter, ids) => {
    expect(matching(filter)).toEqual(ids);
  });

  it('treats a missing value as SQL NULL: never true, except as "" for = and != on text', () => {
    const sparse = [{ id: 'a' }, { id: 'b', name: null, amount: null, paid: null }];
    const ids = (filter: string) => sparse.filter(toPredicate(parseFilter(filter), fields)).map((r) => r.id);
    expect(ids('name = ""')).toEqual(['a', 'b']);
    expect(ids('name != "x"')).toEqual(['a', 'b']);
    expect(ids('name < "x"')).toEqual([]);
    expect(ids('name ~ ""')).toEqual([]);
    expect(ids('name !~ "x"')).toEqual([]);
    expect(ids('amount != 1')).toEqual([]);
    expect(ids('paid != true')).toEqual([]);
    expect(ids('paid != true || id = "b"')).toEqual(['b']);
  });

  it('reads own properties only', () => {
    const proto = Object.create({ name: 'Inherited' }) as object;
    expect(toPredicate(parseFilter('name = ""'), fields)(proto)).toBe(true);
  });

  it('applies the type rules before seeing any record', () => {
    expect(() => toPredicate(parseFilter('amount = "1"'), fields)).toThrow(FilterError);
    expect(() => toPredicate(parseFilter('id = "x" || password = "x"'), fields)).toThrow(/unknown field "password"/);
  });
});

describe('compareText', () => {
  it.each<[string, string, number]>([
    ['a', 'b', -1],
    ['B', 'a', -1],
    ['Z', 'a', -1],
    ['abc', 'ab', 1],
    ['', 'a', -1],
    ['2024-03-01', '2024-03-01 00:00:00.000Z', -1],
    ['é', 'z', 1],
    // By code point, like UTF-8 bytes: U+FFFD sorts before U+1F600 although its UTF-16 unit is larger.
    ['\uFFFD', '😀', -1],
    ['same', 'same', 0],
  ])('%j vs %j → %i', (a, b, sign) => {
    expect(Math.sign(compareText(a, b))).toBe(sign);
    expect(Math.sign(compareText(b, a))).toBe(-sign || 0);
  });
});

describe('compareValues', () => {
  it('orders as SQLite does: null, then numbers and booleans (0/1), then text', () => {
    const values = ['b', 2, null, true, 'a', false, -1];
    expect([...values].sort(compareValues)).toEqual([null, -1, false, true, 2, 'a', 'b']);
    expect(compareValues(undefined, null)).toBe(0);
  });
});

describe('sortRecords', () => {
  const sorted = (sort: string) => sortRecords(rows, parseSort(sort, fields)).map((r) => r.id);

  it.each<[string, string[]]>([
    ['amount', ['m4', 'm3', 'm2', 'm1']],
    ['-amount', ['m1', 'm2', 'm3', 'm4']],
    ['name', ['m3', 'm2', 'm1', 'm4']],
    ['paid', ['m2', 'm4', 'm1', 'm3']],
    ['-paid', ['m3', 'm1', 'm4', 'm2']],
    ['paid,-amount', ['m2', 'm4', 'm1', 'm3']],
    ['due', ['m2', 'm3', 'm1', 'm4']],
  ])('%j → %j, ties broken by id in the first direction', (sort, ids) => {
    expect(sorted(sort)).toEqual(ids);
  });

  it('leaves its input alone', () => {
    const before = rows.map((r) => r.id);
    sortRecords(rows, parseSort('-amount', fields));
    expect(rows.map((r) => r.id)).toEqual(before);
  });
});
