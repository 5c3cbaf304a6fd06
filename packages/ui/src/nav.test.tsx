import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LinkProps } from './lib/link.tsx';
import { Nav } from './nav.tsx';

const linkPairs = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);

const main = () => screen.getByRole('navigation', { name: 'Main' });
const tabs = () => screen.getByRole('navigation', { name: 'Quick navigation' });

describe('Nav', () => {
  it('shows a member Dashboard, Tasks, Profit, Account and Support, in both bars', () => {
    render(<Nav user={{ username: 'wanjiku' }} currentPath="/dashboard" onLogout={() => {}} />);
    const member = [
      ['Dashboard', '/dashboard'],
      ['Tasks', '/tasks'],
      ['Profit', '/profit'],
      ['Account', '/account'],
      ['Support', '/support'],
    ];
    expect(linkPairs(main())).toEqual([['Mapato', '/'], ...member]);
    expect(linkPairs(tabs())).toEqual(member);
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('shows a visitor Support, Login and Sign Up, and no Logout', () => {
    render(<Nav user={null} currentPath="/" onLogout={() => {}} brand="Mapato Agency" />);
    const guest = [
      ['Support', '/support'],
      ['Login', '/login'],
      ['Sign Up', '/signup'],
    ];
    expect(linkPairs(main())).toEqual([['Mapato Agency', '/'], ...guest]);
    expect(linkPairs(tabs())).toEqual(guest);
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it.each([
    [{ username: 'wanjiku', name: 'Wanjiku Kamau' }, 'wanjiku'],
    [{ username: '', name: 'Wanjiku Kamau' }, 'Wanjiku Kamau'],
    [{ name: 'Wanjiku Kamau' }, 'Wanjiku Kamau'],
    [{ username: '', name: '' }, 'User'],
    [{}, 'User'],
  ])('shows %o as %s', (user, shown) => {
    render(<Nav user={user} currentPath="/tasks" onLogout={() => {}} />);
    expect(within(main()).getByText(shown)).toBeInTheDocument();
  });

  it('calls onLogout from the Logout button', async () => {
    const onLogout = vi.fn();
    render(<Nav user={{ username: 'wanjiku' }} currentPath="/tasks" onLogout={onLogout} />);
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('marks the current page in both bars, including its sub-pages', () => {
    const { rerender } = render(<Nav user={{ username: 'w' }} currentPath="/profit" onLogout={() => {}} />);
    for (const nav of [main(), tabs()]) {
      expect(within(nav).getByRole('link', { name: 'Profit' })).toHaveAttribute('aria-current', 'page');
      expect(within(nav).getByRole('link', { name: 'Tasks' })).not.toHaveAttribute('aria-current');
    }
    rerender(<Nav user={{ username: 'w' }} currentPath="/account/edit" onLogout={() => {}} />);
    expect(within(main()).getByRole('link', { name: 'Account' })).toHaveAttribute('aria-current', 'page');
    expect(within(main()).getByRole('link', { name: 'Mapato' })).not.toHaveAttribute('aria-current');
    rerender(<Nav user={null} currentPath="/" onLogout={() => {}} />);
    expect(within(main()).getByRole('link', { name: 'Mapato' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens and closes the mobile menu panel with its toggle, Escape and a link', async () => {
    const AppLink = ({ href, onClick, ...props }: LinkProps) => (
      <a
        href={href}
        {...props}
        onClick={(e) => {
          e.preventDefault();
          onClick?.(e);
        }}
      />
    );
    render(<Nav user={{ username: 'w' }} currentPath="/tasks" onLogout={() => {}} linkComponent={AppLink} />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(within(panel).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).toHaveAttribute('data-state', 'closed');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveAttribute('data-state', 'open');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle);
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    await userEvent.click(toggle);
    await userEvent.click(within(panel).getByRole('link', { name: 'Profit' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the mobile menu when the page changes', async () => {
    const { rerender } = render(<Nav user={null} currentPath="/" onLogout={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
    rerender(<Nav user={null} currentPath="/support" onLogout={() => {}} />);
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
