import { MESSAGES } from '@mapato/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  asUser,
  failing,
  hanging,
  mocksWith,
  NEW_MEMBER,
  PATHS,
  signInAs,
  withScreen,
} from '../../stories/screen-story.tsx';
import { AccountScreen } from './account-screen.tsx';

const meta = {
  title: 'Screens/Account',
  component: AccountScreen,
  decorators: [withScreen('bottom-right')],
  beforeEach: signInAs('brian'),
  args: { onLogout: fn() },
} satisfies Meta<typeof AccountScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await within(document.body).findByText(MESSAGES.noChanges)).toBeInTheDocument();
  },
};

export const Loading: Story = { parameters: mocksWith(hanging(PATHS.user)) };

export const Empty: Story = {
  parameters: mocksWith(asUser(NEW_MEMBER)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('0 friends (KSh 0)')).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: mocksWith(failing(PATHS.user)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};

/** The Upgrade dialog: the level table, then the bond payment step. */
export const Upgrade: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Upgrade' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.click(await dialog.findByRole('button', { name: /Choose level 3/ }));
    await expect(await dialog.findByLabelText('M-Pesa reference')).toBeInTheDocument();
  },
};
