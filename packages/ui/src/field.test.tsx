import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { describe, expect, it } from 'vitest';
import { Field, FieldError, useFieldControl } from './field.tsx';
import { Input } from './input.tsx';

describe('Field', () => {
  it('labels its input, and a click on the label focuses it', async () => {
    render(
      <Field label="Username">
        <Input name="username" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAccessibleDescription();
    await userEvent.click(screen.getByText('Username'));
    expect(input).toHaveFocus();
  });

  it('describes the input with its hint, then its error, and marks it invalid', () => {
    render(
      <Field label="Amount (KSh)" hint="Available: KSh 2,500" error="Minimum withdrawal is KSh 1,000">
        <Input name="withdrawAmount" />
      </Field>,
    );
    const input = screen.getByLabelText('Amount (KSh)');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Available: KSh 2,500 Minimum withdrawal is KSh 1,000');
    expect(screen.getByRole('alert')).toHaveTextContent('Minimum withdrawal is KSh 1,000');
  });

  it('keeps the caller’s description first and uses the id given to the Field', () => {
    render(
      <>
        <p id="extra">Shown on your receipt</p>
        <Field id="full-name" label="Full name" error="Please enter your full name">
          <Input aria-describedby="extra" />
        </Field>
      </>,
    );
    const input = screen.getByLabelText('Full name');
    expect(input).toHaveAttribute('id', 'full-name');
    expect(input.getAttribute('aria-describedby')).toBe('extra full-name-error');
    expect(input).toHaveAccessibleDescription('Shown on your receipt Please enter your full name');
  });

  it('marks a required control and shows an asterisk that screen readers skip', () => {
    render(
      <Field label="Email" required>
        <Input type="email" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBeRequired();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('can keep its label for screen readers only', () => {
    render(
      <Field label="Type your message" hideLabel>
        <Input placeholder="Type your message…" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Type your message' });
    expect(screen.getByText('Type your message').tagName).toBe('LABEL');
    expect(screen.getByText('Type your message')).toHaveStyle({ position: 'absolute' });
    expect(input).toBeInTheDocument();
  });

  it('wires any control that spreads useFieldControl', () => {
    function Select(props: ComponentProps<'select'>) {
      return (
        <select {...useFieldControl(props)}>
          <option>KE</option>
        </select>
      );
    }
    render(
      <Field label="Country" error="Choose a country">
        <Select />
      </Field>,
    );
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveAccessibleDescription('Choose a country');
  });
});

describe('FieldError', () => {
  it('is announced as it appears', () => {
    render(<FieldError className="text-center">Invalid username or password</FieldError>);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Invalid username or password');
    expect(alert).toHaveClass('text-center', 'text-danger');
  });
});
