import { dailyLimitMessage, DEMO_ACCOUNTS } from '@mapato/core';
import { demoStore } from '@mapato/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  asUser,
  emptyList,
  expectNoSidewaysScroll,
  failing,
  hanging,
  KISWAHILI_PHONE,
  mocksWith,
  NEW_MEMBER,
  PATHS,
  signInAs,
  withScreen,
  inKiswahili,
} from '../../stories/screen-story.tsx';
import { ProfitScreen } from './profit-screen.tsx';
import { m } from '@mapato/i18n';

const meta = {
  title: 'Screens/Profit',
  // A screen: no Docs page (its stories share one signed-in mock store).
  tags: ['!autodocs'],
  component: ProfitScreen,
  decorators: [withScreen()],
  beforeEach: signInAs('brian'),
} satisfies Meta<typeof ProfitScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('form', { name: 'Withdraw Funds' })).toBeInTheDocument();
    await expect(canvas.getByText('Withdrawal Information')).toBeInTheDocument();
    const list = await canvas.findByRole('list', { name: 'Your withdrawals' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    // Prefilled with the member's name from their profile, not their username.
    await expect(canvas.getByLabelText('Full name')).toHaveValue('Brian Otieno');
    // The member's own phone, written as every list writes it.
    await expect(canvas.getByLabelText('M-Pesa number')).toHaveValue('0722 000 111');
  },
};

