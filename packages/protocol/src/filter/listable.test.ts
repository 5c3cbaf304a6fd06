import { describe, expect, it } from 'vitest';
import { LISTABLE } from './listable.ts';
import { lookupField } from './whitelist.ts';

describe('LISTABLE', () => {
  it('names every field a member may filter or sort by, with its type', () => {
    const types = (c: keyof typeof LISTABLE) =>
      Object.fromEntries(Object.entries(LISTABLE[c]).map(([name, f]) => [name, f.type]));
    expect(types('withdrawal')).toEqual({
      id: 'text',
      uid: 'text',
      amount: 'number',
      processing: 'bool',
      declined: 'bool',
      created: 'date',
      updated: 'date',
      user: 'text',
      mpesa_number: 'text',
      full_name: 'text',
      status: 'text',
      processed_at: 'date',
      disbursed: 'bool',
    });
    expect(types('registration')).toEqual({
      id: 'text',
      uid: 'text',
      amount: 'number',
      processing: 'bool',
      declined: 'bool',
      created: 'date',
      updated: 'date',
      level: 'number',
      mpesa_ref: 'text',
    });
    expect(Object.keys(LISTABLE.users)).toEqual([
      'id',
      'username',
      'name',
      'phone',
      'level',
      'investment',
      'income',
      'balance',
      'referals',
      'tasks_done',
      'verified',
      'created',
      'updated',
    ]);
  });

  it('maps each wire name to the column of the same name', () => {
    for (const fields of Object.values(LISTABLE)) {
      for (const [name, field] of Object.entries(fields)) expect(field.column).toBe(name);
    }
  });

  it.each([
    ['users', 'password_hash'],
    ['users', 'token_key'],
    ['users', 'email'],
    ['users', 'deleted'],
    ['users', 'phone_hold'],
    ['withdrawal', 'collectionId'],
    ['registration', '__proto__'],
  ] as const)('keeps %s.%s out', (collection, name) => {
    expect(() => lookupField(LISTABLE[collection], name)).toThrow(/unknown field/);
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(LISTABLE)).toBe(true);
    expect(Object.isFrozen(LISTABLE.withdrawal)).toBe(true);
  });
});
