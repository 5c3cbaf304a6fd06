import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusBadge } from './status-badge.tsx';

const none = { disbursed: false, processing: false, declined: false };

describe('StatusBadge for a withdrawal', () => {
  it.each([
    [{ ...none, disbursed: true }, 'Completed', 'bg-success', 'green'],
    [{ ...none, processing: true }, 'Processing', 'bg-warning', 'yellow'],
    [{ ...none, declined: true }, 'Declined', 'bg-danger', 'red'],
    [none, 'Pending', 'bg-neutral', 'grey'],
  ])('%o shows %s in %s', (record, label, token, colour) => {
    render(<StatusBadge kind="withdrawal" record={record} />);
    const badge = screen.getByText(label);
    expect(badge).toHaveClass(token);
    expect(badge).toHaveAttribute('data-colour', colour);
  });

  it('applies the spec order: disbursed, then processing, then declined', () => {
    const { rerender } = render(
      <StatusBadge kind="withdrawal" record={{ disbursed: true, processing: true, declined: true }} />,
    );
    expect(screen.getByText('Completed')).toBeInTheDocument();
    rerender(<StatusBadge kind="withdrawal" record={{ disbursed: false, processing: true, declined: true }} />);
    expect(screen.getByText('Processing')).toBeInTheDocument();
  });
});

describe('StatusBadge for a registration', () => {
  it.each([
    [{ processing: false, declined: false }, 'Completed', 'bg-success'],
    [{ processing: true, declined: false }, 'Processing', 'bg-warning'],
    [{ processing: false, declined: true }, 'Declined', 'bg-danger'],
  ])('%o shows %s in %s', (record, label, token) => {
    render(<StatusBadge kind="registration" record={record} />);
    expect(screen.getByText(label)).toHaveClass(token);
  });

  it('is complete once neither processing nor declined, and processing wins over declined', () => {
    render(<StatusBadge kind="registration" record={{ processing: true, declined: true }} />);
    expect(screen.getByText('Processing')).toBeInTheDocument();
    expect(screen.queryByText('Declined')).not.toBeInTheDocument();
    expect(screen.queryByText('Pending')).not.toBeInTheDocument();
  });

  it('lets the caller’s class win', () => {
    render(<StatusBadge kind="registration" record={{ processing: false, declined: true }} className="px-4" />);
    const badge = screen.getByText('Declined');
    expect(badge).toHaveClass('px-4');
    expect(badge).not.toHaveClass('px-2.5');
  });
});