/** Paid payouts show M-Pesa's receipt, declined ones the reason and the refund; fits a 360 px phone. */
export const Withdrawals: Story = {
  globals: { viewport: { value: 'mobile360' } },
  beforeEach: async () => {
    // The demo's history was settled by hand (no receipts, no reasons): give it M-Pesa's answers.
    for (const w of demoStore.withdrawals) {
      if (w.disbursed) w.receipt = 'QKC1ABCD2E';
      if (w.declined) w.reason = 'The number is not on M-Pesa';
    }
  },
  play: async ({ canvasElement }) => {
    const list = within(await within(canvasElement).findByRole('list', { name: 'Your withdrawals' }));
    await expect(list.getByText('QKC1ABCD2E')).toBeInTheDocument();
    await expect(list.getByText('The number is not on M-Pesa. KSh 1,200 is back in your balance.')).toBeInTheDocument();
    for (const label of ['Pending', 'Processing', 'Completed', 'Declined']) {
      await expect(list.getByText(label)).toBeInTheDocument();
    }
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Loading: Story = { parameters: mocksWith(hanging(PATHS.user)) };

/** Nothing earned yet: the form says why it cannot be used. */
export const Empty: Story = {
  parameters: mocksWith(asUser(NEW_MEMBER), emptyList(PATHS.withdrawals)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Minimum withdrawal is KSh 1,000' })).toBeDisabled();
    await expect(await canvas.findByText('No withdrawals yet.')).toBeInTheDocument();
  },
};

/** A member whose profile has no name: the payout's name starts empty, never as the username. */
export const NoNameNoPrefill: Story = {
  parameters: mocksWith(asUser({ ...NEW_MEMBER, balance: 5000 }), emptyList(PATHS.withdrawals)),
  play: async ({ canvasElement }) => {
    const form = within(await within(canvasElement).findByRole('form', { name: 'Withdraw Funds' }));
    await expect(form.getByLabelText('M-Pesa number')).toHaveValue('0700 000 001');
    await expect(form.getByLabelText('Full name')).toHaveValue('');
  },
};

export const Error: Story = {
  parameters: mocksWith(failing(PATHS.user)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};

/** Fills the form (brian's name and phone are prefilled) and presses Withdraw Funds. */
/** Fills in the form and presses Withdraw Funds. */
async function fillWithdrawal(canvasElement: HTMLElement, amount: string, number: string) {
  const form = within(await within(canvasElement).findByRole('form', { name: 'Withdraw Funds' }));
  await userEvent.clear(form.getByLabelText('M-Pesa number'));
  await userEvent.type(form.getByLabelText('M-Pesa number'), number);
  await userEvent.type(form.getByLabelText('Amount (KSh)'), amount);
  await userEvent.click(form.getByRole('button', { name: 'Withdraw Funds' }));
}

/** A withdrawal to the account's own number (or a proved one): the last look before it is sent. */
async function withdraw(canvasElement: HTMLElement, amount: string, number = '0722000111') {
  await fillWithdrawal(canvasElement, amount, number);
  return within(await within(document.body).findByRole('alertdialog'));
}

/** On a 360 × 640 phone the form is on the first screen, above the stat cards. */
export const FormFirstOnPhone: Story = {
  globals: { viewport: { value: 'mobile360' } },
  play: async ({ canvasElement }) => {
    const form = await within(canvasElement).findByRole('form', { name: 'Withdraw Funds' });
    await expect(within(form).getByLabelText('Full name').getBoundingClientRect().bottom).toBeLessThan(640);
    const earnings = within(canvasElement).getByRole('region', { name: 'Current Earnings' });
    await expect(form.compareDocumentPosition(earnings) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

/** "Send KSh 1,200 to 0722 000 111?": Cancel sends nothing, Send sends one, shown in the list at once. */
export const ConfirmBeforeSending: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = within(await canvas.findByRole('list', { name: 'Your withdrawals' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(4);
    let question = await withdraw(canvasElement, '1200');
    await expect(question.getByRole('heading', { name: 'Send KSh 1,200 to 0722 000 111?' })).toBeInTheDocument();
    await userEvent.click(question.getByRole('button', { name: 'Cancel' }));
    await expect(demoStore.withdrawals.filter((w) => w.amount === 1200 && !w.declined)).toHaveLength(0);
    await expect(canvas.getByLabelText('Amount (KSh)')).toHaveValue('1200');

    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw Funds' }));
    question = within(await within(document.body).findByRole('alertdialog'));
    await userEvent.click(question.getByRole('button', { name: 'Send KSh 1,200' }));
    await expect(await within(document.body).findByText('KSh 1,200 will be sent to 0722000111')).toBeInTheDocument();
    await expect(demoStore.withdrawals.filter((w) => w.amount === 1200 && !w.declined)).toHaveLength(1);
    const newest = list.getAllByRole('listitem')[0]!;
    await expect(newest).toHaveTextContent('KSh 1,200');
    await expect(newest).toHaveTextContent('To 0722 000 111');
  },
};

/**
 * Another number than Brian's own: the server refuses it until it has typed its own SMS code, so
 * the app asks for that code (nothing is sent before "Send code") and then sends the withdrawal
 * the member already confirmed.
 */
export const AnotherNumberProvedFirst: Story = {
  globals: { viewport: { value: 'mobile360' } },
  play: async ({ canvasElement }) => {
    // The other number is proved BEFORE the last look, so "Send KSh 1,100" means the money goes.
    await fillWithdrawal(canvasElement, '1100', '0722 555 123');
    const body = within(document.body);
    const proof = within(await body.findByRole('dialog', { name: 'Verify 0722 555 123 first' }));
    await expect(body.queryByRole('button', { name: 'Send KSh 1,100' })).toBeNull();
    await expect(demoStore.phoneCodes.filter((c) => c.purpose === 'payout')).toHaveLength(0);
    await userEvent.click(proof.getByRole('button', { name: 'Send code' }));
    const code = await proof.findByRole('textbox', { name: 'Code from the SMS' });
    const sent = demoStore.phoneCodes.findLast((c) => c.purpose === 'payout')!;
    await expect(sent.phone).toBe('+254722555123');
    await userEvent.type(code, sent.code);
    await userEvent.click(proof.getByRole('button', { name: 'Verify' }));
    const question = within(await body.findByRole('alertdialog'));
    await userEvent.click(question.getByRole('button', { name: 'Send KSh 1,100' }));
    await expect(await body.findByText('KSh 1,100 will be sent to 0722 555 123')).toBeInTheDocument();
    await expect(body.queryByRole('dialog')).toBeNull();
    await expect(
      demoStore.withdrawals.filter((w) => w.amount === 1100 && w.mpesa_number === '254722555123'),
    ).toHaveLength(1);
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** Given up: Cancel sends nothing, and the form says why beside the button (no toast). */
export const AnotherNumberGivenUp: Story = {
  play: async ({ canvasElement }) => {
    await fillWithdrawal(canvasElement, '1100', '0722 555 124');
    const proof = within(await within(document.body).findByRole('dialog', { name: 'Verify 0722 555 124 first' }));
    await userEvent.click(proof.getByRole('button', { name: 'Cancel' }));
    await expect(await within(canvasElement).findByText(m.payoutNumberNotVerified())).toBeInTheDocument();
    // The member's own choice: said beside the button, not raised in a toast.
    const toasts = [...document.querySelectorAll('[data-slot="toast"]')].map((t) => t.textContent ?? '');
    await expect(toasts.filter((text) => text.includes(m.payoutNumberNotVerified()))).toEqual([]);
    await expect(demoStore.withdrawals.filter((w) => w.mpesa_number === '254722555124')).toHaveLength(0);
  },
};

/** Above the automatic limit the payout waits for an operator: said before and after, never "will be sent". */
export const WaitsForApproval: Story = {
  play: async ({ canvasElement }) => {
    const question = await withdraw(canvasElement, '6000');
    await expect(
      question.getByText('Amounts over KSh 5,000 wait for approval by our team before they are sent.'),
    ).toBeInTheDocument();
    await userEvent.click(question.getByRole('button', { name: 'Send KSh 6,000' }));
    const detail = await within(document.body).findByText(
      'KSh 6,000 to 0722 000 111 is waiting for approval. We send it once our team has approved it.',
    );
    const toast = detail.closest('[data-slot="toast"]')!;
    await expect(toast).toHaveTextContent(/^Withdrawal request submitted!/);
    await expect(toast).not.toHaveTextContent(/will be sent/);
  },
};

/** Over today's KSh 70,000: the server's refusal beside the button (announced), as well as the toast. */
export const RefusedBesideTheButton: Story = {
  beforeEach: signInAs('wanjiku'),
  play: async ({ canvasElement }) => {
    const wanjiku = DEMO_ACCOUNTS.find((a) => a.username === 'wanjiku')!;
    const question = await withdraw(canvasElement, '70000', wanjiku.phone);
    await userEvent.click(question.getByRole('button', { name: 'Send KSh 70,000' }));
    const form = within(canvasElement.querySelector('form')!);
    // The seed withdrew KSh 4,500 today (the declined KSh 1,200 does not count).
    const refusal = await form.findByRole('alert');
    await expect(refusal).toHaveTextContent(dailyLimitMessage(65_500));
    await expect(form.getByRole('button', { name: 'Withdraw Funds' })).toHaveAccessibleDescription(
      dailyLimitMessage(65_500),
    );
    await userEvent.type(form.getByLabelText('Amount (KSh)'), '{Backspace}');
    await expect(form.queryByRole('alert')).toBeNull();
  },
};

/** In Kiswahili on a phone: the form, the withdrawals, the figures and the terms, nothing wider than 360 px. */
export const InKiswahili: Story = {
  globals: KISWAHILI_PHONE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Muhtasari wa faida' })).toBeInTheDocument();
    await expect(await canvas.findByRole('form', { name: m.withdrawSubmit() })).toBeInTheDocument();
    const list = await canvas.findByRole('list', { name: 'Maombi yako ya kutoa pesa' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByRole('region', { name: 'Mapato ya sasa' })).toBeInTheDocument();
    await expect(canvas.getByText('Unaweza kutoa kuanzia KSh 1,000')).toBeInTheDocument();
    await expect(canvas.getByText('Hulipwa kwenye nambari yako ya M-Pesa')).toBeInTheDocument();
    await expectNoSidewaysScroll(canvasElement);
  },
};

// The same stories in Kiswahili on a 360 px phone (ADR 049).
export const WithdrawalsInKiswahili: Story = inKiswahili(Withdrawals);
export const LoadingInKiswahili: Story = inKiswahili(Loading);
export const EmptyInKiswahili: Story = inKiswahili(Empty);
export const ErrorInKiswahili: Story = inKiswahili(Error);
export const FormFirstOnPhoneInKiswahili: Story = inKiswahili(FormFirstOnPhone);
export const ConfirmBeforeSendingInKiswahili: Story = inKiswahili(ConfirmBeforeSending);
export const AnotherNumberProvedFirstInKiswahili: Story = inKiswahili(AnotherNumberProvedFirst);
export const AnotherNumberGivenUpInKiswahili: Story = inKiswahili(AnotherNumberGivenUp);
export const WaitsForApprovalInKiswahili: Story = inKiswahili(WaitsForApproval);
export const RefusedBesideTheButtonInKiswahili: Story = inKiswahili(RefusedBesideTheButton);
