import { describe, it, expect } from 'vitest';
import { FilterError } from './filter-error.ts';
import { lookupField } from './whitelist.ts';
import type { FieldWhitelist } from './whitelist.ts';

const fields: FieldWhitelist = { amount: { column: 'amount_sh', type: 'number' } };

describe('lookupField', () => {
  it('returns the column and type of a listed field', () => {
    expect(lookupField(fields, 'amount')).toEqual({ column: 'amount_sh', type: 'number' });
  });

  it.each(['nope', 'constructor', '__proto__', 'toString', 'amount_sh', 'Amount'])(
    'rejects %s, which is not an own listed field',
    (name) => {
      expect(() => lookupField(fields, name)).toThrow(FilterError);
    },
  );
});
