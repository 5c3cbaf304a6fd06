import { DEMO_ACCOUNTS, formatKsh, type Level, REFERRAL_REWARD } from '@mapato/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  asUser,
  expectNoSidewaysScroll,
  failing,
  hanging,
  KISWAHILI_PHONE,
  mocksWith,
  NEW_MEMBER,
  PATHS,
  paying,
  signInAs,
  withoutPrompts,
  withScreen,
  inKiswahili,
} from '../../stories/screen-story.tsx';
import { demoStore } from '@mapato/mocks';
import { AccountScreen } from './account-screen.tsx';
import { m } from '@mapato/i18n';

const meta = {
  title: 'Screens/Account',
  // A screen: no Docs page (its stories share one signed-in mock store).
  tags: ['!autodocs'],
  component: AccountScreen,
  decorators: [withScreen('bottom-right')],
  beforeEach: signInAs('brian'),
  args: { onLogout: fn() },
} satisfies Meta<typeof AccountScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await within(document.body).findByText(m.noChanges())).toBeInTheDocument();
  },
};

/** A phone and the longest username: the greeting wraps whole; Refresh and Logout say what they do. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'mobile360' } },
  parameters: mocksWith(asUser({ ...NEW_MEMBER, username: 'wanjiku_nyambura_kamau_otieno_01' })),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const greeting = await canvas.findByRole('heading', { name: 'Welcome, wanjiku_nyambura_kamau_otieno_01!' });
    await expect(greeting.scrollWidth).toBeLessThanOrEqual(greeting.clientWidth);
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    for (const name of ['Refresh', 'Logout']) {
      const button = canvas.getByRole('button', { name });
      await expect(button).toHaveTextContent(name);
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(doc.clientWidth);
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

/**
 * A new phone (ADR 036): the code goes to the new number and the profile keeps the old one until
 * it is typed; the card says what the change means for withdrawals.
 */
