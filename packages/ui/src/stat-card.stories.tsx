import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon } from './icon.tsx';
import { StatCard } from './stat-card.tsx';

const meta = {
  title: 'Kit/StatCard',
  component: StatCard,
  args: { label: 'Balance', value: 1600 },
} satisfies Meta<typeof StatCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Shillings: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Balance' })).toHaveTextContent('KSh 1,600');
  },
};

export const PlainNumber: Story = { args: { label: 'Tasks completed', value: 1234, format: 'plain' } };

export const WithHintAndIcon: Story = {
  args: {
    label: 'Income',
    value: 12500,
    hint: 'Tasks and referrals',
    icon: <Icon name="trending-up" />,
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Balance' });
    await expect(card).toHaveAttribute('aria-busy', 'true');
    await expect(card).not.toHaveTextContent('KSh');
  },
};

export const DashboardOnPhone: Story = {
  globals: { viewport: { value: 'mobile360' } },
  render: () => (
    <div className="grid grid-cols-2 gap-3">
      <StatCard label="Account Level" value="Level 2 (J1)" />
      <StatCard label="Balance" value={1600} />
      <StatCard label="Bond paid" value={3000} />
      <StatCard label="Income" value={12500} />
    </div>
  ),
};
