import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  adminMocks,
  ADMIN,
  asAdmin,
  emptyList,
  failing,
  hanging,
  withAdmin,
  inKiswahili,
} from '../../../stories/admin-story.tsx';
import { InboxScreen, type InboxSearch } from './inbox-screen.tsx';

function Inbox({ search: initial = {} }: { search?: InboxSearch }) {
  const [search, setSearch] = useState(initial);
  return <InboxScreen search={search} onSearch={setSearch} />;
}

const meta = {
  title: 'Console/Support inbox',
  // A screen: no Docs page (its stories share one signed-in mock store).
  tags: ['!autodocs'],
  component: Inbox,
  decorators: [withAdmin('support')],
  beforeEach: asAdmin('help'),
} satisfies Meta<typeof Inbox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Open threads, newest first: a chat visitor, a member, a visitor's Contact message. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const list = within(await within(canvasElement).findByRole('list', { name: 'threads' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(3);
    await expect(list.getByRole('link', { name: 'amina' }).closest('li')).toHaveTextContent('1 unanswered');
    await expect(list.getByRole('link', { name: 'Peter Kamau' })).toBeInTheDocument();
  },
};

/** A support operator marks two threads answered at once. */
export const MarkAnswered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Choose thread from amina' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Choose thread from Peter Kamau' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Mark answered' }));
    await userEvent.click(
      within(await within(document.body).findByRole('dialog', { name: 'Mark answered 2 threads?' })).getByRole(
        'button',
        {
          name: 'Mark answered',
        },
      ),
    );
    await expect(await canvas.findByText('Mark answered: 2 done.')).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByRole('link', { name: 'amina' })).not.toBeInTheDocument());
  },
};

export const All: Story = {
  args: { search: { status: 'all' } },
  play: async ({ canvasElement }) => {
    const list = within(await within(canvasElement).findByRole('list', { name: 'threads' }));
    await expect(list.getByRole('link', { name: 'brian' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: adminMocks(emptyList(ADMIN.threads)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nothing waits for an answer.')).toBeInTheDocument();
  },
};

export const Loading: Story = { parameters: adminMocks(hanging(ADMIN.threads)) };

export const Error: Story = {
  parameters: adminMocks(failing(ADMIN.threads)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360' } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('list', { name: 'threads' });
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

// The same stories in Kiswahili on a 360 px phone (ADR 049).
export const OpenInKiswahili: Story = inKiswahili(Open);
export const MarkAnsweredInKiswahili: Story = inKiswahili(MarkAnswered);
export const AllInKiswahili: Story = inKiswahili(All);
export const EmptyInKiswahili: Story = inKiswahili(Empty);
export const LoadingInKiswahili: Story = inKiswahili(Loading);
export const ErrorInKiswahili: Story = inKiswahili(Error);
