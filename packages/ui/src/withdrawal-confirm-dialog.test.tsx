import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WithdrawalConfirmDialog } from './withdrawal-confirm-dialog.tsx';

const values = { fullName: 'Brian Otieno', mpesaNumber: '0712345678', amount: 1200 };

describe('WithdrawalConfirmDialog', () => {
  it('names amount and number, and starts on Cancel', () => {
    render(<WithdrawalConfirmDialog values={values} onAnswer={vi.fn()} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Send KSh 1,200 to 0712 345 678?' });
    expect(dialog).toHaveTextContent('In the name of Brian Otieno.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('answers yes once when Send is pressed', async () => {
    const onAnswer = vi.fn();
    render(<WithdrawalConfirmDialog values={values} note="Waits for approval." onAnswer={onAnswer} />);
    expect(screen.getByText('Waits for approval.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send KSh 1,200' }));
    expect(onAnswer.mock.calls).toEqual([[true]]);
  });

  it.each([
    ['Cancel', () => userEvent.click(screen.getByRole('button', { name: 'Cancel' }))],
    ['Escape', () => userEvent.keyboard('{Escape}')],
  ])('answers no once on %s', async (_, act) => {
    const onAnswer = vi.fn();
    render(<WithdrawalConfirmDialog values={values} onAnswer={onAnswer} />);
    await act();
    expect(onAnswer.mock.calls).toEqual([[false]]);
  });

  it('is closed without values', () => {
    render(<WithdrawalConfirmDialog values={null} onAnswer={vi.fn()} />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
