import { createHandlers, demoStore } from '@mapato/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { adminMocks, ADMIN, asAdmin, failing, hanging, withAdmin, inKiswahili } from '../../stories/admin-story.tsx';
import { SettingsScreen } from './settings-screen.tsx';

const meta = {
  title: 'Console/Settings',
  // A screen: no Docs page (its stories share one signed-in mock store).
  tags: ['!autodocs'],
  component: SettingsScreen,
  decorators: [withAdmin('settings')],
  beforeEach: asAdmin('help'),
} satisfies Meta<typeof SettingsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Simulator: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Simulator: a pretend M-Pesa/)).toBeInTheDocument();
    await expect(canvas.getByText(/KSh 5,000: larger payouts wait/)).toBeInTheDocument();
    await expect(canvas.getByText(/above KSh 20,000 need two different admins/)).toBeInTheDocument();
    await expect(canvas.getByText(/KSh 70,000 of withdrawals per Nairobi day/)).toBeInTheDocument();
  },
};

/** A server in manual mode (`--mpesa manual`). */
export const Manual: Story = {
  parameters: { msw: { handlers: createHandlers({ store: demoStore, payments: { stk: false } }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Manual: operators confirm bonds/)).toBeInTheDocument();
  },
};

export const Loading: Story = { parameters: adminMocks(hanging(ADMIN.settings)) };

export const Error: Story = {
  parameters: adminMocks(failing(ADMIN.settings)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile360' } } };

// The same stories in Kiswahili on a 360 px phone (ADR 049).
export const SimulatorInKiswahili: Story = inKiswahili(Simulator);
export const ManualInKiswahili: Story = inKiswahili(Manual);
export const LoadingInKiswahili: Story = inKiswahili(Loading);
export const ErrorInKiswahili: Story = inKiswahili(Error);
