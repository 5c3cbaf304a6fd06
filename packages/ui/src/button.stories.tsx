import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, BUTTON_VARIANTS } from './button.tsx';

const meta = {
  title: 'Kit/Button',
  component: Button,
  args: { children: 'Withdraw Funds', onClick: fn() },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Withdraw Funds' }));
    await expect(args.onClick).toHaveBeenCalled();
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <div className="flex flex-wrap gap-2">
      {Object.keys(BUTTON_VARIANTS).map((variant) => (
        <Button key={variant} {...args} variant={variant as keyof typeof BUTTON_VARIANTS}>
          {variant}
        </Button>
      ))}
    </div>
  ),
};

export const Disabled: Story = { args: { disabled: true, children: 'Processing...' } };

export const AsLink: Story = {
  render: () => (
    <Button asChild>
      <a href="/signup">Start for free</a>
    </Button>
  ),
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile360' } } };
