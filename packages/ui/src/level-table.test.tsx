import { LEVELS } from '@mapato/core';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LevelTable } from './level-table.tsx';

describe('LevelTable', () => {
  it('lists the ten levels of spec §9 with KSh amounts', () => {
    render(<LevelTable />);
    const table = screen.getByRole('table', { name: 'Levels' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Level', 'Investment', 'Tasks/day', 'Pay/task']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    expect(
      within(rows[2]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['KSh 10,000', '15', 'KSh 22']);
    expect(within(rows[9]!).getByRole('rowheader')).toHaveTextContent('10 City Partner');
    expect(within(rows[9]!).getAllByRole('cell')[0]).toHaveTextContent('KSh 6,000,000');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('marks the current level and offers Choose only above it', async () => {
    const onChoose = vi.fn();
    render(<LevelTable currentLevel={3} onChoose={onChoose} />);
    const current = screen.getByRole('rowheader', { name: /^3 J2/ }).closest('tr')!;
    expect(current).toHaveAttribute('aria-current', 'true');
    expect(current).toHaveTextContent('Current');
    expect(screen.queryByRole('button', { name: /Choose level [123] / })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Choose level/ })).toHaveLength(7);

    await userEvent.click(screen.getByRole('button', { name: 'Choose level 4 (J3)' }));
    expect(onChoose).toHaveBeenCalledWith(LEVELS[3]);
  });

  it('offers nothing to choose at the top level', () => {
    render(<LevelTable currentLevel={10} onChoose={vi.fn()} />);
    expect(screen.queryByRole('button', { name: /Choose/ })).not.toBeInTheDocument();
  });
});
