import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NextSteps } from './next-steps.tsx';

const meta = {
  title: 'Kit/NextSteps',
  component: NextSteps,
  args: {
    user: { username: 'neema', level: 1 },
    origin: 'https://mapato.example',
    copy: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof NextSteps>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A newcomer's first steps: the tasks, then the referral link. */
export const Newcomer: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: "Do today's tasks" })).toHaveAttribute('href', '/tasks');
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Referral Link' }));
    await expect(args.copy).toHaveBeenCalledWith('https://mapato.example/ref/neema');
  },
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'mobile360' } },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
