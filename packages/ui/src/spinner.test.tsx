import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './spinner.tsx';

describe('Spinner', () => {
  it('is a status named "Loading…" by default', () => {
    render(<Spinner />);
    expect(screen.getByRole('status', { name: 'Loading…' })).toHaveTextContent('Loading…');
  });

  it('takes a label saying what is loading, visible when asked', () => {
    render(<Spinner label="Loading withdrawals…" showLabel />);
    const status = screen.getByRole('status', { name: 'Loading withdrawals…' });
    expect(screen.getByText('Loading withdrawals…')).not.toHaveClass('sr-only');
    expect(status).toHaveAttribute('data-slot', 'spinner');
  });
});
