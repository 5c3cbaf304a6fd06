import { localizedHref } from '@mapato/i18n';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inKiswahili } from '../test/kiswahili.ts';
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
    // The bar ends with the page in Kiswahili (the tab bar has no room for it).
    expect(linkPairs(main())).toEqual([['Mapato', '/'], ...member, ['Kiswahili', localizedHref('/dashboard', 'sw')]]);
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
    expect(linkPairs(main())).toEqual([['Mapato Agency', '/'], ...guest, ['Kiswahili', '/sw/']]);
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

  it('opens its menu by the browser alone: the Menu button targets a popover holding the links', () => {
    render(<Nav user={{ username: 'w' }} currentPath="/tasks" onLogout={() => {}} />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const menu = document.getElementById(toggle.getAttribute('popovertarget')!)!;
    expect(menu).toHaveAttribute('popover', 'auto');
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    const close = within(menu).getByRole('button', { name: 'Close menu' });
    expect(close).toHaveAttribute('popovertarget', menu.id);
    expect(close).toHaveAttribute('popovertargetaction', 'hide');
    // No script state of its own: the browser knows whether it is open.
    expect(toggle).not.toHaveAttribute('aria-expanded');
  });

  it('shows an icon above the word on each tab', () => {
    render(<Nav user={{ username: 'w' }} currentPath="/tasks" onLogout={() => {}} />);
    for (const link of within(tabs()).getAllByRole('link')) {
      const icon = link.querySelector('svg[data-slot="icon"]');
      expect(icon).toHaveAttribute('aria-hidden', 'true');
      expect(link.textContent).not.toBe('');
    }
    expect(
      within(tabs())
        .getAllByRole('link')
        .map((a) => a.querySelector('svg')!.getAttribute('data-icon')),
    ).toEqual(['dashboard', 'check-square', 'trending-up', 'user', 'help']);
  });

  it('shows a badge on a link in both bars, named for screen readers, and none at zero', () => {
    const badge = { count: 2, label: '2 unread replies' };
    const { rerender } = render(
      <Nav user={{ username: 'w' }} currentPath="/tasks" onLogout={() => {}} badges={{ '/support': badge }} />,
    );
    for (const nav of [main(), tabs()]) {
      const link = within(nav).getByRole('link', { name: 'Support (2 unread replies)' });
      expect(link).toHaveAttribute('href', '/support');
      expect(within(link).getByText('2')).toHaveAttribute('aria-hidden', 'true');
      expect(within(nav).getByRole('link', { name: 'Tasks' })).toBeInTheDocument();
    }
    rerender(
      <Nav
        user={{ username: 'w' }}
        currentPath="/tasks"
        onLogout={() => {}}
        badges={{ '/support': { ...badge, count: 12 } }}
      />,
    );
    expect(within(tabs()).getByRole('link', { name: /^Support/ })).toHaveTextContent('Support9+');
    rerender(
      <Nav
        user={{ username: 'w' }}
        currentPath="/tasks"
        onLogout={() => {}}
        badges={{ '/support': { ...badge, count: 0 } }}
      />,
    );
    expect(within(main()).getByRole('link', { name: 'Support' })).toBeInTheDocument();
    expect(document.querySelector('[data-slot="nav-badge"]')).toBeNull();
  });

  describe('closing the menu', () => {
    const hidePopover = vi.fn();
    beforeEach(() => {
      hidePopover.mockClear();
      // happy-dom has no popovers; the browser's hidePopover is all the Nav calls.
      HTMLElement.prototype.hidePopover = hidePopover;
    });
    afterEach(() => {
      delete (HTMLElement.prototype as Partial<HTMLElement>).hidePopover;
    });

    it('closes when the page changes, not when it first appears (a menu opened before hydration stays)', () => {
      const { rerender } = render(<Nav user={null} currentPath="/" onLogout={() => {}} />);
      expect(hidePopover).not.toHaveBeenCalled();
      rerender(<Nav user={null} currentPath="/" onLogout={() => {}} badges={{}} />);
      expect(hidePopover).not.toHaveBeenCalled();
      rerender(<Nav user={null} currentPath="/support" onLogout={() => {}} />);
      expect(hidePopover).toHaveBeenCalledTimes(1);
    });

    it('closes when one of its links is followed', async () => {
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
      await userEvent.click(within(main()).getByRole('link', { name: 'Profit' }));
      expect(hidePopover).toHaveBeenCalledTimes(1);
    });
  });

  describe('on a Kiswahili page', () => {
    inKiswahili();
    const kMain = () => screen.getByRole('navigation', { name: 'Urambazaji mkuu' });
    const kTabs = () => screen.getByRole('navigation', { name: 'Urambazaji wa haraka' });

    it('names a visitor its links in Kiswahili, leads to the /sw/ pages and offers English', () => {
      render(<Nav user={null} currentPath="/sw/login" onLogout={() => {}} />);
      const guest = [
        ['Msaada', '/sw/support'],
        ['Ingia', '/sw/login'],
        ['Jisajili', '/sw/signup'],
      ];
      expect(linkPairs(kMain())).toEqual([['Mapato', '/sw/'], ...guest, ['English', '/login']]);
      expect(linkPairs(kTabs())).toEqual(guest);
      // /sw/login is the Login page.
      expect(within(kTabs()).getByRole('link', { name: 'Ingia' })).toHaveAttribute('aria-current', 'page');
      expect(screen.getByRole('button', { name: 'Menyu' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Funga menyu' })).toBeInTheDocument();
      const english = within(kMain()).getByRole('link', { name: 'Badilisha lugha: English' });
      expect(english).toHaveAttribute('hreflang', 'en');
    });

    it('names a member its screens in Kiswahili, with Toka and the fallback name Mtumiaji', () => {
      render(<Nav user={{}} currentPath="/profit" onLogout={() => {}} />);
      expect(
        within(kTabs())
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toEqual(['Dashibodi', 'Kazi', 'Faida', 'Akaunti', 'Msaada']);
      expect(within(kTabs()).getByRole('link', { name: 'Faida' })).toHaveAttribute('aria-current', 'page');
      expect(within(kMain()).getByRole('link', { name: 'Msaada' })).toHaveAttribute('href', '/sw/support');
      expect(within(kMain()).getByText('Mtumiaji')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Toka' })).toBeInTheDocument();
    });
  });

  it('leaves the language switch out when asked', () => {
    render(<Nav user={null} currentPath="/" onLogout={() => {}} languageSwitch={false} />);
    expect(screen.queryByRole('link', { name: /Kiswahili/ })).not.toBeInTheDocument();
  });
});
