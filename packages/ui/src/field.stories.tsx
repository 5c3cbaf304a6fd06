import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Field } from './field.tsx';
import { Input } from './input.tsx';
import { Textarea } from './textarea.tsx';
import { m } from '@mapato/i18n';

const meta = {
  title: 'Kit/Field',
  component: Field,
  args: { label: 'Full name', children: <Input name="fullName" autoComplete="name" /> },
} satisfies Meta<typeof Field>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The label names the input; a click on it focuses the input. */
export const Labelled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Full name'));
    await expect(canvas.getByRole('textbox', { name: 'Full name' })).toHaveFocus();
  },
};

export const WithHint: Story = {
  args: {
    label: 'Amount (KSh)',
    hint: 'Available: KSh 2,500',
    children: <Input name="withdrawAmount" inputMode="numeric" />,
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Amount (KSh)' });
    await expect(input).toHaveAccessibleDescription('Available: KSh 2,500');
  },
};

export const WithError: Story = {
  args: { error: m.fullNameTooShort(), children: <Input name="fullName" defaultValue="Al" /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Full name' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(m.fullNameTooShort());
    await expect(canvas.getByRole('alert')).toHaveTextContent(m.fullNameTooShort());
  },
};

/** The contact form's fields: required, with an asterisk screen readers skip. */
export const RequiredTextarea: Story = {
  args: { label: 'Message', required: true, children: <Textarea name="message" rows={5} /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Message' })).toBeRequired();
  },
};

/** The live chat's box: the label is for screen readers only. */
export const HiddenLabel: Story = {
  args: {
    label: 'Type your message',
    hideLabel: true,
    children: <Input placeholder="Type your message…" autoComplete="off" />,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Type your message' })).toBeVisible();
  },
};

export const Mobile: Story = { ...WithError, globals: { viewport: { value: 'mobile360' } } };
