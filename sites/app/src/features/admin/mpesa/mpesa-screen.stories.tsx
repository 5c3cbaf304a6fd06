import type { MpesaBalanceCheck } from '@mapato/client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { adminMocks, asAdmin, failing, hanging, inKiswahili, withAdmin } from '../../../stories/admin-story.tsx';
import { expectNoSidewaysScroll, KISWAHILI_PHONE } from '../../../stories/screen-story.tsx';
import { MpesaScreen } from './mpesa-screen.tsx';

const BALANCES = '/api/admin/mpesa-balances';
const at = '2026-11-27 03:00:04.000Z';
const check = (over: Partial<MpesaBalanceCheck>): MpesaBalanceCheck => ({
  id: 'check00000000001',
  shortcode: '600999',
  state: 'answered',
  askedBy: '',
  resultDesc: '',
  comparisons: [],
  openPayouts: 0,
  openStk: 0,
  takenAt: at,
  answeredAt: at,
  created: at,
  ...over,
});

/** This morning's answers: the utility account short by a payout on its way, the paybill KSh 700 over. */
const ANSWERS: MpesaBalanceCheck[] = [
  check({
    id: 'check00000000001',
    shortcode: '600999',
    openPayouts: 1_500,
    comparisons: [{ account: 'mpesa_utility', mpesa: 48_500, books: 50_000, difference: -1_500, inFlight: true }],
  }),
  check({
    id: 'check00000000002',
    shortcode: '174379',
    comparisons: [{ account: 'mpesa_paybill', mpesa: 88_700, books: 88_000, difference: 700, inFlight: false }],
  }),
  check({ id: 'check00000000003', shortcode: '600998', state: 'failed', resultDesc: 'no answer from M-Pesa' }),
  // The "ask every shortcode" row the worker turned into the queries above: not shown.
  check({ id: 'check00000000004', shortcode: '*', state: 'expanded', answeredAt: '' }),
];
const answering = (items: MpesaBalanceCheck[]) => http.get(BALANCES, () => HttpResponse.json({ items }));

const meta = {
  title: 'Console/M-Pesa',
  tags: ['!autodocs'],
  component: MpesaScreen,
  decorators: [withAdmin('mpesa')],
  beforeEach: asAdmin('ops'),
  parameters: adminMocks(answering(ANSWERS)),
} satisfies Meta<typeof MpesaScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Answers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const paybill = await canvas.findByRole('region', { name: 'Paybill (Working Account)' });
    await expect(within(paybill).getByText('KSh 88,700')).toBeInTheDocument();
    await expect(within(paybill).getByText('KSh 700: a difference to look into')).toBeInTheDocument();
    const utility = canvas.getByRole('region', { name: 'Utility account (payouts)' });
    await expect(within(utility).getByText(/KSh 1,500: payouts or prompts still on their way/)).toBeInTheDocument();
    await expect(canvas.getByText('No figure: no answer from M-Pesa')).toBeInTheDocument();
    await expect(canvas.queryByText('Every shortcode')).not.toBeInTheDocument();
  },
};

/** Nothing asked yet: an admin asks, and the query waits for M-Pesa's answer. */
export const AskNow: Story = {
  parameters: adminMocks(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/No answer from M-Pesa yet/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Ask M-Pesa now' }));
    await expect(await canvas.findByText("Waiting for M-Pesa's answer…")).toBeInTheDocument();
    await expect(canvas.getByText('Every shortcode')).toBeInTheDocument();
  },
};

export const RecordFloatMove: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Record a float move' });
    await userEvent.selectOptions(within(form).getByLabelText(/From/), 'owner_equity');
    await userEvent.type(within(form).getByLabelText(/Amount/), '50000');
    await userEvent.type(within(form).getByLabelText(/M-Pesa receipt or reference/), 'Opening float');
    await userEvent.click(within(form).getByRole('button', { name: 'Record the move' }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByText(
        "Recorded: KSh 50,000 from Owners' money (opening float) to Utility account (payouts).",
      ),
    ).toBeInTheDocument();
  },
};

/** The server refuses the move on a field; the console says what is wrong with it. */
export const RefusedMove: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Record a float move' });
    await userEvent.type(within(form).getByLabelText(/Amount/), '0');
    await userEvent.type(within(form).getByLabelText(/M-Pesa receipt or reference/), 'Portal transfer');
    await userEvent.click(within(form).getByRole('button', { name: 'Record the move' }));
    await expect(await within(form).findByText('A whole number of shillings, at least 1.')).toBeInTheDocument();
    await expect(within(form).getByLabelText(/Amount/)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Support reads the figures; asking M-Pesa and recording a move are an admin's. */
export const AsSupport: Story = {
  beforeEach: asAdmin('help'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Only an admin asks M-Pesa or records a float move.')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Ask M-Pesa now' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('form', { name: 'Record a float move' })).not.toBeInTheDocument();
  },
};

export const Loading: Story = { parameters: adminMocks(hanging(BALANCES)) };

export const Error: Story = {
  parameters: adminMocks(failing(BALANCES)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360' } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('region', { name: 'Paybill (Working Account)' });
    await expectNoSidewaysScroll(canvasElement);
  },
};

// The same stories in Kiswahili on a 360 px phone (ADR 049).
export const AnswersInKiswahili: Story = inKiswahili(Answers);
export const AskNowInKiswahili: Story = inKiswahili(AskNow);
export const RecordFloatMoveInKiswahili: Story = inKiswahili(RecordFloatMove);
export const AsSupportInKiswahili: Story = inKiswahili(AsSupport);
export const LoadingInKiswahili: Story = inKiswahili(Loading);
export const ErrorInKiswahili: Story = inKiswahili(Error);

/** A refusal said in Kiswahili, on a 360 px phone that does not scroll sideways. */
export const RefusedMoveInKiswahili: Story = {
  globals: KISWAHILI_PHONE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Rekodi uhamisho wa float' });
    await userEvent.type(within(form).getByLabelText(/Kiasi/), '5000');
    await userEvent.click(within(form).getByRole('button', { name: 'Rekodi uhamisho' }));
    await expect(
      await within(form).findByText('Jina la uhamisho kwenye taarifa ya M-Pesa au ya benki: herufi 3 hadi 200.'),
    ).toBeInTheDocument();
    await expectNoSidewaysScroll(canvasElement);
  },
};
