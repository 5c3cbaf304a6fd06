import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Field } from './field.tsx';
import { Textarea } from './textarea.tsx';

describe('Textarea', () => {
  it('is a multi-line text box with the input look', async () => {
    render(<Textarea aria-label="Message" rows={5} className="min-h-32" />);
    const box = screen.getByRole('textbox', { name: 'Message' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toHaveAttribute('rows', '5');
    expect(box).toHaveClass('border-input', 'min-h-32');
    await userEvent.type(box, 'line one{Enter}line two');
    expect(box).toHaveValue('line one\nline two');
  });

  it('takes its Field’s label and error', () => {
    render(
      <Field label="Message" error="This field is required.">
        <Textarea name="message" />
      </Field>,
    );
    const box = screen.getByRole('textbox', { name: 'Message' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('This field is required.');
  });
});
