import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordField } from './password-field.tsx';

const meta = {
  title: 'Kit/PasswordField',
  component: PasswordField,
  args: { name: 'password', autoComplete: 'current-password' },
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Sign-in: label 'Password' and the hover hint. */
export const SignIn: Story = {
  args: { hint: 'Enter your account password.', required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await userEvent.type(input, 'hunter22');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toBeInTheDocument();
  },
};

export const ConfirmPassword: Story = { args: { label: 'Confirm Password', autoComplete: 'new-password' } };

export const WithError: Story = {
  args: { label: 'Confirm Password', error: 'Passwords do not match.', defaultValue: 'mismatch' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Confirm Password');
    await expect(input).toHaveAccessibleDescription('Passwords do not match.');
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const Mobile: Story = {
  args: { hint: 'Enter your account password.' },
  globals: { viewport: { value: 'mobile360' } },
};
