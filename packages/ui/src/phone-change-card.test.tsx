import { m } from '@mapato/i18n';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PhoneChangeCard } from './phone-change-card.tsx';

const props = (patch: Partial<Parameters<typeof PhoneChangeCard>[0]> = {}) => ({
  current: '+254712345678',
  phone: '+254722555654',
  holdHours: 24,
  onVerify: vi.fn(() => Promise.resolve()),
  onResend: vi.fn(() => Promise.resolve()),
  onCancel: vi.fn(),
  resendPauseSeconds: 0,
  ...patch,
});

describe('PhoneChangeCard', () => {
  it('names both numbers and the hold in plain words, and sends the typed code', async () => {
    const p = props();
    render(<PhoneChangeCard {...p} />);
    expect(screen.getByRole('region', { name: 'Confirm your new phone number' })).toBeInTheDocument();
    expect(screen.getByText('We sent a 6-digit code by SMS to 0722 555 654.')).toBeInTheDocument();
    expect(screen.getByText(/your account keeps 0712 345 678/)).toBeInTheDocument();
    expect(screen.getByText(m.kit_phoneChangeHold({ hours: 24 }))).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Code from the SMS' }), '123 456{Enter}');
    expect(p.onVerify).toHaveBeenCalledWith('123456');
  });

  it('lets the member keep the old number, and shows why a code was refused', async () => {
    const p = props({ error: m.phoneCodeWrong({ tries: 4 }) });
    render(<PhoneChangeCard {...p} />);
    expect(screen.getByText(m.phoneCodeWrong({ tries: 4 }))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Keep my old number' }));
    expect(p.onCancel).toHaveBeenCalledOnce();
    expect(p.onVerify).not.toHaveBeenCalled();
  });
});
