import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PayoutNumberDialog } from './payout-number-dialog.tsx';

const meta = {
  title: 'Kit/PayoutNumberDialog',
  component: PayoutNumberDialog,
  args: {
    phone: '0722555123',
    codeSent: false,
    onVerify: fn(() => Promise.resolve()),
    onResend: fn(() => Promise.resolve()),
    onCancel: fn(),
    resendPauseSeconds: 0,
    error: null,
  },
  globals: { viewport: { value: 'mobile360' } },
} satisfies Meta<typeof PayoutNumberDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A withdrawal to another number was refused: the number is named, and nothing is sent until asked. */
export const BeforeTheCode: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Verify 0722 555 123 first' });
    await expect(dialog).toHaveTextContent('The code goes to that number');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await expect(args.onResend).toHaveBeenCalledOnce();
  },
};

/** The code on its way to that number, with the server's refusal of a wrong one. */
export const WrongCode: Story = {
  args: { codeSent: true, resendPauseSeconds: 42, error: 'That code is not right. Tries left: 4.' },
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await expect(dialog.getByText('We sent a 6-digit code by SMS to 0722 555 123.')).toBeInTheDocument();
    await expect(dialog.getByText('That code is not right. Tries left: 4.')).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Resend code' })).toBeDisabled();
  },
};