export const ChangePhone: Story = {
  globals: { viewport: { value: 'mobile360' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit' }));
    const phone = canvas.getByRole('textbox', { name: 'Phone (optional)' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '0722555654');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const card = within(await canvas.findByRole('region', { name: 'Confirm your new phone number' }));
    await expect(card.getByText('We sent a 6-digit code by SMS to 0722 555 654.')).toBeInTheDocument();
    await expect(card.getByText(/your account keeps 0722 000 111/)).toBeInTheDocument();
    await expect(canvas.getByText('+254722000111')).toBeInTheDocument();
    const sent = demoStore.phoneCodes.findLast((c) => c.purpose === 'phone_change')!;
    await userEvent.type(card.getByRole('textbox', { name: 'Code from the SMS' }), `${sent.code}{Enter}`);
    await expect(await within(document.body).findByText('Your phone number is now 0722 555 654.')).toBeInTheDocument();
    await expect(await canvas.findByText('+254722555654')).toBeInTheDocument();
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const Loading: Story = { parameters: mocksWith(hanging(PATHS.user)) };

export const Empty: Story = {
  parameters: mocksWith(asUser(NEW_MEMBER)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('0 friends (KSh 0)')).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: mocksWith(failing(PATHS.user)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};

/** The Upgrade dialog: the level table, then the bond paid by an M-Pesa prompt to the member's phone. */
export const Upgrade: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await chooseLevel(canvasElement, 3);
    await expect(await dialog.findByLabelText('M-Pesa number')).toHaveValue('0722 000 111');
    await expect(dialog.getByRole('button', { name: 'Pay KSh 10,000 with M-Pesa' })).toBeInTheDocument();
    // The member who paid already gives the reference instead (the manual flow, unchanged).
    await userEvent.click(dialog.getByRole('button', { name: m.stkManualWay() }));
    await expect(await dialog.findByLabelText('M-Pesa reference')).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Submit reference' })).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: m.stkPromptWay() }));
    await expect(await dialog.findByLabelText('M-Pesa number')).toBeInTheDocument();
  },
};

/** The prompt is on the phone: the dialog waits for M-Pesa (0700 000 000 never answers). */
export const UpgradeWaiting: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await payByPrompt(canvasElement, 3, '0700 000 000');
    await expect(await dialog.findByText(m.stkWaiting())).toBeInTheDocument();
    await expect(dialog.getByText('0700 000 000')).toBeInTheDocument();
    await expect(dialog.getByRole('status', { name: 'Waiting for M-Pesa…' })).toBeInTheDocument();
  },
};

/** M-Pesa confirms the bond: the new level is shown with the receipt. */
export const UpgradeConfirmed: Story = {
  parameters: mocksWith(...paying({ phoneDelayMs: 200 })),
  play: async ({ canvasElement }) => {
    const dialog = await payByPrompt(canvasElement, 3);
    await expect(await dialog.findByText(m.bondConfirmedTitle(), {}, { timeout: 8000 })).toBeInTheDocument();
    await expect(dialog.getByText('You are now Level 3 (J2).')).toBeInTheDocument();
    await expect(dialog.getByText(/^Q[A-Z0-9]{9}$/)).toBeInTheDocument();
  },
};

/** The member cancels the prompt (0700 001 032): the reason, and a way to try again. */
export const UpgradeDeclined: Story = {
  parameters: mocksWith(...paying({ phoneDelayMs: 200 })),
  play: async ({ canvasElement }) => {
    const dialog = await payByPrompt(canvasElement, 3, '0700 001 032');
    const reason = `${m.mpesaCancelled()}. No money was taken; you can try again.`;
    await expect(await dialog.findByText(reason, {}, { timeout: 8000 })).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Try again' }));
    await expect(await dialog.findByLabelText('M-Pesa number')).toHaveValue('0700 001 032');
  },
};

/** A number that is not M-Pesa is refused before anything is sent. */
export const UpgradeBadNumber: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await payByPrompt(canvasElement, 3, '0812 345 678');
    await expect(await dialog.findByText(m.mpesaInvalid())).toBeInTheDocument();
    await expect(dialog.getByLabelText('M-Pesa number')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A server without M-Pesa prompts: the reference step only (ADR 018). */
export const UpgradeWithoutPrompts: Story = {
  parameters: mocksWith(withoutPrompts()),
  play: async ({ canvasElement }) => {
    const dialog = await chooseLevel(canvasElement, 3);
    await expect(await dialog.findByLabelText('M-Pesa reference')).toBeInTheDocument();
    await expect(dialog.queryByRole('button', { name: m.stkPromptWay() })).toBeNull();
    await expect(dialog.queryByLabelText('M-Pesa number')).toBeNull();
  },
};

async function chooseLevel(canvasElement: HTMLElement, level: Level['level']) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Upgrade' }));
  const dialog = within(await within(document.body).findByRole('dialog'));
  await userEvent.click(await dialog.findByRole('button', { name: new RegExp(`Choose level ${level}`) }));
  return dialog;
}

async function payByPrompt(canvasElement: HTMLElement, level: Level['level'], number?: string) {
  const dialog = await chooseLevel(canvasElement, level);
  const field = await dialog.findByLabelText('M-Pesa number');
  if (number !== undefined) {
    await userEvent.clear(field);
    await userEvent.type(field, number);
  }
  await userEvent.click(dialog.getByRole('button', { name: /with M-Pesa$/ }));
  return dialog;
}

/** In Kiswahili on a phone: greeting, figures, your data and the danger zone, nothing wider than 360 px. */
export const InKiswahili: Story = {
  globals: KISWAHILI_PHONE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Karibu, brian!' })).toBeInTheDocument();
    await expect(canvas.getByText(/^Mwanachama tangu /)).toBeInTheDocument();
    for (const name of ['Sasisha', 'Toka', 'Hariri', 'Pandisha kiwango', 'Pakua data yangu', 'Futa akaunti yangu']) {
      await expect(canvas.getByRole('button', { name })).toBeInTheDocument();
    }
    for (const text of ['Taarifa binafsi', 'Muhtasari wa fedha', 'Salio', 'Mialiko', 'Kazi zilizokamilika']) {
      await expect(canvas.getByText(text)).toBeInTheDocument();
    }
    await expect(canvas.getByRole('heading', { name: 'Futa akaunti' })).toBeInTheDocument();
    await expectNoSidewaysScroll(canvasElement);
    // The edit form, and core's 'nothing to save' in Kiswahili.
    await userEvent.click(canvas.getByRole('button', { name: 'Hariri' }));
    const form = within(canvas.getByRole('form', { name: 'Hariri taarifa binafsi' }));
    await expect(form.getByLabelText('Jina la mtumiaji')).toHaveValue('brian');
    await userEvent.click(form.getByRole('button', { name: 'Hifadhi' }));
    await expect(await within(document.body).findByText(m.noChanges())).toBeInTheDocument();
  },
};

