import { act, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from './toaster.tsx';
import { createToast, createToastStore } from './toast-store.ts';

function setup(position?: 'top-right' | 'bottom-right') {
  const store = createToastStore();
  const toast = createToast(store);
  render(<Toaster store={store} position={position} />);
  const region = screen.getByRole('region', { name: /Notifications/ });
  return { toast, region };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('shows a toast with its title and description in the notifications region', () => {
    const { toast, region } = setup();
    act(() => {
      toast.success('Withdrawal request submitted!', { description: 'KSh 1,500 will be sent to 0712345678' });
    });
    expect(within(region).getByText('Withdrawal request submitted!')).toBeInTheDocument();
    expect(within(region).getByText('KSh 1,500 will be sent to 0712345678')).toBeInTheDocument();
  });

  it('announces toasts through a live region, errors assertively', async () => {
    const { toast } = setup();
    act(() => {
      toast.error('Failed to update profile.');
    });
    // Radix fills its announcer on the next animation frame.
    const announcer = await screen.findByText((_, el) => el?.textContent === 'Notification Failed to update profile.');
    expect(announcer).toHaveAttribute('role', 'status');
    expect(announcer).toHaveAttribute('aria-live', 'assertive');
  });

  it('announces a loading toast again when it turns into its outcome, politely', async () => {
    const { toast } = setup();
    let id = '';
    act(() => {
      id = toast.loading('Processing...');
    });
    await screen.findByText((_, el) => el?.textContent === 'Notification Processing...');
    act(() => toast.update(id, { variant: 'success', title: 'Withdrawal request submitted!' }));
    const announcer = await screen.findByText(
      (_, el) => el?.textContent === 'Notification Withdrawal request submitted!',
    );
    expect(announcer).toHaveAttribute('aria-live', 'polite');
  });

  it('shows at most 20: after 25, the newest 20 remain', () => {
    const { toast, region } = setup();
    act(() => {
      for (let i = 1; i <= 25; i += 1) toast(`Toast ${i}`);
    });
    expect(within(region).getAllByRole('listitem')).toHaveLength(20);
    expect(within(region).queryByText('Toast 5')).not.toBeInTheDocument();
    expect(within(region).getByText('Toast 6')).toBeInTheDocument();
    expect(within(region).getByText('Toast 25')).toBeInTheDocument();
  });

  it.each([
    ['success', 2000],
    ['error', 4000],
    ['info', 4000],
  ] as const)('closes a %s toast after %i ms', (variant, ms) => {
    vi.useFakeTimers();
    const { toast, region } = setup();
    act(() => {
      toast[variant]('Done');
    });
    act(() => vi.advanceTimersByTime(ms - 1));
    expect(within(region).getByText('Done')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(within(region).queryByText('Done')).not.toBeInTheDocument();
  });

  it('closes a plain toast after 4 s and honours a per-call duration', () => {
    vi.useFakeTimers();
    const { toast, region } = setup();
    act(() => {
      toast('Copied');
      toast.success('Successfully Logged In', { duration: 2500 });
    });
    act(() => vi.advanceTimersByTime(2499));
    expect(within(region).getByText('Successfully Logged In')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(within(region).queryByText('Successfully Logged In')).not.toBeInTheDocument();
    expect(within(region).getByText('Copied')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1500));
    expect(within(region).queryByText('Copied')).not.toBeInTheDocument();
  });

  it('keeps a loading toast until it is updated to success, which then closes after 2 s', () => {
    vi.useFakeTimers();
    const { toast, region } = setup();
    let id = '';
    act(() => {
      id = toast.loading('Processing...');
    });
    act(() => vi.advanceTimersByTime(60_000));
    expect(within(region).getByText('Processing...')).toBeInTheDocument();
    act(() => toast.update(id, { variant: 'success', title: 'Withdrawal request submitted!' }));
    expect(within(region).queryByText('Processing...')).not.toBeInTheDocument();
    expect(within(region).getByText('Withdrawal request submitted!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2000));
    expect(within(region).queryByText('Withdrawal request submitted!')).not.toBeInTheDocument();
  });

  it('dismisses by id, by its Close button, or all at once', async () => {
    const { toast, region } = setup('bottom-right');
    let first = '';
    act(() => {
      first = toast('First');
      toast('Second');
      toast('Third');
    });
    act(() => toast.dismiss(first));
    expect(within(region).queryByText('First')).not.toBeInTheDocument();
    const second = within(region).getByText('Second').closest('li')!;
    await userEvent.click(within(second).getByRole('button', { name: 'Close' }));
    expect(within(region).queryByText('Second')).not.toBeInTheDocument();
    act(() => toast.dismiss());
    expect(within(region).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('sits where asked: top right by default, bottom right on the Account screen', () => {
    const { region } = setup('bottom-right');
    const list = within(region).getByRole('list');
    expect(list).toHaveAttribute('data-position', 'bottom-right');
    // On a phone above the Nav's tab bar (its height is a theme spacing), on wider screens in the corner.
    expect(list).toHaveClass('bottom-tab-bar', 'md:bottom-0', 'right-0');
  });
});
