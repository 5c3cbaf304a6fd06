import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
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
import { ProfitScreen } from './profit-screen.tsx';

const meta = {
  title: 'Screens/Profit',
  component: ProfitScreen,
  decorators: [withScreen()],
  beforeEach: signInAs('brian'),
} satisfies Meta<typeof ProfitScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('form', { name: 'Withdraw Funds' })).toBeInTheDocument();
    await expect(canvas.getByText('Withdrawal Information')).toBeInTheDocument();
  },
};

export const Loading: Story = { parameters: mocksWith(hanging(PATHS.user)) };

/** Nothing earned yet: the form says why it cannot be used. */
export const Empty: Story = {
  parameters: mocksWith(asUser(NEW_MEMBER)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Minimum withdrawal is KSh 1000' })).toBeDisabled();
  },
};

export const Error: Story = {
  parameters: mocksWith(failing(PATHS.user)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};
