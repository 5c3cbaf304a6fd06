import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PhoneField, type PhoneFieldProps } from './phone-field.tsx';

/** The field is controlled: the story keeps the value and reports each change to `onChange`. */
function Controlled(args: PhoneFieldProps) {
  const [value, setValue] = useState(args.value);
  return (
    <PhoneField
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Kit/PhoneField',
  component: PhoneField,
  args: { value: undefined, onChange: fn(), name: 'phone', required: true },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof PhoneField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Kenya preselected; a number typed the Kenyan way is stored as E.164. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Phone number country' })).toHaveValue('KE');
    await userEvent.type(canvas.getByLabelText('Mobile Number'), '0712345678');
    await expect(args.onChange).toHaveBeenLastCalledWith('+254712345678');
  },
};

export const Prefilled: Story = { args: { value: '+254712345678' } };

/** The +254 prefix stays when everything is erased. */
export const CallingCodeLocked: Story = {
  args: { value: '+254712345678' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Mobile Number');
    await userEvent.type(input, '{Backspace}'.repeat(16));
    await expect(input).toHaveValue('+254');
    await expect(args.onChange).toHaveBeenLastCalledWith(undefined);
  },
};

export const WithError: Story = { args: { value: '+2547123', error: 'Please enter a valid phone number.' } };

export const Disabled: Story = { args: { value: '+254712345678', disabled: true } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile360' } } };
