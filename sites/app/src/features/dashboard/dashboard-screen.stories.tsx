import { demoStore } from '@mapato/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
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
import { DashboardScreen } from './dashboard-screen.tsx';
import { m } from '@mapato/i18n';

const meta = {
  title: 'Screens/Dashboard',
  // A screen: no Docs page (its stories share one signed-in mock store).
  tags: ['!autodocs'],
  component: DashboardScreen,
  decorators: [withScreen()],
  beforeEach: signInAs('brian'),
} satisfies Meta<typeof DashboardScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Account Level')).toBeInTheDocument();
    // The histories come together, once both lists have arrived.
    await expect(await canvas.findByRole('table', { name: 'Recent Withdrawals' })).toBeInTheDocument();
    await expect(canvas.getByRole('table', { name: 'Registration History' })).toBeInTheDocument();
    // A member who earns already needs no first steps.
    await expect(canvas.queryByRole('region', { name: 'Start earning' })).toBeNull();
  },
};

/** What paid work has paid, from the work history (ADR 055); in Kiswahili too. */
export const EarnedFromWork: Story = {
  play: async ({ canvasElement }) => {
    const card = await within(canvasElement).findByRole('region', { name: 'Earned from paid work' });
    await expect(card).toHaveTextContent(/KSh \d/);
  },
};

export const EarnedFromWorkInKiswahili: Story = {
  globals: KISWAHILI_PHONE,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: 'Mapato ya kazi za kulipwa' })).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const Loading: Story = {
  parameters: mocksWith(hanging(PATHS.user), hanging(PATHS.withdrawals), hanging(PATHS.registrations)),
};

