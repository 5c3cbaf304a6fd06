import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Field } from './field.tsx';
import { Select } from './select.tsx';

const meta = {
  title: 'Kit/Select',
  component: Select,
  args: {
    'aria-label': 'Status',
    defaultValue: 'open',
    children: [
      <option key="open" value="open">
        Open
      </option>,
      <option key="answered" value="answered">
        Answered
      </option>,
      <option key="all" value="all">
        All
      </option>,
    ],
  },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Status' });
    await userEvent.selectOptions(select, 'answered');
    await expect(select).toHaveValue('answered');
  },
};

export const InAField: Story = {
  args: { 'aria-label': undefined },
  render: (args) => (
    <Field label="Status" hint="Which threads to show.">
      <Select {...args} />
    </Field>
  ),
};

export const Disabled: Story = { args: { disabled: true } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile360' } } };
