import { describe, expect, it } from 'vitest';
import { FilterError } from './filter/filter-error.ts';
import { parseFields, pickFields } from './pick-fields.ts';

const record = { id: 'w1', amount: 1000, status: 'pending', expand: { user: { id: 'u1', name: 'Brian' } } };
const pick = (raw: string, data: unknown = record) => pickFields(data, parseFields(raw));

describe('parseFields', () => {
  it.each<[string | undefined, string[] | null]>([
    [undefined, null],
    ['', null],
    ['id', ['id']],
    ['id,amount', ['id', 'amount']],
    [' id , amount ', ['id', 'amount']],
    ['id amount\tstatus\nexpand', ['id', 'amount', 'status', 'expand']],
    ['id,,amount', ['id', 'amount']],
    ['id,', ['id']],
    // PocketBase's tokenizer: a leading comma is an empty name, which matches nothing.
    [',id', ['', 'id']],
    [',', ['']],
    [' ', ['']],
    ['*,expand.user.name', ['*', 'expand.user.name']],
    ['a(b,c)', ['a(b,c)']],
  ])('%j → %j', (raw, paths) => {
    expect(parseFields(raw)).toEqual(paths);
  });

  it.each([
    ['a modifier', 'title:excerpt(10)'],
    ['a modifier with arguments', 'id,title:excerpt(200,true)'],
    ['an unknown modifier', 'id:lower'],
    ['an unbalanced parenthesis', 'id,a(b'],
    ['an unbalanced quote', 'id,"a'],
  ])('refuses %s', (_why, raw) => {
    expect(() => parseFields(raw)).toThrow(FilterError);
  });
});

describe('pickFields', () => {
  it.each<[string, unknown]>([
    ['id', { id: 'w1' }],
    ['id,amount', { id: 'w1', amount: 1000 }],
    ['amount,id', { id: 'w1', amount: 1000 }],
    ['id,nope', { id: 'w1' }],
    ['nope', {}],
    [',', {}],
    ['*', record],
    ['*,nope', record],
    ['expand.user.name', { expand: { user: { name: 'Brian' } } }],
    ['id,expand.user.name,expand.user.id', { id: 'w1', expand: { user: { id: 'u1', name: 'Brian' } } }],
    ['*,expand.user.name', { id: 'w1', amount: 1000, status: 'pending', expand: { user: { name: 'Brian' } } }],
    ['expand.*', { expand: { user: { id: 'u1', name: 'Brian' } } }],
    ['expand,expand.user.id', { expand: { user: { id: 'u1', name: 'Brian' } } }],
    // A path below a plain value keeps the value, as PocketBase does.
    ['amount.x', { amount: 1000 }],
    ['Id', {}],
  ])('%j', (raw, expected) => {
    expect(pick(raw)).toEqual(expected);
  });

  it('picks from each item of an array and leaves arrays of plain values alone', () => {
    expect(pick('id', [record, { id: 'w2', amount: 5 }])).toEqual([{ id: 'w1' }, { id: 'w2' }]);
    expect(pick('tags', { tags: ['a', 'b'], id: 'x' })).toEqual({ tags: ['a', 'b'] });
    expect(pick('tags.x', { tags: ['a', 'b'] })).toEqual({ tags: ['a', 'b'] });
    expect(pick('list.id', { list: [{ id: 1, n: 2 }] })).toEqual({ list: [{ id: 1 }] });
  });

  it('sends everything when no fields were asked for, and never changes its input', () => {
    expect(pickFields(record, null)).toBe(record);
    const copy = structuredClone(record);
    pick('id');
    expect(record).toEqual(copy);
  });

  it('keeps "__proto__" a plain key', () => {
    const data = JSON.parse('{"__proto__": {"polluted": true}, "id": "x"}') as object;
    const picked = pick('__proto__', data) as Record<string, unknown>;
    expect(Object.keys(picked)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(picked)).toBe(Object.prototype);
  });
});
