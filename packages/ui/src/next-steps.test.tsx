import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LinkProps } from './lib/link.tsx';
import { NextSteps } from './next-steps.tsx';

describe('NextSteps', () => {
  it("leads a newcomer to today's tasks, with what they pay at the member's level", () => {
    const AppLink = ({ href, ...props }: LinkProps) => <a data-router-link={href} href={href} {...props} />;
    render(
      <NextSteps user={{ username: 'neema', level: 1 }} origin="https://mapato.example" linkComponent={AppLink} />,
    );
    const card = screen.getByRole('region', { name: 'Start earning' });
    expect(within(card).getByText('At your level each task pays KSh 11, 4 tasks a day.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: "Do today's tasks" })).toHaveAttribute('data-router-link', '/tasks');
  });

  it('holds the referral link to share, and copies it', async () => {
    const copy = vi.fn(() => Promise.resolve());
    render(<NextSteps user={{ username: 'neema', level: 1 }} origin="https://mapato.example" copy={copy} />);
    expect(
      screen.getByText(
        'You earn KSh 100 for every friend who signs up with it, once their first paid work is accepted.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your referral link' })).toHaveValue('https://mapato.example/ref/neema');
    await userEvent.click(screen.getByRole('button', { name: 'Copy Referral Link' }));
    expect(copy).toHaveBeenCalledWith('https://mapato.example/ref/neema');
  });
});
