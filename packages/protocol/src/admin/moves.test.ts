// The admins' move table and refusals as the server and the mocks both read them.
import { describe, expect, it } from 'vitest';
import {
  isRegistrationAction,
  isWithdrawalAction,
  payoutMayBePaying,
  stkMayBePaying,
  WITHDRAWAL_MOVES,
} from './moves.ts';
import { holdNoteRefusal, noLongerMovable } from './refusals.ts';

describe('admin moves', () => {
  it('moves a withdrawal only from the states each action may leave', () => {
    expect(WITHDRAWAL_MOVES.processing).toEqual({ from: ['pending'], to: 'processing' });
    expect(WITHDRAWAL_MOVES.decline.from).toEqual(['pending', 'processing']);
    expect(isWithdrawalAction('disburse')).toBe(true);
    expect(isWithdrawalAction('approve')).toBe(false);
    expect(isWithdrawalAction('toString')).toBe(false);
    expect(isRegistrationAction('decline')).toBe(true);
    expect(isRegistrationAction('disburse')).toBe(false);
  });

  it('counts a payout queued again after an unanswered send as possibly being paid', () => {
    expect(payoutMayBePaying({ state: 'sent' })).toBe(true);
    expect(payoutMayBePaying({ state: 'queued' })).toBe(false);
    expect(payoutMayBePaying({ state: 'queued', result_code: 'unknown' })).toBe(true);
    expect(payoutMayBePaying({ state: 'review' })).toBe(false);
    expect(stkMayBePaying({ state: 'unknown' })).toBe(true);
    expect(stkMayBePaying({ state: 'review' })).toBe(false);
  });

  it('words a refused move and a hold note that does not say why', () => {
    expect(noLongerMovable('withdrawal', 'declined')).toBe('This withdrawal can no longer be moved to declined.');
    expect(holdNoteRefusal('  Checked her ID. ')).toBeNull();
    expect(holdNoteRefusal(' ok ')?.data).toEqual({
      note: { code: 'validation_length_out_of_range', message: 'Say in 3 to 500 characters why the hold is lifted.' },
    });
  });
});
