import { updateErrorDetail } from '@mapato/core';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBox } from './error-box.tsx';
import { m } from '@mapato/i18n';

describe('ErrorBox', () => {
  it('is an alert with the message and a Retry button that calls onRetry', async () => {
    const onRetry = vi.fn();
    render(<ErrorBox message={m.notAuthenticated()} onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Not authenticated');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('can carry a title and no Retry (the inline update error)', () => {
    render(<ErrorBox title={m.updateErrorTitle()} message={updateErrorDetail(null)} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Update Error!Failed to update profile. Please try again.');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
