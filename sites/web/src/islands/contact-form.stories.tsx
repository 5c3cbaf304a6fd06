// The Contact form (and Support's, the same island) as /contact hydrates it, on the mocks. The
// plays name things through the messages, so each Kiswahili twin runs the same steps in Kiswahili.
import { validateContactForm } from '@mapato/core';
import { m } from '@mapato/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  freshVisitor,
  hanging,
  KISWAHILI_PHONE,
  mocksWith,
  offline,
  PATHS,
  refusing,
} from '../stories/public-story.ts';
import ContactForm from './contact-form.tsx';

const meta = {
  title: 'Public site/Contact form',
  component: ContactForm,
  tags: ['!autodocs'],
  beforeEach: freshVisitor,
  args: { kind: 'contact', label: 'Contact us' },
  // The label is the page's heading, read in the story's language.
  render: (args) => <ContactForm {...args} label={m.web_contactTitle()} />,
  decorators: [
    (Story) => (
      <div className="max-w-lg">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ContactForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const label = (text: string) => new RegExp(`^${text}`);
const send = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: m.web_formSend() });

async function fillIn(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(label(m.web_formName())), 'Wanjiku Kamau');
  await userEvent.type(canvas.getByLabelText(label(m.web_formEmail())), 'wanjiku@example.co.ke');
  await userEvent.type(
    canvas.getByLabelText(label(m.web_formMessage())),
    'My withdrawal of KSh 1,000 is still pending.',
  );
  return canvas;
}

/** What a visitor finds: three empty fields and Send Message. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: m.web_contactTitle() })).toBeVisible();
    await expect(canvas.getByLabelText(label(m.web_formMessage()))).toHaveValue('');
    await expect(send(canvasElement)).toBeEnabled();
  },
};

/** Typed, not yet sent. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fillIn(canvasElement);
    await expect(canvas.getByLabelText(label(m.web_formName()))).toHaveValue('Wanjiku Kamau');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Send with nothing typed: each field says what it needs, and the cursor goes to the first. */
export const MissingFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(send(canvasElement));
    const expected = validateContactForm({ name: '', email: '', message: '' });
    const name = canvas.getByLabelText(label(m.web_formName()));
    await expect(name).toHaveFocus();
    await expect(name).toHaveAccessibleDescription(expected.name!);
    await expect(canvas.getByLabelText(label(m.web_formEmail()))).toHaveAccessibleDescription(expected.email!);
  },
};

/** Sent: the form gives way to the thanks. */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fillIn(canvasElement);
    await userEvent.click(send(canvasElement));
    await expect(await canvas.findByRole('status')).toHaveTextContent(m.contactThanks());
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

/** The server refuses the e-mail (its own check is stricter): its message under that field, the rest kept. */
export const RefusedByServer: Story = {
  parameters: mocksWith(
    refusing(
      PATHS.support,
      400,
      () => m.web_formSendFailed(),
      () => ({ email: { code: 'validation_invalid_email', message: m.emailInvalid() } }),
    ),
  ),
  play: async ({ canvasElement }) => {
    const canvas = await fillIn(canvasElement);
    await userEvent.click(send(canvasElement));
    const email = canvas.getByLabelText(label(m.web_formEmail()));
    await expect(await canvas.findByText(m.emailInvalid())).toBeVisible();
    await expect(email).toHaveFocus();
    await expect(canvas.getByLabelText(label(m.web_formMessage()))).not.toHaveValue('');
  },
};

/** Too many messages (429): the server's own words above the button. */
export const TooManyMessages: Story = {
  parameters: mocksWith(refusing(PATHS.support, 429, () => m.tooManyAttempts())),
  play: async ({ canvasElement }) => {
    const canvas = await fillIn(canvasElement);
    await userEvent.click(send(canvasElement));
    await expect(await canvas.findByText(m.tooManyAttempts())).toBeVisible();
  },
};

/** No connection: said plainly, and what was typed stays for another try. */
export const Offline: Story = {
  parameters: mocksWith(offline(PATHS.support)),
  play: async ({ canvasElement }) => {
    const canvas = await fillIn(canvasElement);
    await userEvent.click(send(canvasElement));
    await expect(await canvas.findByText(m.web_formNetworkError())).toBeVisible();
    await expect(canvas.getByLabelText(label(m.web_formName()))).toHaveValue('Wanjiku Kamau');
  },
};

/** A slow line: the button says it is sending and cannot send twice. */
export const Sending: Story = {
  parameters: mocksWith(hanging(PATHS.support)),
  play: async ({ canvasElement }) => {
    const canvas = await fillIn(canvasElement);
    await userEvent.click(send(canvasElement));
    await expect(await canvas.findByRole('button', { name: m.web_formSending() })).toBeDisabled();
  },
};

export const EmptyKiswahili: Story = { ...Empty, globals: KISWAHILI_PHONE };
export const FilledKiswahili: Story = { ...Filled, globals: KISWAHILI_PHONE };
export const MissingFieldsKiswahili: Story = { ...MissingFields, globals: KISWAHILI_PHONE };
export const SentKiswahili: Story = { ...Sent, globals: KISWAHILI_PHONE };
export const RefusedByServerKiswahili: Story = { ...RefusedByServer, globals: KISWAHILI_PHONE };
export const TooManyMessagesKiswahili: Story = { ...TooManyMessages, globals: KISWAHILI_PHONE };
export const OfflineKiswahili: Story = { ...Offline, globals: KISWAHILI_PHONE };
export const SendingKiswahili: Story = { ...Sending, globals: KISWAHILI_PHONE };
