import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PhoneChangeCard } from './phone-change-card.tsx';

const meta = {
  title: 'Kit/PhoneChangeCard',
  component: PhoneChangeCard,
  args: {
    current: '+254712345678',
    phone: '+254722555654',
    holdHours: 24,
    onVerify: fn(() => Promise.resolve()),
    onResend: fn(() => Promise.resolve()),
    onCancel: fn(),
    resendPauseSeconds: 60,
    error: null,
  },
  globals: { viewport: { value: 'mobile360' } },
} satisfies Meta<typeof PhoneChangeCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The code went to the new number: the old one stays the account's until it is typed. */
export const CodeSent: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('We sent a 6-digit code by SMS to 0722 555 654.')).toBeInTheDocument();
    await expect(canvas.getByText(/withdrawals in the 24 hours after the change wait/)).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Code from the SMS' }), '123456{Enter}');
    await expect(args.onVerify).toHaveBeenCalledWith('123456');
  },
};

/** A wrong code: the server's words under the field, the old number kept. */
export const WrongCode: Story = {
  args: { error: 'That code is not right. Tries left: 4.', resendPauseSeconds: 0 },
};
