import { nairobiDay } from '@mapato/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer } from './footer.tsx';

const meta = {
  title: 'Kit/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: { signedIn: true },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Quick Links' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Facebook' })).toHaveAttribute('aria-disabled', 'true');
    // This year, not the original's fixed 2024.
    const year = nairobiDay(new Date()).slice(0, 4);
    await expect(canvas.getByText(`© ${year} Mapato. All rights reserved.`)).toBeVisible();
  },
};

export const SignedOut: Story = {
  args: { signedIn: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation', { name: 'Quick Links' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Help Center' })).toHaveAttribute('href', '/support');
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile360' } } };

/** A Kiswahili page: the words in Kiswahili, the links to the /sw/ pages, English offered. */
export const SignedInKiswahili: Story = {
  globals: { locale: 'sw' },
  args: { currentPath: '/sw/privacy' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Viungo vya haraka' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Kituo cha msaada' })).toHaveAttribute('href', '/sw/support');
    await expect(canvas.getByRole('link', { name: 'Sera ya Faragha' })).toHaveAttribute('href', '/sw/privacy');
    const year = nairobiDay(new Date()).slice(0, 4);
    await expect(canvas.getByText(`© ${year} Mapato. Haki zote zimehifadhiwa.`)).toBeVisible();
    const english = canvas.getByRole('link', { name: 'Badilisha lugha: English' });
    await expect(english).toHaveAttribute('href', '/privacy');
    await expect(english).toHaveAttribute('hreflang', 'en');
  },
};

/** On an English page the footer offers Kiswahili. */
export const SignedOutWithSwitch: Story = {
  args: { signedIn: false, currentPath: '/contact' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Change language: Kiswahili' });
    await expect(link).toHaveAttribute('href', '/sw/contact');
    await expect(link).toHaveAttribute('hreflang', 'sw');
  },
};

export const MobileKiswahili: Story = {
  globals: { viewport: { value: 'mobile360' }, locale: 'sw' },
  args: { currentPath: '/sw/' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Badilisha lugha: English' })).toBeVisible();
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
