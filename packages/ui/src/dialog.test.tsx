import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle, DialogTrigger } from './dialog.tsx';
import { m } from '@mapato/i18n';

function SignupSuccess({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  return (
    <Dialog onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button>Sign Up</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>{m.signupSuccessTitle()}</DialogTitle>
        <DialogDescription>{m.signupSuccessBody()}</DialogDescription>
        <DialogFooter>
          <Button>Go to dashboard</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

describe('Dialog', () => {
  it('opens a modal dialog named by its title and described by its text', async () => {
    render(<SignupSuccess />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    const dialog = screen.getByRole('dialog', { name: 'Signup Successful!' });
    expect(dialog).toHaveAccessibleDescription('Welcome to Mapato. Redirecting to your dashboard...');
    expect(dialog).toHaveAttribute('data-slot', 'dialog-content');
  });

  it('closes with the button labelled "Close" and with Escape, returning focus to the trigger', async () => {
    const onOpenChange = vi.fn();
    render(<SignupSuccess onOpenChange={onOpenChange} />);
    const trigger = screen.getByRole('button', { name: 'Sign Up' });
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(trigger).toHaveFocus();

    await userEvent.click(trigger);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('can be controlled and can hide the close button', () => {
    render(
      <Dialog open>
        <DialogContent showCloseButton={false} aria-describedby={undefined}>
          <DialogTitle>{m.signupSuccessTitle()}</DialogTitle>
        </DialogContent>
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Signup Successful!' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });
});
