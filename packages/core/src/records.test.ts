import { describe, it, expect, expectTypeOf } from 'vitest';
import {
  type ListResult,
  type UserRecord,
  type WithdrawalStatus,
  WITHDRAWAL_STATUSES,
  isPbErrorBody,
} from './records.ts';

describe('withdrawal statuses', () => {
  it('lists the four states of a withdrawal', () => {
    expect(WITHDRAWAL_STATUSES).toEqual(['pending', 'processing', 'declined', 'disbursed']);
    expect(Object.isFrozen(WITHDRAWAL_STATUSES)).toBe(true);
    expectTypeOf<WithdrawalStatus>().toEqualTypeOf<'pending' | 'processing' | 'declined' | 'disbursed'>();
  });
});

describe('isPbErrorBody', () => {
  it.each([
    [{ status: 400, message: 'Failed to create record.', data: {} }, true],
    [
      {
        status: 400,
        message: 'Failed to create record.',
        data: { amount: { code: 'validation_min', message: 'Minimum withdrawal is KSh 1000' } },
      },
      true,
    ],
    [{ status: '400', message: 'x', data: {} }, false],
    [{ status: 400, message: 1, data: {} }, false],
    [{ status: 400, message: 'x' }, false],
    [{ status: 400, message: 'x', data: null }, false],
    [{ status: 400, message: 'x', data: [] }, false],
    [{ status: 400, message: 'x', data: { amount: 'bad' } }, false],
    [{ status: 400, message: 'x', data: { amount: { code: 'c' } } }, false],
    [{ status: 400, message: 'x', data: { amount: { message: 'm' } } }, false],
    ['<html>Bad Gateway</html>', false],
    [null, false],
    [[], false],
  ])('%j → %s', (x, expected) => {
    expect(isPbErrorBody(x)).toBe(expected);
  });
});

describe('record types', () => {
  it('keep the spec field names', () => {
    expectTypeOf<UserRecord>().toHaveProperty('referals').toEqualTypeOf<number>();
    expectTypeOf<UserRecord>().toHaveProperty('tasks_done').toEqualTypeOf<number>();
    expectTypeOf<ListResult<UserRecord>['items']>().toEqualTypeOf<UserRecord[]>();
  });
});
