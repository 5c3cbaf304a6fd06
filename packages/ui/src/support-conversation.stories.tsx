import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SupportConversation, type SupportConversationMessage } from './support-conversation.tsx';

const messages: SupportConversationMessage[] = [
  {
    id: 'm1',
    message: 'I upgraded to J2 this morning but my tasks still show 4 a day. Can you check?',
    created: '2026-11-22 06:10:00.000Z',
    fromOperator: false,
  },
  {
    id: 'm2',
    message: 'Hello Brian, your bond was confirmed at 09:40. Sign out and in again and you will see 7 tasks.',
    created: '2026-11-22 07:02:00.000Z',
    fromOperator: true,
  },
  {
    id: 'm3',
    message: 'Thanks, it works now.\nOne more thing: when is the next payout?',
    created: '2026-11-22 07:30:00.000Z',
    fromOperator: false,
  },
  {
    id: 'm4',
    message: 'Payouts up to KSh 5,000 go out within minutes, any day of the week.',
    created: '2026-11-23 05:45:00.000Z',
    fromOperator: true,
  },
];

const meta = {
  title: 'Kit/SupportConversation',
  component: SupportConversation,
  args: { messages },
  globals: { viewport: { value: 'mobile360' } },
} satisfies Meta<typeof SupportConversation>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The member's messages on the right, the replies on the left, newest at the bottom, in Nairobi time. */
export const WithReplies: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[3]).toHaveTextContent('Mapato Support23 Nov 2026, 08:45');
    await expect(items[0]).toHaveTextContent('You22 Nov 2026, 09:10');
    await expect(canvas.queryByText('New')).not.toBeInTheDocument();
  },
};

/** Replies the member has not read yet: the latest ones, marked New. */
export const UnreadReplies: Story = {
  args: { unread: 1 },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(within(items[3]!).getByText('New')).toBeVisible();
    await expect(within(items[1]!).queryByText('New')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { messages: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No messages yet')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { messages: [], loading: true },
};

export const Failed: Story = {
  args: { messages: [], error: 'Could not load your messages. Check your connection and try again.', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A long thread scrolls inside its list and opens at the newest message. */
export const LongThread: Story = {
  args: {
    messages: Array.from({ length: 30 }, (_, i) => ({
      id: `m${i}`,
      message: i % 2 ? `Reply number ${i}` : `Question number ${i}`,
      created: `2026-11-${String(10 + Math.floor(i / 3)).padStart(2, '0')} 08:0${i % 3}:00.000Z`,
      fromOperator: i % 2 === 1,
    })),
    unread: 2,
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await expect(list.scrollTop + list.clientHeight).toBeGreaterThanOrEqual(list.scrollHeight - 1);
    await expect(within(canvasElement).getAllByText('New')).toHaveLength(2);
  },
};
