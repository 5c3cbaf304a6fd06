// Sign-up as /signup hydrates it, on the mocks. The plays name things through the messages, so
// each Kiswahili twin runs the same steps in Kiswahili. Not shown: a successful sign-up, which
// leaves the page for /dashboard (the island has no way to stay).
import { m } from '@mapato/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { freshVisitor, inFormCard, hanging, KISWAHILI_PHONE, mocksWith, PATHS } from '../stories/public-story.ts';
import SignupForm from './signup-form.tsx';

const meta = {
  title: 'Public site/Sign up',
  component: SignupForm,
  tags: ['!autodocs'],
  beforeEach: freshVisitor,
  parameters: { layout: 'centered' },
  decorators: [inFormCard],
} satisfies Meta<typeof SignupForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const label = (text: string) => new RegExp(`^${text}`);

/** The code in the picture, as "Spell it out" gives it to a screen reader. */
async function readCaptcha(canvasElement: HTMLElement): Promise<string> {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: m.kit_captchaSpell() }));
  const spoken = (await canvas.findByText(m.kit_captchaCodeIs())).parentElement!.textContent!;
  return spoken.replace(m.kit_captchaCodeIs(), '').replace(/\s/g, '');
}

/** A new member fills every field as a person types; `phone` as written on a Kenyan phone. */
async function fillIn(canvasElement: HTMLElement, phone: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(label(m.web_username())), 'amina_k');
  await userEvent.type(canvas.getByLabelText(label(m.kit_phoneLabel())), phone);
  await userEvent.type(canvas.getByLabelText(label(m.kit_passwordLabel())), 'Sunrise-Kisumu-2026');
  await userEvent.type(canvas.getByLabelText(label(m.web_signupConfirmPassword())), 'Sunrise-Kisumu-2026');
  const code = await readCaptcha(canvasElement);
  await userEvent.type(canvas.getByLabelText(label(m.web_signupCode())), code.toLowerCase());
  return canvas;
}

const submit = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: m.web_signupSubmit() });

/** What a visitor finds: every field empty, the code's picture drawn, Sign Up pressable. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(label(m.web_username()))).toHaveValue('');
    await expect(canvas.getByRole('img', { name: m.kit_captchaImageLabel() })).toBeVisible();
    await expect(submit(canvasElement)).toBeEnabled();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Every field filled (the code typed in small letters, which counts), just before Sign Up. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fillIn(canvasElement, '0722483915');
    await expect(canvas.getByLabelText(label(m.web_username()))).toHaveValue('amina_k');
    // However the field lays the number out, every digit typed is kept.
    const phone = canvas.getByLabelText<HTMLInputElement>(label(m.kit_phoneLabel()));
    await expect(phone.value.replace(/\D/g, '')).toMatch(/722483915$/);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Sign Up with nothing typed: one line says what is missing, and nothing is sent. */
export const MissingFields: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(submit(canvasElement));
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(m.requiredFields());
  },
};

/** The passwords differ: said before anything is sent. */
export const PasswordsDiffer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fillIn(canvasElement, '0722483915');
    await userEvent.type(canvas.getByLabelText(label(m.web_signupConfirmPassword())), '!');
    await userEvent.click(submit(canvasElement));
    await expect(canvas.getByRole('alert')).toHaveTextContent(m.passwordMismatch());
  },
};

/** The server refuses: the number is already another member's (brian's, in the mocks). */
export const PhoneTaken: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fillIn(canvasElement, '0722000111');
    await userEvent.click(submit(canvasElement));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(m.phoneTaken());
    // Only what was wrong is to fix: the code and the other fields stay.
    await expect(canvas.getByLabelText(label(m.web_signupCode()))).not.toHaveValue('');
    await expect(canvas.getByLabelText(label(m.web_username()))).toHaveValue('amina_k');
  },
};

/** A slow line: Sign Up says it is working and cannot be pressed twice. */
export const SigningUp: Story = {
  parameters: mocksWith(hanging(PATHS.signUp)),
  play: async ({ canvasElement }) => {
    const canvas = await fillIn(canvasElement, '0722483915');
    await userEvent.click(submit(canvasElement));
    const busy = await canvas.findByRole('button', { name: m.web_signupSubmitting() });
    await expect(busy).toBeDisabled();
  },
};

export const EmptyKiswahili: Story = { ...Empty, globals: KISWAHILI_PHONE };
export const FilledKiswahili: Story = { ...Filled, globals: KISWAHILI_PHONE };
export const MissingFieldsKiswahili: Story = { ...MissingFields, globals: KISWAHILI_PHONE };
export const PasswordsDifferKiswahili: Story = { ...PasswordsDiffer, globals: KISWAHILI_PHONE };
export const PhoneTakenKiswahili: Story = { ...PhoneTaken, globals: KISWAHILI_PHONE };
export const SigningUpKiswahili: Story = { ...SigningUp, globals: KISWAHILI_PHONE };
