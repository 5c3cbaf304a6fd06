import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  DataTable,
  RegistrationsTable,
  WithdrawalsTable,
  type RegistrationRow,
  type WithdrawalRow,
} from './data-table.tsx';

const withdrawals: WithdrawalRow[] = [
  { id: 'w1', amount: 1500, created: '2026-03-02 09:15:00.000Z', disbursed: true, processing: false, declined: false },
  { id: 'w2', amount: 25000, created: '', disbursed: false, processing: true, declined: false },
  { id: 'w3', amount: 2000, created: 'yesterday', disbursed: false, processing: false, declined: false },
];

const registrations: RegistrationRow[] = [
  { id: 'r1', level: 2, amount: 3000, mpesa_ref: 'QGH7XK2LMN', processing: false, declined: false },
  { id: 'r2', level: 3, amount: 10000, mpesa_ref: '', processing: false, declined: true },
];

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('DataTable', () => {
  it('has a caption, column headers, and one row per item', () => {
    render(
      <DataTable
        caption="Tasks"
        columns={[
          { header: 'Task', rowHeader: true, cell: (r: { t: string; n: number }) => r.t },
          { header: 'Reward', cell: (r) => r.n },
        ]}
        rows={[
          { t: 'Share referral link', n: 100 },
          { t: 'Complete profile', n: 30 },
        ]}
        rowKey={(r) => r.t}
      />,
    );
    const table = screen.getByRole('table', { name: 'Tasks' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Task', 'Reward']);
    expect(within(table).getByRole('rowheader', { name: 'Complete profile' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it('scrolls inside a focusable region named by its caption', () => {
    render(<WithdrawalsTable rows={withdrawals} />);
    const region = screen.getByRole('region', { name: 'Recent Withdrawals' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveClass('overflow-x-auto');
  });
});

describe('WithdrawalsTable', () => {
  it('shows Amount, Date and Status with KSh, display dates and badges', () => {
    render(<WithdrawalsTable rows={withdrawals} />);
    const table = screen.getByRole('table', { name: 'Recent Withdrawals' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Amount', 'Date', 'Status']);
    const [, first, second, third] = within(table).getAllByRole('row');
    expect(cells(first!)).toEqual(['KSh 1,500', '2 Mar 2026', 'Completed']);
    expect(cells(second!)).toEqual(['KSh 25,000', 'N/A', 'Processing']);
    expect(cells(third!)).toEqual(['KSh 2,000', 'Invalid Date', 'Pending']);
  });

  it('says so when there are none, and shows a spinner while loading', () => {
    const { rerender } = render(<WithdrawalsTable rows={[]} />);
    expect(screen.getByRole('cell', { name: 'No withdrawals yet.' })).toBeInTheDocument();
    rerender(<WithdrawalsTable rows={withdrawals} loading />);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.queryByText('KSh 1,500')).not.toBeInTheDocument();
  });
});

describe('RegistrationsTable', () => {
  it('shows Level, Amount, M-Pesa reference (N/A when absent) and Status', () => {
    render(<RegistrationsTable rows={registrations} />);
    const table = screen.getByRole('table', { name: 'Registration History' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Level', 'Amount', 'M-Pesa reference', 'Status']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(cells(first!)).toEqual(['Level 2 (J1)', 'KSh 3,000', 'QGH7XK2LMN', 'Completed']);
    expect(cells(second!)).toEqual(['Level 3 (J2)', 'KSh 10,000', 'N/A', 'Declined']);
  });

  it('has its own empty text', () => {
    render(<RegistrationsTable rows={[]} />);
    expect(screen.getByRole('cell', { name: 'No registrations yet.' })).toBeInTheDocument();
  });
});
