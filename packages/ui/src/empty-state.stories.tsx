import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './button.tsx';
import { EmptyState } from './empty-state.tsx';

const meta = {
  title: 'Kit/EmptyState',
  component: EmptyState,
  args: { title: 'No withdrawals yet', description: 'Withdrawals you request will appear here.' },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TitleAndDescription: Story = {};

const onWithdraw = fn();
export const WithAction: Story = {
  args: { action: <Button onClick={onWithdraw}>Withdraw Funds</Button> },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Withdraw Funds' }));
    await expect(onWithdraw).toHaveBeenCalled();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile360' } } };
