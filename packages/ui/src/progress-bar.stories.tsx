import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar } from './progress-bar.tsx';

const meta = {
  title: 'Kit/ProgressBar',
  component: ProgressBar,
  args: { label: "Today's tasks", value: 25 },
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Started: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: "Today's tasks" })).toHaveAttribute('aria-valuenow', '25');
    await expect(canvas.getByText('25%')).toBeVisible();
  },
};

export const Empty: Story = { args: { value: 0 } };
export const Done: Story = { args: { value: 100 } };
export const OutOfRangeIsClamped: Story = {
  args: { value: 140 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('100%')).toBeVisible();
  },
};

export const Mobile: Story = { args: { value: 75 }, globals: { viewport: { value: 'mobile360' } } };
