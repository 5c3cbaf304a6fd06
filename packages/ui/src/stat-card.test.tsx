import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatCard } from './stat-card.tsx';

describe('StatCard', () => {
  it('is a region named by its label, showing shillings by default', () => {
    render(<StatCard label="Balance" value={1600} hint="Available to withdraw" />);
    const card = screen.getByRole('region', { name: 'Balance' });
    expect(card).toHaveTextContent('KSh 1,600');
    expect(card).toHaveTextContent('Available to withdraw');
  });

  it('shows a plain number or a text as given', () => {
    render(
      <>
        <StatCard label="Tasks completed" value={1234} format="plain" />
        <StatCard label="Account Level" value="Level 2 (J1)" />
      </>,
    );
    expect(screen.getByRole('region', { name: 'Tasks completed' })).toHaveTextContent('1,234');
    expect(screen.getByRole('region', { name: 'Tasks completed' })).not.toHaveTextContent('KSh');
    expect(screen.getByRole('region', { name: 'Account Level' })).toHaveTextContent('Level 2 (J1)');
  });

  it('hides the value while loading and says so', () => {
    render(<StatCard label="Income" value={500} loading />);
    const card = screen.getByRole('region', { name: 'Income' });
    expect(card).toHaveAttribute('aria-busy', 'true');
    expect(card).toHaveTextContent('Loading…');
    expect(card).not.toHaveTextContent('KSh 500');
  });
});
