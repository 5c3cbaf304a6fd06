import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Checkbox } from './checkbox.tsx';

const meta = {
  title: 'Kit/Checkbox',
  component: Checkbox,
  args: { 'aria-label': 'Select withdrawal' },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Select withdrawal' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

/** Part of a list chosen: a select-all box shows a dash and is announced as mixed. */
export const Mixed: Story = {
  args: { 'aria-label': 'Select all', indeterminate: true },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole<HTMLInputElement>('checkbox', { name: 'Select all' });
    await expect(box.indeterminate).toBe(true);
  },
};

export const Disabled: Story = { args: { disabled: true } };
