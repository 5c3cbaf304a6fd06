import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Input } from './input.tsx';

describe('Input', () => {
  it('is a text box that passes its props and ref through', async () => {
    const ref = createRef<HTMLInputElement>();
    render(<Input ref={ref} aria-label="Username" name="username" autoComplete="username" required />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(ref.current).toBe(input);
    expect(input).toHaveAttribute('name', 'username');
    expect(input).toHaveAttribute('autocomplete', 'username');
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('data-slot', 'input');
    await userEvent.type(input, 'wanjiku');
    expect(input).toHaveValue('wanjiku');
  });

  it('lets the caller’s classes win', () => {
    render(<Input aria-label="Code" className="h-9 max-w-40" />);
    const input = screen.getByRole('textbox', { name: 'Code' });
    expect(input).toHaveClass('h-9', 'max-w-40', 'border-input');
    expect(input).not.toHaveClass('h-11');
  });

  it('keeps its own id and description outside a Field', () => {
    render(
      <>
        <label htmlFor="chat">Type your message</label>
        <Input id="chat" aria-describedby="tip" />
        <p id="tip">Press Enter to send</p>
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Type your message' })).toHaveAccessibleDescription(
      'Press Enter to send',
    );
  });
});
