import type { Meta, StoryObj } from '@storybook/react-vite';
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
    ]);
  },
};

/** Phone: the menu opens a panel, a link closes it; the tab bar stays at the bottom. */
export const SignedInMobile: Story = {
  globals: mobile,
  args: { currentPath: '/tasks' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = within(canvas.getByRole('navigation', { name: 'Main' }));
    const tabs = within(canvas.getByRole('navigation', { name: 'Quick navigation' }));
    await expect(tabs.getByRole('link', { name: 'Tasks' })).toHaveAttribute('aria-current', 'page');
    await expect(main.queryByRole('link', { name: 'Profit' })).not.toBeInTheDocument();

    const toggle = main.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(main.getByRole('button', { name: 'Logout' })).toBeVisible();
    await userEvent.click(main.getByRole('link', { name: 'Profit' }));
    await expect(followed).toHaveBeenLastCalledWith('/profit');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
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

export const MobileMenuOpen: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Menu' }));
  },
};

/** No username: the name, else the word User (spec §2). */
export const NameFallback: Story = {
  globals: desktop,
  args: { user: { username: '', name: '' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('User')).toBeVisible();
  },
};
