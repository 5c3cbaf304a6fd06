import { m } from '@mapato/i18n';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UssdPinCard } from './ussd-pin-card.tsx';

async function fill(pin: string, confirm: string, password: string) {
  await userEvent.type(screen.getByLabelText('New USSD PIN (4 digits)'), pin);
  await userEvent.type(screen.getByLabelText('Confirm USSD PIN'), confirm);
  if (password) await userEvent.type(screen.getByLabelText('Your Mapato password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Set PIN' }));
}

describe('UssdPinCard', () => {
  it('names the code to dial when the server has one', () => {
    const { rerender } = render(<UssdPinCard onSubmit={vi.fn()} dialCode="*384*6272#" />);
    expect(screen.getByText(/dial \*384\*6272#, then choose 1 Balance/)).toBeInTheDocument();
    rerender(<UssdPinCard onSubmit={vi.fn()} dialCode="" />);
    expect(screen.getByText(m.kit_ussdExplain())).toBeInTheDocument();
  });

  it("refuses core's easy PINs and a mismatch without sending", async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    render(<UssdPinCard onSubmit={onSubmit} />);
    await fill('0000', '0000', 'pw');
    expect(screen.getByText(m.ussdPinTooEasy({ pin: '0000' }))).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps digits only, four at most, then sends and says it is saved', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    render(<UssdPinCard onSubmit={onSubmit} />);
    await fill('2a4689', '2468', 'secret');
    expect(onSubmit).toHaveBeenCalledWith({ pin: '2468', pinConfirm: '2468', password: 'secret' });
    expect(await screen.findByRole('status')).toHaveTextContent('Your USSD PIN is saved.');
  });

  it("shows the server's field errors under their fields", () => {
    render(<UssdPinCard onSubmit={vi.fn()} errors={{ password: m.ussdPinPasswordWrong() }} />);
    expect(screen.getByLabelText('Your Mapato password')).toHaveAccessibleDescription('That is not your password.');
  });
});
