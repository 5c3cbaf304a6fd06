import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Field } from './field.tsx';
import { Select } from './select.tsx';

describe('Select', () => {
  it('is a native select with the input look', async () => {
    render(
      <Select aria-label="Status" defaultValue="open" className="w-40">
        <option value="open">Open</option>
        <option value="all">All</option>
      </Select>,
    );
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(select).toHaveClass('border-input', 'w-40');
    await userEvent.selectOptions(select, 'all');
    expect(select).toHaveValue('all');
  });

  it('takes its Field’s label and hint', () => {
    render(
      <Field label="Method" hint="How the member paid.">
        <Select>
          <option>M-Pesa prompt</option>
        </Select>
      </Field>,
    );
    expect(screen.getByRole('combobox', { name: 'Method' })).toHaveAccessibleDescription('How the member paid.');
  });
});
