import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  asUser,
  emptyList,
  failing,
  hanging,
  mocksWith,
  NEW_MEMBER,
  PATHS,
  signInAs,
  withScreen,
} from '../../stories/screen-story.tsx';
import { DashboardScreen } from './dashboard-screen.tsx';

const meta = {
  title: 'Screens/Dashboard',
  component: DashboardScreen,
  decorators: [withScreen()],
  beforeEach: signInAs('brian'),
} satisfies Meta<typeof DashboardScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Account Level')).toBeInTheDocument();
    await expect(canvas.getByRole('table', { name: 'Recent Withdrawals' })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: mocksWith(hanging(PATHS.user), hanging(PATHS.withdrawals), hanging(PATHS.registrations)),
};

export const Empty: Story = {
  parameters: mocksWith(asUser(NEW_MEMBER), emptyList(PATHS.withdrawals), emptyList(PATHS.registrations)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No withdrawals yet.')).toBeInTheDocument();
    await expect(await canvas.findByText('No registrations yet.')).toBeInTheDocument();
  },
};

/** The user load fails: the error is shown with Retry (DESIGN §4). */
export const Error: Story = {
  parameters: mocksWith(failing(PATHS.user)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};

/** One list fails: it stays empty and the rest works (spec §7). */
export const ListError: Story = {
  parameters: mocksWith(failing(PATHS.withdrawals)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No withdrawals yet.')).toBeInTheDocument();
    await expect(await canvas.findByText('Account Level')).toBeInTheDocument();
  },
};
