import { formatKsh } from '@mapato/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inKiswahili } from '../test/kiswahili.ts';
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

/** Each cell as [the column name it carries, its value]: a stacked row on a phone shows both. */
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => [c.firstChild?.textContent, c.lastChild?.textContent]);

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

  it('names every value with its column, as real text, for the stacked phone layout', () => {
    render(
      <DataTable
        caption="Tasks"
        columns={[
          { header: 'Task', rowHeader: true, cell: (r: { t: string; n: number }) => r.t },
          { header: 'Reward', cell: (r) => formatKsh(r.n) },
        ]}
        rows={[{ t: 'Share referral link', n: 100 }]}
        rowKey={(r) => r.t}
      />,
    );
    const cell = screen.getByRole('cell', { name: 'Reward KSh 100' });
    // The column name is drawn only while stacked; the table's own header serves wider screens.
    expect(within(cell).getByText('Reward')).toHaveClass('sm:hidden');
    expect(within(cell).getByText('KSh 100')).toBeInTheDocument();
    // The row's name is its title, without a label.
    expect(screen.getByRole('rowheader')).toHaveTextContent(/^Share referral link$/);
  });

  it('leaves a cell with nothing in it out of a stacked row, rather than a lone column name', () => {
    render(
      <DataTable
        caption="Levels"
        columns={[
          { header: 'Level', rowHeader: true, cell: (r: { n: number }) => r.n },
          { header: 'Upgrade', cell: (r) => (r.n > 1 ? <button>Choose</button> : null) },
        ]}
        rows={[{ n: 1 }, { n: 2 }]}
        rowKey={(r) => String(r.n)}
      />,
    );
    const [, first, second] = screen.getAllByRole('row');
    expect(within(first!).getByRole('cell')).toHaveClass('max-sm:hidden');
    expect(within(second!).getByRole('cell')).not.toHaveClass('max-sm:hidden');
  });

  it('keeps table roles on every part, so a screen reader still reads a table when it stacks', () => {
    render(<WithdrawalsTable rows={withdrawals} />);
    const table = screen.getByRole('table', { name: 'Recent Withdrawals' });
    expect(table).toHaveAttribute('role', 'table');
    for (const el of table.querySelectorAll('thead, tbody')) expect(el).toHaveAttribute('role', 'rowgroup');
    for (const el of table.querySelectorAll('tr')) expect(el).toHaveAttribute('role', 'row');
    for (const el of table.querySelectorAll('td')) expect(el).toHaveAttribute('role', 'cell');
    for (const el of table.querySelectorAll('thead th')) expect(el).toHaveAttribute('role', 'columnheader');
  });

  it('adds the caller’s row class to its own', () => {
    render(
      <DataTable
        caption="Levels"
        columns={[{ header: 'Level', cell: (r: { n: number }) => r.n }]}
        rows={[{ n: 1 }, { n: 2 }]}
        rowKey={(r) => String(r.n)}
        rowProps={(r) => (r.n === 2 ? { 'aria-current': 'true', className: 'bg-secondary' } : {})}
      />,
    );
    const current = screen.getAllByRole('row').find((r) => r.getAttribute('aria-current') === 'true')!;
    expect(current).toHaveClass('bg-secondary', 'max-sm:grid');
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
    expect(cells(first!)).toEqual([
      ['Amount', 'KSh 1,500'],
      ['Date', '2 Mar 2026'],
      ['Status', 'Completed'],
    ]);
    expect(cells(second!)).toEqual([
      ['Amount', 'KSh 25,000'],
      ['Date', 'N/A'],
      ['Status', 'ProcessingWaiting for M-Pesa: usually within a minute.'],
    ]);
    // Not knowing the server's limit, a pending payout is said to wait for a person.
    expect(cells(third!)).toEqual([
      ['Amount', 'KSh 2,000'],
      ['Date', 'Invalid Date'],
      ['Status', 'PendingWaiting for an admin to approve it: within 24 hours.'],
    ]);
  });

  it('says what a pending payout waits for, and when to expect it, from the server’s limit', () => {
    const pending = { ...withdrawals[2]!, created: '2026-11-27 08:00:00.000Z' };
    const big = { ...pending, id: 'w4', amount: 25000 };
    const { rerender } = render(<WithdrawalsTable rows={[pending, big, withdrawals[0]!]} autoPayoutMax={10_000} />);
    const notes = () => [...document.querySelectorAll('[data-slot="pending-note"]')].map((n) => n.textContent);
    expect(notes()).toEqual([
      'Waiting for M-Pesa: usually within a minute.',
      'Waiting for an admin to approve it: within 24 hours.',
    ]);
    // No M-Pesa payouts on this server: a person sends every one.
    rerender(<WithdrawalsTable rows={[pending, withdrawals[1]!]} autoPayoutMax={0} />);
    expect(notes()).toEqual([
      'Waiting for an admin to approve it: within 24 hours.',
      'Our team is sending it by hand: within 24 hours.',
    ]);
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
    expect(cells(first!)).toEqual([
      ['Level', 'Level 2 (J1)'],
      ['Amount', 'KSh 3,000'],
      ['M-Pesa reference', 'QGH7XK2LMN'],
      ['Status', 'Completed'],
    ]);
    expect(cells(second!)).toEqual([
      ['Level', 'Level 3 (J2)'],
      ['Amount', 'KSh 10,000'],
      ['M-Pesa reference', 'N/A'],
      ['Status', 'Declined'],
    ]);
  });

  it("says 'Not paid' with M-Pesa's reason for a prompt that was not paid", () => {
    const cancelled = { ...registrations[1]!, method: 'stk' as const, reason: 'You cancelled the M-Pesa request' };
    render(<RegistrationsTable rows={[cancelled]} />);
    const status = within(screen.getByRole('table')).getAllByRole('cell')[3]!;
    // The cell starts with its column name (read in the stacked rows below 640 px).
    expect(status).toHaveTextContent(/^StatusNot paidYou cancelled the M-Pesa request$/);
    expect(within(status).getByText('Not paid')).toBeInTheDocument();
    expect(within(status).queryByText('Declined')).not.toBeInTheDocument();
  });

  it('says what an upgrade in progress waits for, and when to expect it', () => {
    const now = Date.now();
    const at = (msAgo: number) => new Date(now - msAgo).toISOString().replace('T', ' ');
    const typed = { id: 'r3', level: 3, amount: 10000, mpesa_ref: 'QGH7XK2LMP', processing: true, declined: false };
    const prompt = { ...typed, id: 'r4', mpesa_ref: '', method: 'stk' as const, created: at(20_000) };
    const stuck = { ...prompt, id: 'r5', created: at(30 * 60_000) };
    render(<RegistrationsTable rows={[typed, prompt, stuck, registrations[0]!]} />);
    const notes = [...document.querySelectorAll('[data-slot="pending-note"]')].map((n) => n.textContent);
    expect(notes).toEqual([
      'Waiting for an admin to find your M-Pesa reference: within 24 hours.',
      'Waiting for M-Pesa: enter your PIN in the prompt on your phone. Usually within a minute.',
      'A person at Mapato is checking this payment with M-Pesa: within 24 hours.',
    ]);
  });

  it('has its own empty text', () => {
    render(<RegistrationsTable rows={[]} />);
    expect(screen.getByRole('cell', { name: 'No registrations yet.' })).toBeInTheDocument();
  });

  describe('on a Kiswahili page', () => {
    inKiswahili();

    it('captions the ready tables and names their columns and empty text in Kiswahili', () => {
      render(<WithdrawalsTable rows={[]} />);
      const table = screen.getByRole('table', { name: 'Utoaji wa hivi karibuni' });
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((h) => h.textContent),
      ).toEqual(['Kiasi', 'Tarehe', 'Hali']);
      expect(within(table).getByText('Bado hujatoa pesa.')).toBeInTheDocument();
    });

    it('writes a level as Kiwango cha 2 (J1)', () => {
      render(<RegistrationsTable rows={registrations} />);
      expect(screen.getByRole('table', { name: 'Historia ya kupanda kiwango' })).toHaveTextContent(
        'Kiwango cha 2 (J1)',
      );
    });
  });
});
