import { describe, it, expect } from 'vitest';
import { BADGE_COLOURS, registrationBadge, withdrawalBadge } from './status-badge.ts';

describe('BADGE_COLOURS', () => {
  it('follows the spec colours', () => {
    expect(BADGE_COLOURS).toEqual({
      Completed: 'green',
      Processing: 'yellow',
      Declined: 'red',
      Pending: 'grey',
      'Not paid': 'grey',
    });
  });
});

describe('withdrawalBadge', () => {
  // Every combination of the three flags: disbursed wins, then processing, then declined.
  it.each([
    [false, false, false, 'Pending', 'grey'],
    [false, false, true, 'Declined', 'red'],
    [false, true, false, 'Processing', 'yellow'],
    [false, true, true, 'Processing', 'yellow'],
    [true, false, false, 'Completed', 'green'],
    [true, false, true, 'Completed', 'green'],
    [true, true, false, 'Completed', 'green'],
    [true, true, true, 'Completed', 'green'],
  ])('disbursed=%s processing=%s declined=%s → %s/%s', (disbursed, processing, declined, label, colour) => {
    expect(withdrawalBadge({ disbursed, processing, declined })).toEqual({ label, colour });
  });

  it('treats missing flags as unset', () => {
    expect(withdrawalBadge({})).toEqual({ label: 'Pending', colour: 'grey' });
  });
});

describe('registrationBadge', () => {
  it.each([
    [false, false, 'Completed', 'green'],
    [false, true, 'Declined', 'red'],
    [true, false, 'Processing', 'yellow'],
    [true, true, 'Processing', 'yellow'],
  ])('processing=%s declined=%s → %s/%s', (processing, declined, label, colour) => {
    expect(registrationBadge({ processing, declined })).toEqual({ label, colour });
  });

  it('treats missing flags as unset', () => {
    expect(registrationBadge({})).toEqual({ label: 'Completed', colour: 'green' });
  });

  it('calls an M-Pesa prompt that was not paid "Not paid": Mapato declined nothing', () => {
    expect(registrationBadge({ declined: true, method: 'stk' })).toEqual({ label: 'Not paid', colour: 'grey' });
    expect(registrationBadge({ declined: true, method: 'manual' })).toEqual({ label: 'Declined', colour: 'red' });
    expect(registrationBadge({ processing: true, method: 'stk' })).toEqual({ label: 'Processing', colour: 'yellow' });
    expect(registrationBadge({ method: 'stk' })).toEqual({ label: 'Completed', colour: 'green' });
  });
});
