import { describe, it, expect } from 'vitest';
import { FilterError } from './filter-error.ts';
import { parseSort } from './sort.ts';
import type { SortItem } from './sort.ts';
import type { FieldWhitelist } from './whitelist.ts';

const fields: FieldWhitelist = {
  created: { column: 'created_at', type: 'date' },
  name: { column: 'name', type: 'text' },
  amount: { column: 'amount_sh', type: 'number' },
};

describe('parseSort', () => {
  it.each<[string, SortItem[]]>([
    ['created', [{ field: 'created', column: 'created_at', direction: 'asc' }]],
    ['-created', [{ field: 'created', column: 'created_at', direction: 'desc' }]],
    ['+created', [{ field: 'created', column: 'created_at', direction: 'asc' }]],
    ['  -amount  ', [{ field: 'amount', column: 'amount_sh', direction: 'desc' }]],
    [
      '-created, name ,+amount',
      [
        { field: 'created', column: 'created_at', direction: 'desc' },
        { field: 'name', column: 'name', direction: 'asc' },
        { field: 'amount', column: 'amount_sh', direction: 'asc' },
      ],
    ],
    [
      'name,name,name,name,name,name,name,-name',
      [
        ...Array.from({ length: 7 }, () => ({ field: 'name', column: 'name', direction: 'asc' as const })),
        { field: 'name', column: 'name', direction: 'desc' },
      ],
    ],
  ])('%j', (raw, expected) => {
    expect(parseSort(raw, fields)).toEqual(expected);
  });

  it.each([
    ['an empty sort', '', /empty item/],
    ['a blank item', 'name, ,created', /empty item/],
    ['a trailing comma', 'name,', /empty item/],
    ['a lone sign', '-', /empty item/],
    ['@random', '@random', /not supported/],
    ['@rowid', '-@rowid', /not supported/],
    ['an unknown field', 'password', /unknown field "password"/],
    ['a column name that is not a wire name', 'created_at', /unknown field/],
    ['an inherited property name', 'constructor', /unknown field/],
    ['a relation path', 'user.name', /unknown field/],
    ['a space after the sign', '- name', /unknown field " name"/],
    ['a double sign', '--name', /unknown field "-name"/],
    ['more than 8 items', Array.from({ length: 9 }, () => 'name').join(','), /more than 8/],
  ])('rejects %s', (_why, raw, message) => {
    expect(() => parseSort(raw, fields)).toThrow(FilterError);
    expect(() => parseSort(raw, fields)).toThrow(message);
  });
});
