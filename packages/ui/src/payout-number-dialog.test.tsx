import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PayoutNumberDialog } from './payout-number-dialog.tsx';

const props = (patch: Partial<Parameters<typeof PayoutNumberDialog>[0]> = {}) => ({
  phone: '0722555123',
  codeSent: false,
  onVerify: vi.fn(() => Promise.resolve()),
  onResend: vi.fn(() => Promise.resolve()),
  onCancel: vi.fn(),
  resendPauseSeconds: 0,
  ...patch,
});

describe('PayoutNumberDialog', () => {
  it('names the number to prove and sends nothing until asked', async () => {
    const p = props();
    render(<PayoutNumberDialog {...p} />);
    const dialog = screen.getByRole('dialog', { name: 'Verify 0722 555 123 first' });
    expect(dialog).toHaveTextContent('We will send a 6-digit code by SMS to 0722 555 123.');
    expect(p.onResend).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(p.onResend).toHaveBeenCalledOnce();
  });

  it('takes a code an earlier visit asked for, without sending another', async () => {
    const p = props();
    render(<PayoutNumberDialog {...p} />);
    await userEvent.click(screen.getByRole('button', { name: 'I have a code' }));
    expect(screen.getByText('Type the newest 6-digit code we sent by SMS to 0722 555 123.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Code from the SMS' }), '654321{Enter}');
    expect(p.onVerify).toHaveBeenCalledWith('654321');
    expect(p.onResend).not.toHaveBeenCalled();
  });

  it('checks the typed code, and Cancel or Escape gives up', async () => {
    const p = props({ codeSent: true });
    render(<PayoutNumberDialog {...p} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Code from the SMS' }), '123456{Enter}');
    expect(p.onVerify).toHaveBeenCalledWith('123456');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(p.onCancel).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
    expect(p.onCancel).toHaveBeenCalledTimes(2);
  });

  it('is closed without a number', () => {
    render(<PayoutNumberDialog {...props({ phone: null })} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
