import type { Meta, StoryObj } from '@storybook/react-vite';
import { reasonText, workReason } from '@mapato/core';
import { expect, within } from 'storybook/test';
import { WorkHistoryList, type WorkHistoryListItem } from './work-history-list.tsx';

// The reasons as the server words them for a reader (core's reasonText), not copies of its sentences.
const goldWrong = reasonText(workReason.goldWrong, 'en');
const items: WorkHistoryListItem[] = [
  { id: 'a1', project: 'Check Kiswahili translations', status: 'accepted', paid: 2, reason: '' },
  {
    id: 'a2',
    project: 'Check Kiswahili translations',
    status: 'pending',
    paid: 0,
    reason: reasonText(workReason.waitingMajority, 'en'),
  },
  {
    id: 'a3',
    project: 'Label small pictures',
    status: 'rejected',
    paid: 0,
    reason: goldWrong,
  },
  {
    id: 'a4',
    project: 'Label small pictures',
    status: 'skipped',
    paid: 0,
    reason: reasonText(workReason.skipped, 'en'),
  },
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
    await expect(canvas.getByText(goldWrong)).toBeVisible();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No answers yet.')).toBeVisible();
  },
};

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
        reason: reasonText(workReason.waitingMajority, 'sw'),
      },
      {
        id: 'a3',
        project: 'Hisia za jumbe fupi',
        status: 'rejected',
        paid: 0,
        reason: reasonText(workReason.goldWrong, 'sw'),
      },
      {
        id: 'a4',
        project: 'Hisia za jumbe fupi',
        status: 'skipped',
        paid: 0,
        reason: reasonText(workReason.skipped, 'sw'),
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Limelipwa')).toBeVisible();
    await expect(canvas.getByText('Halikulipwa')).toBeVisible();
  },
};
