import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatMpesaNumber } from './lib/mpesa-number.ts';
import { WithdrawalList, type WithdrawalListItem } from './withdrawal-list.tsx';

const base = { processing: false, declined: false, disbursed: false, receipt: '', reason: '' };
const items: WithdrawalListItem[] = [
  {
    ...base,
    id: 'w1',
    amount: 1000,
    mpesa_number: '254712345678',
    created: '2026-11-23 08:00:00.000Z',
    disbursed: true,
    receipt: 'QKC1ABCD2E',
  },
  {
    ...base,
    id: 'w2',
    amount: 2500,
    mpesa_number: '254110234567',
    created: '2026-11-22 08:00:00.000Z',
    declined: true,
    reason: 'The number is not on M-Pesa',
  },
  { ...base, id: 'w3', amount: 7000, mpesa_number: '254722000111', created: '2026-11-21 08:00:00.000Z' },
  { ...base, id: 'w4', amount: 1500, mpesa_number: '254722000111', created: '', processing: true },
];

describe('WithdrawalList', () => {
  it('lists amount, status, number and date, newest first as given', () => {
    render(<WithdrawalList withdrawals={items} />);
    const rows = screen.getAllByRole('listitem');
    expect(rows.map((r) => within(r).getByText(/^KSh/).textContent)).toEqual([
      'KSh 1,000',
      'KSh 2,500',
      'KSh 7,000',
      'KSh 1,500',
    ]);
    expect(rows.map((r) => r.querySelector('[data-slot="status-badge"]')?.textContent)).toEqual([
      'Completed',
      'Declined',
      'Pending',
      'Processing',
    ]);
    expect(rows[0]).toHaveTextContent('To 0712 345 678 · 23 Nov 2026');
    expect(rows[3]).toHaveTextContent('To 0722 000 111 · N/A');
  });

  it('shows the receipt of a completed payout and why a payout was declined', () => {
    render(<WithdrawalList withdrawals={items} />);
    const [paid, declined, pending] = screen.getAllByRole('listitem');
    expect(paid).toHaveTextContent('M-Pesa receipt QKC1ABCD2E');
    expect(declined).toHaveTextContent('The number is not on M-Pesa. KSh 2,500 is back in your balance.');
    expect(pending).not.toHaveTextContent('receipt');
    expect(pending).not.toHaveTextContent('back in your balance');
  });

  it('a payout a person is checking says so and by when, in Nairobi time, not only "Processing"', () => {
    const checking = { ...items[3]!, review_by: '2026-11-24 09:30:00.000Z' };
    render(<WithdrawalList withdrawals={[checking, { ...checking, id: 'w5', processing: false, declined: true }]} />);
    const [row, declined] = screen.getAllByRole('listitem');
    expect(row).toHaveTextContent('A person at Mapato is checking this payout; you will hear by 24 Nov 2026, 12:30.');
    expect(declined).not.toHaveTextContent('checking');
  });

  it('says what a payout on its way waits for and when to expect it; nothing once it is settled', () => {
    render(<WithdrawalList withdrawals={items} autoPayoutMax={5000} />);
    const [paid, declined, pending, processing] = screen.getAllByRole('listitem');
    expect(pending).toHaveTextContent('Waiting for an admin to approve it: within 24 hours.');
    expect(processing).toHaveTextContent('Waiting for M-Pesa: usually within a minute.');
    for (const settled of [paid, declined]) expect(settled).not.toHaveTextContent('Waiting');
  });

  it('says when there is nothing yet, and when it is loading', () => {
    const { rerender } = render(<WithdrawalList withdrawals={[]} />);
    expect(screen.getByText('No withdrawals yet.')).toBeInTheDocument();
    rerender(<WithdrawalList withdrawals={[]} loading />);
    expect(screen.getByRole('status', { name: 'Loading withdrawals…' })).toBeInTheDocument();
  });
});

describe('formatMpesaNumber', () => {
  it.each([
    ['254712345678', '0712 345 678'],
    ['+254110234567', '0110 234 567'],
    ['0722000111', '0722 000 111'],
    ['+447700900123', '+447700900123'],
    ['', ''],
  ])('%j → %j', (value, shown) => {
    expect(formatMpesaNumber(value)).toBe(shown);
  });
});
