import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PhoneVerifyCard } from './phone-verify-card.tsx';
import { m } from '@mapato/i18n';

const meta = {
  title: 'Kit/PhoneVerifyCard',
  component: PhoneVerifyCard,
  args: {
    phone: '+254712345678',
    codeSent: true,
    onVerify: fn(() => Promise.resolve()),
    onResend: fn(() => Promise.resolve()),
    resendPauseSeconds: 0,
    error: null,
  },
  globals: { viewport: { value: 'mobile360' } },
} satisfies Meta<typeof PhoneVerifyCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The code on its way: the number as Kenyans write it, a one-time-code field, and Verify. */
export const CodeSent: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('We sent a 6-digit code by SMS to 0712 345 678.')).toBeInTheDocument();
    const input = canvas.getByRole('textbox', { name: 'Code from the SMS' });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    // Too short: the server's own rule, without a request.
    await userEvent.type(input, '12 3');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(canvas.getByText(m.phoneCodeFormat())).toBeInTheDocument();
    await expect(args.onVerify).not.toHaveBeenCalled();
    await userEvent.type(input, '456{Enter}');
    await expect(args.onVerify).toHaveBeenCalledWith('123456');
  },
};

/** Resend waits out the server's pause, counting down where the member can see it. */
export const ResendPause: Story = {
  args: { resendPauseSeconds: 42 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Resend code' })).toBeDisabled();
    await expect(canvas.getByText(/You can ask for a new code in 4[12] s\./)).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByText(/in 4[01] s\./)).toBeInTheDocument(), { timeout: 2500 });
    await expect(args.onResend).not.toHaveBeenCalled();
  },
};

/** Resend after the pause sends a new code and starts the pause again. */
export const Resend: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Resend code' }));
    await expect(args.onResend).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Resend code' })).toBeDisabled());
    await expect(canvas.getByText(/in 60 s\./)).toBeInTheDocument();
  },
};

/** The server's refusal of a code, under the field. */
export const WrongCode: Story = {
  args: { error: m.phoneCodeWrong({ tries: 3 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Code from the SMS' })).toHaveAccessibleDescription(
      'That code is not right. Tries left: 3.',
    );
  },
};

/** No code asked for in this session: the member sends one when ready. */
export const NotSentYet: Story = {
  args: { codeSent: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('We will send a 6-digit code by SMS to 0712 345 678.')).toBeInTheDocument();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(args.onResend).toHaveBeenCalledOnce();
  },
};

/** In Kiswahili on a 360 px phone. */
export const InKiswahili: Story = {
  args: { resendPauseSeconds: 30 },
  globals: { locale: 'sw', viewport: { value: 'mobile360' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Thibitisha nambari yako ya simu' })).toBeInTheDocument();
    await expect(canvas.getByText('Tumetuma msimbo wa tarakimu 6 kwa SMS kwenda 0712 345 678.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Tuma msimbo tena' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Thibitisha' })).toBeEnabled();
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
