import { demoStore } from '@mapato/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  adminMocks,
  ADMIN,
  asAdmin,
  failing,
  hanging,
  memberId,
  withAdmin,
  inKiswahili,
} from '../../../stories/admin-story.tsx';
import { ThreadScreen } from './thread-screen.tsx';

/** A member's thread by username, or another thread by its id. */
function Thread({ username, thread }: { username?: string; thread?: string }) {
  return <ThreadScreen thread={thread ?? `u:${memberId(username ?? 'amina')}`} />;
}

const meta = {
  title: 'Console/Support thread',
  // A screen: no Docs page (its stories share one signed-in mock store).
  tags: ['!autodocs'],
  component: Thread,
  decorators: [withAdmin('support')],
  beforeEach: asAdmin('help'),
  args: { username: 'amina' },
} satisfies Meta<typeof Thread>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A support operator answers amina; the reply lands in her own thread (she reads it on /support). */
export const Reply: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/has been pending since this morning/)).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText('Your reply'), 'It goes out today before 5 pm.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reply' }));
    const messages = within(canvas.getByRole('list', { name: 'Messages' }));
    await expect(await messages.findByText('It goes out today before 5 pm.')).toBeInTheDocument();
    await expect(messages.getByText(/Reply by help@mapato.demo/)).toBeInTheDocument();
    const amina = memberId('amina');
    const reply = demoStore.supportMessages.find((m) => m.thread === `u:${amina}` && m.kind === 'reply');
    await expect(reply?.message).toBe('It goes out today before 5 pm.');
    await expect(canvas.queryByRole('button', { name: 'Mark answered' })).not.toBeInTheDocument();
  },
};

export const EmptyReply: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Send reply' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Write the answer.');
  },
};

/** Answered already: no Mark answered; brian's question and the operator's reply. */
export const Answered: Story = {
  args: { username: 'brian' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Open Account and press Upgrade/)).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Mark answered' })).not.toBeInTheDocument();
  },
};

/** A chat visitor has no account: the page says to answer by e-mail too, and Mark answered works. */
export const Visitor: Story = {
  args: { thread: 'c:chat-3f9a2c71' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Airtel Money/)).toBeInTheDocument();
    await expect(canvas.getByText(/Visitors have no account/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Mark answered' }));
    await expect(await within(document.body).findByText('Marked answered.')).toBeInTheDocument();
  },
};

export const NotFound: Story = {
  args: { thread: 'e:nobody@example.com' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("The requested resource wasn't found.")).toBeInTheDocument();
  },
};

export const Loading: Story = { parameters: adminMocks(hanging(ADMIN.thread)) };

export const Error: Story = {
  parameters: adminMocks(failing(ADMIN.thread)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360' } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('list', { name: 'Messages' });
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

// The same stories in Kiswahili on a 360 px phone (ADR 049).
export const ReplyInKiswahili: Story = inKiswahili(Reply);
export const EmptyReplyInKiswahili: Story = inKiswahili(EmptyReply);
export const AnsweredInKiswahili: Story = inKiswahili(Answered);
export const VisitorInKiswahili: Story = inKiswahili(Visitor);
export const NotFoundInKiswahili: Story = inKiswahili(NotFound);
export const LoadingInKiswahili: Story = inKiswahili(Loading);
export const ErrorInKiswahili: Story = inKiswahili(Error);
