import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';
import { EmptyState } from './empty-state.tsx';

describe('EmptyState', () => {
  it('shows the title, the description and the next step', async () => {
    const onClick = vi.fn();
    render(
      <EmptyState
        title="No withdrawals yet"
        description="Your withdrawals will appear here."
        action={<Button onClick={onClick}>Withdraw Funds</Button>}
      />,
    );
    expect(screen.getByText('No withdrawals yet')).toBeInTheDocument();
    expect(screen.getByText('Your withdrawals will appear here.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw Funds' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('renders no button when there is no action', () => {
    render(<EmptyState title="Nothing here" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
