import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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

const meta = { title: 'Kit/AlertDialog', component: AlertDialog } satisfies Meta<typeof AlertDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

// Spec §8: every sign-in failure.
const LoginError = (props: { defaultOpen?: boolean }) => (
  <AlertDialog {...props}>
    <AlertDialogTrigger asChild>
      <Button>Sign in</Button>
    </AlertDialogTrigger>
    <AlertDialogContent>
      <AlertDialogHeader>
        <AlertDialogTitle>{m.loginErrorTitle()}</AlertDialogTitle>
        <AlertDialogDescription>{m.loginInvalid()}</AlertDialogDescription>
      </AlertDialogHeader>
      <AlertDialogFooter>
        <AlertDialogCancel variant="primary">{m.ok()}</AlertDialogCancel>
      </AlertDialogFooter>
    </AlertDialogContent>
  </AlertDialog>
);

export const LoginErrorDialog: Story = {
  render: () => <LoginError />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sign in' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Login Error' });
    await expect(dialog).toHaveTextContent('Invalid username or password');
    const ok = body.getByRole('button', { name: 'OK' });
    await expect(ok).toHaveFocus();
    await userEvent.click(ok);
    await expect(body.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

export const LoginErrorOnPhone: Story = {
  globals: { viewport: { value: 'mobile360' } },
  render: () => <LoginError defaultOpen />,
};

const onDelete = fn();

// Spec §4/§8: the Danger Zone's confirmation.
export const DeleteAccountConfirmation: Story = {
  render: () => (
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
          <AlertDialogAction variant="danger" onClick={onDelete}>
            Delete account
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  ),
  play: async ({ canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Delete My Account' });
    await step('Cancel keeps the account', async () => {
      await userEvent.click(trigger);
      const dialog = await body.findByRole('alertdialog', { name: 'Delete account' });
      await expect(dialog).toHaveTextContent(
        'Are you sure you want to delete your account? This action cannot be undone.',
      );
      await expect(body.getByRole('button', { name: 'Cancel' })).toHaveFocus();
      await userEvent.click(body.getByRole('button', { name: 'Cancel' }));
      await expect(onDelete).not.toHaveBeenCalled();
    });
    await step('the destructive button confirms', async () => {
      await userEvent.click(trigger);
      await userEvent.click(await body.findByRole('button', { name: 'Delete account' }));
      await expect(onDelete).toHaveBeenCalledTimes(1);
    });
  },
};
