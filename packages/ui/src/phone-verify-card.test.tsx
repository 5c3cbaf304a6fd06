import { m } from '@mapato/i18n';
import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PhoneVerifyCard } from './phone-verify-card.tsx';

const props = (patch: Partial<Parameters<typeof PhoneVerifyCard>[0]> = {}) => ({
  phone: '+254712345678',
  codeSent: true,
  onVerify: vi.fn(() => Promise.resolve()),
  onResend: vi.fn(() => Promise.resolve()),
  resendPauseSeconds: 0,
  ...patch,
});

afterEach(() => vi.useRealTimers());

describe('PhoneVerifyCard', () => {
  it('sends the typed six digits, and checks their form first', async () => {
    const p = props();
    render(<PhoneVerifyCard {...p} />);
    expect(screen.getByRole('region', { name: 'Verify your phone number' })).toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: 'Code from the SMS' });
    await userEvent.type(input, '12a3{Enter}');
    expect(screen.getByText(m.phoneCodeFormat())).toBeInTheDocument();
    expect(p.onVerify).not.toHaveBeenCalled();
    await userEvent.type(input, '456{Enter}');
    expect(p.onVerify).toHaveBeenCalledWith('123456');
  });

  it('counts the resend pause down and frees Resend at 0', () => {
    vi.useFakeTimers();
    render(<PhoneVerifyCard {...props({ resendPauseSeconds: 2 })} />);
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeDisabled();
    expect(screen.getByText('You can ask for a new code in 2 s.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2100));
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled();
    expect(screen.queryByText(/You can ask for a new code/)).toBeNull();
  });

  it('offers Send code before a code is on its way, with the reason it failed', async () => {
    const p = props({ codeSent: false, error: 'No network.' });
    render(<PhoneVerifyCard {...p} />);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('No network.');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(p.onResend).toHaveBeenCalledOnce();
  });

  it('after a refused request says no code was sent and counts the wait down, never "We sent"', () => {
    vi.useFakeTimers();
    render(<PhoneVerifyCard {...props({ codeSent: false, refused: true, resendPauseSeconds: 42 })} />);
    expect(screen.queryByText(/We sent/)).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('No new code was sent. You can ask for a new code in 42 s.');
    expect(screen.getByRole('button', { name: 'Send code' })).toBeDisabled();
    // A code asked for earlier may still be typed.
    expect(screen.getByRole('button', { name: 'I have a code' })).toBeEnabled();
    act(() => vi.advanceTimersByTime(42_100));
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says a long wait (the hourly limit) in minutes', () => {
    render(<PhoneVerifyCard {...props({ codeSent: true, refused: true, resendPauseSeconds: 1500 })} />);
    expect(screen.getByRole('status')).toHaveTextContent('No new code was sent. You can ask for a new code in 25 min.');
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeDisabled();
  });
});
