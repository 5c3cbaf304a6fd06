import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Textarea } from './textarea.tsx';

const meta = {
  title: 'Kit/Textarea',
  component: Textarea,
  args: { 'aria-label': 'Message', name: 'message', rows: 5 },
} satisfies Meta<typeof Textarea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'Is there a fee for withdrawals?');
    await expect(box).toHaveValue('Is there a fee for withdrawals?');
  },
};

export const Invalid: Story = { args: { 'aria-invalid': true } };

export const Disabled: Story = { args: { defaultValue: 'Sending…', disabled: true } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile360' } } };
