import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './progress-bar.tsx';

describe('ProgressBar', () => {
  it('is a progressbar named by its visible label, showing the percentage', () => {
    render(<ProgressBar label="Today's tasks" value={50} />);
    const bar = screen.getByRole('progressbar', { name: "Today's tasks" });
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(screen.getByText('50%')).toBeInTheDocument();
  });

  it.each([
    [-20, '0'],
    [140, '100'],
    [Number.NaN, '0'],
    [66.6, '67'],
  ])('clamps and rounds %s to %s', (value, shown) => {
    render(<ProgressBar label="Progress" value={value} />);
    expect(screen.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', shown);
    expect(screen.getByText(`${shown}%`)).toBeInTheDocument();
  });
});
