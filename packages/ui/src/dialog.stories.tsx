import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from './button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog.tsx';
import { m } from '@mapato/i18n';

const meta = { title: 'Kit/Dialog', component: Dialog } satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const SignupSuccess = (props: { open?: boolean }) => (
  <Dialog {...props}>
    <DialogTrigger asChild>
      <Button>Sign Up</Button>
    </DialogTrigger>
    <DialogContent>
      <DialogHeader>
        <DialogTitle>{m.signupSuccessTitle()}</DialogTitle>
        <DialogDescription>{m.signupSuccessBody()}</DialogDescription>
      </DialogHeader>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Stay here</Button>
        </DialogClose>
      </DialogFooter>
    </DialogContent>
  </Dialog>
);

export const OpensAndCloses: Story = {
  render: () => <SignupSuccess />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sign Up' }));
    const dialog = await body.findByRole('dialog', { name: 'Signup Successful!' });
    await expect(dialog).toHaveTextContent('Welcome to Mapato. Redirecting to your dashboard...');
    await userEvent.click(body.getByRole('button', { name: 'Close' }));
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const SignupSuccessful: Story = { render: () => <SignupSuccess open /> };

export const SignupSuccessfulOnPhone: Story = {
  globals: { viewport: { value: 'mobile360' } },
  render: () => <SignupSuccess open />,
};
