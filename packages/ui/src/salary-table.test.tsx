import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SalaryTable } from './salary-table.tsx';

describe('SalaryTable', () => {
  it('shows the public salary structure with the estimate note', () => {
    render(<SalaryTable />);
    const table = screen.getByRole('table', { name: 'Salary Structure' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Job bond', 'Tasks', 'Price per unit', 'Daily, up to', 'Monthly, up to', 'Annual, up to']);
    const row = (name: string) => within(table).getByRole('rowheader', { name }).closest('tr')!;
    // A cell holds its column's name (shown when rows stack on a phone) and then its value.
    const cells = (name: string) =>
      within(row(name))
        .getAllByRole('cell')
        .map((c) => c.lastChild?.textContent);
    expect(cells('Trainee').slice(0, 4)).toEqual(['None', '4', 'KSh 11', 'KSh 44']);
    expect(cells('J1')).toEqual(['KSh 3,000', '7', 'KSh 14', 'KSh 98', 'KSh 2,940', 'KSh 35,280']);
    expect(cells('J8')[0]).toBe('KSh 1,070,000');
    expect(cells('City Partner')).toEqual([
      'KSh 6,000,000',
      '500',
      'KSh 420',
      'KSh 210,000',
      'KSh 6,300,000',
      'KSh 75,600,000',
    ]);
    expect(
      screen.getByText(/^Daily pay is up to the figures shown: it depends on paid work being available/),
    ).toBeInTheDocument();
  });

  it('names each figure with its column for the stacked phone layout', () => {
    render(<SalaryTable />);
    const j1 = within(screen.getByRole('rowheader', { name: 'J1' }).closest('tr')!);
    for (const [column, value] of [
      ['Job bond', 'KSh 3,000'],
      ['Daily, up to', 'KSh 98'],
      ['Annual, up to', 'KSh 35,280'],
    ]) {
      expect(j1.getByRole('cell', { name: `${column} ${value}` })).toBeInTheDocument();
    }
  });

  it('scrolls sideways inside a labelled, focusable region when a wider screen is still too narrow', () => {
    render(<SalaryTable />);
    const region = screen.getByRole('region', { name: 'Salary Structure' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveClass('overflow-x-auto');
    expect(within(region).getByRole('table')).toBeInTheDocument();
  });
});
