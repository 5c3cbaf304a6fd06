import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { inKiswahili } from '../test/kiswahili.ts';
import type { LinkProps } from './lib/link.tsx';
import { WelcomeCard } from './welcome-card.tsx';

const trainee = { username: 'wanjiku', name: '', level: 1, investment: 0 };
const j2 = { username: 'otieno', name: 'Otieno Ouma', level: 3, investment: 10_000 };

function term(label: string) {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

describe('WelcomeCard', () => {
  it('greets the member and shows level, bond paid, pay per task and tasks left (docs/product.md#home-page)', () => {
    render(<WelcomeCard user={trainee} tasks={{ remaining: 3, perDay: 4 }} origin="https://mapato.example" />);
    expect(screen.getByRole('region', { name: 'Welcome back, wanjiku' })).toBeInTheDocument();
    expect(term('Level')).toBe('Level 1 (Trainee)');
    expect(term('Bond paid')).toBe('KSh 0');
    expect(term('Pay per task')).toBe('KSh 11');
    expect(term('Tasks remaining today')).toBe('3 / 4');
  });

  it('uses the name when set, with thousands grouped in KSh', () => {
    render(<WelcomeCard user={j2} tasks={{ remaining: 15, perDay: 15 }} origin="https://mapato.example" />);
    expect(screen.getByRole('heading', { name: 'Welcome back, Otieno Ouma' })).toBeInTheDocument();
    expect(term('Level')).toBe('Level 3 (J2)');
    expect(term('Bond paid')).toBe('KSh 10,000');
    expect(term('Pay per task')).toBe('KSh 22');
  });

  it('links to Dashboard, Tasks and Profit, and offers the upgrade only at Level 1', () => {
    const { rerender } = render(
      <WelcomeCard
        user={trainee}
        tasks={{ remaining: 4, perDay: 4 }}
        origin="https://mapato.example"
        upgradeInProgress={null}
      />,
    );
    const pages = within(screen.getByRole('navigation', { name: 'Member pages' }));
    expect(pages.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Dashboard', '/dashboard'],
      ['Tasks', '/tasks'],
      ['Profit', '/profit'],
    ]);
    expect(screen.getByRole('link', { name: 'Upgrade your level' })).toHaveAttribute('href', '/account');

    rerender(
      <WelcomeCard
        user={j2}
        tasks={{ remaining: 4, perDay: 15 }}
        origin="https://mapato.example"
        upgradeInProgress={null}
      />,
    );
    expect(screen.queryByRole('link', { name: 'Upgrade your level' })).not.toBeInTheDocument();
  });

  it('says an upgrade is being processed instead of offering another one', () => {
    const { rerender } = render(
      <WelcomeCard
        user={trainee}
        tasks={{ remaining: 4, perDay: 4 }}
        origin="https://mapato.example"
        upgradeInProgress={{ level: 2, amount: 3000 }}
      />,
    );
    expect(screen.queryByRole('link', { name: 'Upgrade your level' })).not.toBeInTheDocument();
    expect(
      screen.getByText(
        'Your upgrade to Level 2 (J1) is being processed. Your level changes as soon as the KSh 3,000 bond is confirmed.',
      ),
    ).toBeInTheDocument();

    // Not known yet: nothing offered, nothing claimed.
    rerender(<WelcomeCard user={trainee} tasks={{ remaining: 4, perDay: 4 }} origin="https://mapato.example" />);
    expect(screen.queryByRole('link', { name: 'Upgrade your level' })).not.toBeInTheDocument();
    expect(screen.queryByText(/is being processed/)).not.toBeInTheDocument();
  });

  it('holds the referral link by username and copies it', async () => {
    const copy = vi.fn(() => Promise.resolve());
    render(<WelcomeCard user={j2} tasks={{ remaining: 1, perDay: 15 }} origin="https://mapato.example" copy={copy} />);
    expect(screen.getByRole('textbox', { name: 'Your referral link' })).toHaveValue(
      'https://mapato.example/ref/otieno',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Copy Referral Link' }));
    expect(copy).toHaveBeenCalledWith('https://mapato.example/ref/otieno');
    expect(await screen.findByRole('status')).toHaveTextContent('Copied!');
  });

  it('renders links with the injected link component', () => {
    const AppLink = ({ href, ...props }: LinkProps) => <a data-router-link={href} href={`#${href}`} {...props} />;
    render(
      <WelcomeCard
        user={trainee}
        tasks={{ remaining: 4, perDay: 4 }}
        origin="https://mapato.example"
        linkComponent={AppLink}
        upgradeInProgress={null}
      />,
    );
    expect(screen.getByRole('link', { name: 'Tasks' })).toHaveAttribute('data-router-link', '/tasks');
    expect(screen.getByRole('link', { name: 'Upgrade your level' })).toHaveAttribute('href', '#/account');
  });

  describe('on a Kiswahili page', () => {
    inKiswahili();

    it('greets and names the figures in Kiswahili, and links to the screens in Kiswahili', () => {
      const { rerender } = render(
        <WelcomeCard user={j2} tasks={{ remaining: 3, perDay: 15 }} origin="https://mapato.example" />,
      );
      expect(screen.getByRole('heading', { name: 'Karibu tena, Otieno Ouma' })).toBeInTheDocument();
      expect(term('Kiwango')).toBe('Kiwango cha 3 (J2)');
      expect(term('Dhamana uliyolipa')).toBe('KSh 10,000');
      expect(term('Malipo kwa kila kazi')).toBe('KSh 22');
      expect(term('Kazi zilizobaki leo')).toBe('3 / 15');
      rerender(
        <WelcomeCard
          user={trainee}
          tasks={{ remaining: 3, perDay: 4 }}
          origin="https://mapato.example"
          upgradeInProgress={null}
        />,
      );
      const pages = within(screen.getByRole('navigation', { name: 'Kurasa za mwanachama' }));
      expect(pages.getAllByRole('link').map((a) => a.textContent)).toEqual(['Dashibodi', 'Kazi', 'Faida']);
      expect(screen.getByRole('link', { name: 'Pandisha kiwango chako' })).toBeInTheDocument();
    });
  });
});
