import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Input } from './input.tsx';

const meta = {
  title: 'Kit/Input',
  component: Input,
  // A bare Input has no label of its own: the stories name it as a Field would.
  args: { 'aria-label': 'Username', name: 'username', autoComplete: 'username' },
} satisfies Meta<typeof Input>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Username' });
    await userEvent.type(input, 'wanjiku');
    await expect(input).toHaveValue('wanjiku');
  },
};

export const WithPlaceholder: Story = {
  args: { 'aria-label': 'Type your message', placeholder: 'Type your message…', autoComplete: 'off' },
};

export const Invalid: Story = { args: { defaultValue: 'Al', 'aria-invalid': true } };

export const Disabled: Story = { args: { defaultValue: 'wanjiku', disabled: true } };

export const ReadOnly: Story = {
  args: {
    'aria-label': 'Your referral link',
    type: 'url',
    readOnly: true,
    defaultValue: 'https://mapato.co.ke/ref/wanjiku',
    className: 'bg-muted text-sm',
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile360' } } };
