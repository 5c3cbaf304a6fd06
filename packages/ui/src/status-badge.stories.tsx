import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusBadge } from './status-badge.tsx';

const meta = {
  title: 'Kit/StatusBadge',
  component: StatusBadge,
  args: { kind: 'withdrawal', record: { disbursed: false, processing: false, declined: false } },
} satisfies Meta<typeof StatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Completed: Story = { args: { record: { disbursed: true } } };
export const Processing: Story = { args: { record: { processing: true } } };
export const Declined: Story = { args: { record: { declined: true } } };
export const Pending: Story = {};

export const RegistrationStates: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      <StatusBadge kind="registration" record={{ processing: false, declined: false }} />
      <StatusBadge kind="registration" record={{ processing: true, declined: false }} />
      <StatusBadge kind="registration" record={{ processing: false, declined: true }} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of ['Completed', 'Processing', 'Declined']) {
      await expect(canvas.getByText(label)).toBeInTheDocument();
    }
  },
};

export const Mobile: Story = { args: { record: { disbursed: true } }, globals: { viewport: { value: 'mobile360' } } };
