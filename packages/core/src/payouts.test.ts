import { describe, expect, it } from 'vitest';
import { toPbDate } from './dates.ts';
import {
  payoutHeldAfterPhoneChange,
  payoutWaitsForApproval,
  withdrawalApprovalNote,
  withdrawalConfirmQuestion,
  withdrawalWaitingDetail,
} from './payouts.ts';

describe('payoutWaitsForApproval', () => {
  it.each([
    [1000, 5000, false],
    [5000, 5000, false],
    [5001, 5000, true],
    [1000, 0, true],
  ])('KSh %i with an automatic limit of %i waits: %s', (amount, max, waits) => {
    expect(payoutWaitsForApproval(amount, max)).toBe(waits);
  });
});

describe('payoutHeldAfterPhoneChange', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  const hoursAgo = (h: number) => toPbDate(new Date(now.getTime() - h * 3_600_000));
  it.each([
    ['never changed', '', false],
    ['changed a minute ago', hoursAgo(1 / 60), true],
    ['changed 23 h 59 min ago', hoursAgo(24 - 1 / 60), true],
    ['changed exactly 24 h ago', hoursAgo(24), false],
    ['changed two days ago', hoursAgo(48), false],
  ])('%s: held %s', (_name, changedAt, held) => {
    expect(payoutHeldAfterPhoneChange(changedAt, now, 24)).toBe(held);
  });
});

describe('what the member is told', () => {
  it('names amount and number the way they are written everywhere else', () => {
    expect(withdrawalConfirmQuestion(1200, '0712345678')).toBe('Send KSh 1,200 to 0712 345 678?');
    expect(withdrawalConfirmQuestion(70_000, '+254110234567')).toBe('Send KSh 70,000 to 0110 234 567?');
  });

  it('says a payout that waits is waiting for approval, not that it will be sent', () => {
    const text = withdrawalWaitingDetail(6000, '254712345678');
    expect(text).toBe('KSh 6,000 to 0712 345 678 is waiting for approval. We send it once our team has approved it.');
    expect(text).not.toMatch(/will be sent/);
  });

  it('explains which amounts wait', () => {
    expect(withdrawalApprovalNote(5000)).toBe(
      'Amounts over KSh 5,000 wait for approval by our team before they are sent.',
    );
    expect(withdrawalApprovalNote(0)).toBe('Every withdrawal waits for approval by our team before it is sent.');
  });
});
