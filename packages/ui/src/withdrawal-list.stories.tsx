import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WithdrawalList, type WithdrawalListItem } from './withdrawal-list.tsx';

const base = { processing: false, declined: false, disbursed: false, receipt: '', reason: '' };
const withdrawals: WithdrawalListItem[] = [
  {
    ...base,
    id: 'w1',
    amount: 1000,
    mpesa_number: '254712345678',
    created: '2026-11-23 08:00:00.000Z',
    processing: true,
  },
  {
    ...base,
    id: 'w2',
    amount: 1500,
    mpesa_number: '254712345678',
    created: '2026-11-22 12:30:00.000Z',
    disbursed: true,
    receipt: 'QKC1ABCD2E',
  },
  {
    ...base,
    id: 'w3',
    amount: 2500,
    mpesa_number: '254700000001',
    created: '2026-11-21 18:05:00.000Z',
    declined: true,
    reason: 'M-Pesa payouts are paused on our side. Please try again later',
  },
  { ...base, id: 'w4', amount: 25_000, mpesa_number: '254110234567', created: '2026-11-20 07:45:00.000Z' },
];

const meta = {
  title: 'Kit/WithdrawalList',
  component: WithdrawalList,
  args: { withdrawals },
} satisfies Meta<typeof WithdrawalList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EveryStatus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByText('QKC1ABCD2E')).toBeInTheDocument();
    await expect(canvas.getByText(/KSh 2,500 is back in your balance/)).toBeInTheDocument();
  },
};

/** A 360 px phone: nothing scrolls sideways. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'mobile360' } },
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('[data-slot="withdrawal-list"]')!;
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};

/** A payout M-Pesa left unclear, with a person: the member reads who has it and by when. */
export const InReview: Story = {
  args: { withdrawals: [{ ...withdrawals[0]!, review_by: '2026-11-24 09:30:00.000Z' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('A person at Mapato is checking this payout; you will hear by 24 Nov 2026, 12:30.'),
    ).toBeInTheDocument();
  },
};

export const Empty: Story = { args: { withdrawals: [] } };

export const Loading: Story = { args: { withdrawals: [], loading: true } };
