import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { inKiswahili } from '../test/kiswahili.ts';
import { PasswordField } from './password-field.tsx';

describe('PasswordField', () => {
  it('toggles between hidden and shown, renaming the toggle (docs/product.md#sign-in)', async () => {
    render(<PasswordField />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');

    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.queryByRole('button', { name: 'Show password' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
  });

  it('keeps what was typed when toggling and passes input props through', async () => {
    render(<PasswordField label="Confirm Password" name="passwordConfirm" required autoComplete="new-password" />);
    const input = screen.getByLabelText('Confirm Password');
    expect(input).toHaveAttribute('name', 'passwordConfirm');
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('autocomplete', 'new-password');
    await userEvent.type(input, 's3cret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveValue('s3cret-pass');
  });

  it('shows the hover hint of the sign-in screen', () => {
    render(<PasswordField hint="Enter your account password." />);
    expect(screen.getByLabelText('Password')).toHaveAttribute('title', 'Enter your account password.');
  });

  it('links an error to the input', () => {
    render(<PasswordField label="Confirm Password" error="Passwords do not match." aria-describedby="extra" />);
    const input = screen.getByLabelText('Confirm Password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match.');
    expect(input).toHaveAccessibleDescription('Passwords do not match.');
    expect(input.getAttribute('aria-describedby')).toMatch(/^extra /);
  });

  it('is not marked invalid without an error', () => {
    render(<PasswordField />);
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  describe('on a Kiswahili page', () => {
    inKiswahili();

    it('is Nenosiri, with Onyesha / Ficha nenosiri', async () => {
      render(<PasswordField />);
      expect(screen.getByLabelText('Nenosiri')).toHaveAttribute('type', 'password');
      await userEvent.click(screen.getByRole('button', { name: 'Onyesha nenosiri' }));
      expect(screen.getByRole('button', { name: 'Ficha nenosiri' })).toBeInTheDocument();
    });
  });
});
