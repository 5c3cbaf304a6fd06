import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { LinkProps } from './lib/link.tsx';
import { Nav } from './nav.tsx';

/** Keeps the story on its page: a click is recorded instead of navigating the preview. */
const followed = fn();
function StoryLink({ href, onClick, ...props }: LinkProps) {
  return (
    <a
      href={href}
      {...props}
      onClick={(e) => {
        e.preventDefault();
        followed(href);
        onClick?.(e);
      }}
    />
  );
}

const meta = {
  title: 'Kit/Nav',
  component: Nav,
  parameters: { layout: 'fullscreen' },
  args: { user: { username: 'wanjiku' }, currentPath: '/dashboard', onLogout: fn(), linkComponent: StoryLink },
} satisfies Meta<typeof Nav>;
export default meta;
type Story = StoryObj<typeof meta>;

const desktop = { viewport: { value: 'desktop' } };
const mobile = { viewport: { value: 'mobile360' } };

/** The popover the Menu button opens, and whether the browser shows it. */
function menuOf(toggle: HTMLElement) {
  const menu = toggle.ownerDocument.getElementById(toggle.getAttribute('popovertarget')!)!;
  return { menu, isOpen: () => menu.matches(':popover-open') };
}

export const SignedInDesktop: Story = {
  globals: desktop,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const main = within(canvas.getByRole('navigation', { name: 'Main' }));
    await expect(main.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(main.getByText('wanjiku')).toBeVisible();
    // The phone-only parts are hidden on a wide screen.
    await expect(canvas.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('navigation', { name: 'Quick navigation' })).not.toBeInTheDocument();
    await userEvent.click(main.getByRole('button', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

export const SignedOutDesktop: Story = {
  globals: desktop,
  args: { user: null, currentPath: '/' },
  play: async ({ canvasElement }) => {
    const main = within(within(canvasElement).getByRole('navigation', { name: 'Main' }));
    await expect(main.getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Mapato',
      'Support',
      'Login',
      'Sign Up',
      'Kiswahili',
    ]);
  },
};

/** Phone: the tab bar shows each tab's icon and word; the menu opens as a sheet and a link closes it. */
export const SignedInMobile: Story = {
  globals: mobile,
  args: { currentPath: '/dashboard' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = within(canvas.getByRole('navigation', { name: 'Main' }));
    const tabBar = canvas.getByRole('navigation', { name: 'Quick navigation' });
    const tabs = within(tabBar);
    await expect(tabs.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    for (const link of tabs.getAllByRole('link')) {
      await expect(link.querySelector('svg')).toBeVisible();
      // The word is whole, not cut to 'Dashbo…'.
      const word = link.querySelector('span')!;
      await expect(word.scrollWidth).toBeLessThanOrEqual(word.clientWidth);
      await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(
        canvasElement.ownerDocument.body.clientWidth,
      );
    }
    // The tab bar sits at the bottom of the screen.
    await expect(Math.round(tabBar.getBoundingClientRect().bottom)).toBe(window.innerHeight);
    await expect(main.queryByRole('link', { name: 'Profit' })).not.toBeInTheDocument();

    const toggle = main.getByRole('button', { name: 'Menu' });
    const { menu, isOpen } = menuOf(toggle);
    await userEvent.click(toggle);
    await expect(isOpen()).toBe(true);
    await expect(within(menu).getByRole('button', { name: 'Logout' })).toBeVisible();
    await userEvent.click(within(menu).getByRole('link', { name: 'Profit' }));
    await expect(followed).toHaveBeenLastCalledWith('/profit');
    await expect(isOpen()).toBe(false);
    await expect(main.queryByRole('link', { name: 'Profit' })).not.toBeInTheDocument();
  },
};

export const SignedOutMobile: Story = {
  globals: mobile,
  args: { user: null, currentPath: '/login' },
  play: async ({ canvasElement }) => {
    const tabs = within(within(canvasElement).getByRole('navigation', { name: 'Quick navigation' }));
    await expect(tabs.getAllByRole('link').map((a) => a.textContent)).toEqual(['Support', 'Login', 'Sign Up']);
    await expect(tabs.getByRole('link', { name: 'Login' })).toHaveAttribute('aria-current', 'page');
  },
};

/**
 * The menu by keyboard: Enter opens it, it comes next in the tab order, Close menu shuts it and
 * focus goes back to Menu. (Escape and a tap outside are the browser's own, real input only: the
 * e2e suite presses them; this play function's events are synthetic.)
 */
export const MobileMenuOpen: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Menu' });
    const { menu, isOpen } = menuOf(toggle);
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(isOpen()).toBe(true);
    await userEvent.tab();
    await expect(within(menu).getByRole('button', { name: 'Close menu' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(menu).getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await userEvent.click(within(menu).getByRole('button', { name: 'Close menu' }));
    await expect(isOpen()).toBe(false);
    await expect(toggle).toHaveFocus();
  },
};

/**
 * Before any script: the server's HTML alone (no React on the page). Menu still opens the links and
 * Close menu closes them — on Slow 3G the script arrives seconds later.
 */
export const MenuBeforeScript: Story = {
  globals: mobile,
  args: { user: null, currentPath: '/support' },
  render: (args) => <div dangerouslySetInnerHTML={{ __html: renderToStaticMarkup(<Nav {...args} />) }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    const { menu, isOpen } = menuOf(toggle);
    await expect(within(menu).queryByRole('link', { name: 'Sign Up' })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    await expect(isOpen()).toBe(true);
    await expect(within(menu).getByRole('link', { name: 'Sign Up' })).toBeVisible();
    await userEvent.click(within(menu).getByRole('button', { name: 'Close menu' }));
    await expect(isOpen()).toBe(false);
  },
};

/** No username: the name, else the word User (docs/product.md#navigation). */
export const NameFallback: Story = {
  globals: desktop,
  args: { user: { username: '', name: '' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('User')).toBeVisible();
  },
};

const unread = { '/support': { count: 2, label: '2 unread replies' } };

/** Unread support replies: a count on Support, read out with its meaning (ADR 020). */
export const UnreadBadgeDesktop: Story = {
  globals: desktop,
  args: { badges: unread },
  play: async ({ canvasElement }) => {
    const main = within(within(canvasElement).getByRole('navigation', { name: 'Main' }));
    await expect(main.getByRole('link', { name: 'Support (2 unread replies)' })).toBeVisible();
  },
};

export const UnreadBadgeMobile: Story = {
  globals: mobile,
  args: { badges: unread, currentPath: '/profit' },
  play: async ({ canvasElement }) => {
    const tabs = within(within(canvasElement).getByRole('navigation', { name: 'Quick navigation' }));
    const support = tabs.getByRole('link', { name: 'Support (2 unread replies)' });
    await expect(support).toBeVisible();
    // The count fits beside the word in a fifth of a 360 px phone.
    await expect(support.scrollWidth).toBeLessThanOrEqual(support.clientWidth);
  },
};

const kiswahiliDesktop = { ...desktop, locale: 'sw' };
const kiswahiliMobile = { ...mobile, locale: 'sw' };

/** A Kiswahili page: every word in Kiswahili, every link to a /sw/ page, and English offered last. */
export const SignedOutDesktopKiswahili: Story = {
  globals: kiswahiliDesktop,
  args: { user: null, currentPath: '/sw/login' },
  play: async ({ canvasElement }) => {
    const main = within(within(canvasElement).getByRole('navigation', { name: 'Urambazaji mkuu' }));
    await expect(main.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Mapato', '/sw/'],
      ['Msaada', '/sw/support'],
      ['Ingia', '/sw/login'],
      ['Jisajili', '/sw/signup'],
      ['English', '/login'],
    ]);
    await expect(main.getByRole('link', { name: 'Ingia' })).toHaveAttribute('aria-current', 'page');
    const english = main.getByRole('link', { name: 'Badilisha lugha: English' });
    await expect(english).toHaveAttribute('hreflang', 'en');
    await expect(english).toHaveAttribute('hreflang', 'en');
    await expect(english).toBeVisible();
  },
};

export const SignedInDesktopKiswahili: Story = {
  globals: kiswahiliDesktop,
  args: { user: { username: '' }, currentPath: '/tasks' },
  play: async ({ canvasElement }) => {
    const main = within(within(canvasElement).getByRole('navigation', { name: 'Urambazaji mkuu' }));
    await expect(main.getByRole('link', { name: 'Kazi' })).toHaveAttribute('aria-current', 'page');
    await expect(main.getByRole('link', { name: 'Msaada' })).toHaveAttribute('href', '/sw/support');
    await expect(main.getByText('Mtumiaji')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Toka' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Badilisha lugha: English' })).toBeVisible();
  },
};

/**
 * A 360 px phone in Kiswahili with the menu open: the longer words and the language switch fit
 * without sideways scrolling; the switch is a full 44 px tap in the menu, never a sixth tab.
 */
export const MobileMenuOpenKiswahili: Story = {
  globals: kiswahiliMobile,
  args: { currentPath: '/profit' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = within(canvas.getByRole('navigation', { name: 'Urambazaji wa haraka' }));
    await expect(tabs.getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Dashibodi',
      'Kazi',
      'Faida',
      'Akaunti',
      'Msaada',
    ]);
    for (const link of tabs.getAllByRole('link')) {
      const word = link.querySelector('span')!;
      await expect(word.scrollWidth).toBeLessThanOrEqual(word.clientWidth);
    }
    const toggle = canvas.getByRole('button', { name: 'Menyu' });
    const { menu, isOpen } = menuOf(toggle);
    await userEvent.click(toggle);
    await expect(isOpen()).toBe(true);
    const english = within(menu).getByRole('link', { name: 'Badilisha lugha: English' });
    await expect(english).toBeVisible();
    await expect(english.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(english.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(within(menu).getByRole('button', { name: 'Toka' })).toBeVisible();
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
    await userEvent.click(within(menu).getByRole('button', { name: 'Funga menyu' }));
    await expect(isOpen()).toBe(false);
  },
};
