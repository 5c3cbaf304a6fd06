// The Support page's live chat, on the mocks. The plays name things through the messages, so each
// Kiswahili twin runs the same steps in Kiswahili.
import { CHAT_REPLY_MS } from '@mapato/core';
import { m } from '@mapato/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { freshVisitor, KISWAHILI_PHONE } from '../stories/public-story.ts';
import LiveChat from './live-chat.tsx';

const meta = {
  title: 'Public site/Live chat',
  component: LiveChat,
  tags: ['!autodocs'],
  beforeEach: freshVisitor,
} satisfies Meta<typeof LiveChat>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openChat(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: m.web_chatStart() }));
  return within(await within(document.body).findByRole('dialog', { name: m.web_supportChatTitle() }));
}

const lines = (chat: ReturnType<typeof within>) =>
  within(chat.getByRole('list', { name: m.web_chatMessages() })).getAllByRole('listitem');

/** Closed: one button on the Support page. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: m.web_chatStart() })).toBeVisible();
  },
};

/** Opened: support greets first, the cursor waits in the message box. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const chat = await openChat(canvasElement);
    await expect(chat.getByText(m.web_chatGreeting())).toBeVisible();
    await expect(chat.getByRole('textbox', { name: m.web_chatInputLabel() })).toHaveFocus();
  },
};

/** A message sent: it shows at once as the member's, and support's answer follows. */
export const Conversation: Story = {
  play: async ({ canvasElement }) => {
    const chat = await openChat(canvasElement);
    await userEvent.type(chat.getByRole('textbox', { name: m.web_chatInputLabel() }), 'Malipo yangu bado yanasubiri');
    await userEvent.click(chat.getByRole('button', { name: m.web_chatSend() }));
    await expect(chat.getByText('Malipo yangu bado yanasubiri')).toBeVisible();
    await expect(chat.getByRole('textbox', { name: m.web_chatInputLabel() })).toHaveValue('');
    await expect(await chat.findByText(m.web_chatReply(), {}, { timeout: CHAT_REPLY_MS + 3000 })).toBeVisible();
  },
};

/** Only spaces: nothing is sent and no line is added. */
export const BlankIgnored: Story = {
  play: async ({ canvasElement }) => {
    const chat = await openChat(canvasElement);
    const before = lines(chat).length;
    await userEvent.type(chat.getByRole('textbox', { name: m.web_chatInputLabel() }), '   ');
    await userEvent.click(chat.getByRole('button', { name: m.web_chatSend() }));
    await expect(lines(chat)).toHaveLength(before);
  },
};

export const ClosedKiswahili: Story = { ...Closed, globals: KISWAHILI_PHONE };
export const OpenKiswahili: Story = { ...Open, globals: KISWAHILI_PHONE };
export const ConversationKiswahili: Story = { ...Conversation, globals: KISWAHILI_PHONE };
export const BlankIgnoredKiswahili: Story = { ...BlankIgnored, globals: KISWAHILI_PHONE };
