import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Label } from './label.tsx';

describe('Label', () => {
  it('names the control it points at, and a click on it focuses the control', async () => {
    render(
      <>
        <Label htmlFor="username">Username</Label>
        <input id="username" />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Username' });
    await userEvent.click(screen.getByText('Username'));
    expect(input).toHaveFocus();
  });

  it('names a checkbox it wraps, and a click on the text ticks it', async () => {
    render(
      <Label className="font-normal">
        <input type="checkbox" />
        Remember my details
      </Label>,
    );
    const box = screen.getByRole('checkbox', { name: 'Remember my details' });
    await userEvent.click(screen.getByText('Remember my details'));
    expect(box).toBeChecked();
    expect(screen.getByText('Remember my details')).toHaveClass('font-normal');
    expect(screen.getByText('Remember my details')).not.toHaveClass('font-medium');
  });
});
