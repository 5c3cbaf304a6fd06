import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ReferralLink } from './referral-link.tsx';

describe('ReferralLink', () => {
  it('shows the link core builds from origin and username in a read-only labelled field', () => {
    render(<ReferralLink origin="https://mapato.example/" username="wanjiku" copy={vi.fn()} />);
    const input = screen.getByRole('textbox', { name: 'Your referral link' });
    expect(input).toHaveValue('https://mapato.example/ref/wanjiku');
    expect(input).toHaveAttribute('readonly');
  });

  it('copies the link and announces Copied!', async () => {
    const copy = vi.fn(() => Promise.resolve());
    render(<ReferralLink origin="https://mapato.example" username="otieno.k" copy={copy} />);
    expect(screen.getByRole('status')).toHaveTextContent('');
    await userEvent.click(screen.getByRole('button', { name: 'Copy Referral Link' }));
    expect(copy).toHaveBeenCalledWith('https://mapato.example/ref/otieno.k');
    expect(await screen.findByRole('status')).toHaveTextContent('Copied!');
  });

  it('announces a fallback hint and selects the link when copying fails', async () => {
    const copy = vi.fn(() => Promise.reject(new Error('denied')));
    render(<ReferralLink origin="https://mapato.example" username="amina" copy={copy} />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy Referral Link' }));
    expect(await screen.findByText('Could not copy. Select the link and copy it yourself.')).toBeInTheDocument();
    expect(screen.getByRole('status')).not.toHaveTextContent('Copied!');
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Your referral link' });
    expect(input.selectionStart).toBe(0);
    expect(input.selectionEnd).toBe(input.value.length);
  });

  it('falls back when the browser has no clipboard API', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    try {
      render(<ReferralLink origin="http://192.168.0.10:8090" username="amina" />);
      await userEvent.click(screen.getByRole('button', { name: 'Copy Referral Link' }));
      expect(await screen.findByText('Could not copy. Select the link and copy it yourself.')).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
