// Forgot password as /forgot-password hydrates it, on the mocks: the number, then the SMS code and
// a new password. The plays name things through the messages, so each Kiswahili twin runs the
// same steps in Kiswahili.
import { formatMpesaNumber } from '@mapato/core';
import { m } from '@mapato/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { freshVisitor, inFormCard, KISWAHILI_PHONE, mocksWith, PATHS } from '../stories/public-story.ts';
import ForgotPasswordForm from './forgot-password-form.tsx';

const meta = {
  title: 'Public site/Forgot password',
  component: ForgotPasswordForm,
  tags: ['!autodocs'],
  beforeEach: freshVisitor,
  parameters: { layout: 'centered' },
  decorators: [inFormCard],
} satisfies Meta<typeof ForgotPasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const label = (text: string) => new RegExp(`^${text}`);
const sendCode = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: m.web_forgotSendCode() });

/** Brian's number (a demo member in the mocks), typed the Kenyan way. */
async function askForCode(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(label(m.kit_phoneLabel())), '0722000111');
  await userEvent.click(sendCode(canvasElement));
  return canvas;
}

/** What a visitor finds: the number to type and Send code. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(label(m.kit_phoneLabel()))).toBeVisible();
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
    await expect(sendCode(canvasElement)).toBeEnabled();
  },
};

/** Send code with no number: the field says so, nothing is sent. */
export const NoNumber: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(sendCode(canvasElement));
    const phone = within(canvasElement).getByLabelText(label(m.kit_phoneLabel()));
    await expect(phone).toHaveAccessibleDescription(m.phoneInvalid());
  },
};

/** Sent (or not: the page never says whether an account has the number); the cursor is in the code. */
export const CodeSent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await askForCode(canvasElement);
    const sent = m.web_forgotSent({ phone: formatMpesaNumber('+254722000111') });
    await expect(await canvas.findByText(sent)).toBeVisible();
    const code = canvas.getByLabelText(label(m.web_forgotCode()));
    await waitFor(() => expect(code).toHaveFocus());
  },
};

/** A wrong code: the server's message under the code, the passwords kept. */
export const WrongCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await askForCode(canvasElement);
    const code = await canvas.findByLabelText(label(m.web_forgotCode()));
    await userEvent.type(code, '000000');
    await userEvent.type(canvas.getByLabelText(label(m.web_forgotNewPassword())), 'Sunrise-Kisumu-2026');
    await userEvent.type(canvas.getByLabelText(label(m.web_forgotConfirmPassword())), 'Sunrise-Kisumu-2026');
    await userEvent.click(canvas.getByRole('button', { name: m.web_forgotSubmit() }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText(label(m.web_forgotNewPassword()))).toHaveValue('Sunrise-Kisumu-2026');
  },
};

/** Asked again inside the pause (429): said on the first step, never "we sent a code". */
export const AskedTooSoon: Story = {
  // As the server answers within the minute between codes: 429 with the wait in Retry-After.
  parameters: mocksWith(
    http.post(PATHS.resetRequest, () =>
      HttpResponse.json(
        { status: 429, message: m.phoneCodeWait({ seconds: 42 }), data: {} },
        { status: 429, headers: { 'Retry-After': '42' } },
      ),
    ),
  ),
  play: async ({ canvasElement }) => {
    const canvas = await askForCode(canvasElement);
    // Nothing was sent: the page says so and counts the wait down, never "We sent".
    await expect(await canvas.findByRole('status')).toHaveTextContent(/\d/);
    await expect(canvas.queryByLabelText(label(m.web_forgotCode()))).toBeNull();
    await expect(sendCode(canvasElement)).toBeDisabled();
    await expect(canvas.getByRole('button', { name: m.web_forgotHaveCode() })).toBeVisible();
  },
};

export const EmptyKiswahili: Story = { ...Empty, globals: KISWAHILI_PHONE };
export const NoNumberKiswahili: Story = { ...NoNumber, globals: KISWAHILI_PHONE };
export const CodeSentKiswahili: Story = { ...CodeSent, globals: KISWAHILI_PHONE };
export const WrongCodeKiswahili: Story = { ...WrongCode, globals: KISWAHILI_PHONE };
export const AskedTooSoonKiswahili: Story = { ...AskedTooSoon, globals: KISWAHILI_PHONE };
