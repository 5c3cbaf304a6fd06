import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';

describe('Button', () => {
  it('is a button that does not submit forms unless asked', async () => {
    const onSubmit = vi.fn((e: Event) => e.preventDefault());
    const onClick = vi.fn();
    render(
      <form onSubmit={onSubmit as never}>
        <Button onClick={onClick}>Refresh</Button>
        <Button type="submit">Sign in</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('can render a link with the button look (asChild)', () => {
    render(
      <Button asChild variant="outline">
        <a href="/signup">Start for free</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Start for free' });
    expect(link).toHaveAttribute('href', '/signup');
    expect(link).toHaveAttribute('data-variant', 'outline');
  });

  it('lets the caller’s classes win and cannot be clicked when disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button className="h-20" disabled onClick={onClick}>
        Processing...
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Processing...' });
    expect(button.className).toContain('h-20');
    expect(button.className.split(' ')).not.toContain('h-11');
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
