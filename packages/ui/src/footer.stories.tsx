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
    // This year, not the spec's fixed 2024.
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
