import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from './spinner.tsx';

const meta = { title: 'Kit/Spinner', component: Spinner } satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  },
};

export const WithVisibleLabel: Story = { args: { label: 'Loading your dashboard…', showLabel: true, size: 'lg' } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile360' } } };
