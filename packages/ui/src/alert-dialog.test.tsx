import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from './alert-dialog.tsx';
import { Button } from './button.tsx';
import { m } from '@mapato/i18n';

describe('AlertDialog', () => {
  it('shows the Login Error with an OK button that has focus and closes it', async () => {
    const onOpenChange = vi.fn();
    render(
      <AlertDialog defaultOpen onOpenChange={onOpenChange}>
        <AlertDialogContent>
          <AlertDialogTitle>{m.loginErrorTitle()}</AlertDialogTitle>
          <AlertDialogDescription>{m.loginInvalid()}</AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel variant="primary">{m.ok()}</AlertDialogCancel>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Login Error' });
    expect(dialog).toHaveAccessibleDescription('Invalid username or password');
    const ok = screen.getByRole('button', { name: 'OK' });
    expect(ok).toHaveFocus();
    await userEvent.click(ok);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  function DeleteAccount({ onConfirm }: { onConfirm: () => void }) {
    return (
      <AlertDialog>
        <AlertDialogTrigger asChild>
          <Button variant="danger">Delete My Account</Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete account</AlertDialogTitle>
            <AlertDialogDescription>{m.deleteConfirm()}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction variant="danger" onClick={onConfirm}>
              Delete account
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    );
  }

  it('asks before deleting: Cancel has focus and does nothing', async () => {
    const onConfirm = vi.fn();
    render(<DeleteAccount onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete My Account' }));
    expect(screen.getByRole('alertdialog', { name: 'Delete account' })).toHaveAccessibleDescription(
      'Are you sure you want to delete your account? This action cannot be undone.',
    );
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    expect(cancel).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms with the destructive button', async () => {
    const onConfirm = vi.fn();
    render(<DeleteAccount onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete My Account' }));
    const confirm = screen.getByRole('button', { name: 'Delete account' });
    expect(confirm).toHaveAttribute('data-variant', 'danger');
    await userEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