/** The delete confirmation in Kiswahili. */
export const DeleteInKiswahili: Story = {
  globals: KISWAHILI_PHONE,
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Futa akaunti yangu' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    const question = within(dialog);
    await expect(question.getByRole('heading', { name: 'Futa akaunti yangu' })).toBeInTheDocument();
    await expect(question.getByRole('button', { name: 'Futa' })).toBeInTheDocument();
    await expectNoSidewaysScroll(canvasElement, dialog);
    await userEvent.click(question.getByRole('button', { name: 'Ghairi' }));
  },
};

/** A friend referred, counted in Kiswahili: the noun first ('rafiki 1'); no phone yet reads 'Hakuna'. */
export const OneFriendInKiswahili: Story = {
  globals: KISWAHILI_PHONE,
  parameters: mocksWith(asUser({ ...NEW_MEMBER, phone: '', referals: REFERRAL_REWARD })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(`rafiki 1 (${formatKsh(REFERRAL_REWARD)})`)).toBeInTheDocument();
    await expect(canvas.getByText('Nambari ya simu').nextElementSibling).toHaveTextContent('Hakuna');
  },
};

/** The USSD PIN: core's rule before sending, the server's refusal of a wrong password, then saved. */
export const UssdPin: Story = {
  globals: { viewport: { value: 'mobile360' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = within(await canvas.findByRole('region', { name: 'USSD PIN' }));
    await userEvent.type(card.getByLabelText('New USSD PIN (4 digits)'), '2468');
    await userEvent.type(card.getByLabelText('Confirm USSD PIN'), '2468');
    await userEvent.type(card.getByLabelText('Your Mapato password'), 'not-my-password');
    await userEvent.click(card.getByRole('button', { name: 'Set PIN' }));
    await expect(await card.findByText(m.ussdPinPasswordWrong())).toBeInTheDocument();
    const password = card.getByLabelText('Your Mapato password');
    await userEvent.clear(password);
    await userEvent.type(password, DEMO_ACCOUNTS.find((a) => a.username === 'brian')!.password);
    await userEvent.click(card.getByRole('button', { name: 'Set PIN' }));
    await expect(await card.findByText('Your USSD PIN is saved.')).toBeInTheDocument();
    await expect(card.queryByText(m.ussdPinPasswordWrong())).toBeNull();
  },
};

/** The USSD PIN card in Kiswahili on a phone. */
export const UssdPinInKiswahili: Story = {
  globals: KISWAHILI_PHONE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = within(await canvas.findByRole('region', { name: 'PIN ya USSD' }));
    await expect(card.getByText(/1 Salio, 2 Toa pesa au 3 Utoaji wa mwisho/)).toBeInTheDocument();
    await expect(card.getByRole('button', { name: 'Weka PIN' })).toBeInTheDocument();
    await expectNoSidewaysScroll(canvasElement);
  },
};

// The same stories in Kiswahili on a 360 px phone (ADR 049).
export const ChangePhoneInKiswahili: Story = inKiswahili(ChangePhone);
export const LoadingInKiswahili: Story = inKiswahili(Loading);
export const EmptyInKiswahili: Story = inKiswahili(Empty);
export const ErrorInKiswahili: Story = inKiswahili(Error);
export const UpgradeInKiswahili: Story = inKiswahili(Upgrade);
export const UpgradeWaitingInKiswahili: Story = inKiswahili(UpgradeWaiting);
export const UpgradeConfirmedInKiswahili: Story = inKiswahili(UpgradeConfirmed);
export const UpgradeDeclinedInKiswahili: Story = inKiswahili(UpgradeDeclined);
export const UpgradeBadNumberInKiswahili: Story = inKiswahili(UpgradeBadNumber);
export const UpgradeWithoutPromptsInKiswahili: Story = inKiswahili(UpgradeWithoutPrompts);
