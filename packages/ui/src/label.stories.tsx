import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Label } from './label.tsx';

const meta = {
  title: 'Kit/Label',
  component: Label,
  args: { children: 'Username', htmlFor: 'story-username' },
  render: (args) => (
    <div className="flex flex-col gap-1.5">
      <Label {...args} />
      <input id="story-username" className="h-11 rounded-md border border-input px-3" />
    </div>
  ),
} satisfies Meta<typeof Label>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Points at its control: a click on the words focuses the input. */
export const ForAnInput: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Username'));
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveFocus();
  },
};

/** A checkbox row: the label wraps the box, so the whole row is the touch target. */
export const WrappingACheckbox: Story = {
  render: () => (
    <Label className="flex min-h-11 items-center gap-3 font-normal">
      <input type="checkbox" className="h-5 w-5 accent-primary" />
      Remember my details
    </Label>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Remember my details'));
    await expect(canvas.getByRole('checkbox', { name: 'Remember my details' })).toBeChecked();
  },
};
