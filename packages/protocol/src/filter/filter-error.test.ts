import { describe, it, expect } from 'vitest';
import { FilterError } from './filter-error.ts';

describe('FilterError', () => {
  it('is an Error that can be told apart from other errors', () => {
    const err: unknown = new FilterError('unknown field "x"');
    expect(err).toBeInstanceOf(Error);
    expect(err).toBeInstanceOf(FilterError);
    expect(new TypeError('x')).not.toBeInstanceOf(FilterError);
    expect((err as FilterError).name).toBe('FilterError');
    expect((err as FilterError).message).toBe('unknown field "x"');
  });
});
