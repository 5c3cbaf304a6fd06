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

/** The digits in the box: what a person reads back, whatever spaces are shown. */
const digitsOf = (input: HTMLElement) => (input as HTMLInputElement).value.replace(/\D/g, '');

/** Kenya preselected; a number typed the Kenyan way is stored as E.164. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Phone number country' })).toHaveValue('KE');
    await userEvent.type(canvas.getByLabelText('Mobile Number'), '0712345678');
    await expect(args.onChange).toHaveBeenLastCalledWith('+254712345678');
  },
};

/** A typed number stays as typed and is stored as E.164. */
export const Typed: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Mobile Number');
    await userEvent.type(input, '0722483915');
    await expect(digitsOf(input)).toBe('0722483915');
    await expect(args.onChange).toHaveBeenLastCalledWith('+254722483915');
  },
};

/** The walk that lost sign-ups: a number typed, all of it selected and deleted, the right one typed. */
export const ScrambledThenFixed: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Mobile Number');
    await userEvent.type(input, '0712345678');
    await userEvent.keyboard('{Control>}a{/Control}{Delete}');
    await userEvent.type(input, '0722483915');
    await expect(digitsOf(input)).toBe('0722483915');
    await expect(args.onChange).toHaveBeenLastCalledWith('+254722483915');
    // A digit fixed in the middle: caret moved back, one digit erased and retyped.
    await userEvent.keyboard('{ArrowLeft>6/}{Backspace}9');
    await expect(digitsOf(input)).toBe('0729483915');
    await expect(args.onChange).toHaveBeenLastCalledWith('+254729483915');
  },
};

/** Pasted the ways people copy numbers: with +254, with 254 (as M-Pesa writes it), with spaces. */
export const Pasted: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Mobile Number');
    for (const pasted of ['+254 722 483 915', '254722483915', '0722 483 915']) {
      await userEvent.clear(input);
      await userEvent.click(input);
      await userEvent.paste(pasted);
      await expect(input).toHaveValue(pasted);
      await expect(args.onChange).toHaveBeenLastCalledWith('+254722483915');
    }
  },
};

export const Prefilled: Story = { args: { value: '+254712345678' } };

/** Everything erased: nothing is stored, and the next number typed is the one kept. */
export const Erased: Story = {
  args: { value: '+254712345678' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Mobile Number');
    await userEvent.type(input, '{Backspace}'.repeat(16));
    await expect(args.onChange).toHaveBeenLastCalledWith(undefined);
    await userEvent.type(input, '0722483915');
    await expect(digitsOf(input)).toBe('0722483915');
    await expect(args.onChange).toHaveBeenLastCalledWith('+254722483915');
  },
};

export const WithError: Story = { args: { value: '+2547123', error: 'Please enter a valid phone number.' } };

export const Disabled: Story = { args: { value: '+254712345678', disabled: true } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile360' } } };

/** On a Kiswahili page: the same typing, named in Kiswahili. */
export const TypedKiswahili: Story = {
  globals: { locale: 'sw' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Nchi ya nambari ya simu' })).toHaveValue('KE');
    const input = canvas.getByLabelText('Nambari ya simu');
    await userEvent.type(input, '0722483915');
    await expect(args.onChange).toHaveBeenLastCalledWith('+254722483915');
  },
};

export const ScrambledThenFixedKiswahili: Story = {
  globals: { locale: 'sw' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Nambari ya simu');
    await userEvent.type(input, '0712345678');
    await userEvent.keyboard('{Control>}a{/Control}{Delete}');
    await userEvent.type(input, '0722483915');
    await expect(digitsOf(input)).toBe('0722483915');
    await expect(args.onChange).toHaveBeenLastCalledWith('+254722483915');
  },
};

/** The country list, opened on a Kiswahili page, names the countries in Kiswahili (the browser's own names). */
export const CountriesInKiswahili: Story = {
  globals: { locale: 'sw' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Nchi ya nambari ya simu' });
    await userEvent.click(select);
    const names = [...(select as HTMLSelectElement).options].map((option) => option.text);
    await expect(names.length).toBeGreaterThan(200);
    for (const name of ['Kenya', 'Tanzania', 'Uganda', 'Marekani', 'Afrika Kusini', 'Ujerumani']) {
      await expect(names.some((text) => text.startsWith(name))).toBe(true);
    }
    await expect(names.some((text) => text.startsWith('United States'))).toBe(false);
  },
};
