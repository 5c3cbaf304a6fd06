import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Checkbox } from './checkbox.tsx';

describe('Checkbox', () => {
  it('toggles with a click and with Space', async () => {
    render(<Checkbox aria-label="Select row" />);
    const box = screen.getByRole('checkbox', { name: 'Select row' });
    await userEvent.click(box);
    expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    expect(box).not.toBeChecked();
  });

  it('can be mixed, and hands its element to the caller’s ref', () => {
    const ref = createRef<HTMLInputElement>();
    const { rerender } = render(<Checkbox aria-label="Select all" indeterminate ref={ref} readOnly />);
    expect(ref.current?.indeterminate).toBe(true);
    rerender(<Checkbox aria-label="Select all" indeterminate={false} ref={ref} readOnly />);
    expect(ref.current?.indeterminate).toBe(false);
  });
});
