import type { Meta, StoryObj } from '@storybook/react-vite';
import { m } from '@mapato/i18n';
import { expect, within } from 'storybook/test';
import { WorkHistoryList, type WorkHistoryListItem } from './work-history-list.tsx';

const items: WorkHistoryListItem[] = [
  { id: 'a1', project: 'Check Kiswahili translations', status: 'accepted', paid: 2, reason: '' },
  {
    id: 'a2',
    project: 'Check Kiswahili translations',
    status: 'pending',
    paid: 0,
    reason: "Waiting for other members' answers to this item.",
  },
  {
    id: 'a3',
    project: 'Label small pictures',
    status: 'rejected',
    paid: 0,
    reason: 'Did not match the known answer of this control item.',
  },
  { id: 'a4', project: 'Label small pictures', status: 'skipped', paid: 0, reason: 'Skipped.' },
];

const meta = {
  title: 'Kit/WorkHistoryList',
  component: WorkHistoryList,
  args: { items },
} satisfies Meta<typeof WorkHistoryList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Answers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('+KSh 2')).toBeVisible();
    await expect(canvas.getByText('Not paid')).toBeVisible();
    await expect(canvas.getByText('Did not match the known answer of this control item.')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No answers yet.')).toBeVisible();
  },
};

const sw = { locale: 'sw' } as const;

/** The reasons come from the server in the member's language. */
export const InKiswahili: Story = {
  globals: { viewport: { value: 'mobile360' }, locale: 'sw' },
  args: {
    items: [
      { id: 'a1', project: 'Hisia za jumbe fupi', status: 'accepted', paid: 1, reason: '' },
      {
        id: 'a2',
        project: 'Hisia za jumbe fupi',
        status: 'pending',
        paid: 0,
        reason: m.paidWork_reasonWaitingMajority({}, sw),
      },
      {
        id: 'a3',
        project: 'Hisia za jumbe fupi',
        status: 'rejected',
        paid: 0,
        reason: m.paidWork_reasonGoldWrong({}, sw),
      },
      {
        id: 'a4',
        project: 'Hisia za jumbe fupi',
        status: 'skipped',
        paid: 0,
        reason: m.paidWork_reasonSkipped({}, sw),
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Limelipwa')).toBeVisible();
    await expect(canvas.getByText('Halikulipwa')).toBeVisible();
  },
};
