import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UssdPinCard } from './ussd-pin-card.tsx';
import { m } from '@mapato/i18n';

const meta = {
  title: 'Kit/UssdPinCard',
  component: UssdPinCard,
  args: { onSubmit: fn(() => Promise.resolve()) },
  globals: { viewport: { value: 'mobile360' } },
} satisfies Meta<typeof UssdPinCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One sentence on the USSD menu; core's PIN rule before sending; then saved and cleared. */
export const SetPin: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/1 Balance, 2 Withdraw or 3 Last withdrawals/)).toBeInTheDocument();
    const pin = canvas.getByLabelText('New USSD PIN (4 digits)');
    await expect(pin).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(pin, '1234');
    await userEvent.type(canvas.getByLabelText('Confirm USSD PIN'), '1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Set PIN' }));
    await expect(canvas.getByText(m.ussdPinTooEasy({ pin: '1234' }))).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(pin);
    await userEvent.type(pin, '2580');
    await userEvent.click(canvas.getByRole('button', { name: 'Set PIN' }));
    await expect(canvas.getByText(m.ussdPinMismatch())).toBeInTheDocument();
    await userEvent.clear(canvas.getByLabelText('Confirm USSD PIN'));
    await userEvent.type(canvas.getByLabelText('Confirm USSD PIN'), '2580');
    await userEvent.type(canvas.getByLabelText('Your Mapato password'), 'secret-pass');
    await userEvent.click(canvas.getByRole('button', { name: 'Set PIN' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ pin: '2580', pinConfirm: '2580', password: 'secret-pass' });
    await expect(await canvas.findByRole('status')).toHaveTextContent('Your USSD PIN is saved.');
    await expect(pin).toHaveValue('');
  },
};

/** The server's field error: the password was not the member's. */
export const WrongPassword: Story = {
  args: { errors: { password: m.ussdPinPasswordWrong() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Your Mapato password')).toHaveAccessibleDescription(
      'That is not your password.',
    );
  },
};

/** In Kiswahili on a 360 px phone. */
export const InKiswahili: Story = {
  globals: { locale: 'sw', viewport: { value: 'mobile360' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'PIN ya USSD' })).toBeInTheDocument();
    await expect(canvas.getByText(/1 Salio, 2 Toa pesa au 3 Utoaji wa mwisho/)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Weka PIN' })).toBeInTheDocument();
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
