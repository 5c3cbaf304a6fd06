import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReferralLink } from './referral-link.tsx';

const meta = {
  title: 'Kit/ReferralLink',
  component: ReferralLink,
  args: { origin: 'https://mapato.example', username: 'wanjiku', copy: fn(() => Promise.resolve()) },
} satisfies Meta<typeof ReferralLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Copied: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Your referral link' })).toHaveValue(
      'https://mapato.example/ref/wanjiku',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Referral Link' }));
    await expect(args.copy).toHaveBeenCalledWith('https://mapato.example/ref/wanjiku');
    await expect(await canvas.findByRole('status')).toHaveTextContent('Copied!');
  },
};

/** No clipboard (plain http, old browser, permission refused): the hint replaces 'Copied!'. */
export const CopyFailed: Story = {
  args: { copy: fn(() => Promise.reject(new Error('denied'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Referral Link' }));
    await expect(await canvas.findByText('Could not copy. Select the link and copy it yourself.')).toBeVisible();
  },
};

export const LongUsername: Story = { args: { username: 'mwangi.kamau_nakuru_2024' } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile360' } } };