/** A member who has just joined: the next steps first (today's tasks, the referral link), on a phone. */
export const Empty: Story = {
  parameters: mocksWith(asUser(NEW_MEMBER), emptyList(PATHS.withdrawals), emptyList(PATHS.registrations)),
  globals: { viewport: { value: 'mobile360' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const steps = within(await canvas.findByRole('region', { name: 'Start earning' }));
    await expect(steps.getByRole('link', { name: "Do today's tasks" })).toHaveAttribute('href', '/tasks');
    await expect(steps.getByRole('textbox', { name: 'Your referral link' })).toHaveValue(
      `${window.location.origin}/ref/newmember`,
    );
    await expect(await canvas.findByText('No withdrawals yet.')).toBeInTheDocument();
    await expect(await canvas.findByText('No registrations yet.')).toBeInTheDocument();
  },
};

/** An M-Pesa prompt the member cancelled reads 'Not paid' with M-Pesa's reason, not 'Declined'. */
export const PromptNotPaid: Story = {
  beforeEach: () => {
    const brian = demoStore.users.find((u) => u.record.username === 'brian')!.record;
    const cancelled = demoStore.registrations.find((r) => r.uid === brian.id)!;
    Object.assign(cancelled, {
      method: 'stk',
      msisdn: '254700001032',
      declined: true,
      reason: m.mpesaCancelled(),
    });
  },
  play: async ({ canvasElement }) => {
    const history = within(await within(canvasElement).findByRole('table', { name: 'Registration History' }));
    await expect(await history.findByText('Not paid')).toBeInTheDocument();
    await expect(history.getByText(m.mpesaCancelled())).toBeInTheDocument();
    await expect(history.queryByText('Declined')).toBeNull();
  },
};

/** The user load fails: the error is shown with Retry (docs/design.md#front-end). */
export const Error: Story = {
  parameters: mocksWith(failing(PATHS.user)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};

/** One list fails: it stays empty and the rest works (docs/product.md#dashboard). */
export const ListError: Story = {
  parameters: mocksWith(failing(PATHS.withdrawals)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Not "No withdrawals yet.": the member's records were not read, not found missing.
    await expect(await canvas.findByText('Could not load your withdrawals.')).toBeInTheDocument();
    await expect(canvas.queryByText('No withdrawals yet.')).not.toBeInTheDocument();
    await expect(await canvas.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    await expect(await canvas.findByText('Account Level')).toBeInTheDocument();
    await expect(await canvas.findByText('Registration History')).toBeInTheDocument();
  },
};

/** In Kiswahili on a phone: the screen's own words, and nothing wider than 360 px. */
export const InKiswahili: Story = {
  globals: KISWAHILI_PHONE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Dashibodi' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Sasisha' })).toBeInTheDocument();
    for (const label of ['Kiwango cha akaunti', 'Salio', 'Dhamana uliyolipa', 'Mapato']) {
      await expect(await canvas.findByText(label)).toBeInTheDocument();
    }
    await canvas.findAllByRole('table');
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** A list that could not be read says so in Kiswahili too. */
export const ListErrorInKiswahili: Story = {
  globals: KISWAHILI_PHONE,
  parameters: mocksWith(failing(PATHS.registrations)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Imeshindikana kupakia maombi yako ya kupandisha kiwango.'),
    ).toBeInTheDocument();
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** brian's phone not verified yet, and no code asked for in this tab (sign-up asks in its own). */
function unverifiedBrian() {
  sessionStorage.clear();
  demoStore.users.find((u) => u.record.username === 'brian')!.record.verified = false;
}
const codeFor = (username: string) => {
  const uid = demoStore.users.find((u) => u.record.username === username)!.record.id;
  return demoStore.phoneCodes.findLast((c) => c.uid === uid)!.code;
};

/** Not verified yet: the card comes first; Send code, then the code from the SMS, and it goes. */
export const VerifyPhone: Story = {
  beforeEach: unverifiedBrian,
  globals: { viewport: { value: 'mobile360' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = within(await canvas.findByRole('region', { name: 'Verify your phone number' }));
    await expect(card.getByText('We will send a 6-digit code by SMS to 0722 000 111.')).toBeInTheDocument();
    await userEvent.click(card.getByRole('button', { name: 'Send code' }));
    const field = await card.findByRole('textbox', { name: 'Code from the SMS' });
    await expect(card.getByRole('button', { name: 'Resend code' })).toBeDisabled();
    await expect(card.getByText(/You can ask for a new code in \d+ s\./)).toBeInTheDocument();
    const code = codeFor('brian');
    await userEvent.type(field, code === '000000' ? '111111' : '000000');
    await userEvent.click(card.getByRole('button', { name: 'Verify' }));
    await expect(await card.findByText('That code is not right. Tries left: 4.')).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, `${code}{Enter}`);
    await expect(await within(document.body).findByText('Your phone number is verified.')).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Verify your phone number' })).toBeNull());
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** The same card in Kiswahili on a phone. */
export const VerifyPhoneInKiswahili: Story = {
  beforeEach: unverifiedBrian,
  globals: KISWAHILI_PHONE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = within(await canvas.findByRole('region', { name: 'Thibitisha nambari yako ya simu' }));
    await userEvent.click(card.getByRole('button', { name: 'Tuma msimbo' }));
    await expect(
      await card.findByText('Tumetuma msimbo wa tarakimu 6 kwa SMS kwenda 0722 000 111.'),
    ).toBeInTheDocument();
    await expect(card.getByRole('button', { name: 'Tuma msimbo tena' })).toBeDisabled();
    await userEvent.type(card.getByRole('textbox', { name: 'Msimbo ulio kwenye SMS' }), `${codeFor('brian')}{Enter}`);
    await expect(await within(document.body).findByText('Nambari yako ya simu imethibitishwa.')).toBeInTheDocument();
    await expectNoSidewaysScroll(canvasElement);
  },
};

// The same stories in Kiswahili on a 360 px phone (ADR 049).
export const LoadingInKiswahili: Story = inKiswahili(Loading);
export const EmptyInKiswahili: Story = inKiswahili(Empty);
export const PromptNotPaidInKiswahili: Story = inKiswahili(PromptNotPaid);
export const ErrorInKiswahili: Story = inKiswahili(Error);
