// Sign-in as /login hydrates it, on the mocks. The plays name things through the messages, so
// each Kiswahili twin runs the same steps and checks in Kiswahili. Not shown: a successful sign-in,
// which leaves the page for /dashboard.
import { m } from '@mapato/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  freshVisitor,
  inFormCard,
  hanging,
  KISWAHILI_PHONE,
  mocksWith,
  PATHS,
  refusing,
} from '../stories/public-story.ts';
import LoginForm from './login-form.tsx';

const meta = {
  title: 'Public site/Sign in',
  component: LoginForm,
  tags: ['!autodocs'],
  beforeEach: freshVisitor,
  parameters: { layout: 'centered' },
  decorators: [inFormCard],
} satisfies Meta<typeof LoginForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const fields = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    canvas,
    username: canvas.getByLabelText(new RegExp(m.web_username())),
    password: canvas.getByLabelText(new RegExp(`^${m.kit_passwordLabel()}`)),
    submit: canvas.getByRole('button', { name: m.web_signIn() }),
  };
};

async function signInAs(canvasElement: HTMLElement, username: string, password: string) {
  const form = fields(canvasElement);
  await userEvent.type(form.username, username);
  await userEvent.type(form.password, password);
  await userEvent.click(form.submit);
  return form;
}

/** What a visitor finds: both fields empty, Sign in pressable, the way to a new password. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, username, password, submit } = fields(canvasElement);
    await expect(username).toHaveValue('');
    await expect(password).toHaveValue('');
    await expect(submit).toBeEnabled();
    await expect(canvas.getByRole('link', { name: m.web_loginForgotPassword() })).toBeVisible();
  },
};

/** The mocks run with demo accounts: "Use" fills both fields with that account's details. */
export const FilledFromDemoAccount: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, username, password } = fields(canvasElement);
    await expect(await canvas.findByRole('heading', { name: m.web_demoAccounts() })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `${m.web_demoUse()} brian` }));
    await expect(username).toHaveValue('brian');
    await expect(password).not.toHaveValue('');
  },
};

/** A wrong password: the server refuses, the page and the 'Login Error' dialog say so, the password is gone. */
export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, password } = await signInAs(canvasElement, 'brian', 'not-his-password');
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(within(dialog).getByText(m.loginInvalid())).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: m.ok() }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(m.loginInvalid());
    await expect(password).toHaveValue('');
  },
};

/** Locked after too many tries (429): said in the member's language, never "wrong password". */
export const LockedOut: Story = {
  parameters: mocksWith(refusing(PATHS.signIn, 429, () => m.tooManyAttempts())),
  play: async ({ canvasElement }) => {
    const { canvas } = await signInAs(canvasElement, 'brian', 'demo-brian-2026');
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(within(dialog).getByText(m.tooManyAttempts())).toBeVisible();
    await expect(dialog).not.toHaveTextContent(m.loginInvalid());
    await userEvent.click(within(dialog).getByRole('button', { name: m.ok() }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(m.tooManyAttempts());
  },
};

/** A slow line: the button says it is working and cannot be pressed twice. */
export const SigningIn: Story = {
  parameters: mocksWith(hanging(PATHS.signIn)),
  play: async ({ canvasElement }) => {
    const { canvas } = await signInAs(canvasElement, 'brian', 'demo-brian-2026');
    const busy = await canvas.findByRole('button', { name: m.web_loginSubmitting() });
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveAttribute('aria-busy', 'true');
  },
};

export const EmptyKiswahili: Story = { ...Empty, globals: KISWAHILI_PHONE };
export const FilledFromDemoAccountKiswahili: Story = { ...FilledFromDemoAccount, globals: KISWAHILI_PHONE };
export const WrongPasswordKiswahili: Story = { ...WrongPassword, globals: KISWAHILI_PHONE };
export const LockedOutKiswahili: Story = { ...LockedOut, globals: KISWAHILI_PHONE };
export const SigningInKiswahili: Story = { ...SigningIn, globals: KISWAHILI_PHONE };
