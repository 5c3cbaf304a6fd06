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
import { MembersScreen, type MembersSearch } from './members-screen.tsx';

function Members({ search: initial = {} }: { search?: MembersSearch }) {
  const [search, setSearch] = useState(initial);
  return <MembersScreen search={search} onSearch={setSearch} />;
}

const meta = {
  title: 'Console/Members',
  // A screen: no Docs page (its stories share one signed-in mock store).
  tags: ['!autodocs'],
  component: Members,
  decorators: [withAdmin('members')],
  beforeEach: asAdmin('ops'),
} satisfies Meta<typeof Members>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Newest: Story = {
  play: async ({ canvasElement }) => {
    const list = within(await within(canvasElement).findByRole('list', { name: 'Members' }));
    await expect(list.getByRole('link', { name: 'wanjiku' })).toBeInTheDocument();
    await expect(list.getByRole('link', { name: 'amina_w' }).closest('li')).toHaveTextContent(
      'On hold (duplicate phone)',
    );
  },
};

/** A phone number in any Kenyan form finds every account with it. */
export const ByPhone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Find a member' }), '0712 345 678');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    // The list is replaced while the search loads: wait for the found members, exactly the two with that number.
    await waitFor(() => {
      const list = within(canvas.getByRole('list', { name: 'Members' }));
      expect(
        list
          .getAllByRole('link')
          .map((l) => l.textContent)
          .sort(),
      ).toEqual(['amina', 'amina_w']);
    });
  },
};

export const ByEmail: Story = {
  args: { search: { q: 'brian@mapato.demo' } },
  play: async ({ canvasElement }) => {
    const list = within(await within(canvasElement).findByRole('list', { name: 'Members' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(1);
    await expect(list.getByRole('link', { name: 'brian' })).toBeInTheDocument();
  },
};

export const NoMatch: Story = {
  args: { search: { q: 'nobody-like-this' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No member matches “nobody-like-this”.')).toBeInTheDocument();
  },
};

export const Empty: Story = { parameters: adminMocks(emptyList(ADMIN.members)) };

export const Loading: Story = { parameters: adminMocks(hanging(ADMIN.members)) };

export const Error: Story = {
  parameters: adminMocks(failing(ADMIN.members)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360' } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('list', { name: 'Members' });
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

// The same stories in Kiswahili on a 360 px phone (ADR 049).
export const NewestInKiswahili: Story = inKiswahili(Newest);
export const ByPhoneInKiswahili: Story = inKiswahili(ByPhone);
export const ByEmailInKiswahili: Story = inKiswahili(ByEmail);
export const NoMatchInKiswahili: Story = inKiswahili(NoMatch);
export const EmptyInKiswahili: Story = inKiswahili(Empty);
export const LoadingInKiswahili: Story = inKiswahili(Loading);
export const ErrorInKiswahili: Story = inKiswahili(Error);
